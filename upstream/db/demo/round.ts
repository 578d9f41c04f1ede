// One round of a brand's demo data, written in one transaction with the marker that records it:
// professionals, home owners, jobs with answers, responses, messages and reviews, questions and
// answers. The scale of the demo data is its number of rounds.
import type { Database, Queryable } from '../database.ts';
import { insertRows, type Row } from './bulk-insert.ts';
import type { Service } from './catalogue.ts';
import { type Job, jobRow, makeJob, siteFor } from './jobs.ts';
import { claimPart } from './markers.ts';
import { makePerson, type Person, userRow } from './people.ts';
import { planJobs, postedAt } from './plan.ts';
import { companyRow, makeDemoPro, makePros, type Pro, proRows } from './pros.ts';
import { makeQuestions } from './questions-answers.ts';
import { Random } from './random.ts';
import { respond } from './responses.ts';
import * as T from './tables.ts';
import { daysBefore, distanceKm, type World } from './world.ts';

interface RoundRows {
  readonly pros: readonly Pro[];
  readonly consumers: readonly Person[];
  readonly jobs: Row[];
  readonly answers: Row[];
  readonly proposals: Row[];
  readonly messages: Row[];
  readonly reviews: Row[];
}

function demoConsumer(world: World): Person | null {
  if (!world.demo) return null;
  return {
    id: world.demo.consumerId,
    firstName: world.demo.consumerFirstName,
    lastName: '',
    email: '',
    createdAt: world.now,
  };
}

function buildJobs(world: World, pros: readonly Pro[], consumers: readonly Person[], demoPro: Pro | null): RoundRows {
  const random = new Random(world.seed, world.brand, world.round, 'jobs');
  const prosByService = new Map<Service, Pro[]>();
  for (const pro of pros)
    for (const service of pro.services) prosByService.set(service, [...(prosByService.get(service) ?? []), pro]);
  const owner = demoConsumer(world);
  const demoCity = world.places.cities.find((city) => city.slug === world.demo?.citySlug);
  const localPros = demoCity
    ? pros.filter(
        (pro) => distanceKm(pro.latitude, pro.longitude, demoCity.latitude, demoCity.longitude) <= pro.radiusKm,
      )
    : [];
  const rows: RoundRows = { pros, consumers, jobs: [], answers: [], proposals: [], messages: [], reviews: [] };
  for (const plan of planJobs(world, random, consumers, pros, { consumer: owner, pro: demoPro })) {
    const ownJob = plan.demoHomeOwner === true && demoCity !== undefined && localPros.length > 0;
    const anchored = ownJob ? { ...plan, anchor: random.pick(localPros) } : plan;
    const site = siteFor(world, random, anchored.anchor, ownJob ? demoCity : undefined);
    const job: Job = makeJob(world, random, anchored, site, prosByService, postedAt(world, random, anchored));
    const responses = respond(world, random, job);
    rows.jobs.push(jobRow(world, job, responses.job));
    for (const answer of job.answers)
      rows.answers.push({ service_request_id: job.id, question_id: answer.questionId, value: answer.value });
    rows.proposals.push(...responses.proposals);
    rows.messages.push(...responses.messages);
    if (responses.review) rows.reviews.push(responses.review);
    // A home owner signed up before posting.
    if (job.createdAt < plan.consumer.createdAt)
      plan.consumer.createdAt = daysBefore(job.createdAt, random.between(0.01, 30));
  }
  return rows;
}

async function writeRound(db: Queryable, world: World, rows: RoundRows, questions: ReturnType<typeof makeQuestions>) {
  const pros = proRows(world, rows.pros);
  const owner = world.demo?.consumerId;
  const consumers = rows.consumers.filter((person) => person.id !== owner);
  await insertRows(db, 'users', T.USER_COLUMNS, [
    ...consumers.map((c) => userRow(world, c, 'CONSUMER', null)),
    ...pros.users,
  ]);
  await insertRows(db, 'company_profiles', T.COMPANY_COLUMNS, pros.companies);
  await insertRows(db, 'pro_services', T.PRO_SERVICE_COLUMNS, pros.services);
  await insertRows(db, 'pro_professions', T.PRO_PROFESSION_COLUMNS, pros.professions);
  await insertRows(db, 'pro_awards', T.PRO_AWARD_COLUMNS, pros.awards);
  await insertRows(db, 'pro_photos', T.PRO_PHOTO_COLUMNS, pros.photos);
  await insertRows(db, 'service_requests', T.JOB_COLUMNS, rows.jobs);
  await insertRows(db, 'service_request_answers', T.ANSWER_COLUMNS, rows.answers);
  await insertRows(db, 'proposals', T.PROPOSAL_COLUMNS, rows.proposals);
  await insertRows(db, 'proposal_messages', T.MESSAGE_COLUMNS, rows.messages);
  await insertRows(db, 'reviews', T.REVIEW_COLUMNS, rows.reviews);
  await insertRows(db, 'questions', T.QUESTION_COLUMNS, questions.questions);
  await insertRows(db, 'answers', T.QA_ANSWER_COLUMNS, questions.answers);
  const demo = rows.pros.find((pro) => pro.isDemo);
  if (demo) await updateCompany(db, world, demo);
  // Kept exact: the directory sorts by these (spec §3 provider sort orders).
  await db.query(
    `UPDATE company_profiles cp SET review_count = s.n, review_average = s.average
       FROM (SELECT pro_id, count(*)::int AS n, avg(rating)::float8 AS average FROM reviews
              WHERE status = 'APPROVED' AND pro_id = ANY($1::uuid[]) GROUP BY pro_id) s
      WHERE cp.user_id = s.pro_id`,
    [rows.pros.map((pro) => pro.id)],
  );
}

async function updateCompany(db: Queryable, world: World, pro: Pro) {
  const columns = Object.entries(companyRow(world, pro));
  const types = T.COMPANY_COLUMNS as Readonly<Record<string, string>>;
  await db.query(
    `UPDATE company_profiles SET ${columns.map(([name], index) => `${name} = $${index + 2}::${types[name]}`).join(', ')} WHERE user_id = $1`,
    [
      pro.id,
      ...columns.map(([, value]) =>
        value instanceof Date ? value.toISOString() : (value as string | number | boolean | null),
      ),
    ],
  );
}

export async function seedRound(db: Database, world: World, takenSlugs: Set<string>): Promise<{ jobs: number }> {
  const pros = makePros(world, takenSlugs);
  const demoPro = world.round === 0 ? makeDemoPro(world) : null;
  const allPros = demoPro ? [demoPro, ...pros] : pros;
  const random = new Random(world.seed, world.brand, world.round, 'consumers');
  const consumers = Array.from({ length: world.size.consumers }, (_, index) => {
    const person = makePerson(world, random, 'c', index);
    person.createdAt = daysBefore(world.now, random.between(1, 400));
    return person;
  });
  const rows = buildJobs(world, allPros, consumers, demoPro);
  const questions = makeQuestions(world, consumers, allPros);
  const written = await db.transaction(async (tx) => {
    if (!(await claimPart(tx, `round:${world.brand}:${world.round}`))) return false;
    await writeRound(tx, world, rows, questions);
    return true;
  });
  return { jobs: written ? rows.jobs.length : 0 };
}

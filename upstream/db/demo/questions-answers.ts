// Questions home owners ask the trades and the professionals' answers (spec §2.2, §2.6): most
// approved and public, some waiting for moderation, a few rejected.
import type { Row } from './bulk-insert.ts';
import type { Profession } from './catalogue.ts';
import { fill, inSentence, slugify } from './language.ts';
import { formatMoney } from './money.ts';
import type { Person } from './people.ts';
import type { Pro } from './pros.ts';
import { Random } from './random.ts';
import { cityWeights, daysBefore, hoursAfter, type World } from './world.ts';

type Moderation = 'APPROVED' | 'PENDING' | 'REJECTED';

export function makeQuestions(world: World, consumers: readonly Person[], pros: readonly Pro[]) {
  const random = new Random(world.seed, world.brand, world.round, 'questions');
  const questions: Row[] = [];
  const answers: Row[] = [];
  const trades = world.professions.map((p) => [p, p.trade.demand] as const);
  const prosOf = new Map<Profession, Pro[]>();
  for (const pro of pros)
    for (const [profession] of pro.professions) prosOf.set(profession, [...(prosOf.get(profession) ?? []), pro]);
  const cities = cityWeights(world.places.cities);
  for (let index = 0; index < world.size.questions; index++) {
    const consumer = random.pick(consumers);
    const profession = random.weighted(trades);
    const service = random.pick(profession.services);
    const status = random.weighted<Moderation>([
      ['APPROVED', 75],
      ['PENDING', 18],
      ['REJECTED', 7],
    ]);
    const createdAt = daysBefore(world.now, status === 'PENDING' ? random.between(0.1, 10) : random.between(3, 700));
    if (createdAt < consumer.createdAt) consumer.createdAt = daysBefore(createdAt, random.between(1, 60));
    const values = {
      Service: service.name,
      service: inSentence(service.name, world.brand),
      year: random.int(1900, 2015),
      city: random.weighted(cities).name,
    };
    const title = fill(random.pick(world.phrases.questionTitles), values);
    const id = random.uuid();
    questions.push({
      id,
      brand: world.brand,
      consumer_id: consumer.id,
      profession_id: profession.id,
      slug: slugify(title),
      title,
      body: fill(random.pick(world.phrases.questionBodies), values),
      status,
      created_at: createdAt,
    });
    if (status === 'REJECTED') continue;
    const count =
      status === 'PENDING'
        ? random.int(0, 1)
        : random.weighted([
            [0, 10],
            [1, 40],
            [2, 35],
            [3, 15],
          ]);
    for (const pro of random.sample(prosOf.get(profession) ?? [], count)) {
      answers.push({
        id: random.uuid(),
        question_id: id,
        pro_id: pro.id,
        body: fill(random.pick(world.phrases.answers), {
          service: inSentence(service.name, world.brand),
          min: formatMoney(service.priceMinMinor, world.brand),
          max: formatMoney(service.priceMaxMinor, world.brand),
        }),
        status:
          status === 'PENDING'
            ? 'PENDING'
            : random.weighted<Moderation>([
                ['APPROVED', 85],
                ['PENDING', 12],
                ['REJECTED', 3],
              ]),
        created_at: hoursAfter(random, createdAt, [2, 20 * 24], world.now),
      });
    }
  }
  return { questions, answers };
}

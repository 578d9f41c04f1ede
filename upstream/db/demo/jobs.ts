// Demo jobs: a home owner's request for a service near a professional who offers it, at a real
// postal code, with answers to the service's questions and a description in the brand's language.
import { FEATURE_DAYS, FEATURE_MAX_RESPONSES } from '../../domain/choosing/feature.ts';
import type { Row } from './bulk-insert.ts';
import type { Question, Service } from './catalogue.ts';
import { fill, inSentence, say } from './language.ts';
import type { Person } from './people.ts';
import type { City, Place } from './places.ts';
import type { Pro } from './pros.ts';
import type { Random } from './random.ts';
import { cityWeights, distanceKm, type World } from './world.ts';

export type JobState = 'OPEN' | 'HIRED' | 'CLOSED' | 'CANCELLED';

export type ProposalStatus = 'INVITED' | 'INTERESTED' | 'PROPOSED' | 'SHORTLISTED' | 'HIRED' | 'DECLINED' | 'CLOSED';

// What a job will be before it is made: its state, whether it is an older reviewed one, and for the
// demo accounts who posts it, near whom, and what the demo professional did with it.
export interface JobPlan {
  readonly state: JobState;
  // An older job, kept for its review.
  readonly history: boolean;
  // Whether its hire is reviewed.
  readonly review: 'always' | 'maybe' | 'never';
  readonly consumer: Person;
  // The professional the job is near; the hire when the job is hired.
  readonly anchor?: Pro;
  // For the demo professional: its proposal's status, or null when it has not responded.
  readonly demoStatus?: ProposalStatus | null;
  readonly directRequest?: boolean;
  // A project of the demo home owner: recent, in the demo city, open ones with two responses or more.
  readonly demoHomeOwner?: boolean;
}

export interface Job {
  readonly id: string;
  readonly plan: JobPlan;
  readonly service: Service;
  readonly postalCode: Place;
  readonly city: City;
  readonly latitude: number;
  readonly longitude: number;
  readonly leadType: string;
  readonly directPro: Pro | null;
  readonly startTime: string;
  readonly description: string;
  readonly answers: readonly { readonly questionId: string; readonly value: object }[];
  // Professionals whose work area covers the job and who offer its service, the anchor first.
  readonly reachable: readonly Pro[];
  readonly createdAt: Date;
}

const START_TIMES: readonly (readonly [string, number])[] = [
  ['ASAP', 15],
  ['WITHIN_TWO_WEEKS', 30],
  ['WITHIN_ONE_MONTH', 25],
  ['WITHIN_COUPLE_MONTHS', 15],
  ['TO_BE_DISCUSSED', 15],
];

function answer(world: World, random: Random, service: Service, question: Question, year: number): object | null {
  const spec = question.spec;
  if (!question.required && random.chance(spec.fieldType === 'TEXT' ? 0.6 : 0.25)) return null;
  switch (spec.fieldType) {
    case 'SELECT':
      return {
        text: random.weighted(question.options.map((option, index) => [option.value, index === 0 ? 2 : 3] as const)),
      };
    case 'CHECKBOX':
      return { values: random.sample(question.options, random.int(1, 3)).map((option) => option.value) };
    case 'INTEGER':
      if (question.key === 'year_built') return { number: year };
      if (question.key === 'floor')
        return {
          number: random.weighted([
            [0, 5],
            [1, 3],
            [2, 2],
            [3, 1],
            [random.int(4, 12), 1],
          ]),
        };
      return { number: random.pick([1, 2, 4, 6, 12, 26, 52]) };
    case 'MEASUREMENT':
      return {
        number:
          spec.unit === 'm' ? random.int(2, 40) : Math.round(Math.exp(random.between(Math.log(4), Math.log(160)))),
      };
    case 'QUANTITY':
      return {
        number: random.weighted([
          [1, 2],
          [2, 3],
          [random.int(3, 6), 4],
          [random.int(7, Math.min(12, spec.max ?? 12)), 1],
        ]),
      };
    case 'STRING':
      return { text: stringAnswer(world, random, service, question) };
    case 'TEXT':
      return { text: random.pick(world.phrases.notes) };
  }
}

function stringAnswer(world: World, random: Random, service: Service, question: Question): string {
  if (question.key === 'destination') return random.pick(world.places.cities).name;
  const makes = service.profession.trade.makes;
  if (question.key === 'current_make' && makes) return random.pick(makes);
  return say(random.pick(question.spec.answers ?? []), world.brand);
}

function describe(
  world: World,
  random: Random,
  service: Service,
  city: City,
  answers: Map<Question, object | null>,
  year: number,
) {
  const p = world.phrases;
  const parts = [fill(random.pick(p.jobOpenings), { service: inSentence(service.name, world.brand), city: city.name })];
  const property = [...answers.entries()].find(([q]) => q.key === 'property_type');
  const propertyValue = (property?.[1] as { text?: string } | null)?.text;
  const propertyLabel = property?.[0].options.find((option) => option.value === propertyValue)?.label;
  if (propertyLabel)
    parts.push(fill(random.pick(p.jobProperty), { property: inSentence(propertyLabel, world.brand), year }));
  const size = [...answers.entries()].find(
    ([q]) => q.spec.fieldType === 'MEASUREMENT' || q.spec.fieldType === 'QUANTITY',
  );
  const number = (size?.[1] as { number?: number } | null)?.number;
  if (size && number !== undefined) {
    const unit = size[0].spec.unit;
    // Sizes are estimates ("about 20 m²"); counts are not.
    parts.push(
      unit ? fill(p.measure, { label: size[0].label, value: `${number} ${unit}` }) : `${size[0].label}: ${number}.`,
    );
  }
  if (random.chance(0.6)) parts.push(random.pick(p.jobExtras));
  parts.push(random.pick(p.jobClosings));
  return parts.join(' ');
}

export function reachablePros(
  prosByService: ReadonlyMap<Service, readonly Pro[]>,
  service: Service,
  lat: number,
  lon: number,
) {
  return (prosByService.get(service) ?? []).filter(
    (pro) => distanceKm(pro.latitude, pro.longitude, lat, lon) <= pro.radiusKm,
  );
}

export interface JobSite {
  readonly service: Service;
  readonly city: City;
}

// Where a job is: a city within reach of its anchor professional, or the given city.
export function siteFor(
  world: World,
  random: Random,
  anchor: Pro | undefined,
  city?: City,
): JobSite & { postalCode: Place } {
  const service = anchor ? random.pick(anchor.services) : random.pick(world.services);
  let site = city;
  if (!site && anchor) {
    const inReach = world.places.cities.filter(
      (c) => distanceKm(anchor.latitude, anchor.longitude, c.latitude, c.longitude) <= anchor.radiusKm,
    );
    site = inReach.length > 0 ? random.weighted(cityWeights(inReach)) : anchor.city;
  }
  const chosen = site ?? random.weighted(cityWeights(world.places.cities));
  return { service, city: chosen, postalCode: random.pick(chosen.postalCodes) };
}

export function makeJob(
  world: World,
  random: Random,
  plan: JobPlan,
  site: JobSite & { postalCode: Place },
  prosByService: ReadonlyMap<Service, readonly Pro[]>,
  createdAt: Date,
): Job {
  const { service, city, postalCode } = site;
  const year = random.weighted([
    [random.int(1880, 1944), 2],
    [random.int(1945, 1979), 3],
    [random.int(1980, 2004), 3],
    [random.int(2005, 2022), 2],
  ]);
  const answers = new Map<Question, object | null>();
  for (const question of service.questions) answers.set(question, answer(world, random, service, question, year));
  const reachable = reachablePros(prosByService, service, postalCode.latitude, postalCode.longitude);
  const anchor = plan.anchor;
  const ordered = anchor ? [anchor, ...reachable.filter((pro) => pro !== anchor)] : reachable;
  const directPro = plan.directRequest && anchor ? anchor : null;
  return {
    id: random.uuid(),
    plan,
    service,
    postalCode,
    city,
    latitude: postalCode.latitude,
    longitude: postalCode.longitude,
    leadType: directPro ? 'DIRECT_REQUEST' : service.spec.leadType,
    directPro,
    startTime: random.weighted(START_TIMES),
    description: describe(world, random, service, city, answers, year),
    answers: [...answers.entries()]
      .filter(([, value]) => value !== null)
      .map(([q, value]) => ({ questionId: q.id, value: value as object })),
    reachable: directPro ? [directPro] : ordered,
    createdAt,
  };
}

// Decision 070: about one in eight open jobs that few answered was featured by its home owner six
// hours after posting (chosen by the job's id, so the same seed features the same jobs).
const FEATURED_AFTER_MS = 6 * 3600 * 1000;
const FEATURE_MS = FEATURE_DAYS * 24 * 3600 * 1000;

function featuredAt(job: Job, state: JobRowState): Date | null {
  const featurable = job.plan.state === 'OPEN' && job.directPro === null && state.responses < FEATURE_MAX_RESPONSES;
  return featurable && /^[01]/.test(job.id) ? new Date(job.createdAt.getTime() + FEATURED_AFTER_MS) : null;
}

export function jobRow(world: World, job: Job, state: JobRowState): Row {
  const featured = featuredAt(job, state);
  return {
    id: job.id,
    brand: world.brand,
    consumer_id: job.plan.consumer.id,
    profession_id: job.service.profession.id,
    service_id: job.service.id,
    description: job.description,
    start_time: job.startTime,
    locality_id: job.postalCode.id,
    latitude: job.latitude,
    longitude: job.longitude,
    lead_type: job.leadType,
    status: job.plan.state,
    direct_pro_id: job.directPro?.id ?? null,
    matching_strategies: state.strategies,
    responses_count: state.responses,
    shortlists_count: state.shortlists,
    invites_count: state.invites,
    search_text: `${job.service.name} ${job.service.profession.name} ${job.description}`.toLowerCase(),
    created_at: job.createdAt,
    closed_at: state.closedAt,
    close_reason: state.closeReason,
    featured_at: featured,
    featured_until: featured ? new Date(featured.getTime() + FEATURE_MS) : null,
  };
}

export interface JobRowState {
  readonly strategies: readonly object[];
  readonly responses: number;
  readonly shortlists: number;
  readonly invites: number;
  readonly closedAt: Date | null;
  readonly closeReason: string | null;
}

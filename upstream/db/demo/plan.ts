// Which jobs a round makes: jobs in every state (40 % open, 25 % hired, 20 % closed, 15 %
// cancelled), older hired and reviewed jobs, and in round 0 the demo accounts' share: the demo
// home owner's projects in several states, and jobs near the demo professional with each status
// of its proposal.
import type { JobPlan, JobState, ProposalStatus } from './jobs.ts';
import type { Person } from './people.ts';
import type { Pro } from './pros.ts';
import type { Random } from './random.ts';
import { daysBefore, type World } from './world.ts';

const DEMO_CONSUMER_JOBS: readonly (readonly [JobState, JobPlan['review']])[] = [
  ['OPEN', 'never'],
  ['OPEN', 'never'],
  ['HIRED', 'always'],
  ['HIRED', 'never'],
  ['CLOSED', 'never'],
  ['CANCELLED', 'never'],
];

const DEMO_PRO_JOBS: readonly (readonly [JobState, ProposalStatus | null])[] = [
  ['OPEN', null],
  ['OPEN', 'INVITED'],
  ['OPEN', 'INTERESTED'],
  ['OPEN', 'PROPOSED'],
  ['OPEN', 'SHORTLISTED'],
  ['OPEN', 'DECLINED'],
  ['HIRED', 'HIRED'],
  ['HIRED', 'CLOSED'],
  ['CLOSED', 'CLOSED'],
  ['CLOSED', 'DECLINED'],
];

// Reviewed jobs the demo professional was hired for.
const DEMO_PRO_REVIEWS = 60;

export interface DemoPeople {
  readonly consumer: Person | null;
  readonly pro: Pro | null;
}

function mixedStates(random: Random, total: number, taken: readonly JobState[]): JobState[] {
  const counts: Record<JobState, number> = {
    OPEN: Math.round(total * 0.4),
    HIRED: Math.round(total * 0.25),
    CLOSED: Math.round(total * 0.2),
    CANCELLED: 0,
  };
  counts.CANCELLED = total - counts.OPEN - counts.HIRED - counts.CLOSED;
  for (const state of taken) counts[state] = Math.max(0, counts[state] - 1);
  const states = (Object.keys(counts) as JobState[]).flatMap((state) => Array<JobState>(counts[state]).fill(state));
  return random.sample(states, states.length).slice(0, Math.max(0, total - taken.length));
}

export function planJobs(
  world: World,
  random: Random,
  consumers: readonly Person[],
  pros: readonly Pro[],
  demo: DemoPeople,
): JobPlan[] {
  const forced: JobPlan[] = [];
  if (demo.consumer) {
    for (const [state, review] of DEMO_CONSUMER_JOBS) {
      forced.push({ state, history: false, review, consumer: demo.consumer, demoHomeOwner: true });
    }
  }
  if (demo.pro) {
    for (let copy = 0; copy < 3; copy++) {
      for (const [state, demoStatus] of DEMO_PRO_JOBS) {
        forced.push({
          state,
          history: false,
          review: 'maybe',
          consumer: random.pick(consumers),
          anchor: demo.pro,
          demoStatus,
        });
      }
    }
  }
  const plans = forced.slice(0, world.size.jobs);
  for (const state of mixedStates(
    random,
    world.size.jobs,
    plans.map((plan) => plan.state),
  )) {
    plans.push({
      state,
      history: false,
      review: 'maybe',
      consumer: random.pick(consumers),
      anchor: random.pick(pros),
      directRequest: state !== 'CANCELLED' && random.chance(0.05),
    });
  }
  for (let index = 0; index < world.size.reviewedJobs; index++) {
    const demoHire = demo.pro !== null && index < DEMO_PRO_REVIEWS;
    plans.push({
      state: 'HIRED',
      history: true,
      review: 'always',
      consumer: random.pick(consumers),
      anchor: demoHire && demo.pro ? demo.pro : random.pick(pros),
      ...(demoHire ? { demoStatus: 'HIRED' as const } : {}),
    });
  }
  return plans;
}

// When a planned job was posted: open jobs in the last two weeks (most of them in the last days),
// finished ones in the last months, reviewed ones over the last three years.
export function postedAt(world: World, random: Random, plan: JobPlan): Date {
  if (plan.history) return daysBefore(world.now, random.between(35, 1095));
  const demoConsumer = plan.demoHomeOwner === true;
  switch (plan.state) {
    case 'OPEN':
      return daysBefore(world.now, demoConsumer ? random.between(1, 4) : 0.02 + 14 * random.float() ** 2);
    case 'HIRED':
      return daysBefore(world.now, random.between(demoConsumer ? 20 : 8, demoConsumer ? 90 : 180));
    case 'CLOSED':
      return daysBefore(world.now, random.between(8, 300));
    case 'CANCELLED':
      return daysBefore(world.now, random.between(2, 200));
  }
}

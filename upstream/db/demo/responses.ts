// The professionals' responses to a demo job as its state implies: invitations, interest and
// proposals with prices in the brand's currency, shortlists, a hire, declines and closures, the
// messages about them, and a review of the hire. The job's counters are counted from these rows.
import type { Row } from './bulk-insert.ts';
import type { Job, JobRowState, ProposalStatus } from './jobs.ts';
import { fill, inSentence } from './language.ts';
import { formatMoney, priceMinor } from './money.ts';
import type { Pro } from './pros.ts';
import type { Random } from './random.ts';
import { reviewOf } from './reviews.ts';
import { hoursAfter, type World } from './world.ts';

export interface Responses {
  readonly proposals: Row[];
  readonly messages: Row[];
  readonly review: Row | null;
  readonly job: JobRowState;
}

interface Proposal {
  readonly pro: Pro;
  readonly status: ProposalStatus;
  readonly origin: 'PRO' | 'INVITATION' | 'AUTO_RESPOND';
}

const RESPONDERS: Record<'OPEN' | 'HIRED' | 'CLOSED', readonly (readonly [number, number])[]> = {
  OPEN: [
    [0, 15],
    [1, 25],
    [2, 25],
    [3, 18],
    [4, 10],
    [5, 7],
  ],
  HIRED: [
    [1, 20],
    [2, 35],
    [3, 30],
    [4, 15],
  ],
  CLOSED: [
    [0, 30],
    [1, 30],
    [2, 25],
    [3, 15],
  ],
};

function statusFor(random: Random, state: Job['plan']['state'], hired: boolean): ProposalStatus {
  if (state === 'OPEN')
    return random.weighted<ProposalStatus>([
      ['INTERESTED', 30],
      ['PROPOSED', 45],
      ['SHORTLISTED', 15],
      ['DECLINED', 10],
    ]);
  if (state === 'HIRED' && hired) return 'HIRED';
  return random.weighted<ProposalStatus>([
    ['CLOSED', 70],
    ['DECLINED', 30],
  ]);
}

// Who responded and how: the demo professional's planned status first, then others within reach.
function cast(random: Random, job: Job, now: Date): Proposal[] {
  const { state, demoStatus } = job.plan;
  if (state === 'CANCELLED') return [];
  const demo = job.reachable.find((pro) => pro.isDemo);
  const others = job.reachable.filter((pro) => !pro.isDemo || demoStatus === undefined);
  // A job posted an hour ago has had little time for answers.
  const hours = (now.getTime() - job.createdAt.getTime()) / 3_600_000;
  const fresh = state === 'OPEN' && !job.plan.demoHomeOwner ? (hours < 2 ? 1 : hours < 12 ? 2 : 5) : 5;
  const least = job.plan.demoHomeOwner && state === 'OPEN' ? 2 : 0;
  const wanted = Math.min(others.length, fresh, Math.max(random.weighted(RESPONDERS[state]), least));
  const proposals: Proposal[] = [];
  if (demo && demoStatus)
    proposals.push({ pro: demo, status: demoStatus, origin: demoStatus === 'INVITED' ? 'INVITATION' : 'PRO' });
  const someoneHired = () => proposals.some((p) => p.status === 'HIRED');
  for (const pro of others.slice(0, Math.max(wanted, state === 'HIRED' ? 1 : 0))) {
    if (proposals.some((p) => p.pro === pro)) continue;
    const status = statusFor(random, state, !someoneHired() && demoStatus !== 'HIRED');
    const origin =
      status !== 'INTERESTED' && random.chance(0.08) ? 'AUTO_RESPOND' : random.chance(0.08) ? 'INVITATION' : 'PRO';
    proposals.push({ pro, status, origin });
  }
  if (state === 'HIRED' && !someoneHired()) {
    const first = proposals.find((p) => !p.pro.isDemo) ?? proposals[0];
    if (first) proposals[proposals.indexOf(first)] = { ...first, status: 'HIRED' };
  }
  if (state === 'OPEN' && random.chance(0.2)) {
    for (const pro of job.reachable
      .filter((p) => !proposals.some((q) => q.pro === p) && !p.isDemo)
      .slice(0, random.int(1, 2))) {
      proposals.push({ pro, status: 'INVITED', origin: 'INVITATION' });
    }
  }
  return proposals;
}

function price(world: World, random: Random, job: Job) {
  const { priceMinMinor: min, priceMaxMinor: max } = job.service;
  const euros = (minor: number) => minor / 100;
  const type = random.weighted([
    ['ESTIMATED_PRICE', 55],
    ['ESTIMATED_PRICE_RANGE', 30],
    ['OTHER', 15],
  ] as const);
  if (type === 'OTHER') {
    const rate = formatMoney(priceMinor(random.between(35, 75), world.brand), world.brand);
    return { price_type: type, price_note: fill(random.pick(world.phrases.otherPriceNotes), { rate }) };
  }
  const low = priceMinor(euros(min) + random.float() * euros(max - min) * 0.6, world.brand);
  if (type === 'ESTIMATED_PRICE') {
    return {
      price_type: type,
      price_amount_minor: low,
      price_note: random.chance(0.4) ? random.pick(world.phrases.priceNotes) : null,
    };
  }
  const high = Math.max(low + 500, priceMinor(euros(low) * random.between(1.15, 1.6), world.brand));
  return {
    price_type: type,
    price_min_minor: low,
    price_max_minor: high,
    price_note: random.chance(0.3) ? random.pick(world.phrases.priceNotes) : null,
  };
}

export function respond(world: World, random: Random, job: Job): Responses {
  const now = world.now;
  const { state } = job.plan;
  const proposals = cast(random, job, now);
  const rows: Row[] = [];
  const messages: Row[] = [];
  let review: Row | null = null;
  // The hire (or the job's closing) ends the other responses.
  const closingAt =
    state === 'CLOSED' || state === 'CANCELLED' ? hoursAfter(random, job.createdAt, [24, 30 * 24], now) : null;
  let hiredAt: Date | null = null;
  const timeline = proposals.map((p) => {
    const createdAt = hoursAfter(random, job.createdAt, [0.5, 48], now);
    const proposed =
      ['PROPOSED', 'SHORTLISTED', 'HIRED'].includes(p.status) ||
      (p.status !== 'INTERESTED' && p.status !== 'INVITED' && random.chance(0.75));
    const proposedAt = proposed ? hoursAfter(random, createdAt, [0, 12], now) : null;
    const shortlisted = p.status === 'SHORTLISTED' || (p.status === 'HIRED' && random.chance(0.7));
    const shortlistedAt = shortlisted ? hoursAfter(random, proposedAt ?? createdAt, [2, 48], now) : null;
    const hired =
      p.status === 'HIRED' ? hoursAfter(random, shortlistedAt ?? proposedAt ?? createdAt, [4, 96], now) : null;
    if (hired) hiredAt = hired;
    return { p, createdAt, proposedAt, shortlistedAt, hiredAt: hired };
  });
  for (const { p, createdAt, proposedAt, shortlistedAt, hiredAt: hired } of timeline) {
    const id = random.uuid();
    const endedAt = (hiredAt ?? closingAt) as Date | null;
    const declinedAt = p.status === 'DECLINED' ? hoursAfter(random, proposedAt ?? createdAt, [2, 72], now) : null;
    const closedAt =
      p.status === 'CLOSED'
        ? new Date(Math.max((endedAt ?? now).getTime(), (proposedAt ?? createdAt).getTime()))
        : null;
    const offer = proposedAt ? price(world, random, job) : {};
    const visit = proposedAt !== null && random.chance(0.2);
    rows.push({
      id,
      service_request_id: job.id,
      pro_id: p.pro.id,
      status: p.status,
      origin: p.origin,
      additional_info: proposedAt
        ? fill(random.pick(world.phrases.proposalTexts), {
            first: job.plan.consumer.firstName,
            service: inSentence(job.service.name, world.brand),
            city: job.city.name,
          })
        : null,
      home_visit_requested: visit,
      home_visit_note: visit ? random.pick(world.phrases.homeVisitNotes) : null,
      ...offer,
      currency: proposedAt ? world.currency : null,
      availability: proposedAt ? random.pick(world.phrases.availability) : null,
      lead_fee_minor: proposedAt ? job.service.feeMinor : null,
      archived_by_pro: (p.status === 'CLOSED' || p.status === 'DECLINED') && random.chance(0.15),
      decline_reason: declinedAt && random.chance(0.6) ? random.pick(world.phrases.declineReasons) : null,
      created_at: createdAt,
      proposed_at: proposedAt,
      shortlisted_at: shortlistedAt,
      hired_at: hired,
      declined_at: declinedAt,
      closed_at: closedAt,
    });
    if (proposedAt && random.chance(job.plan.history ? 0.15 : 0.4)) {
      messages.push(...conversation(world, random, job, p.pro, id, proposedAt, state === 'OPEN'));
    }
    if (hired && (job.plan.review === 'always' || (job.plan.review === 'maybe' && random.chance(0.6))))
      review = reviewOf(world, random, job, p.pro, id, hired);
  }
  const invited = proposals.filter((p) => p.origin === 'INVITATION');
  const auto = proposals.filter((p) => p.origin === 'AUTO_RESPOND');
  const strategies = [
    job.directPro ? { kind: 'DIRECT_REQUEST', serviceProId: job.directPro.id } : { kind: 'WORK_AREA', radiusKm: 30 },
    ...invited.map((p) => ({ kind: 'INVITATION', serviceProId: p.pro.id })),
    ...auto.map((p) => ({ kind: 'AUTO_RESPOND', serviceProId: p.pro.id })),
  ];
  return {
    proposals: rows,
    messages,
    review,
    job: {
      strategies,
      responses: rows.filter((row) => row.status !== 'INVITED').length,
      shortlists: rows.filter((row) => row.shortlisted_at !== null).length,
      invites: invited.length,
      closedAt: closingAt,
      closeReason: closingAt && random.chance(0.7) ? random.pick(world.phrases.closeReasons) : null,
    },
  };
}

function conversation(
  world: World,
  random: Random,
  job: Job,
  pro: Pro,
  proposalId: string,
  from: Date,
  open: boolean,
): Row[] {
  const count = random.int(1, 4);
  const consumerFirst = random.chance(0.5);
  const consumerLines = random.sample(world.phrases.consumerMessages, 2);
  const proLines = random.sample(world.phrases.proMessages, 2);
  const rows: Row[] = [];
  let at = from;
  for (let index = 0; index < count; index++) {
    at = hoursAfter(random, at, [0.5, 30], world.now);
    const byConsumer = (index % 2 === 0) === consumerFirst;
    const unread = open && index === count - 1 && random.chance(0.4);
    rows.push({
      id: random.uuid(),
      proposal_id: proposalId,
      sender_kind: byConsumer ? 'CONSUMER' : 'SERVICE_PRO',
      sender_id: byConsumer ? job.plan.consumer.id : pro.id,
      body: (byConsumer ? consumerLines : proLines)[Math.floor(index / 2)] ?? '',
      created_at: at,
      read_at: unread ? null : hoursAfter(random, at, [0.1, 10], world.now),
    });
  }
  return rows;
}

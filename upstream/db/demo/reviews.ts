// A home owner's review of the professional they hired: mostly good, as on a real platform, a few
// held back by staff, some answered by the professional.
import type { Row } from './bulk-insert.ts';
import type { Job } from './jobs.ts';
import { fill } from './language.ts';
import type { Pro } from './pros.ts';
import type { Random } from './random.ts';
import { hoursAfter, type World } from './world.ts';

const RATINGS: readonly (readonly [number, number])[] = [
  [5, 55],
  [4, 28],
  [3, 9],
  [2, 4],
  [1, 4],
];

export function reviewOf(world: World, random: Random, job: Job, pro: Pro, proposalId: string, hiredAt: Date): Row {
  const rating = random.weighted(RATINGS);
  const createdAt = hoursAfter(random, hiredAt, [2 * 24, 30 * 24], world.now);
  const rejected = random.chance(0.03);
  const responded = !rejected && random.chance(rating <= 3 ? 0.6 : 0.25);
  const responseAt = responded ? hoursAfter(random, createdAt, [2, 120], world.now) : null;
  const phrases = world.phrases;
  return {
    id: random.uuid(),
    service_request_id: job.id,
    proposal_id: proposalId,
    pro_id: pro.id,
    consumer_id: job.plan.consumer.id,
    rating,
    title: random.pick(phrases.reviewTitles[rating - 1] ?? []),
    body: fill(random.pick(phrases.reviewBodies[rating - 1] ?? []), { company: pro.company }),
    status: rejected ? 'REJECTED' : 'APPROVED',
    moderation_note: rejected ? phrases.moderationNote : null,
    response_body: responded
      ? fill(random.pick(phrases.reviewResponses), { first: job.plan.consumer.firstName })
      : null,
    response_at: responseAt,
    created_at: createdAt,
    updated_at: responseAt ?? createdAt,
  };
}

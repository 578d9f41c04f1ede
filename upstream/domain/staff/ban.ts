// Staff ban an account (issue 22, spec §1 "bans"): more than disabling it. In one transaction the
// account is DISABLED with when and why it was banned, every session it is in ends, what it wrote
// in public is taken down (its published reviews, its questions and answers: REJECTED, so they
// leave every public page at once and the professionals' scores follow), the person is told, and
// the ban is in the audit log with its reason. A professional's profile leaves the directory with
// the DISABLED status. Enabling the account lets it sign in again; what was taken down stays down
// until staff approve it again one by one (decision 078).
import type { Database, Queryable } from '../../db/database.ts';
import type { BanUserInput } from '../../generated/graphql.ts';
import { forbidden } from '../access/refusals.ts';
import { invalidField } from '../account/results.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import { endSessionsOfUser, type Viewer } from '../identity/sessions.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { recomputeReviewScore } from '../reviews/review-score.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';

interface Staff {
  readonly db: Database;
  readonly viewer: Viewer;
  readonly requestId: string;
}

async function takeDownContent(tx: Queryable, userId: string): Promise<number> {
  const reviews = await tx.query<{ pro_id: string }>(
    `UPDATE reviews SET status = 'REJECTED' WHERE consumer_id = $1 AND status = 'APPROVED' RETURNING pro_id`,
    [userId],
  );
  // The professionals' scores count published reviews only; in a fixed order, as any two
  // transactions that lock the same profiles must.
  for (const proId of [...new Set(reviews.map((review) => review.pro_id))].sort()) {
    await recomputeReviewScore(tx, proId);
  }
  const questions = await tx.query(
    `UPDATE questions SET status = 'REJECTED' WHERE consumer_id = $1 AND status <> 'REJECTED' RETURNING id`,
    [userId],
  );
  const answers = await tx.query(
    `UPDATE answers SET status = 'REJECTED' WHERE pro_id = $1 AND status <> 'REJECTED' RETURNING id`,
    [userId],
  );
  return reviews.length + questions.length + answers.length;
}

export async function banUser({ db, viewer, requestId }: Staff, input: BanUserInput) {
  checkReason(input.reason);
  const reason = input.reason.trim();
  if (!reason) return invalidField('reason', 'REQUIRED');
  const user = isUuid(input.userId) ? await findUserById(db, input.userId) : undefined;
  if (!user || user.status === 'ANONYMISED') return { __typename: 'UserNotFound', userId: input.userId } as const;
  // Staff accounts are managed outside the product; nobody bans themself.
  if (user.type === 'ADMIN' || user.id === viewer.actorId) throw forbidden('This account cannot be banned here');
  return db.transaction(async (tx) => {
    const [banned] = await tx.query<UserRow>(
      `UPDATE users SET status = 'DISABLED', disabled_at = coalesce(disabled_at, now()),
                        banned_at = coalesce(banned_at, now()), ban_reason = $2
        WHERE id = $1 RETURNING *`,
      [user.id, reason],
    );
    await endSessionsOfUser(tx, user.id);
    const contentHidden = await takeDownContent(tx, user.id);
    // Told once: banning again only changes the reason staff keep.
    if (user.banned_at === null) {
      await enqueueMessage(tx, {
        userId: user.id,
        recipient: user.email,
        channel: 'EMAIL',
        template: 'account-banned',
        locale: user.locale,
        payload: { brand: user.brand, firstName: user.first_name },
      });
    }
    await recordStaffAction(tx, viewer, user.id, 'banUser', requestId, reason);
    return { __typename: 'UserBanned', user: banned ?? user, contentHidden } as const;
  });
}

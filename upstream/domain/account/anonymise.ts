// Anonymising an account (spec §8 anonymise user): the person asks for it (deleteAccount) or staff
// do it (anonymiseUser). The row stays, so what refers to it (reviews, invoices, the audit trail)
// still holds together, but nothing in it names the person, and it can never sign in again.
// §8 names four reasons to refuse; each is answered as its variant and changes nothing.
import type { Queryable } from '../../db/database.ts';
import { endSessionsOfUser } from '../identity/sessions.ts';
import { normaliseEmail, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { isBlacklisted } from '../validation/email.ts';

export type AnonymiseOutcome =
  | { readonly __typename: 'UserAnonymised'; readonly userId: string }
  | { readonly __typename: 'AnonymiseUserBlacklisted'; readonly userId: string }
  | { readonly __typename: 'AnonymiseUserOngoingSubscription'; readonly userId: string; readonly endsAt: Date | null }
  | { readonly __typename: 'AnonymiseUserUnpaidInvoice'; readonly userId: string; readonly invoiceCount: number }
  | {
      readonly __typename: 'AnonymiseUserOpenBalance';
      readonly userId: string;
      readonly amountMinor: number;
      readonly currency: string;
    };

// Invoice states in which money is still owed or may still be collected.
const UNPAID_INVOICE_STATUSES = [
  'PAYMENT_FAILED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_PENDING',
  'PAYMENT_SCHEDULED',
  'COLLECTION_AGENCY',
  'UNKNOWN',
] as const;

export const ANONYMISED_FIRST_NAME = 'Anonymised';
export const ANONYMISED_LAST_NAME = 'User';
export const ANONYMISED_COMPANY_NAME = 'Anonymised';

// An address no mail reaches (.invalid is reserved, RFC 2606) and that no one can register, so the
// person's own address is free for a new account.
export function anonymisedEmail(userId: string): string {
  return `anonymised-${userId}@invalid`;
}

// The first §8 reason the account may not be anonymised, or null when it may.
async function refusal(db: Queryable, user: UserRow): Promise<AnonymiseOutcome | null> {
  const userId = user.id;
  // A blocked person would come back under the same address; the row keeps the block in force.
  if (await isBlacklisted(db, user.email)) return { __typename: 'AnonymiseUserBlacklisted', userId };
  const [subscription] = await db.query<{ ongoing: number; open_ended: boolean; ends_at: Date | null }>(
    `SELECT count(*)::int AS ongoing, bool_or(ends_at IS NULL) AS open_ended, max(ends_at) AS ends_at
       FROM subscriptions WHERE user_id = $1 AND status IN ('ACTIVE', 'SCHEDULED')`,
    [userId],
  );
  if (subscription && subscription.ongoing > 0) {
    const endsAt = subscription.open_ended ? null : subscription.ends_at;
    return { __typename: 'AnonymiseUserOngoingSubscription', userId, endsAt };
  }
  const [invoices] = await db.query<{ unpaid: number }>(
    'SELECT count(*)::int AS unpaid FROM invoices WHERE user_id = $1 AND status = ANY($2::text[])',
    [userId, UNPAID_INVOICE_STATUSES],
  );
  if (invoices && invoices.unpaid > 0) {
    return { __typename: 'AnonymiseUserUnpaidInvoice', userId, invoiceCount: invoices.unpaid };
  }
  const [balance] = await db.query<{ amount: string; currency: string }>(
    `SELECT sum(amount_minor)::text AS amount, currency FROM balance_entries WHERE user_id = $1
      GROUP BY currency HAVING sum(amount_minor) <> 0 ORDER BY currency LIMIT 1`,
    [userId],
  );
  if (balance) {
    return {
      __typename: 'AnonymiseUserOpenBalance',
      userId,
      amountMinor: Number(balance.amount),
      currency: balance.currency,
    };
  }
  return null;
}

// Erases what names the person, ends their sign-ins and their access to organisations.
async function erase(tx: Queryable, user: UserRow): Promise<void> {
  const email = anonymisedEmail(user.id);
  // A pro's public profile address (§2.3) named the company; it becomes one that names nothing and
  // is unique without a retry (the whole id), so old links stop resolving. Consumers have none.
  await tx.query(
    `UPDATE users
        SET email = $2, email_normalised = $2, first_name = $3, last_name = $4, phone = NULL,
            password_hash = NULL, slug = CASE WHEN type = 'SERVICE_PRO' THEN 'anonymised-' || id::text END,
            status = 'ANONYMISED', anonymised_at = now()
      WHERE id = $1`,
    [user.id, email, ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME],
  );
  await tx.query(
    `UPDATE company_profiles SET company_name = $2, logo_small_url = NULL, logo_file_name = NULL, logo_content_type = NULL
      WHERE user_id = $1`,
    [user.id, ANONYMISED_COMPANY_NAME],
  );
  for (const table of ['notification_settings', 'consents', 'device_tokens']) {
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [user.id]);
  }
  await tx.query('DELETE FROM one_time_codes WHERE user_id = $1 AND consumed_at IS NULL', [user.id]);
  await tx.query('DELETE FROM link_tokens WHERE user_id = $1 AND consumed_at IS NULL', [user.id]);
  // Access rows carry the address they were sent to; open ones end (no one acts for an anonymised
  // account, and the person acts for no one any more).
  await tx.query(
    `UPDATE organisation_access
        SET status = CASE WHEN status = 'INVITED' THEN 'CANCELLED' WHEN status = 'ACTIVE' THEN 'REMOVED' ELSE status END,
            ended_at = CASE WHEN status IN ('INVITED', 'ACTIVE') THEN now() ELSE ended_at END,
            invite_token_hash = NULL,
            email = CASE WHEN member_user_id = $1 OR email_normalised = $2 THEN $3 ELSE email END,
            email_normalised = CASE WHEN member_user_id = $1 OR email_normalised = $2 THEN $3 ELSE email_normalised END
      WHERE organisation_id = $1 OR member_user_id = $1 OR email_normalised = $2`,
    [user.id, normaliseEmail(user.email), email],
  );
  await endSessionsOfUser(tx, user.id);
}

export interface Closure {
  // Who closed the account: the person themself or staff.
  readonly closedBy: string;
  readonly reason: string | null;
  readonly requestId: string;
}

// Must run in a transaction: the user row is locked, checked and erased as one step, and the
// goodbye message is queued to the address before it is erased.
export async function anonymiseUser(tx: Queryable, userId: string, closure: Closure): Promise<AnonymiseOutcome> {
  const [user] = await tx.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
  if (!user) throw new Error(`No user ${userId} to anonymise`);
  // Already done (staff asking twice): nothing is left to erase, and no one to tell.
  if (user.status === 'ANONYMISED') return { __typename: 'UserAnonymised', userId };
  const refused = await refusal(tx, user);
  if (refused) return refused;
  await enqueueMessage(tx, {
    userId: user.id,
    recipient: user.email,
    channel: 'EMAIL',
    template: 'account-anonymised',
    locale: user.locale,
    payload: { brand: user.brand },
  });
  await erase(tx, user);
  await tx.query('INSERT INTO account_closures (user_id, closed_by, reason, request_id) VALUES ($1, $2, $3, $4)', [
    user.id,
    closure.closedBy,
    closure.reason?.trim() || null,
    closure.requestId,
  ]);
  return { __typename: 'UserAnonymised', userId };
}

// Recording a referral (decision 050) when a visitor who came through a professional's link gets an
// account: in the transaction that makes the account, once per account. A code that names no
// active professional is ignored without a word, as is a referral of the professional themself — the
// account they made has their phone number, or their email address give or take a +tag.
import { isReferralCode } from '../../../shared/referral.ts';
import type { Queryable } from '../../db/database.ts';
import { normaliseEmail, type UserRow } from '../identity/users.ts';

interface ReferrerRow {
  readonly id: string;
  readonly email_normalised: string;
  readonly phone: string | null;
}

// name+tag@example.org and name@example.org reach the same mailbox (both normalised).
function mailbox(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).split('+')[0] ?? '';
  return `${local}${email.slice(at)}`;
}

function samePerson(referrer: ReferrerRow, user: UserRow): boolean {
  if (referrer.id === user.id) return true;
  if (referrer.phone !== null && referrer.phone === user.phone) return true;
  return mailbox(referrer.email_normalised) === mailbox(normaliseEmail(user.email));
}

export async function recordReferral(tx: Queryable, code: string | null, user: UserRow): Promise<void> {
  if (!isReferralCode(code)) return;
  const [referrer] = await tx.query<ReferrerRow>(
    `SELECT u.id, u.email_normalised, u.phone FROM referral_codes c JOIN users u ON u.id = c.pro_id
      WHERE c.code = $1 AND u.type = 'SERVICE_PRO' AND u.status = 'ACTIVE'`,
    [code],
  );
  if (!referrer || samePerson(referrer, user)) return;
  await tx.query(
    `INSERT INTO referrals (referrer_id, referred_user_id, kind) VALUES ($1, $2, $3)
     ON CONFLICT (referred_user_id) DO NOTHING`,
    [referrer.id, user.id, user.type],
  );
}

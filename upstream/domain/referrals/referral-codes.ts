// A professional's referral code (spec §2.7 referral; decision 050): random, so that no one can
// find another's by trying, made the first time the professional looks at it and never changed, so
// a link they shared keeps working.
import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../shared/referral.ts';
import type { Queryable } from '../../db/database.ts';

export function newReferralCode(): string {
  return Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');
}

// Two first reads at once keep the one stored first. A new code that happens to be taken (one in
// 10^17 per code made) is drawn again.
export async function referralCodeOf(db: Queryable, proId: string): Promise<string> {
  for (;;) {
    const [existing] = await db.query<{ code: string }>('SELECT code FROM referral_codes WHERE pro_id = $1', [proId]);
    if (existing) return existing.code;
    const code = newReferralCode();
    await db.query(
      `INSERT INTO referral_codes (pro_id, code) VALUES ($1, $2)
       ON CONFLICT DO NOTHING`,
      [proId, code],
    );
  }
}

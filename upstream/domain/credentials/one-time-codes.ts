// One-time codes (login, password reset, second layer): 6 digits, stored only as a keyed hash,
// single use, short-lived, and good for a few attempts. A new code of a purpose replaces the
// person's earlier open ones, so only the code in the newest message works.
import { timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import { hashCode, randomCode } from '../identity/opaque-tokens.ts';

export type CodePurpose = 'LOGIN' | 'PASSWORD_RESET' | 'SECOND_LAYER';
export type CodeChannel = 'EMAIL' | 'SMS';

export const CODE_LIFETIME_SECONDS = 10 * 60;
// A million values and five tries: a guess succeeds once in 200,000 codes; the per-account
// failure limit bounds how many codes anyone gets to guess at.
export const MAX_CODE_ATTEMPTS = 5;

export interface NewCode {
  readonly userId: string;
  readonly purpose: CodePurpose;
  readonly channel: CodeChannel;
  // A second-layer code confirms only the session that asked for it.
  readonly sessionId?: string | null;
  readonly lifetimeSeconds?: number;
}

// Creates a code and returns it in clear (for the message); run in the transaction that queues it.
export async function createCode(db: Queryable, codeKey: Uint8Array, code: NewCode): Promise<string> {
  await db.query(
    `UPDATE one_time_codes SET consumed_at = now()
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL`,
    [code.userId, code.purpose],
  );
  const clear = randomCode();
  await db.query(
    `INSERT INTO one_time_codes (user_id, purpose, code_hash, channel, session_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      code.userId,
      code.purpose,
      hashCode(codeKey, clear),
      code.channel,
      code.sessionId ?? null,
      code.lifetimeSeconds ?? CODE_LIFETIME_SECONDS,
    ],
  );
  return clear;
}

export interface CodeAttempt {
  readonly userId: string;
  readonly purpose: CodePurpose;
  readonly code: string;
  readonly sessionId?: string | null;
}

// 'invalid' covers no open code, a used-up one and a wrong guess alike; 'expired' is said only to
// someone who typed the right code.
export type CodeMatch = { readonly status: 'ok'; readonly codeId: string } | { readonly status: 'invalid' | 'expired' };

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// Compares a typed code with the person's open code of the purpose, without consuming it. The
// attempt is counted before comparing, in one statement, so parallel guesses cannot exceed the
// bound; a right code gives its attempt back (attempts counts wrong guesses).
export async function matchCode(db: Queryable, codeKey: Uint8Array, attempt: CodeAttempt): Promise<CodeMatch> {
  const [row] = await db.query<{ id: string; code_hash: string; expired: boolean }>(
    `UPDATE one_time_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM one_time_codes
                   WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL
                     AND ($3::uuid IS NULL OR session_id = $3::uuid)
                   ORDER BY created_at DESC LIMIT 1)
        AND attempts < $4
      RETURNING id, code_hash, expires_at <= now() AS expired`,
    [attempt.userId, attempt.purpose, attempt.sessionId ?? null, MAX_CODE_ATTEMPTS],
  );
  if (!row) return { status: 'invalid' };
  const typed = attempt.code.replace(/\s/g, '');
  if (!sameHash(hashCode(codeKey, typed), row.code_hash)) return { status: 'invalid' };
  await db.query('UPDATE one_time_codes SET attempts = attempts - 1 WHERE id = $1', [row.id]);
  return row.expired ? { status: 'expired' } : { status: 'ok', codeId: row.id };
}

// Uses the code up; false when a parallel request used it first.
export async function consumeCode(db: Queryable, codeId: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE one_time_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [codeId],
  );
  return rows.length === 1;
}

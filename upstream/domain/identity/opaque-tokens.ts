// Secrets handed out in links, cookies and codes are random; only their hashes are stored, so a
// copy of the database does not let anyone sign in.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

// 256 bits, URL-safe.
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// A 6-digit code, uniformly drawn.
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// Codes have only a million values, so a plain hash is no protection: they are keyed with the
// server secret, which is not in the table.
export function hashCode(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(code).digest('hex');
}

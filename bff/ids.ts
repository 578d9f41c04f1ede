// Random identifiers of 32 hex characters (request ids, the client and session id cookies). From
// randomUUID, which draws from a cached entropy pool instead of asking the system on every call:
// 122 random bits, more than an identifier that is not a secret needs.
import { randomUUID } from 'node:crypto';

export function randomId(): string {
  return randomUUID().replaceAll('-', '');
}

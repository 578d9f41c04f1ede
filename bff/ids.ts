// Random identifiers of 32 hex characters (request ids, the client and session id cookies). From
// randomUUID, which draws from a cached entropy pool instead of asking the system on every call:
// 122 random bits, more than an identifier that is not a secret needs.
import { randomBytes, randomUUID } from 'node:crypto';

export function randomId(): string {
  return randomUUID().replaceAll('-', '');
}

// 16 random bytes as base64 (a CSP nonce: unguessable, used once), cut from a block drawn from the
// system's CSPRNG 256 nonces at a time: one call into the system per 256 pages, not one per page.
const NONCE_BYTES = 16;
const NONCES_PER_BLOCK = 256;
let block = Buffer.alloc(0);
let offset = 0;

export function randomNonce(): string {
  if (offset + NONCE_BYTES > block.length) {
    block = randomBytes(NONCE_BYTES * NONCES_PER_BLOCK);
    offset = 0;
  }
  const nonce = block.toString('base64', offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

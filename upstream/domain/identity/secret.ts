// The key that signs access tokens. Staging and production take it from AUTH_TOKEN_SECRET; in
// development and test one is made on first start and kept in the database, so sessions survive
// a restart without any set-up.
import { randomBytes } from 'node:crypto';
import type { UpstreamConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';

export async function loadTokenSecret(db: Queryable, config: UpstreamConfig): Promise<Uint8Array> {
  if (config.tokenSecret) return new TextEncoder().encode(config.tokenSecret);
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('access-token-key', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'access-token-key'`);
  if (!row) throw new Error('The access-token key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

// Server-side sessions: a login opens one, logout revokes it, and every request checks it, so a
// token stops working the moment its session ends.
import type { Queryable } from '../../db/database.ts';
import type { SessionClaims, TokenSigner } from './tokens.ts';
import type { UserRow } from './users.ts';

export interface IssuedSession {
  readonly token: string;
  readonly expiresAt: Date;
  readonly claims: Omit<SessionClaims, 'issuedAt'>;
}

export async function openSession(
  db: Queryable,
  signer: TokenSigner,
  user: UserRow,
  lifetimeSeconds: number,
): Promise<IssuedSession> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + lifetimeSeconds;
  const [session] = await db.query<{ id: string }>(
    'INSERT INTO sessions (user_id, expires_at) VALUES ($1, to_timestamp($2)) RETURNING id',
    [user.id, expiresAt],
  );
  if (!session) throw new Error('The session row was not created');
  const claims = {
    userId: user.id,
    sessionId: session.id,
    userType: user.type,
    expiresAt,
    isImpersonated: false,
    hasAssumableAccess: false,
    secondLayerAuthenticationExpirationTime: null,
  } as const;
  return { token: await signer.sign(claims), expiresAt: new Date(expiresAt * 1000), claims };
}

export async function isSessionLive(db: Queryable, claims: SessionClaims): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.status <> 'DISABLED'`,
    [claims.sessionId, claims.userId],
  );
  return rows.length === 1;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId],
  );
  return rows.length === 1;
}

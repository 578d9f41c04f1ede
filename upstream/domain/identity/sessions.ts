// Server-side sessions. A sign-in opens one; it hands out a short-lived access token and a
// single-use refresh token. Refreshing replaces the refresh token (rotation) and slides the
// session on, never past its absolute end; a refresh token shown twice ends the session (its whole
// family). Every request checks the session row, so an ended session's tokens stop working at once.
import type { UpstreamConfig } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { TokenErrorCode, UserType } from '../../generated/graphql.ts';
import { recordVisit } from '../pro-activity/visits.ts';
import { hashToken, randomToken } from './opaque-tokens.ts';
import type { ActingMode, SessionClaims, TokenSigner } from './tokens.ts';

export type SessionConfig = Pick<
  UpstreamConfig,
  'accessTokenLifetimeSeconds' | 'sessionLifetimeSeconds' | 'sessionMaxAgeSeconds' | 'secondLayerSeconds'
>;

// The AuthTokens of the contract.
export interface IssuedTokens {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: Date;
  readonly refreshToken: string;
  readonly refreshTokenExpiresAt: Date;
}

export interface IssuedSession {
  readonly sessionId: string;
  readonly tokens: IssuedTokens;
  readonly hasAssumableAccess: boolean;
}

// The verified caller, read from the session row on every request.
export interface Viewer {
  readonly sessionId: string;
  // The account the session acts as.
  readonly userId: string;
  readonly userType: UserType;
  // The person at the keyboard.
  readonly actorId: string;
  readonly actorType: UserType;
  readonly mode: ActingMode;
  readonly secondLayerExpiresAt: Date | null;
  readonly parentSessionId: string | null;
}

export interface StartSessionOptions {
  readonly userId: string;
  readonly actorId?: string;
  readonly mode?: ActingMode;
  readonly parentSessionId?: string | null;
  // True when the sign-in itself was a password or one-time-code confirmation (§3 second layer).
  readonly secondLayer: boolean;
}

export async function startSession(
  db: Queryable,
  signer: TokenSigner,
  config: SessionConfig,
  options: StartSessionOptions,
): Promise<IssuedSession> {
  const [session] = await db.query<{ id: string }>(
    `INSERT INTO sessions (user_id, actor_id, mode, parent_session_id, expires_at, absolute_expires_at,
                           second_layer_expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5), now() + make_interval(secs => $6),
             CASE WHEN $7 THEN now() + make_interval(secs => $8) END)
     RETURNING id`,
    [
      options.userId,
      options.actorId ?? options.userId,
      options.mode ?? 'SELF',
      options.parentSessionId ?? null,
      config.sessionLifetimeSeconds,
      config.sessionMaxAgeSeconds,
      options.secondLayer,
      config.secondLayerSeconds,
    ],
  );
  if (!session) throw new Error('The session row was not created');
  return issueTokens(db, signer, config, session.id);
}

interface SessionRow {
  readonly id: string;
  readonly user_id: string;
  readonly actor_id: string;
  readonly mode: ActingMode;
  readonly user_type: UserType;
  readonly expires_at: Date;
  readonly second_layer_expires_at: Date | null;
  readonly has_assumable_access: boolean;
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

// A new token pair for a live session: after a sign-in, a refresh, a second-layer confirmation or a
// change of what the session may do. Earlier unused refresh tokens of the session stop working.
export async function issueTokens(
  db: Queryable,
  signer: TokenSigner,
  config: SessionConfig,
  sessionId: string,
): Promise<IssuedSession> {
  await db.query(
    `UPDATE refresh_tokens SET superseded_at = now()
      WHERE session_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
    [sessionId],
  );
  const [row] = await db.query<SessionRow>(
    `SELECT s.id, s.user_id, coalesce(s.actor_id, s.user_id) AS actor_id, s.mode, u.type AS user_type,
            s.expires_at, s.second_layer_expires_at,
            (s.mode = 'ASSUMED' OR EXISTS (
              SELECT 1 FROM organisation_access a
               WHERE a.member_user_id = coalesce(s.actor_id, s.user_id) AND a.status = 'ACTIVE'
            )) AS has_assumable_access
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = $1 AND s.revoked_at IS NULL`,
    [sessionId],
  );
  if (!row) throw new Error(`Tokens were asked for a session that is not live (${sessionId})`);
  // A professional's own sign-in or renewal is a sign they are here (the welcome-back page, decision
  // 052); staff acting as them, or a member acting for them, is not their visit.
  if (row.mode === 'SELF' && row.user_type === 'SERVICE_PRO') await recordVisit(db, row.user_id);
  const refreshToken = randomToken();
  await db.query('INSERT INTO refresh_tokens (session_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    sessionId,
    hashToken(refreshToken),
    row.expires_at,
  ]);
  const accessExpires = Math.min(
    Math.floor(Date.now() / 1000) + config.accessTokenLifetimeSeconds,
    seconds(row.expires_at),
  );
  const secondLayer = row.second_layer_expires_at ? seconds(row.second_layer_expires_at) : null;
  const accessToken = await signer.sign({
    userId: row.user_id,
    actorId: row.actor_id,
    mode: row.mode,
    sessionId,
    userType: row.user_type,
    expiresAt: accessExpires,
    hasAssumableAccess: row.has_assumable_access,
    secondLayerAuthenticationExpirationTime: secondLayer,
  });
  return {
    sessionId,
    hasAssumableAccess: row.has_assumable_access,
    tokens: {
      accessToken,
      accessTokenExpiresAt: new Date(accessExpires * 1000),
      refreshToken,
      refreshTokenExpiresAt: row.expires_at,
    },
  };
}

export type RefreshOutcome =
  | { ok: true; session: IssuedSession }
  // reused: the token had been used before, so the whole session was ended.
  | { ok: false; code: TokenErrorCode; reused?: true };

interface RefreshRow {
  readonly id: string;
  readonly session_id: string;
  readonly used_at: Date | null;
  readonly superseded_at: Date | null;
  readonly expired: boolean;
  readonly live: boolean;
}

// Must run in a transaction: the refresh token row is locked so two refreshes cannot both use it.
export async function refreshSession(
  tx: Queryable,
  signer: TokenSigner,
  config: SessionConfig,
  refreshToken: string,
): Promise<RefreshOutcome> {
  const [row] = await tx.query<RefreshRow>(
    `SELECT r.id, r.session_id, r.used_at, r.superseded_at,
            (r.expires_at <= now() OR s.expires_at <= now()) AS expired,
            (s.revoked_at IS NULL AND u.status NOT IN ('DISABLED', 'ANONYMISED')) AS live
       FROM refresh_tokens r
       JOIN sessions s ON s.id = r.session_id
       JOIN users u ON u.id = s.user_id
      WHERE r.token_hash = $1
      FOR UPDATE OF r`,
    [hashToken(refreshToken)],
  );
  if (!row?.live || row.superseded_at) return { ok: false, code: 'ERROR_INVALID_TOKEN' };
  if (row.used_at) {
    // A used refresh token shown again means it was copied: whoever holds the family loses it.
    await endSession(tx, row.session_id);
    return { ok: false, code: 'ERROR_INVALID_TOKEN', reused: true };
  }
  if (row.expired) return { ok: false, code: 'ERROR_EXPIRED_TOKEN' };
  await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
  await tx.query(
    `UPDATE sessions
        SET expires_at = least(now() + make_interval(secs => $2), coalesce(absolute_expires_at, expires_at))
      WHERE id = $1`,
    [row.session_id, config.sessionLifetimeSeconds],
  );
  return { ok: true, session: await issueTokens(tx, signer, config, row.session_id) };
}

// The verified caller behind a token, or null when its session or either person is no longer good.
export async function loadViewer(db: Queryable, claims: SessionClaims): Promise<Viewer | null> {
  const [row] = await db.query<{
    id: string;
    user_id: string;
    user_type: UserType;
    actor_id: string;
    actor_type: UserType;
    mode: ActingMode;
    second_layer_expires_at: Date | null;
    parent_session_id: string | null;
  }>(
    `SELECT s.id, s.user_id, u.type AS user_type, a.id AS actor_id, a.type AS actor_type, s.mode,
            s.second_layer_expires_at, s.parent_session_id
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       JOIN users a ON a.id = coalesce(s.actor_id, s.user_id)
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND u.status NOT IN ('DISABLED', 'ANONYMISED') AND a.status NOT IN ('DISABLED', 'ANONYMISED')`,
    [claims.sessionId, claims.userId],
  );
  if (!row) return null;
  return {
    sessionId: row.id,
    userId: row.user_id,
    userType: row.user_type,
    actorId: row.actor_id,
    actorType: row.actor_type,
    mode: row.mode,
    secondLayerExpiresAt: row.second_layer_expires_at,
    parentSessionId: row.parent_session_id,
  };
}

// Ends a sign-in: the session, the session it was started from, and every session started from
// either (an assumed or impersonated session belongs to the sign-in that started it).
export async function endSession(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `WITH root AS (SELECT coalesce(parent_session_id, id) AS id FROM sessions WHERE id = $1)
     UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND (id IN (SELECT id FROM root) OR parent_session_id IN (SELECT id FROM root))
     RETURNING id`,
    [sessionId],
  );
  return rows.length > 0;
}

// Ends one session only (leaving an assumed account ends that session, not the sign-in).
export async function endOneSession(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [sessionId],
  );
  return rows.length === 1;
}

// Ends every session in which the person signs in or is acted on — after a password reset, when
// an account is disabled or anonymised. `keep` spares the caller's own sign-in.
export async function endSessionsOfUser(db: Queryable, userId: string, keep?: Viewer): Promise<number> {
  const keepIds = keep ? [keep.sessionId, keep.parentSessionId ?? keep.sessionId] : [];
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE revoked_at IS NULL AND (user_id = $1 OR actor_id = $1) AND NOT (id = ANY($2::uuid[]))
     RETURNING id`,
    [userId, keepIds],
  );
  return rows.length;
}

// Marks the session as recently confirmed (§3 second layer) until now + secondLayerSeconds.
export async function confirmSecondLayer(db: Queryable, config: SessionConfig, sessionId: string): Promise<Date> {
  const [row] = await db.query<{ until: Date }>(
    `UPDATE sessions SET second_layer_expires_at = now() + make_interval(secs => $2)
      WHERE id = $1 RETURNING second_layer_expires_at AS until`,
    [sessionId, config.secondLayerSeconds],
  );
  if (!row) throw new Error(`No session ${sessionId} to confirm`);
  return row.until;
}

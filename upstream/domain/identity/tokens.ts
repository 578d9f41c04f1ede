// Access tokens: HS256 JWTs carrying the session info of spec §3. The server-side session row they
// name (sid) is the authority: a revoked session's token stops working at once.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { UserType } from '../../generated/graphql.ts';

export type ActingMode = 'SELF' | 'ASSUMED' | 'IMPERSONATED';

export interface SessionClaims {
  // The account the session acts as (the subject).
  readonly userId: string;
  // The person at the keyboard: the same as userId unless assuming or impersonating.
  readonly actorId: string;
  readonly mode: ActingMode;
  readonly sessionId: string;
  readonly userType: UserType;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly isImpersonated: boolean;
  readonly hasAssumableAccess: boolean;
  // Unix seconds, or null when no recent password or code confirmation.
  readonly secondLayerAuthenticationExpirationTime: number | null;
}

const ISSUER = 'hearth-upstream';
const AUDIENCE = 'hearth';
const MODES: readonly string[] = ['SELF', 'ASSUMED', 'IMPERSONATED'];

export interface TokenSigner {
  sign(claims: Omit<SessionClaims, 'issuedAt' | 'isImpersonated'>): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  return {
    async sign(claims) {
      return new SignJWT({
        sid: claims.sessionId,
        typ: claims.userType,
        ...(claims.actorId === claims.userId ? {} : { act: claims.actorId }),
        mod: claims.mode,
        imp: claims.mode === 'IMPERSONATED',
        haa: claims.hasAssumableAccess,
        sla: claims.secondLayerAuthenticationExpirationTime,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(claims.expiresAt)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ['HS256'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const mode =
          typeof payload.mod === 'string' && MODES.includes(payload.mod) ? (payload.mod as ActingMode) : 'SELF';
        return {
          userId: payload.sub,
          actorId: typeof payload.act === 'string' ? payload.act : payload.sub,
          mode,
          sessionId: payload.sid,
          userType: payload.typ as UserType,
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
          isImpersonated: mode === 'IMPERSONATED',
          hasAssumableAccess: payload.haa === true,
          secondLayerAuthenticationExpirationTime: typeof payload.sla === 'number' ? payload.sla : null,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

// Access tokens: HS256 JWTs carrying the session info of spec §3. The server-side session row they
// name (sid) is the authority: a revoked session's token stops working at once.
import { errors, jwtVerify, SignJWT } from 'jose';
import type { UserType } from '../../generated/graphql.ts';

export interface SessionClaims {
  readonly userId: string;
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

export interface TokenSigner {
  sign(claims: Omit<SessionClaims, 'issuedAt'>): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
}

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  return {
    async sign(claims) {
      return new SignJWT({
        sid: claims.sessionId,
        typ: claims.userType,
        imp: claims.isImpersonated,
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
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          userType: payload.typ as UserType,
          issuedAt: payload.iat ?? 0,
          expiresAt: payload.exp ?? 0,
          isImpersonated: payload.imp === true,
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

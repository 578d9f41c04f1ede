// The referral link a visitor followed (spec §2.7 referral; decision 050). routes/referral.ts keeps
// its code in a first-party HttpOnly cookie for a week; here each request reads it back, and the
// gateway sends it upstream with the visitor's mutations (x-referral-code), so that the call that
// makes their account — posting a job as a visitor, a sign-up — records the referral. The page's
// scripts never see the code. Once an answer has begun a session the cookie goes: the visitor now
// has an account, and the code has done its work.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isReferralCode } from '../../shared/referral.ts';
import type { BffConfig } from '../config.ts';

// Long enough to come back and post the job later that week; short enough that a link followed
// once does not claim what a person does a month later.
export const REFERRAL_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export interface ReferralCookie {
  readonly name: string;
  // Keeps the code of the link followed last.
  keep(reply: FastifyReply, code: string): void;
  forget(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    // The code of the referral link this browser followed, or null.
    referralCode: string | null;
  }
  interface FastifyInstance {
    referralCookie: ReferralCookie;
  }
}

export const referralPlugin = fp<{ config: BffConfig }>(
  async (app, { config }) => {
    // Decision 032: the __Host- prefix where the site is served over HTTPS only, as the session's.
    const name = `${config.httpsOnly ? '__Host-' : ''}${config.cookiePrefix}referral`;
    const options = { httpOnly: true, secure: config.secureCookies, sameSite: 'lax', path: '/' } as const;
    app.decorate('referralCookie', {
      name,
      keep: (reply, code) => void reply.setCookie(name, code, { ...options, maxAge: REFERRAL_MAX_AGE_SECONDS }),
      forget: (reply) => void reply.clearCookie(name, options),
    } satisfies ReferralCookie);
    app.decorateRequest('referralCode', null);
    app.addHook('onRequest', async (request) => {
      const code = request.cookies[name];
      request.referralCode = isReferralCode(code) ? code : null;
    });
  },
  // @fastify/cookie comes with the session plugin.
  { name: 'referral', dependencies: ['session'] },
);

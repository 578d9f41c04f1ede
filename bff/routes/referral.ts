// GET /r/{code} — a professional's referral link (spec §2.7 referral; decision 050): the code is
// kept for the visitor (plugins/referral.ts) and they land on the brand's home page, the link's
// code no longer in the address to be shared on. A code of the wrong shape is ignored without a
// word; whether a code names a professional is the upstream's to decide when an account is made.
import type { FastifyInstance } from 'fastify';
import { isReferralCode, REFERRAL_PATH_PREFIX } from '../../shared/referral.ts';

export async function referralRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>(
    `${REFERRAL_PATH_PREFIX}:code`,
    { config: { session: false } },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      if (isReferralCode(code)) app.referralCookie.keep(reply, code);
      return reply.code(302).header('location', '/').header('cache-control', 'no-store').send();
    },
  );
}

// Captcha verification for sign-up (spec §8 CAPTCHA_VERIFICATION_FAILED). Pluggable: off in
// development (every answer passes), or a Turnstile-compatible siteverify endpoint. An endpoint that
// cannot be reached is 'unavailable' (answered as TECHNICAL_ERROR), never a pass.
import { request } from 'undici';

export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

export interface CaptchaVerifier {
  verify(answer: string | null | undefined, clientIp: string): Promise<CaptchaVerdict>;
}

export const CAPTCHA_OFF: CaptchaVerifier = { verify: async () => 'passed' };

export function createSiteverifyCaptcha(options: {
  secret: string;
  verifyUrl: string;
  timeoutMs?: number;
}): CaptchaVerifier {
  const timeout = options.timeoutMs ?? 5000;
  return {
    async verify(answer, clientIp) {
      if (!answer || answer.length > 2048) return 'failed';
      try {
        const response = await request(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: answer, remoteip: clientIp }).toString(),
          headersTimeout: timeout,
          bodyTimeout: timeout,
        });
        if (response.statusCode !== 200) {
          await response.body.dump();
          return 'unavailable';
        }
        const body = (await response.body.json()) as { success?: unknown };
        return body.success === true ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}

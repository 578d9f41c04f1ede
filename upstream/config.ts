// The upstream's configuration, read once from the environment and checked at start.

import { APP_ENVS, type AppEnv, isAppEnv } from '../shared/app-env.ts';

export interface UpstreamConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  // A postgres:// URL; unset means the embedded PGlite under dataDir.
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  // Where uploaded files (job photos, profile photos) are kept, with names the server made.
  readonly uploadsDir: string;
  // Required outside development and test; there a secret is made once and kept in the database.
  readonly tokenSecret: string | undefined;
  // Access tokens are short-lived; the session behind them slides with each refresh up to an
  // absolute end (ASVS idle and absolute timeouts).
  readonly accessTokenLifetimeSeconds: number;
  readonly sessionLifetimeSeconds: number;
  readonly sessionMaxAgeSeconds: number;
  // How long a password or one-time-code confirmation counts for sensitive changes (§3).
  readonly secondLayerSeconds: number;
  // Which proxies may say who the client is (x-forwarded-for): the BFF's addresses.
  readonly trustProxy: string;
  // 'off' accepts every sign-up; 'turnstile' checks the captcha answer at captchaVerifyUrl.
  readonly captcha:
    | { readonly verifier: 'off' }
    | { readonly verifier: 'turnstile'; readonly secret: string; readonly verifyUrl: string };
  // Checks that an email's domain can receive mail (§5 INVALID_DNS).
  readonly emailDnsCheck: boolean;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

export function readAppEnv(env: NodeJS.ProcessEnv, fallback: AppEnv = 'production'): AppEnv {
  const raw = env.APP_ENV;
  if (raw === undefined || raw === '') return fallback;
  if (!isAppEnv(raw)) throw new ConfigError(`APP_ENV must be one of ${APP_ENVS.join(', ')}, not "${raw}"`);
  return raw;
}

// On where mail really goes out (staging, production); off in development and test, where machines
// often have no working resolver and demo addresses need none. EMAIL_DNS_CHECK=on|off decides.
function readEmailDnsCheck(raw: string | undefined, appEnv: AppEnv): boolean {
  if (raw === undefined || raw === '') return appEnv === 'staging' || appEnv === 'production';
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`EMAIL_DNS_CHECK must be on or off, not "${raw}"`);
}

export function loadUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const appEnv = readAppEnv(env);
  const tokenSecret = env.AUTH_TOKEN_SECRET || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new ConfigError('AUTH_TOKEN_SECRET must be at least 32 characters');
  }
  if (tokenSecret === undefined && (appEnv === 'staging' || appEnv === 'production')) {
    throw new ConfigError(`AUTH_TOKEN_SECRET is required when APP_ENV is ${appEnv}`);
  }
  const captchaSecret = env.CAPTCHA_SECRET || undefined;
  const captchaVerifier = env.CAPTCHA_VERIFIER || (captchaSecret ? 'turnstile' : 'off');
  if (captchaVerifier !== 'off' && captchaVerifier !== 'turnstile') {
    throw new ConfigError(`CAPTCHA_VERIFIER must be off or turnstile, not "${captchaVerifier}"`);
  }
  if (captchaVerifier === 'turnstile' && !captchaSecret) {
    throw new ConfigError('CAPTCHA_SECRET is required when CAPTCHA_VERIFIER is turnstile');
  }
  if (
    captchaVerifier === 'off' &&
    (appEnv === 'staging' || appEnv === 'production') &&
    env.CAPTCHA_VERIFIER !== 'off'
  ) {
    throw new ConfigError(`CAPTCHA_SECRET is required when APP_ENV is ${appEnv} (or set CAPTCHA_VERIFIER=off)`);
  }
  const sessionLifetimeSeconds = integer(env, 'SESSION_LIFETIME_SECONDS', 30 * 24 * 3600, 60, 366 * 24 * 3600);
  return {
    appEnv,
    host: env.UPSTREAM_HOST || '127.0.0.1',
    port: integer(env, 'UPSTREAM_PORT', 4000, 0, 65_535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data/pglite',
    uploadsDir: env.UPLOADS_DIR || 'data/uploads',
    tokenSecret,
    accessTokenLifetimeSeconds: integer(env, 'ACCESS_TOKEN_LIFETIME_SECONDS', 15 * 60, 30, 24 * 3600),
    sessionLifetimeSeconds,
    sessionMaxAgeSeconds: Math.max(
      sessionLifetimeSeconds,
      integer(env, 'SESSION_MAX_AGE_SECONDS', 365 * 24 * 3600, 60, 2 * 366 * 24 * 3600),
    ),
    secondLayerSeconds: integer(env, 'SECOND_LAYER_SECONDS', 15 * 60, 30, 24 * 3600),
    trustProxy: env.UPSTREAM_TRUST_PROXY || 'loopback',
    captcha:
      captchaVerifier === 'turnstile' && captchaSecret
        ? {
            verifier: 'turnstile',
            secret: captchaSecret,
            verifyUrl: env.CAPTCHA_VERIFY_URL || 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
          }
        : { verifier: 'off' },
    emailDnsCheck: readEmailDnsCheck(env.EMAIL_DNS_CHECK, appEnv),
    logLevel: env.LOG_LEVEL || (appEnv === 'test' ? 'warn' : 'info'),
  };
}

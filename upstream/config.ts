// The upstream's configuration, read once from the environment and checked at start: a wrong value
// stops the process with a message naming the variable. The settings are declared in settings.ts.
import type { AppEnv } from '../shared/app-env.ts';
import { COMMON_SETTINGS, ConfigError, readSettings } from '../shared/settings.ts';
import { UPSTREAM_SETTINGS } from './settings.ts';

// The one error a wrong setting raises, whichever process reads it.
export { ConfigError } from '../shared/settings.ts';

export interface UpstreamConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  // A postgres:// URL; unset means the embedded PGlite under dataDir.
  // Processes serving on the one port (upstream/processes.ts); above 1 only with databaseUrl.
  readonly processes: number;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  // Where uploaded files (job photos, profile photos) are kept, with names the server made.
  readonly uploadsDir: string;
  // Where professionals' documents are kept: outside uploadsDir, never served publicly.
  readonly documentsDir: string;
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
  // How long the home page's figures and popular trades of a brand are kept (decision 041).
  readonly homeFiguresCacheSeconds: number;
  // How long a visitor's answer of public data may be kept by the caller (decision 045).
  readonly publicAnswerMaxAgeSeconds: number;
  // The base address of the reference services (reference-services/), without a trailing slash.
  readonly referenceServicesUrl: string;
  // The identity-verification provider (adapters/identity-check/): its API, the secret that signs
  // its webhook calls, and the upstream's public base that callbacks go to (no trailing slash).
  readonly identityCheck: { readonly url: string; readonly webhookSecret: string };
  // The company-register service (adapters/company-register/), without a trailing slash.
  readonly companyRegisterUrl: string;
  // The payment provider (adapters/payments/): its API's base, the key to call it with, and the
  // secret its events are signed with.
  readonly payments: { readonly url: string; readonly secretKey: string; readonly webhookSecret: string };
  // How often this process runs due scheduled jobs, in milliseconds; 0: never (decision 066).
  readonly schedulerIntervalMs: number;
  readonly publicUrl: string;
  readonly logLevel: string;
}

export function readAppEnv(env: NodeJS.ProcessEnv): AppEnv {
  return readSettings({ APP_ENV: COMMON_SETTINGS.APP_ENV }, env).APP_ENV;
}

const UPSTREAM_WITH_COMMON_SETTINGS = { ...COMMON_SETTINGS, ...UPSTREAM_SETTINGS };

// Without a secret there is no captcha check: that must be said (CAPTCHA_VERIFIER=off) where
// strangers sign up, not left to a missing variable.
function captchaOf(
  values: { CAPTCHA_SECRET?: string; CAPTCHA_VERIFIER?: 'off' | 'turnstile'; CAPTCHA_VERIFY_URL: string },
  appEnv: AppEnv,
): UpstreamConfig['captcha'] {
  const secret = values.CAPTCHA_SECRET;
  const verifier = values.CAPTCHA_VERIFIER ?? (secret ? 'turnstile' : 'off');
  if (verifier === 'turnstile') {
    if (!secret) throw new ConfigError('CAPTCHA_SECRET is required when CAPTCHA_VERIFIER is turnstile');
    return { verifier, secret, verifyUrl: values.CAPTCHA_VERIFY_URL };
  }
  if ((appEnv === 'staging' || appEnv === 'production') && values.CAPTCHA_VERIFIER !== 'off') {
    throw new ConfigError(`CAPTCHA_SECRET is required when APP_ENV is ${appEnv} (or set CAPTCHA_VERIFIER=off)`);
  }
  return { verifier: 'off' };
}

export function loadUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const values = readSettings(UPSTREAM_WITH_COMMON_SETTINGS, env);
  if (values.UPSTREAM_PROCESSES > 1 && !values.DATABASE_URL) {
    throw new ConfigError('UPSTREAM_PROCESSES above 1 needs DATABASE_URL: the embedded database serves one process');
  }
  return {
    appEnv: values.APP_ENV,
    host: values.UPSTREAM_HOST,
    port: values.UPSTREAM_PORT,
    processes: values.UPSTREAM_PROCESSES,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    uploadsDir: values.UPLOADS_DIR,
    documentsDir: values.DOCUMENTS_DIR,
    tokenSecret: values.AUTH_TOKEN_SECRET,
    accessTokenLifetimeSeconds: values.ACCESS_TOKEN_LIFETIME_SECONDS,
    sessionLifetimeSeconds: values.SESSION_LIFETIME_SECONDS,
    sessionMaxAgeSeconds: Math.max(values.SESSION_LIFETIME_SECONDS, values.SESSION_MAX_AGE_SECONDS),
    secondLayerSeconds: values.SECOND_LAYER_SECONDS,
    trustProxy: values.UPSTREAM_TRUST_PROXY,
    captcha: captchaOf(values, values.APP_ENV),
    emailDnsCheck: values.EMAIL_DNS_CHECK,
    homeFiguresCacheSeconds: values.HOME_FIGURES_CACHE_SECONDS,
    publicAnswerMaxAgeSeconds: values.PUBLIC_ANSWER_MAX_AGE_SECONDS,
    referenceServicesUrl: values.REFERENCE_SERVICES_URL.href.replace(/\/$/, ''),
    identityCheck: {
      url: (
        values.ID_CHECK_URL?.href ?? `${values.REFERENCE_SERVICES_URL.href.replace(/\/$/, '')}/identity-check`
      ).replace(/\/$/, ''),
      webhookSecret: values.ID_CHECK_WEBHOOK_SECRET,
    },
    companyRegisterUrl: (
      values.COMPANY_REGISTER_URL?.href ?? `${values.REFERENCE_SERVICES_URL.href.replace(/\/$/, '')}/company-register`
    ).replace(/\/$/, ''),
    payments: {
      url: (values.PAYMENTS_URL?.href ?? values.REFERENCE_SERVICES_URL.href).replace(/\/$/, ''),
      secretKey: values.PAYMENTS_SECRET_KEY,
      webhookSecret: values.PAYMENTS_WEBHOOK_SECRET,
    },
    schedulerIntervalMs: values.SCHEDULER_INTERVAL_SECONDS * 1000,
    publicUrl: (values.UPSTREAM_PUBLIC_URL?.href ?? `http://${values.UPSTREAM_HOST}:${values.UPSTREAM_PORT}`).replace(
      /\/$/,
      '',
    ),
    logLevel: values.LOG_LEVEL,
  };
}

// The upstream's settings, declared once (shared/settings.ts reads them; `npm run docs:config`
// writes them into the README). config.ts puts their values in the shape the app uses and checks
// the rules that join two settings (the captcha's).
import { anyText, httpUrl, Invalid, oneOf, onOrOff, wholeNumber } from '../shared/setting-parsers.ts';
import { byEnvironment, REQUIRED, setting } from '../shared/settings.ts';

const DAY_SECONDS = 24 * 3600;

function atLeast32Characters(text: string): string {
  if (text.length < 32) throw new Invalid('must be at least 32 characters');
  return text;
}

export const UPSTREAM_SETTINGS = {
  UPSTREAM_PORT: setting({
    doc: 'the port the upstream listens on (0 to 65535)',
    default: '4000',
    parse: wholeNumber(0, 65_535),
  }),
  UPSTREAM_HOST: setting({ doc: 'the address the upstream listens on', default: '127.0.0.1', parse: anyText }),
  DATABASE_URL: setting({
    doc: "a `postgres://` URL for the upstream's database",
    defaultDoc: 'unset: PGlite in `DATA_DIR`',
    parse: anyText,
  }),
  UPSTREAM_PROCESSES: setting({
    doc: "how many upstream processes serve on the one port (1 to 64): one prepares the database, then each takes connections in turn; above 1 needs `DATABASE_URL`, since PGlite is one process's database",
    default: '1',
    parse: wholeNumber(1, 64),
  }),
  DATA_DIR: setting({ doc: "the embedded database's directory", default: 'data/pglite', parse: anyText }),
  UPLOADS_DIR: setting({
    doc: 'where the upstream keeps uploaded photos (served at `/files/<name>`) and, in `variants/`, their resized copies',
    default: 'data/uploads',
    parse: anyText,
  }),
  DOCUMENTS_DIR: setting({
    doc: "where the upstream keeps professionals' documents (licences, qualifications): never served at `/files/`, read by staff through `/documents/<id>` only",
    default: 'data/documents',
    parse: anyText,
  }),
  // Outside development and test a secret made by the server itself would differ per instance.
  AUTH_TOKEN_SECRET: setting({
    doc: 'key that signs access tokens, ≥ 32 characters',
    default: byEnvironment({ staging: REQUIRED, production: REQUIRED, otherwise: undefined }),
    defaultDoc: 'required in staging and production; in development and test made once and kept in the database',
    secret: true,
    parse: atLeast32Characters,
  }),
  // ASVS idle and absolute timeouts: each refresh slides the session up to its absolute end.
  SESSION_LIFETIME_SECONDS: setting({
    doc: 'how long a sign-in lasts without use (60 s to 366 days); each refresh moves it on',
    default: String(30 * DAY_SECONDS),
    defaultDoc: '`2592000` (30 days)',
    parse: wholeNumber(60, 366 * DAY_SECONDS),
  }),
  SESSION_MAX_AGE_SECONDS: setting({
    doc: 'the absolute end of a sign-in (60 s to 732 days; never before `SESSION_LIFETIME_SECONDS`)',
    default: String(365 * DAY_SECONDS),
    defaultDoc: '`31536000` (365 days)',
    parse: wholeNumber(60, 2 * 366 * DAY_SECONDS),
  }),
  ACCESS_TOKEN_LIFETIME_SECONDS: setting({
    doc: 'how long an access token lives (30 s to 1 day); the BFF renews it with the refresh token',
    default: String(15 * 60),
    defaultDoc: '`900` (15 minutes)',
    parse: wholeNumber(30, DAY_SECONDS),
  }),
  SECOND_LAYER_SECONDS: setting({
    doc: 'how long a password or one-time-code confirmation allows sensitive changes (30 s to 1 day; §3)',
    default: String(15 * 60),
    defaultDoc: '`900` (15 minutes)',
    parse: wholeNumber(30, DAY_SECONDS),
  }),
  UPSTREAM_TRUST_PROXY: setting({
    doc: "addresses (or `loopback`) whose `x-forwarded-for` names the client, for the upstream's abuse limits",
    default: 'loopback',
    parse: anyText,
  }),
  CAPTCHA_SECRET: setting({
    doc: "the sign-up captcha's secret, paired with the BFF's public `CAPTCHA_SITE_KEY`; required in staging and production unless `CAPTCHA_VERIFIER=off`",
    defaultDoc: 'unset',
    secret: true,
    parse: anyText,
  }),
  CAPTCHA_VERIFIER: setting({
    doc: '`off` accepts every sign-up; `turnstile` checks the captcha answer at `CAPTCHA_VERIFY_URL`',
    defaultDoc: '`off` without `CAPTCHA_SECRET`, else `turnstile`',
    parse: oneOf(['off', 'turnstile']),
  }),
  CAPTCHA_VERIFY_URL: setting({
    doc: 'where the captcha answer is checked',
    default: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    defaultDoc: "Cloudflare Turnstile's siteverify",
    // Checked as a URL, kept as written: it is the address the check requests.
    parse: (text) => {
      httpUrl(text);
      return text;
    },
  }),
  // The home page is the busiest page: its figures need not be newer than a minute (decision 041);
  // nor need the directory's indexes (076) or a price guide's quoted prices (077), counted the same
  // way. Tests count what they have just written, so there nothing is kept.
  HOME_FIGURES_CACHE_SECONDS: setting({
    doc: "how long a brand's counted figures (the home page's trust figures and popular trades, the directory's indexes, price guides' quoted prices) are kept before they are counted again (0 to 3600; 0 keeps nothing)",
    default: byEnvironment({ test: '0', otherwise: '60' }),
    parse: wholeNumber(0, 3600),
  }),
  // A visitor's read of public data is the same for every visitor: the answer says how long a
  // caller may keep it (Cache-Control), and the BFF serves it again meanwhile (decision 045). Tests
  // read what they have just written, so there nothing may be kept.
  PUBLIC_ANSWER_MAX_AGE_SECONDS: setting({
    doc: "how long a caller may keep the upstream's answer to a visitor's read of public data — the catalogue, places, the home page's figures and reviews, the directory (0 to 3600; 0 marks every answer `no-store`)",
    default: byEnvironment({ test: '0', otherwise: '60' }),
    parse: wholeNumber(0, 3600),
  }),
  // The outside services' local stand-ins (reference-services/): each adapter's own URL setting
  // defaults to its service here; staging and production name the real providers instead.
  REFERENCE_SERVICES_URL: setting({
    doc: 'where the local reference services listen (`npm start` starts them and sets this); the default base of every adapter URL',
    default: 'http://127.0.0.1:4100',
    parse: httpUrl,
  }),
  // The company registers a professional's company is found in (adapters/company-register/).
  COMPANY_REGISTER_URL: setting({
    doc: 'the company-register service, one register per country (adapters/company-register/)',
    defaultDoc: 'unset: `/company-register` under `REFERENCE_SERVICES_URL`',
    parse: httpUrl,
  }),
  // Identity checks (adapters/identity-check/): where the provider is, the secret its webhooks are
  // signed with, and the public address it calls back.
  ID_CHECK_URL: setting({
    doc: "the identity-verification provider's API (adapters/identity-check/)",
    defaultDoc: 'unset: `/identity-check` under `REFERENCE_SERVICES_URL`',
    parse: httpUrl,
  }),
  ID_CHECK_WEBHOOK_SECRET: setting({
    doc: 'the secret shared with the identity-verification provider, which signs its webhook calls (HMAC-SHA256)',
    default: byEnvironment<string | typeof REQUIRED>({
      staging: REQUIRED,
      production: REQUIRED,
      otherwise: 'hearth-development-identity-check-secret',
    }),
    defaultDoc:
      "required in staging and production; in development and test the reference provider's development secret",
    secret: true,
    parse: anyText,
  }),
  // The payment provider (adapters/payments/, decision 065): its API (Stripe's, spoken with fetch),
  // the secret key the upstream calls it with, and the secret its events are signed with.
  // The durable scheduler (decision 066): how often this process looks for due jobs (the billing
  // run). Jobs run once however many processes look; 0 leaves them to the others.
  SCHEDULER_INTERVAL_SECONDS: setting({
    doc: 'how often this process runs due scheduled jobs such as the hourly billing run (0 to 3600 s; 0: never)',
    default: byEnvironment<string>({ test: '0', otherwise: '60' }),
    defaultDoc: '60; 0 in test, where tests run the jobs themselves',
    parse: wholeNumber(0, 3600),
  }),
  PAYMENTS_URL: setting({
    doc: "the payment provider's API, Stripe's REST API (adapters/payments/)",
    defaultDoc: 'unset: `REFERENCE_SERVICES_URL`, where the reference provider answers at `/v1/…`',
    parse: httpUrl,
  }),
  PAYMENTS_SECRET_KEY: setting({
    doc: "the secret API key of the payment provider's account",
    default: byEnvironment<string | typeof REQUIRED>({
      staging: REQUIRED,
      production: REQUIRED,
      otherwise: 'sk_test_hearth_development',
    }),
    defaultDoc: "required in staging and production; in development and test the reference provider's development key",
    secret: true,
    parse: anyText,
  }),
  PAYMENTS_WEBHOOK_SECRET: setting({
    doc: 'the secret the payment provider signs its events with (the `Stripe-Signature` header)',
    default: byEnvironment<string | typeof REQUIRED>({
      staging: REQUIRED,
      production: REQUIRED,
      otherwise: 'whsec_hearth_development',
    }),
    defaultDoc:
      "required in staging and production; in development and test the reference provider's development secret",
    secret: true,
    parse: anyText,
  }),
  UPSTREAM_PUBLIC_URL: setting({
    doc: 'where outside services reach the upstream (webhook callbacks)',
    defaultDoc: 'unset: `http://<UPSTREAM_HOST>:<UPSTREAM_PORT>`',
    parse: httpUrl,
  }),
  // Where mail really goes out; development and test machines often have no working resolver, and
  // demo addresses need none.
  EMAIL_DNS_CHECK: setting({
    doc: "`on` checks in DNS that an email's domain can receive mail (§5 `INVALID_DNS`); a resolver that knows no name at all blames no address (decision 033)",
    default: byEnvironment({ staging: 'on', production: 'on', otherwise: 'off' }),
    parse: onOrOff,
  }),
};

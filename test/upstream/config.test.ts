// The upstream's configuration as read from the environment at start.
import t from 'tap';
import { ConfigError, loadUpstreamConfig } from '../../upstream/config.ts';

const PRODUCTION = {
  AUTH_TOKEN_SECRET: 'x'.repeat(32),
  CAPTCHA_VERIFIER: 'off',
  ID_CHECK_WEBHOOK_SECRET: 'w',
  PAYMENTS_SECRET_KEY: 'sk_live_x',
  PAYMENTS_WEBHOOK_SECRET: 'whsec_x',
};

t.test('email domains are checked in DNS where mail goes out, not in development and test', async (t) => {
  t.equal(loadUpstreamConfig({ APP_ENV: 'development' }).emailDnsCheck, false);
  t.equal(loadUpstreamConfig({ APP_ENV: 'test' }).emailDnsCheck, false);
  t.equal(loadUpstreamConfig({ APP_ENV: 'staging', ...PRODUCTION }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'production', ...PRODUCTION }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'development', EMAIL_DNS_CHECK: 'on' }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'production', ...PRODUCTION, EMAIL_DNS_CHECK: 'off' }).emailDnsCheck, false);
  t.throws(() => loadUpstreamConfig({ APP_ENV: 'test', EMAIL_DNS_CHECK: 'yes' }), ConfigError);
});

t.test('defaults: port 4000 on 127.0.0.1, PGlite under data/, sessions of 30 days up to a year', async (t) => {
  t.match(loadUpstreamConfig({ APP_ENV: 'development' }), {
    host: '127.0.0.1',
    port: 4000,
    processes: 1,
    databaseUrl: undefined,
    dataDir: 'data/pglite',
    uploadsDir: 'data/uploads',
    tokenSecret: undefined,
    accessTokenLifetimeSeconds: 900,
    sessionLifetimeSeconds: 2_592_000,
    sessionMaxAgeSeconds: 31_536_000,
    secondLayerSeconds: 900,
    trustProxy: 'loopback',
    captcha: { verifier: 'off' },
    logLevel: 'info',
  });
  const longer = loadUpstreamConfig({
    APP_ENV: 'test',
    SESSION_LIFETIME_SECONDS: '600',
    SESSION_MAX_AGE_SECONDS: '60',
  });
  t.equal(longer.sessionMaxAgeSeconds, 600, 'the absolute end never comes before the idle one');
});

t.test("several processes need PostgreSQL: PGlite is one process's database", async (t) => {
  t.equal(
    loadUpstreamConfig({ APP_ENV: 'test', UPSTREAM_PROCESSES: '4', DATABASE_URL: 'postgres://db/x' }).processes,
    4,
  );
  t.throws(() => loadUpstreamConfig({ APP_ENV: 'test', UPSTREAM_PROCESSES: '2' }), {
    message: 'UPSTREAM_PROCESSES above 1 needs DATABASE_URL: the embedded database serves one process',
  });
  t.throws(() => loadUpstreamConfig({ APP_ENV: 'test', UPSTREAM_PROCESSES: '0' }), ConfigError);
  t.throws(() => loadUpstreamConfig({ APP_ENV: 'test', UPSTREAM_PROCESSES: '65' }), ConfigError);
});

t.test('staging and production need a token secret and a captcha decision', async (t) => {
  const wrong: [Record<string, string>, string][] = [
    [{ APP_ENV: 'production', CAPTCHA_VERIFIER: 'off' }, 'AUTH_TOKEN_SECRET is required when APP_ENV is production'],
    [{ APP_ENV: 'test', AUTH_TOKEN_SECRET: 'short' }, 'AUTH_TOKEN_SECRET must be at least 32 characters'],
    [
      {
        APP_ENV: 'staging',
        AUTH_TOKEN_SECRET: PRODUCTION.AUTH_TOKEN_SECRET,
        ID_CHECK_WEBHOOK_SECRET: PRODUCTION.ID_CHECK_WEBHOOK_SECRET,
        PAYMENTS_SECRET_KEY: PRODUCTION.PAYMENTS_SECRET_KEY,
        PAYMENTS_WEBHOOK_SECRET: PRODUCTION.PAYMENTS_WEBHOOK_SECRET,
      },
      'CAPTCHA_SECRET is required when APP_ENV is staging (or set CAPTCHA_VERIFIER=off)',
    ],
    [
      { APP_ENV: 'test', CAPTCHA_VERIFIER: 'turnstile' },
      'CAPTCHA_SECRET is required when CAPTCHA_VERIFIER is turnstile',
    ],
    [
      { APP_ENV: 'test', CAPTCHA_VERIFIER: 'recaptcha' },
      'CAPTCHA_VERIFIER must be one of off, turnstile, not "recaptcha"',
    ],
    [{ APP_ENV: 'test', UPSTREAM_PORT: '65536' }, 'UPSTREAM_PORT must be a whole number from 0 to 65535, not "65536"'],
  ];
  for (const [env, message] of wrong) {
    t.throws(() => loadUpstreamConfig(env), { name: 'ConfigError', message }, JSON.stringify(env));
  }
  t.same(
    loadUpstreamConfig({ APP_ENV: 'production', ...PRODUCTION, CAPTCHA_SECRET: 's', CAPTCHA_VERIFIER: '' }).captcha,
    {
      verifier: 'turnstile',
      secret: 's',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    },
  );
});

t.test(
  'identity checks: the reference provider by default, a webhook secret required in staging and production',
  async (t) => {
    t.match(loadUpstreamConfig({ APP_ENV: 'development', REFERENCE_SERVICES_URL: 'http://127.0.0.1:4100/' }), {
      identityCheck: {
        url: 'http://127.0.0.1:4100/identity-check',
        webhookSecret: 'hearth-development-identity-check-secret',
      },
      publicUrl: 'http://127.0.0.1:4000',
    });
    t.match(
      loadUpstreamConfig({
        APP_ENV: 'test',
        ID_CHECK_URL: 'https://idv.example/v3/',
        UPSTREAM_PUBLIC_URL: 'https://api.example/',
      }),
      { identityCheck: { url: 'https://idv.example/v3' }, publicUrl: 'https://api.example' },
    );
    const { ID_CHECK_WEBHOOK_SECRET: _, ...withoutSecret } = PRODUCTION;
    t.throws(() => loadUpstreamConfig({ APP_ENV: 'production', ...withoutSecret }), {
      message: 'ID_CHECK_WEBHOOK_SECRET is required when APP_ENV is production',
    });
  },
);

t.test(
  'payments: the reference provider by default, its key and webhook secret required in staging and production',
  async (t) => {
    t.match(loadUpstreamConfig({ APP_ENV: 'development', REFERENCE_SERVICES_URL: 'http://127.0.0.1:4100/' }), {
      payments: {
        url: 'http://127.0.0.1:4100',
        secretKey: 'sk_test_hearth_development',
        webhookSecret: 'whsec_hearth_development',
      },
    });
    t.match(loadUpstreamConfig({ APP_ENV: 'test', PAYMENTS_URL: 'https://api.stripe.com/' }), {
      payments: { url: 'https://api.stripe.com' },
    });
    for (const name of ['PAYMENTS_SECRET_KEY', 'PAYMENTS_WEBHOOK_SECRET'] as const) {
      const { [name]: _, ...without } = PRODUCTION;
      t.throws(() => loadUpstreamConfig({ APP_ENV: 'production', ...without }), {
        message: `${name} is required when APP_ENV is production`,
      });
    }
  },
);

// The BFF refuses to start on a wrong setting, naming the variable.
import t from 'tap';
import { loadBffConfig } from '../../bff/config.ts';

const base = { UPSTREAM_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql' };

t.test('defaults: production, port 3000, prefix hearth_, brand uk, Secure cookies', async (t) => {
  const config = loadBffConfig(base);
  t.match(config, {
    appEnv: 'production',
    port: 3000,
    cookiePrefix: 'hearth_',
    defaultBrand: 'uk',
    secureCookies: true,
  });
  t.equal(config.allowLocalhostBrands, false, '<brand>.localhost only in development and test');
  t.equal(loadBffConfig({ ...base, APP_ENV: 'development' }).secureCookies, false);
  t.equal(loadBffConfig({ ...base, APP_ENV: 'staging' }).secureCookies, true);
});

t.test('each wrong value stops the start with a message naming the variable', async (t) => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ APP_ENV: 'prod' }, /APP_ENV/],
    [{ PORT: '70000' }, /PORT/],
    [{ PORT: 'abc' }, /PORT/],
    [{ UPSTREAM_GRAPHQL_URL: '' }, /UPSTREAM_GRAPHQL_URL is required/],
    [{ UPSTREAM_GRAPHQL_URL: 'not a url' }, /UPSTREAM_GRAPHQL_URL/],
    [{ UPSTREAM_GRAPHQL_URL: 'ftp://x/graphql' }, /UPSTREAM_GRAPHQL_URL must be an http\(s\) URL/],
    [{ COOKIE_PREFIX: 'bad prefix;' }, /COOKIE_PREFIX/],
    [{ DEFAULT_BRAND: 'xx' }, /DEFAULT_BRAND/],
    [{ BRAND_HOSTNAMES: 'nl' }, /BRAND_HOSTNAMES/],
    [{ BRAND_HOSTNAMES: 'zz=www.example.zz' }, /BRAND_HOSTNAMES/],
    [{ ANALYTICS_COLLECTOR_URL: 'collector.example.com' }, /ANALYTICS_COLLECTOR_URL must be an http\(s\) URL/],
    [{ ERROR_REPORTING_DSN: 'javascript:alert(1)' }, /ERROR_REPORTING_DSN/],
    [{ CONSENT_SCRIPT_URL: 'ftp://consent.example.com/x.js' }, /CONSENT_SCRIPT_URL/],
    [{ CONSENT_EXCLUDED_PATHS: '/account, account' }, /CONSENT_EXCLUDED_PATHS/],
  ];
  for (const [env, message] of cases) {
    t.throws(() => loadBffConfig({ ...base, ...env }), { name: 'ConfigError', message }, JSON.stringify(env));
  }
});

t.test('production host names per brand are read from BRAND_HOSTNAMES', async (t) => {
  const config = loadBffConfig({ ...base, BRAND_HOSTNAMES: 'nl=www.Example.nl, de=shop.example.de' });
  t.same(config.brandHostnames, { nl: 'www.example.nl', de: 'shop.example.de' });
});

t.test('the browser settings are empty unless configured, and read when they are', async (t) => {
  t.same(loadBffConfig(base).clientSettings, {
    analyticsCollectorUrl: null,
    errorReportingDsn: null,
    consentScriptUrl: null,
    consentExcludedPaths: [],
    captchaSiteKey: null,
  });
  const config = loadBffConfig({
    ...base,
    ANALYTICS_COLLECTOR_URL: 'https://collector.example.com',
    ERROR_REPORTING_DSN: 'https://key@errors.example.com/42',
    CONSENT_SCRIPT_URL: 'https://consent.example.com/loader.js',
    CONSENT_EXCLUDED_PATHS: '/account, /service-pro/settings',
    CAPTCHA_SITE_KEY: '0x4AAAAAAAtestkey',
  });
  t.same(config.clientSettings, {
    analyticsCollectorUrl: 'https://collector.example.com/',
    errorReportingDsn: 'https://key@errors.example.com/42',
    consentScriptUrl: 'https://consent.example.com/loader.js',
    consentExcludedPaths: ['/account', '/service-pro/settings'],
    captchaSiteKey: '0x4AAAAAAAtestkey',
  });
});

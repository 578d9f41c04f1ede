// The upstream's configuration as read from the environment at start.
import t from 'tap';
import { ConfigError, loadUpstreamConfig } from '../../upstream/config.ts';

const PRODUCTION = { AUTH_TOKEN_SECRET: 'x'.repeat(32), CAPTCHA_VERIFIER: 'off' };

t.test('email domains are checked in DNS where mail goes out, not in development and test', async (t) => {
  t.equal(loadUpstreamConfig({ APP_ENV: 'development' }).emailDnsCheck, false);
  t.equal(loadUpstreamConfig({ APP_ENV: 'test' }).emailDnsCheck, false);
  t.equal(loadUpstreamConfig({ APP_ENV: 'staging', ...PRODUCTION }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'production', ...PRODUCTION }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'development', EMAIL_DNS_CHECK: 'on' }).emailDnsCheck, true);
  t.equal(loadUpstreamConfig({ APP_ENV: 'production', ...PRODUCTION, EMAIL_DNS_CHECK: 'off' }).emailDnsCheck, false);
  t.throws(() => loadUpstreamConfig({ APP_ENV: 'test', EMAIL_DNS_CHECK: 'yes' }), ConfigError);
});

// Page-level defences over real HTTP (issue §7): a Content-Security-Policy nonce made for each HTML
// answer and carried by every <script> of it, a strict policy without a nonce for everything else,
// and state embedded in the page that hostile upstream text cannot break out of.
import t from 'tap';
import { CAPTCHA_ORIGIN } from '../../../shared/captcha.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, type Response, send } from '../../helpers/http.ts';
import { createConsumer, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { stateBlock } from '../../helpers/page-state.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;

function nonceOf(response: Response): string {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
}

t.test('every HTML answer has a fresh 128-bit nonce that every script of the page carries', async (t) => {
  const nonces = new Set<string>();
  // The entry module and the state block on every page; the home page's structured data too.
  const expected: [string, number][] = [
    ['/', 3],
    ['/', 3],
    ['/login', 2],
    ['/no-such-page', 2],
  ];
  for (const [path, count] of expected) {
    const page = await send(bff.origin, path, { host });
    const nonce = nonceOf(page);
    t.equal(Buffer.from(nonce, 'base64').length, 16, '128 bits');
    t.equal(Buffer.from(nonce, 'base64').toString('base64'), nonce, 'plain base64');
    const scripts = scriptTags(page.text);
    t.equal(scripts.length, count, `${path}: its scripts`);
    for (const tag of scripts) t.match(tag, ` nonce="${nonce}"`, `${path}: ${tag}`);
    nonces.add(nonce);
  }
  t.equal(nonces.size, 4, 'no two answers share a nonce');
});

t.test('the page policy allows no inline script, no plugin and no framing', async (t) => {
  const policy = String((await send(bff.origin, '/', { host })).headers['content-security-policy']);
  t.notMatch(policy, 'unsafe-inline');
  t.notMatch(policy, 'unsafe-eval');
  t.match(policy, "object-src 'none'");
  t.match(policy, "base-uri 'none'");
  t.match(policy, "frame-ancestors 'none'");
});

t.test('answers that are not HTML keep a strict policy without a nonce', async (t) => {
  const page = await send(bff.origin, '/', { host });
  const script = /<script type="module" src="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const answers = [
    await graphql(bff.origin, '{ __typename }', {}, { host }),
    await send(bff.origin, script),
    await send(bff.origin, '/service-worker.en-GB.js'),
    await send(bff.origin, '/healthz'),
  ];
  for (const answer of answers) {
    const policy = String(answer.headers['content-security-policy']);
    t.match(policy, "script-src 'self'");
    t.notMatch(policy, 'nonce-');
    t.match(policy, "default-src 'self'");
    t.match(policy, "frame-ancestors 'none'");
  }
});

t.test('hostile upstream text in the embedded state cannot end the element and reads back unchanged', async (t) => {
  const hostile = '</script><script>alert(1)</script><!--\u2028<b>&amp;</b>\u2029-->';
  const person = await createConsumer(upstream.db, 'uk');
  await upstream.db.query('UPDATE users SET first_name = $1 WHERE id = $2', [hostile, person.id]);
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: person.email, password: FIXTURE_PASSWORD } },
    { host },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  const cookie = login.cookies.map(cookiePair).join('; ');
  const page = await send(bff.origin, '/', { host, headers: { cookie } });
  t.equal(page.status, 200);
  t.equal(
    scriptTags(page.text).length,
    3,
    'the entry module, the state and the structured data: none came from the name',
  );
  t.notMatch(page.text, '<script>alert(1)', 'the name is not markup anywhere in the page');
  const block = stateBlock(page.text);
  t.notMatch(block, /[<>&\u2028\u2029]/, 'no raw <, >, & or line separator inside the state element');
  t.match(block, '\\u003c/script\\u003e');
  t.match(block, '\\u2028');
  const state = JSON.parse(block);
  t.equal(state.user.firstName, hostile, 'the state reads back exactly');
  t.match(page.text, '&lt;/script&gt;&lt;script&gt;alert(1)', 'the rendered name is escaped text');
});

t.test('configured third parties are allowed by origin: consent script, collector and error reporter', async (t) => {
  const configured = await startBff(t, upstream.url, {
    ANALYTICS_COLLECTOR_URL: 'https://collector.example.com/com.snowplowanalytics.snowplow/tp2',
    ERROR_REPORTING_DSN: 'https://key@errors.example.com/42',
    CONSENT_SCRIPT_URL: 'https://consent.example.com/loader.js',
  });
  const page = await send(configured.origin, '/', { host: `uk.localhost:${configured.port}` });
  const policy = String(page.headers['content-security-policy']);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  t.equal(
    directive('script-src'),
    `script-src 'self' 'nonce-${nonceOf(page)}' https://consent.example.com`,
    'scripts: ours, the nonce, and the consent origin — no path, no wildcard',
  );
  t.equal(
    directive('connect-src'),
    "connect-src 'self' https://collector.example.com https://errors.example.com https://consent.example.com",
  );
  const state = JSON.parse(stateBlock(page.text));
  t.match(state.config, {
    analyticsCollectorUrl: 'https://collector.example.com/com.snowplowanalytics.snowplow/tp2',
    errorReportingDsn: 'https://key@errors.example.com/42',
    consentScriptUrl: 'https://consent.example.com/loader.js',
    env: 'test',
    brandId: 'uk',
    locale: 'en-GB',
    clientName: 'hearth-web',
    clientVersion: '10.8.1',
  });
  t.equal(state.config.parentRequestId, page.headers['x-request-id'], "the page's request id is its calls' parent");
});

t.test('a captcha site key puts the key in the page and lets the captcha load its script and frame', async (t) => {
  const configured = await startBff(t, upstream.url, { CAPTCHA_SITE_KEY: '0x4AAAAAAAtestkey' });
  const page = await send(configured.origin, '/post-a-job', { host: `uk.localhost:${configured.port}` });
  const policy = String(page.headers['content-security-policy']);
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  t.equal(directive('script-src'), `script-src 'self' 'nonce-${nonceOf(page)}' ${CAPTCHA_ORIGIN}`);
  t.equal(directive('frame-src'), `frame-src 'self' ${CAPTCHA_ORIGIN}`);
  t.equal(directive('connect-src'), "connect-src 'self'", 'the widget talks to its own origin from its frame');
  t.equal(JSON.parse(stateBlock(page.text)).config.captchaSiteKey, '0x4AAAAAAAtestkey');
});

t.test('without third parties configured the page policy names none', async (t) => {
  const page = await send(bff.origin, '/', { host });
  const policy = String(page.headers['content-security-policy']);
  t.match(policy, /connect-src 'self'; /);
  t.match(policy, /frame-src 'self'; /);
  t.notMatch(policy, 'https://');
  t.equal(JSON.parse(stateBlock(page.text)).config.captchaSiteKey, null, 'no captcha without a site key');
});

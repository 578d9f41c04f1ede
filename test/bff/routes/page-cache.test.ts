// Decision 080: a visitor's page built only of public answers is kept and given to the next
// visitors without a render, with their own nonce and request id; identical misses arriving
// together share one render; a signed-in person, and a page built of anything not public, always
// get a page rendered for them.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { startFaultUpstream } from '../../helpers/fault-upstream.ts';
import { cookiePair, send, signInCookies } from '../../helpers/http.ts';
import { metricValue } from '../../helpers/metrics.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const METRICS_TOKEN = 'page-cache-test-metrics-token-0123456789';
const upstream = await startUpstream(t, { env: { PUBLIC_ANSWER_MAX_AGE_SECONDS: '60' } });
// Passes everything on to the real upstream and records what it was asked.
const recorder = await startFaultUpstream(t, upstream.url);
const bff = await startBff(t, recorder.url, { METRICS_TOKEN });
const host = `uk.localhost:${bff.port}`;

const asked = (field: string, from = 0) =>
  recorder.requests.slice(from).filter((request) => request.body.includes(field)).length;

async function pageCacheCount(outcome: string): Promise<number> {
  const metrics = await send(bff.origin, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return metricValue(metrics.text, 'hearth_bff_page_cache_total', { outcome });
}

// The nonce of the page's scripts and the request id the client will report as its parent.
function ownParts(html: string) {
  return {
    nonces: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])),
    parent: /"parentRequestId":"([^"]+)"/.exec(html)?.[1],
  };
}

t.test("a second visitor is given the kept home page, with the answer's own nonce and request id", async (t) => {
  const first = await send(bff.origin, '/', { host });
  t.equal(first.status, 200);
  const hitsBefore = await pageCacheCount('hit');
  const before = recorder.requests.length;
  const second = await send(bff.origin, '/', { host, headers: { cookie: first.cookies.map(cookiePair).join('; ') } });
  t.equal(second.status, 200);
  t.equal(recorder.requests.length, before, 'the upstream is not asked');
  t.equal((await pageCacheCount('hit')) - hitsBefore, 1, 'answered from the kept page');
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  t.equal(main(second.text), main(first.text), 'the same page');
  for (const [name, answer] of [
    ['first', first],
    ['second', second],
  ] as const) {
    const parts = ownParts(answer.text);
    const csp = String(answer.headers['content-security-policy']);
    t.equal(parts.nonces.size, 1, `${name}: one nonce on every script`);
    t.ok(csp.includes(`'nonce-${[...parts.nonces][0]}'`), `${name}: the nonce its policy names`);
    t.equal(parts.parent, answer.headers['x-request-id'], `${name}: its own request id`);
    t.notMatch(answer.text, /pagenonce|pagerequest/, `${name}: no marker left`);
  }
  t.not([...ownParts(first.text).nonces][0], [...ownParts(second.text).nonces][0], 'a nonce per answer');
  t.match(second.headers['cache-control'], /^public, max-age=/, 'still public for a returning visitor');
});

t.test('a first visit given a kept page gets cookies of its own', async (t) => {
  await send(bff.origin, '/', { host });
  const a = await send(bff.origin, '/', { host });
  const b = await send(bff.origin, '/', { host });
  const ids = (response: typeof a) => response.cookies.map(cookiePair).sort().join('; ');
  t.ok(a.cookies.length > 0, 'the visitor gets its id cookies');
  t.not(ids(a), ids(b), 'not the same as another visitor');
  t.match(a.headers['cache-control'], /^private/, 'an answer setting cookies is private');
});

t.test('brands are kept apart', async (t) => {
  const uk = await send(bff.origin, '/', { host });
  const nl = await send(bff.origin, '/', { host: `nl.localhost:${bff.port}` });
  t.match(uk.text, /<html lang="en-GB"/);
  t.match(nl.text, /<html lang="nl-NL"/);
});

t.test('identical misses arriving together share one render', async (t) => {
  const path = '/find-a-tradesperson/manchester';
  const before = recorder.requests.length;
  const sharedBefore = await pageCacheCount('shared');
  const answers = await Promise.all(Array.from({ length: 8 }, () => send(bff.origin, path, { host })));
  t.same(
    answers.map((answer) => answer.status),
    Array(8).fill(200),
  );
  t.equal(asked('directorySearch', before), 1, 'the directory is asked for once');
  t.ok((await pageCacheCount('shared')) - sharedBefore >= 1, 'the others waited for that render');
  const nonces = new Set(answers.map((answer) => [...ownParts(answer.text).nonces][0]));
  t.equal(nonces.size, 8, 'each with a nonce of its own');
});

t.test("a signed-in person's page is rendered for them", async (t) => {
  await send(bff.origin, '/', { host });
  const cookie = await signInCookies(bff.origin, host, 'consumer.uk@example.com', 'hearth-demo');
  const before = recorder.requests.length;
  const page = await send(bff.origin, '/', { host, headers: { cookie } });
  t.equal(page.status, 200);
  t.ok(recorder.requests.length > before, 'the upstream is asked, as the person');
  t.match(page.headers['cache-control'], /^private/);
});

t.test('a page read as a person, or not public, is not kept', async (t) => {
  // The consumer's projects need a sign-in: a visitor is sent to log in, never to a kept page.
  const first = await send(bff.origin, '/my-projects', { host });
  const second = await send(bff.origin, '/my-projects', { host });
  t.equal(first.status, second.status);
  t.not(first.status, 200);
  const missesBefore = await pageCacheCount('miss');
  await send(bff.origin, '/no-such-page-here', { host });
  await send(bff.origin, '/no-such-page-here', { host });
  t.equal((await pageCacheCount('miss')) - missesBefore, 2, 'a page not found is rendered each time');
});

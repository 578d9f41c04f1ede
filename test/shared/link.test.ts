import t from 'tap';
import type { LinkParams } from '../../shared/link.ts';
import { buildLink, buildQueryString, encodeComponent, MissingRouteParameterError } from '../../shared/link.ts';

t.test('named route parameters are replaced by their values', async (t) => {
  t.equal(buildLink('/jobs/:id', { id: '42' }), '/jobs/42');
  t.equal(buildLink('/jobs/:id/quotes/:quoteId', { quoteId: 'q7', id: 'j1' }), '/jobs/j1/quotes/q7');
  t.equal(buildLink('/pros/:pro_id', { pro_id: 'abc' }), '/pros/abc');
  t.equal(buildLink('/jobs/:id', { id: 42 }), '/jobs/42', 'numbers are stringified');
  t.equal(buildLink('/flags/:on', { on: false }), '/flags/false', 'booleans are stringified');
  t.equal(buildLink('/static/path'), '/static/path', 'a path without parameters is left as it is');
  t.equal(buildLink('/'), '/', 'the root stays the root');
});

t.test('an optional parameter is substituted when given and dropped cleanly when absent', async (t) => {
  t.equal(buildLink('/post-a-job/:slug?', { slug: 'plumber' }), '/post-a-job/plumber');
  t.equal(buildLink('/post-a-job/:slug?'), '/post-a-job', 'no trailing slash is left behind');
  t.equal(buildLink('/post-a-job/:slug?', { slug: undefined }), '/post-a-job');
  t.equal(buildLink('/post-a-job/:slug?', { slug: null }), '/post-a-job');
  t.equal(buildLink('/post-a-job/:slug?', { slug: [] }), '/post-a-job');
  t.equal(buildLink('/a/:middle?/b', {}), '/a/b', 'no double slash is left in the middle');
  t.equal(buildLink('/a/:middle?/b', { middle: 'm' }), '/a/m/b');
  t.equal(buildLink('/:slug?'), '/', 'an absent optional parameter at the root keeps the root');
  t.equal(buildLink('/:slug?', { slug: 'x' }), '/x');
});

t.test('a missing required parameter throws a MissingRouteParameterError', async (t) => {
  const absent: LinkParams[] = [{}, { id: undefined }, { id: null }, { id: [] }, { id: ['a'] }, { other: '1' }];
  for (const params of absent) {
    t.throws(() => buildLink('/jobs/:id', params), MissingRouteParameterError, JSON.stringify(params));
  }
  t.throws(() => buildLink('/jobs/:id'), {
    name: 'MissingRouteParameterError',
    message: /\/jobs\/:id.*"id"/,
  });
  t.throws(() => buildLink('/a/:first/:second', { first: 'x' }), {
    message: /"second"/,
  });
  t.ok(new MissingRouteParameterError('/p/:x', 'x') instanceof Error, 'it is an Error');
});

t.test('reserved characters in path values are percent-encoded', async (t) => {
  t.equal(buildLink('/s/:q', { q: 'a b' }), '/s/a%20b');
  t.equal(buildLink('/s/:q', { q: 'a/b' }), '/s/a%2Fb', 'a slash cannot create a new segment');
  t.equal(buildLink('/s/:q', { q: 'a?b' }), '/s/a%3Fb', 'a question mark cannot start a query');
  t.equal(buildLink('/s/:q', { q: 'a#b' }), '/s/a%23b', 'a hash cannot start a fragment');
  t.equal(buildLink('/s/:q', { q: 'a&b=c' }), '/s/a%26b%3Dc');
  t.equal(buildLink('/s/:q', { q: 'café' }), '/s/caf%C3%A9');
  t.equal(buildLink('/s/:q', { q: "!'()*" }), '/s/%21%27%28%29%2A');
  t.equal(buildLink('/s/:q', { q: '100%' }), '/s/100%25');
  t.equal(buildLink('/s/:q', { q: '$&' }), '/s/%24%26', 'replacement patterns are not interpreted');
  t.equal(decodeURIComponent('caf%C3%A9'), 'café', 'the encoding round-trips');
});

t.test('encodeComponent encodes what encodeURIComponent leaves alone', async (t) => {
  t.equal(encodeComponent("!'()*"), '%21%27%28%29%2A');
  t.equal(encodeComponent('plain-text_1.2~'), 'plain-text_1.2~', 'unreserved characters stay');
  t.equal(encodeComponent(''), '');
  t.equal(encodeComponent('[]'), '%5B%5D');
  t.equal(decodeURIComponent(encodeComponent("it's (a) test*!")), "it's (a) test*!");
});

t.test('parameters not used by the path become a query string sorted by key', async (t) => {
  t.equal(buildLink('/jobs/:id', { id: '1', zeta: 'z', alpha: 'a', mid: 'm' }), '/jobs/1?alpha=a&mid=m&zeta=z');
  t.equal(buildLink('/search', { b: '2', a: '1' }), '/search?a=1&b=2');
  t.equal(buildLink('/post-a-job/:slug?', { page: 2 }), '/post-a-job?page=2', 'query follows a dropped optional');
  t.equal(buildLink('/jobs/:id', { id: '1' }), '/jobs/1', 'no question mark when nothing remains');
  t.equal(
    buildLink('/jobs/:id', {
      id: '1',
      gone: undefined,
      none: null,
      empty: [],
    }),
    '/jobs/1',
  );
  t.equal(buildLink('/slug/:slug?', { slug: null, q: 'x' }), '/slug?q=x', 'an absent optional is not put in the query');
});

t.test('query values are encoded, stringified and list values use a bracketed key', async (t) => {
  t.equal(buildQueryString({ tags: ['a', 'b'] }), '?tags%5B%5D=a&tags%5B%5D=b');
  t.equal(buildQueryString({ q: 'a b&c=d#e?f' }), '?q=a%20b%26c%3Dd%23e%3Ff');
  t.equal(buildQueryString({ 'my key': 'v' }), '?my%20key=v', 'keys are encoded too');
  t.equal(buildQueryString({ n: 0, yes: true, no: false }), '?n=0&no=false&yes=true');
  t.equal(buildQueryString({ ids: [1, 2, 3] }), '?ids%5B%5D=1&ids%5B%5D=2&ids%5B%5D=3');
  t.equal(buildQueryString({ name: "O'Brien (jr)" }), '?name=O%27Brien%20%28jr%29');
  t.equal(buildQueryString({ city: 'Zürich' }), '?city=Z%C3%BCrich');
  t.equal(buildQueryString({ empty: '' }), '?empty=', 'empty text is kept, unlike a missing value');
});

t.test('a bracketed list key round-trips through URLSearchParams', async (t) => {
  const tags = ['a b', 'c&d', 'é', "x'y"];
  const query = buildQueryString({ tags, page: 3 });
  t.equal(query, '?page=3&tags%5B%5D=a%20b&tags%5B%5D=c%26d&tags%5B%5D=%C3%A9&tags%5B%5D=x%27y');
  const parsed = new URLSearchParams(query);
  t.same(parsed.getAll('tags[]'), tags);
  t.equal(parsed.get('page'), '3');
  t.same(parsed.getAll('tags'), [], 'the plain key is not used');
  const link = buildLink('/jobs/:id', { id: 'j', tags: ['x', 'y'] });
  t.equal(link, '/jobs/j?tags%5B%5D=x&tags%5B%5D=y');
  t.same(new URL(link, 'https://example.test').searchParams.getAll('tags[]'), ['x', 'y']);
});

t.test('buildQueryString returns empty text when nothing is present', async (t) => {
  t.equal(buildQueryString({}), '');
  t.equal(buildQueryString({ a: undefined, b: null, c: [] }), '');
  const params: LinkParams = { z: 1, y: undefined, a: ['1'] };
  t.equal(buildQueryString(params), '?a%5B%5D=1&z=1');
  t.same(params, { z: 1, y: undefined, a: ['1'] }, 'the input is not changed');
});

t.test('the keys are sorted alphabetically whatever the insertion order', async (t) => {
  const forwards = buildQueryString({ a: 1, b: 2, c: 3, d: 4 });
  t.equal(forwards, '?a=1&b=2&c=3&d=4');
  t.equal(buildQueryString({ d: 4, c: 3, b: 2, a: 1 }), forwards);
  t.equal(buildQueryString({ c: 3, a: 1, d: 4, b: 2 }), forwards);
  t.equal(buildQueryString({ b: ['2'], a: '1', c: [3, 4] }), '?a=1&b%5B%5D=2&c%5B%5D=3&c%5B%5D=4');
  const keys = [...new URLSearchParams(buildQueryString({ page: 1, filter: 'x', category: 'y' })).keys()];
  t.same(keys, ['category', 'filter', 'page']);
});

t.test('an empty required parameter is refused rather than linking to another page', async (t) => {
  t.throws(() => buildLink('/jobs/:id/edit', { id: '' }), MissingRouteParameterError);
  t.equal(buildLink('/jobs/:slug?', { slug: '' }), '/jobs');
});

t.test('a parameter named __proto__ stays an ordinary query parameter', async (t) => {
  t.equal(buildLink('/x', JSON.parse('{"__proto__":"a","b":"c"}')), '/x?__proto__=a&b=c');
});

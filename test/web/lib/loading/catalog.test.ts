// Fetching the locale's messages file the page names: the messages when it arrives, null when it
// cannot be had (no file named, an error status, not JSON, the network down), so the translation
// check reports it and reloads once instead of the page failing to start.
import t from 'tap';
import { loadCatalog } from '../../../../web/lib/loading/catalog.ts';

const answer = (status: number, body: string): typeof fetch =>
  (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

t.test('the messages of the file, or null when there are none to be had', async (t) => {
  t.same(await loadCatalog('/assets/messages-en-GB-ABCDEF12.json', answer(200, '{"a.b":"A"}')), { 'a.b': 'A' });
  t.equal(await loadCatalog(null, answer(200, '{}')), null, 'no file named');
  t.equal(await loadCatalog('/assets/x.json', answer(404, '{"error":"Not Found"}')), null, 'an error status');
  t.equal(await loadCatalog('/assets/x.json', answer(200, 'not json')), null, 'not JSON');
  t.equal(await loadCatalog('/assets/x.json', answer(200, 'null')), null, 'not an object');
  const offline = (async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  t.equal(await loadCatalog('/assets/x.json', offline), null, 'the network down');
});

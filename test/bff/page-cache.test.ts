// The kept pages' rules (decision 080), on the cache alone with a clock of the test's own: a page
// built of an answer that is not public is not kept; a kept page is fresh as long as its kind's
// max-age allows; past that, one request renders it again while the others get the kept page.
import type { FastifyRequest } from 'fastify';
import t from 'tap';
import { createPageCache, noteUpstreamRead, type Rendered, STALE_SECONDS } from '../../bff/page-cache.ts';

const fill = { nonce: 'N0NCE', requestId: 'REQ1' };
const maxAgeOf = () => 600;
const request = () => ({}) as FastifyRequest;

// A promise the test lets go of when it chooses: a render that is under way until then.
function gate(): { readonly passed: Promise<void>; open(): void } {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

function page(cache: ReturnType<typeof createPageCache>, text: string): Rendered {
  const { nonce, requestId } = cache.markers;
  return { status: 200, route: 'home', complete: true, html: `<script nonce="${nonce}">${requestId}</script>${text}` };
}

t.test('a page built of an answer that is not public is rendered each time', async (t) => {
  const cache = createPageCache(1_000_000);
  let renders = 0;
  for (let i = 0; i < 2; i++) {
    const caller = request();
    const answer = await cache.answer(
      'k',
      caller,
      async () => {
        renders += 1;
        noteUpstreamRead(caller, { data: {} });
        return page(cache, 'private');
      },
      maxAgeOf,
      fill,
    );
    t.equal(String(answer.html), '<script nonce="N0NCE">REQ1</script>private', 'the markers filled in');
  }
  t.equal(renders, 2);
});

t.test('a page with no upstream answers is kept for its max-age, then rendered again', async (t) => {
  let clock = 1_000_000;
  const cache = createPageCache(1_000_000, undefined, () => clock);
  let renders = 0;
  const render = async () => {
    renders += 1;
    return page(cache, `render ${renders}`);
  };
  t.match((await cache.answer('k', request(), render, maxAgeOf, fill)).html.toString(), /render 1$/);
  clock += 599_000;
  t.match((await cache.answer('k', request(), render, maxAgeOf, fill)).html.toString(), /render 1$/, 'fresh: kept');
  clock += 2_000;
  t.match(
    (await cache.answer('k', request(), render, maxAgeOf, fill)).html.toString(),
    /render 2$/,
    'past its age: rendered',
  );
  t.equal(renders, 2);
});

t.test('past its freshness, one request renders while the others get the kept page', async (t) => {
  let clock = 1_000_000;
  const cache = createPageCache(1_000_000, undefined, () => clock);
  await cache.answer('k', request(), async () => page(cache, 'old'), maxAgeOf, fill);
  clock += 601_000;
  const renewal = gate();
  const renewing = cache.answer(
    'k',
    request(),
    async () => {
      await renewal.passed;
      return page(cache, 'new');
    },
    maxAgeOf,
    fill,
  );
  const meanwhile = await cache.answer('k', request(), async () => page(cache, 'third'), maxAgeOf, fill);
  t.match(String(meanwhile.html), /old$/, 'the kept page, while it is rendered again');
  renewal.open();
  t.match((await renewing).html.toString(), /new$/);
  t.match((await cache.answer('k', request(), async () => page(cache, 'x'), maxAgeOf, fill)).html.toString(), /new$/);
  clock += 601_000 + STALE_SECONDS * 1000;
  const slow = gate();
  const leader = cache.answer(
    'k',
    request(),
    async () => {
      await slow.passed;
      return page(cache, 'newest');
    },
    maxAgeOf,
    fill,
  );
  const follower = cache.answer('k', request(), async () => page(cache, 'never'), maxAgeOf, fill);
  slow.open();
  t.match((await follower).html.toString(), /newest$/, 'too old to give: it waits for the render under way');
  t.match((await leader).html.toString(), /newest$/);
});

t.test('a failed render is not shared: the others render for themselves', async (t) => {
  const cache = createPageCache(1_000_000);
  const failure = gate();
  const failing = cache.answer(
    'k',
    request(),
    async () => {
      await failure.passed;
      throw new Error('upstream gone');
    },
    maxAgeOf,
    fill,
  );
  const other = cache.answer('k', request(), async () => page(cache, 'own'), maxAgeOf, fill);
  failure.open();
  await t.rejects(failing, /upstream gone/);
  t.match((await other).html.toString(), /own$/);
});

// Content pages (spec §2.2, §3 content types) over real HTTP: a brand's pages newest first a page at
// a time, by type and content cluster, and one page with its body, trade, service and price range.
import t from 'tap';
import { createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.51');

const PAGES = `query($brand: String!, $type: ContentType, $cluster: String, $first: Int, $after: String) {
  contentPages(brand: $brand, type: $type, cluster: $cluster, first: $first, after: $after) {
    totalCount edges { cursor node { id slug type cluster } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const PAGE = `query($brand: String!, $type: ContentType!, $slug: String!, $cluster: String) {
  contentPage(brand: $brand, type: $type, slug: $slug, cluster: $cluster) {
    id type slug cluster title summary body { kind text } publishedAt
    profession { id } service { id } priceRange { type amount { amountMinor } min { amountMinor currency }
      max { amountMinor currency } note } } }`;

// The brand's pages are only the ones this file writes.
await db.query(`DELETE FROM content_pages WHERE brand = 'ie'`);
const trade = await createTrade(db, 'ie');

interface PageSpec {
  readonly slug: string;
  readonly type: string;
  readonly cluster: string | null;
  readonly daysAgo: number;
  readonly price?: readonly [number, number];
}

async function insertPage(spec: PageSpec): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, service_id,
                                price_min_minor, price_max_minor, currency, published_at)
     VALUES ('ie', $1, $2, $3, $4, 'In short', $5::jsonb, $6, $7, $8, $9, $10,
             timestamptz '2026-01-20T10:00:00.123456Z' - make_interval(days => $11))
     RETURNING id`,
    [
      spec.type,
      spec.cluster,
      spec.slug,
      `Title of ${spec.slug}`,
      JSON.stringify([
        { kind: 'heading', text: 'What it costs' },
        { kind: 'paragraph', text: `About ${spec.slug}.` },
      ]),
      spec.cluster ? trade.professionId : null,
      spec.price ? trade.serviceIds[0] : null,
      spec.price?.[0] ?? null,
      spec.price?.[1] ?? null,
      spec.price ? 'EUR' : null,
      spec.daysAgo,
    ],
  );
  return row?.id ?? '';
}

const ids = {
  blog: await insertPage({ slug: 'spring-cleaning', type: 'BLOG_POST', cluster: null, daysAgo: 1 }),
  guide: await insertPage({
    slug: 'tiling-costs',
    type: 'PRICE_GUIDE',
    cluster: 'tiling',
    daysAgo: 2,
    price: [25000, 90000],
  }),
  tilingArticle: await insertPage({ slug: 'choosing-tiles', type: 'ARTICLE', cluster: 'tiling', daysAgo: 3 }),
  roofArticle: await insertPage({ slug: 'roof-leaks', type: 'ARTICLE', cluster: 'roofing', daysAgo: 4 }),
  task: await insertPage({ slug: 'fix-a-tile', type: 'TASK_ARTICLE', cluster: 'tiling', daysAgo: 5 }),
};
// Published at the same instant as the blog post: the id decides between them.
const [twin] = await db.query<{ id: string }>(
  `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, published_at)
   SELECT brand, 'SERVICE_PAGE', 'roofing', 'roof-repair', 'Roof repair', 'Fixed', '[]', published_at
     FROM content_pages WHERE id = $1 RETURNING id`,
  [ids.blog],
);
const twinId = twin?.id ?? '';
await insertPage({ slug: 'other-brand', type: 'ARTICLE', cluster: 'tiling', daysAgo: 0 }).then((id) =>
  db.query(`UPDATE content_pages SET brand = 'uk' WHERE id = $1`, [id]),
);

const newestFirst = [...[ids.blog, twinId].sort().reverse(), ids.guide, ids.tilingArticle, ids.roofArticle, ids.task];

t.test("a brand's pages come newest first, a page at a time, each exactly once", async (t) => {
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const { contentPages } = await visitor.ask(PAGES, { brand: 'ie', first: 2, after });
    pages += 1;
    t.equal(contentPages.totalCount, 6);
    t.equal(contentPages.pageInfo.hasPreviousPage, after !== null);
    seen.push(...contentPages.edges.map((edge: { node: { id: string } }) => edge.node.id));
    if (!contentPages.pageInfo.hasNextPage) break;
    after = contentPages.pageInfo.endCursor;
  }
  t.same(seen, newestFirst);
  t.equal(pages, 3);
});

t.test('pages are filtered by type and by content cluster', async (t) => {
  const articles = await visitor.ask(PAGES, { brand: 'ie', type: 'ARTICLE' });
  t.same(
    articles.contentPages.edges.map((edge: { node: { id: string } }) => edge.node.id),
    [ids.tilingArticle, ids.roofArticle],
  );
  t.equal(articles.contentPages.totalCount, 2);

  const tiling = await visitor.ask(PAGES, { brand: 'ie', cluster: 'tiling' });
  t.same(
    tiling.contentPages.edges.map((edge: { node: { slug: string } }) => edge.node.slug),
    ['tiling-costs', 'choosing-tiles', 'fix-a-tile'],
  );
  t.equal(tiling.contentPages.totalCount, 3);

  const both = await visitor.ask(PAGES, { brand: 'ie', type: 'ARTICLE', cluster: 'roofing' });
  t.same(
    both.contentPages.edges.map((edge: { node: { id: string } }) => edge.node.id),
    [ids.roofArticle],
  );
  const none = await visitor.ask(PAGES, { brand: 'ie', cluster: 'plumbing' });
  t.same(none.contentPages, {
    totalCount: 0,
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, endCursor: null },
  });
});

t.test('a price guide is read by slug with its body, trade, service and price range', async (t) => {
  const { contentPage } = await visitor.ask(PAGE, {
    brand: 'ie',
    type: 'PRICE_GUIDE',
    slug: 'tiling-costs',
    cluster: 'tiling',
  });
  t.same(contentPage, {
    id: ids.guide,
    type: 'PRICE_GUIDE',
    slug: 'tiling-costs',
    cluster: 'tiling',
    title: 'Title of tiling-costs',
    summary: 'In short',
    body: [
      { kind: 'heading', text: 'What it costs' },
      { kind: 'paragraph', text: 'About tiling-costs.' },
    ],
    publishedAt: '2026-01-18T10:00:00.123Z',
    profession: { id: trade.professionId },
    service: { id: trade.serviceIds[0] },
    priceRange: {
      type: 'ESTIMATED_PRICE_RANGE',
      amount: null,
      min: { amountMinor: 25000, currency: 'EUR' },
      max: { amountMinor: 90000, currency: 'EUR' },
      note: null,
    },
  });
});

t.test('a page without a price has no price range, and a blog post no cluster', async (t) => {
  const { contentPage } = await visitor.ask(PAGE, { brand: 'ie', type: 'BLOG_POST', slug: 'spring-cleaning' });
  t.equal(contentPage.id, ids.blog);
  t.equal(contentPage.cluster, null);
  t.equal(contentPage.priceRange, null);
  t.equal(contentPage.profession, null);
  t.equal(contentPage.service, null);
});

t.test('a page is not found under another cluster, type or brand', async (t) => {
  const ask = async (variables: Record<string, unknown>) =>
    (await visitor.ask(PAGE, { brand: 'ie', type: 'PRICE_GUIDE', slug: 'tiling-costs', ...variables })).contentPage;
  t.equal(await ask({ cluster: 'roofing' }), null);
  t.equal(await ask({ type: 'ARTICLE' }), null);
  t.equal(await ask({ brand: 'uk' }), null);
  t.equal((await ask({})).id, ids.guide, 'without a cluster the slug is enough');
});

t.test('an unknown brand or a foreign cursor is refused with BAD_USER_INPUT', async (t) => {
  t.equal(errorCode(await visitor.raw(PAGES, { brand: 'xx' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(PAGE, { brand: 'xx', type: 'ARTICLE', slug: 'a' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(PAGES, { brand: 'ie', after: 'bm90LWEtY3Vyc29y' })), 'BAD_USER_INPUT');
  t.equal(errorCode(await visitor.raw(PAGES, { brand: 'ie', first: 0 })), 'BAD_USER_INPUT');
});

const NUMBERED = `query($brand: String!, $first: Int, $page: Int, $after: String) {
  contentPages(brand: $brand, first: $first, page: $page, after: $after) {
    totalCount edges { node { id authorName } } pageInfo { hasNextPage hasPreviousPage } } }`;

t.test('a numbered listing: page n of `first` each, the same order, and its author', async (t) => {
  await db.query(`UPDATE content_pages SET author_name = 'Aoife Byrne' WHERE id = $1`, [ids.blog]);
  const page = async (number: number) =>
    (await visitor.ask(NUMBERED, { brand: 'ie', first: 2, page: number })).contentPages;
  const pages = [await page(1), await page(2), await page(3)];
  t.same(
    pages.flatMap((listed) => listed.edges.map((edge: { node: { id: string } }) => edge.node.id)),
    newestFirst,
    'the pages in order, each once',
  );
  t.same(
    pages.map((listed) => [listed.pageInfo.hasPreviousPage, listed.pageInfo.hasNextPage]),
    [
      [false, true],
      [true, true],
      [true, false],
    ],
  );
  t.same((await page(4)).edges, [], 'past the end: nothing');
  const authors = pages[0].edges.map((edge: { node: { id: string; authorName: string | null } }) => [
    edge.node.id === ids.blog,
    edge.node.authorName,
  ]);
  t.ok(
    authors.some(([blog, name]: [boolean, string | null]) => blog && name === 'Aoife Byrne'),
    'the blog post names its author',
  );
  for (const wrong of [0, 1001]) {
    t.equal(errorCode(await visitor.raw(NUMBERED, { brand: 'ie', page: wrong })), 'BAD_USER_INPUT', `page ${wrong}`);
  }
  const first = await visitor.ask(PAGES, { brand: 'ie', first: 2 });
  t.equal(
    errorCode(await visitor.raw(NUMBERED, { brand: 'ie', page: 2, after: first.contentPages.pageInfo.endCursor })),
    'BAD_USER_INPUT',
    'a page or a cursor, not both',
  );
});

const BY_TRADE = `query($brand: String!, $first: Int, $page: Int, $after: String) {
  contentPages(brand: $brand, first: $first, page: $page, after: $after, order: BY_TRADE) {
    totalCount edges { node { id cluster } } pageInfo { endCursor } } }`;

t.test('an index by trade: trade by trade, then by title, the pages of no trade last', async (t) => {
  const page = async (number: number) =>
    (await visitor.ask(BY_TRADE, { brand: 'ie', first: 3, page: number })).contentPages;
  const listed = [...(await page(1)).edges, ...(await page(2)).edges, ...(await page(3)).edges].map(
    (edge: { node: { id: string } }) => edge.node.id,
  );
  const ours = new Set(Object.values(ids));
  // roofing < tiling; within tiling by title (choosing-tiles, fix-a-tile, tiling-costs); the blog last.
  t.same(
    listed.filter((id: string) => ours.has(id)),
    [ids.roofArticle, ids.tilingArticle, ids.task, ids.guide, ids.blog],
  );
  t.equal(new Set(listed).size, listed.length, 'each page once');
  const first = await visitor.ask(PAGES, { brand: 'ie', first: 2 });
  t.equal(
    errorCode(await visitor.raw(BY_TRADE, { brand: 'ie', after: first.contentPages.pageInfo.endCursor })),
    'BAD_USER_INPUT',
    'a cursor is for the newest-first order',
  );
});

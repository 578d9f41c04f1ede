// The blog, articles and price guides over real HTTP, as a visitor and a crawler read them (spec
// §2.2, issue 21): the posts newest first, ten a page, with numbered links to the others; a later
// page is its own canonical address and has no copies in other brands; a post in full with its
// date, author and body, stated as a BlogPosting with its breadcrumbs; an article and a price guide
// (with its usual price range) only under their own trade, stated as Articles; pages that are not
// there answer 404; all are public and cached as their §9 policy says.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, send } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  type TradeFixture,
} from '../../helpers/marketplace.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const origin = bff.brandOrigin('uk');
const page = (path: string) => send(bff.origin, path, { host });

// Twelve posts of the brand, a day apart, the newest "post-1".
await upstream.db.query(`DELETE FROM content_pages WHERE brand = 'uk' AND type = 'BLOG_POST'`);
await upstream.db.query(
  `INSERT INTO content_pages (brand, type, slug, title, summary, body, author_name, published_at)
   SELECT 'uk', 'BLOG_POST', 'post-' || n, 'Post number ' || n, 'What post ' || n || ' is about.',
          '[{"kind": "heading", "text": "First things first"}, {"kind": "paragraph", "text": "Check the <b>roof</b>."}]',
          'Harriet Shaw', timestamptz '2026-11-01T09:00:00Z' - make_interval(days => n)
     FROM generate_series(1, 12) AS n`,
);

const links = (html: string, testId: string) =>
  [
    ...(new RegExp(`data-testid="${testId}"[\\s\\S]*?</nav>`).exec(html)?.[0] ?? '').matchAll(
      /<a[^>]* href="([^"]+)"/g,
    ),
  ].map(([, href]) => href);

t.test('the listing: ten posts newest first, their dates and authors, and the way to the next page', async (t) => {
  const first = await page('/blog');
  t.equal(first.status, 200);
  const returning = await send(bff.origin, '/blog', {
    host,
    headers: { cookie: first.cookies.map(cookiePair).join('; ') },
  });
  t.equal(returning.headers['cache-control'], 'public, max-age=600', 'shared as a frequently updated page');
  const titles = [...first.text.matchAll(/<a href="\/blog\/(post-\d+)"/g)].map(([, slug]) => slug);
  t.same(
    titles,
    Array.from({ length: 10 }, (_, i) => `post-${i + 1}`),
  );
  t.match(first.text, 'by Harriet Shaw');
  t.match(first.text, '31 October 2026');
  t.same(links(first.text, 'pagination'), ['/blog', '/blog?page=2', '/blog?page=2'], 'page 1, page 2, and next');
  t.match(first.text, `<link rel="canonical" href="${origin}/blog">`);
  t.same(structuredDataProblems(jsonLdOf(first.text), origin), []);

  const second = await page('/blog?page=2');
  t.equal(second.status, 200);
  t.same(
    [...second.text.matchAll(/<a href="\/blog\/(post-\d+)"/g)].map(([, slug]) => slug),
    ['post-11', 'post-12'],
  );
  t.match(second.text, `<link rel="canonical" href="${origin}/blog?page=2">`, 'its own canonical address');
  t.notMatch(second.text, 'hreflang', 'no copies in other brands');
  t.match(second.text, '<title>Tips and ideas, page 2');
  t.match(second.text, 'rel="prev"');
});

t.test('a post in full, stated as a BlogPosting with its breadcrumbs', async (t) => {
  const post = await page('/blog/post-3');
  t.equal(post.status, 200);
  t.match(post.text, '<h1>Post number 3</h1>');
  t.match(post.text, '<h2>First things first</h2>');
  t.match(post.text, 'Check the &lt;b&gt;roof&lt;/b&gt;.', 'the body is text, never markup');
  const nodes = jsonLdOf(post.text);
  t.same(structuredDataProblems(nodes, origin), []);
  t.match(nodes[0], {
    '@type': 'BlogPosting',
    headline: 'Post number 3',
    url: `${origin}/blog/post-3`,
    author: { name: 'Harriet Shaw' },
    datePublished: '2026-10-29T09:00:00.000Z',
  });
  t.same(
    ((nodes[1]?.itemListElement ?? []) as { item: string }[]).map((item) => item.item),
    [`${origin}/`, `${origin}/blog`, `${origin}/blog/post-3`],
  );
});

t.test('what is not there answers 404', async (t) => {
  for (const path of ['/blog/no-such-post', '/blog?page=3', '/blog?page=0', '/blog?page=two']) {
    t.equal((await page(path)).status, 404, path);
  }
});

t.test('an article and a price guide: listed, and found only under their own trade', async (t) => {
  const { db } = upstream;
  const trade = await createTrade(db, 'uk', 1200);
  await db.query(`DELETE FROM content_pages WHERE brand = 'uk' AND type IN ('ARTICLE', 'PRICE_GUIDE')`);
  await db.query(
    `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, service_id,
                                price_min_minor, price_max_minor, currency, author_name, published_at)
     VALUES ('uk', 'ARTICLE', $1, 'choosing-tiles', 'Choosing tiles', 'Floor or wall, glazed or not.',
             '[{"kind": "paragraph", "text": "Start with the room."}]', $2, NULL, NULL, NULL, NULL, 'Tom Price',
             '2026-10-01T09:00:00Z'),
            ('uk', 'PRICE_GUIDE', $1, 'tiling-costs', 'What tiling costs', 'From a splashback to a bathroom.',
             '[{"kind": "paragraph", "text": "It depends on the area."}]', $2, $3, 25000, 90000, 'GBP', NULL,
             '2026-10-02T09:00:00Z')`,
    [trade.professionSlug, trade.professionId, trade.serviceIds[0] ?? null],
  );
  const articles = await page('/articles');
  t.equal(articles.status, 200);
  t.match(articles.text, `href="/${trade.professionSlug}/article/choosing-tiles"`);
  t.match(articles.text, 'by Tom Price');
  const guides = await page('/price-guides');
  t.equal(guides.status, 200);
  t.match(guides.text, `href="/${trade.professionSlug}/price-guide/tiling-costs"`);
  t.match(guides.text, 'Usually £250.00 to £900.00');

  const guide = await page(`/${trade.professionSlug}/price-guide/tiling-costs`);
  t.equal(guide.status, 200);
  t.match(guide.text, '<h1>What tiling costs</h1>');
  t.match(guide.text, 'Usually £250.00 to £900.00');
  const nodes = jsonLdOf(guide.text);
  t.same(structuredDataProblems(nodes, origin), []);
  t.match(nodes[0], { '@type': 'Article', headline: 'What tiling costs' });
  t.same(
    ((nodes[1]?.itemListElement ?? []) as { item: string }[]).map((item) => item.item),
    [`${origin}/`, `${origin}/price-guides`, `${origin}/${trade.professionSlug}/price-guide/tiling-costs`],
  );
  const article = await page(`/${trade.professionSlug}/article/choosing-tiles`);
  t.equal(article.status, 200);
  t.same(structuredDataProblems(jsonLdOf(article.text), origin), []);
  for (const path of [
    `/other-trade/article/choosing-tiles`,
    `/${trade.professionSlug}/article/tiling-costs`,
    `/${trade.professionSlug}/price-guide/no-such-guide`,
    '/articles?page=2',
  ]) {
    t.equal((await page(path)).status, 404, path);
  }
});

t.test('a price guide with enough quotes shows what professionals quoted, and says so', async (t) => {
  const { db } = upstream;
  const [guide] = await db.query<{ cluster: string; profession_id: string; service_id: string }>(
    `SELECT cluster, profession_id, service_id FROM content_pages
      WHERE brand = 'uk' AND type = 'PRICE_GUIDE' AND slug = 'tiling-costs'`,
  );
  const trade = {
    professionId: guide?.profession_id ?? '',
    serviceIds: [guide?.service_id ?? ''],
  } as unknown as TradeFixture;
  const place = await createPlace(db, 'GB', 51.5072, -0.1276);
  const owner = await createConsumer(db, 'uk');
  for (let n = 1; n <= 5; n += 1) {
    const job = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk' });
    const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
    await db.query(
      `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at, price_type, price_amount_minor, currency)
       VALUES ($1, $2, 'PROPOSED', now(), 'ESTIMATED_PRICE', $3, 'GBP')`,
      [job, pro.id, 30_000 + n * 10_000],
    );
  }
  const page2 = await page(`/${guide?.cluster}/price-guide/tiling-costs`);
  t.equal(page2.status, 200);
  // 40k to 80k: the 10th percentile £440, the 90th £760.
  t.match(page2.text, 'Usually £440.00 to £760.00');
  t.match(page2.text, /From 5 quotes tradespeople sent on Hearth since \d+ \w+ \d{4}/);
  const listing = await page('/price-guides');
  t.match(listing.text, 'Usually £440.00 to £760.00', 'the listing shows the same range');
});

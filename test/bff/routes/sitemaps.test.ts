// Each brand's sitemaps over real HTTP, read as a crawler reads them (issue 21): an index of child
// sitemaps by kind, each a numbered file of at most 50,000 addresses on the brand's origin, the
// fixed pages, every trade's job form and professionals, the places, the written pages dated and
// the profiles; and every address listed — a sample of each kind in each brand — answers 200 and
// names itself as its canonical address. Unknown files answer 404.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS } from '../../../shared/brands.ts';
import { linkTo } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import { createConsumer, createPlace, createPro, createTrade } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = (brand: string) => `${brand}.localhost:${bff.port}`;
// Per brand: a trade with two professionals working from a town of a region, and a page of every
// written kind (the test database holds the reference data, not the demo's).
for (const [id, country, latitude, longitude] of [
  ['uk', 'GB', 52.2053, 0.1218],
  ['de', 'DE', 48.1351, 11.582],
] as const) {
  const { db } = upstream;
  const trade = await createTrade(db, id);
  const town = await createPlace(db, country, latitude, longitude);
  const [region] = await db.query<{ id: string }>(
    `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude)
     VALUES ($1, 'REGION', 'Sitemap Region', $2, $3, $4) RETURNING id`,
    [country, `sitemap-region-${id}`, latitude, longitude],
  );
  await db.query('UPDATE locality_nodes SET parent_id = $1 WHERE id = $2', [region?.id ?? null, town.cityId]);
  for (const reviewCount of [0, 3]) {
    const pro = await createPro(db, {
      brand: id,
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      latitude,
      longitude,
      reviewCount,
      reviewAverage: reviewCount > 0 ? 4.7 : null,
    });
    await db.query('UPDATE company_profiles SET work_centre_id = $2 WHERE user_id = $1', [pro.id, town.cityId]);
  }
  await db.query(
    `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, published_at)
     SELECT $1, type, CASE WHEN type = 'BLOG_POST' THEN NULL ELSE $2 END, 'sitemap-' || lower(type), 'About ' || type,
            'In short.', '[{"kind": "paragraph", "text": "Body."}]',
            CASE WHEN type = 'BLOG_POST' THEN NULL ELSE $3::uuid END, '2026-10-01T09:00:00Z'
       FROM unnest(ARRAY['BLOG_POST', 'ARTICLE', 'PRICE_GUIDE', 'SERVICE_PAGE', 'TASK_ARTICLE']) AS type`,
    [id, trade.professionSlug, trade.professionId],
  );
  const asker = await createConsumer(db, id);
  await db.query(
    `INSERT INTO questions (brand, profession_id, consumer_id, title, body, slug, status)
     VALUES ($1, $2, $3, 'How long does a new boiler take to fit?', 'We have a combi boiler of 15 years.',
             'how-long-does-a-new-boiler-take-to-fit', 'APPROVED')`,
    [id, trade.professionId, asker.id],
  );
}

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => url.replaceAll('&amp;', '&'));
const KINDS = ['pages', 'trades', 'places', 'content', 'questions', 'profiles'];
// Spread over the list: the first, the last and some between.
const sample = <T>(list: readonly T[], count: number) =>
  list.length <= count
    ? [...list]
    : Array.from({ length: count }, (_, i) => list[Math.round((i * (list.length - 1)) / (count - 1))] as T);

for (const id of ['uk', 'de'] as const) {
  t.test(`${id}: the index, its children, and a sample of every kind answering as itself`, async (t) => {
    const origin = bff.brandOrigin(id);
    const words = PATHS[BRANDS[id].locale];
    const index = await send(bff.origin, '/sitemap.xml', { host: host(id) });
    t.equal(index.status, 200);
    t.match(index.headers['content-type'], /^application\/xml/);
    t.match(index.text, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.text);
    t.same(
      [...new Set(children.map((url) => /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(url)?.[1]))],
      KINDS,
      'one or more files of every kind, on the brand origin',
    );
    t.ok(children.every((url) => url.startsWith(`${origin}/sitemaps/`)));

    const byKind = new Map<string, { url: string; lastmod: boolean }[]>();
    for (const child of children) {
      const file = await send(bff.origin, child.slice(origin.length), { host: host(id) });
      t.equal(file.status, 200, child);
      t.match(file.text, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const entries = [...file.text.matchAll(/<url><loc>([^<]+)<\/loc>(<lastmod>)?/g)].map(([, url = '', lastmod]) => ({
        url: url.replaceAll('&amp;', '&'),
        lastmod: lastmod !== undefined,
      }));
      t.ok(entries.length > 0 && entries.length <= 50_000, `${child}: ${entries.length} addresses`);
      const kind = /\/sitemaps\/([a-z]+)-/.exec(child)?.[1] ?? '';
      byKind.set(kind, [...(byKind.get(kind) ?? []), ...entries]);
    }
    const all = [...byKind.values()].flat().map((entry) => entry.url);
    t.equal(new Set(all).size, all.length, 'each address once');
    t.ok(all.every((url) => url.startsWith(`${origin}/`)));
    t.notOk(
      all.some((url) => url.includes('/consumer/') || url.includes('/service-pro/') || url.includes(`/${words.login}`)),
      'nothing private',
    );
    const pages = (byKind.get('pages') ?? []).map((entry) => entry.url);
    for (const name of ['home', 'findAPro', 'privacyPolicy', 'allTrades', 'allLocations', 'blog'] as const) {
      t.ok(pages.includes(`${origin}${linkTo(name, words)}`), `${name} is listed`);
    }
    const trades = (byKind.get('trades') ?? []).map((entry) => entry.url);
    t.ok(trades.filter((url) => url.includes('/profession/')).length >= 10, "every trade's job form");
    t.ok(
      trades.some((url) => url.endsWith(`/${words['service-pros']}`)),
      "a trade's professionals",
    );
    t.ok(
      (byKind.get('content') ?? []).every((entry) => entry.lastmod),
      'written pages are dated',
    );
    t.ok(
      (byKind.get('profiles') ?? []).every((entry) => entry.lastmod),
      'profiles are dated',
    );

    for (const [kind, entries] of byKind) {
      for (const { url } of sample(entries, 4)) {
        const page = await send(bff.origin, url.slice(origin.length), { host: host(id) });
        t.equal(page.status, 200, `${kind}: ${url}`);
        const canonical = /<link rel="canonical" href="([^"]+)">/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
        t.equal(canonical, url, `${kind}: ${url} is its own canonical address`);
      }
    }
  });
}

t.test('a file that is not there answers 404', async (t) => {
  for (const path of [
    '/sitemaps/nope-1.xml',
    '/sitemaps/profiles-99.xml',
    '/sitemaps/pages-0.xml',
    '/sitemaps/pages.xml',
  ]) {
    t.equal((await send(bff.origin, path, { host: host('uk') })).status, 404, path);
  }
});

// The indexes of the public site over real HTTP (spec §2.2, §2.1 service-pros; issue 21): every
// trade and every town with their professionals and reviews counted, services and common jobs
// trade by trade with a section per trade, a service's and a job's page under its own trade with
// the way to post it, and a trade's professionals in the country and in one region — each with its
// breadcrumbs, its canonical address and §9 cache policy; what is not there answers 404.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, send } from '../../helpers/http.ts';
import { createPlace, createPro, createTrade } from '../../helpers/marketplace.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const { db } = upstream;
const host = `uk.localhost:${bff.port}`;
const origin = bff.brandOrigin('uk');
const page = (path: string) => send(bff.origin, path, { host });
// The cache policy shows on a second visit: the first answer also sets the visitor's cookies.
async function cachePolicyOf(path: string): Promise<string> {
  const first = await page(path);
  const again = await send(bff.origin, path, { host, headers: { cookie: first.cookies.map(cookiePair).join('; ') } });
  return String(again.headers['cache-control']);
}
const crumbsOf = (html: string) =>
  (
    (jsonLdOf(html).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? []) as { item: string }[]
  ).map((item) => item.item);

const trade = await createTrade(db, 'uk', 1200);
const [region] = await db.query<{ id: string; slug: string; name: string }>(
  `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude)
   VALUES ('GB', 'REGION', 'Testshire', 'testshire', 51.75, -1.25) RETURNING id, slug, name`,
);
const town = await createPlace(db, 'GB', 51.752, -1.2577);
await db.query('UPDATE locality_nodes SET parent_id = $1 WHERE id = $2', [region?.id ?? null, town.cityId]);
for (const reviews of [4, 6]) {
  const pro = await createPro(db, {
    brand: 'uk',
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: 51.752,
    longitude: -1.2577,
    reviewCount: reviews,
    reviewAverage: 4.6,
  });
  await db.query('UPDATE company_profiles SET work_centre_id = $2 WHERE user_id = $1', [pro.id, town.cityId]);
}
const [{ name: townName } = { name: '' }] = await db.query<{ name: string }>(
  'SELECT name FROM locality_nodes WHERE id = $1',
  [town.cityId],
);

t.test('all trades: each with its professionals and reviews, linking to its professionals', async (t) => {
  const index = await page('/all-trades');
  t.equal(index.status, 200);
  t.match(index.text, `href="/${trade.professionSlug}/all-tradespeople"`);
  t.match(index.text, '2 tradespeople · 10 reviews');
  t.match(index.text, `<link rel="canonical" href="${origin}/all-trades">`);
  t.match(index.text, /hreflang="nl-NL" href="[^"]+\/alle-vakgebieden"/, 'the same index in the other brands');
  t.same(structuredDataProblems(jsonLdOf(index.text), origin), []);
  t.equal(await cachePolicyOf('/all-trades'), 'public, max-age=3600', 'a semi-dynamic page');
});

t.test("every page's footer leads to the indexes and to the brand's own support centre and accounts", async (t) => {
  for (const [id, help, index] of [
    ['uk', 'https://help.hearth-trades.co.uk/trust-and-safety', '/all-trades'],
    ['nl', 'https://help.haardwerk.nl/veiligheid-en-vertrouwen', '/alle-vakgebieden'],
  ] as const) {
    const home = await send(bff.origin, '/', { host: `${id}.localhost:${bff.port}` });
    const footer = /<footer[\s\S]*<\/footer>/.exec(home.text)?.[0] ?? '';
    t.match(footer, `href="${help}"`, `${id}: trust and safety`);
    t.match(footer, `href="${index}"`, `${id}: the trades index`);
    t.match(footer, /href="https:\/\/www\.instagram\.com\/[a-z.]+"/, `${id}: its accounts`);
  }
});

t.test('all places: towns under their regions, linking to the town page', async (t) => {
  const index = await page('/all-locations');
  t.equal(index.status, 200);
  t.match(index.text, '<h2 id="region-testshire">Testshire</h2>');
  t.match(index.text, `href="/find-a-tradesperson/${town.citySlug}"`);
  t.same(crumbsOf(index.text), [`${origin}/`, `${origin}/find-a-tradesperson`, `${origin}/all-locations`]);
});

t.test("a trade's professionals in the country and in a region, with the towns they work from", async (t) => {
  const country = await page(`/${trade.professionSlug}/all-tradespeople`);
  t.equal(country.status, 200);
  t.match(country.text, '2 tradespeople found');
  t.match(country.text, `href="/${trade.professionSlug}/testshire/all-tradespeople"`, 'the region is a way in');
  t.match(
    country.text,
    `href="/${trade.professionSlug}/${trade.professionSlug}-tradespeople/${town.citySlug}"`,
    "the trade's page in the town",
  );
  t.match(country.text, `${townName}`);
  t.same(structuredDataProblems(jsonLdOf(country.text), origin), []);
  t.equal(await cachePolicyOf(`/${trade.professionSlug}/all-tradespeople`), 'public, max-age=600', 'a frequent page');

  const inRegion = await page(`/${trade.professionSlug}/testshire/all-tradespeople`);
  t.equal(inRegion.status, 200);
  t.match(inRegion.text, 'in Testshire</h1>');
  t.match(inRegion.text, '2 tradespeople found');
  t.same(crumbsOf(inRegion.text), [
    `${origin}/`,
    `${origin}/find-a-tradesperson`,
    `${origin}/${trade.professionSlug}/all-tradespeople`,
    `${origin}/${trade.professionSlug}/testshire/all-tradespeople`,
  ]);
  for (const path of [
    '/no-such-trade/all-tradespeople',
    `/${trade.professionSlug}/no-such-region/all-tradespeople`,
    `/${trade.professionSlug}/${town.citySlug}/all-tradespeople`,
  ]) {
    t.equal((await page(path)).status, 404, path);
  }
});

t.test(
  'services and common jobs: indexed trade by trade, each page under its trade with the way to post it',
  async (t) => {
    await db.query(`DELETE FROM content_pages WHERE brand = 'uk' AND type IN ('SERVICE_PAGE', 'TASK_ARTICLE')`);
    await db.query(
      `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, service_id, published_at)
     VALUES ('uk', 'SERVICE_PAGE', $1, 'leak-repair', 'Leak repair', 'Stopping a leak for good.',
             '[{"kind": "paragraph", "text": "Find the source first."}]', $2, $3, '2026-10-01T09:00:00Z'),
            ('uk', 'TASK_ARTICLE', $1, 'fixing-a-dripping-tap', 'Fixing a dripping tap', 'A washer or a cartridge.',
             '[{"kind": "paragraph", "text": "Turn the water off."}]', $2, $3, '2026-10-02T09:00:00Z')`,
      [trade.professionSlug, trade.professionId, trade.serviceIds[0] ?? null],
    );
    const [service] = await db.query<{ slug: string }>('SELECT slug FROM services WHERE id = $1', [
      trade.serviceIds[0],
    ]);

    const services = await page('/services');
    t.equal(services.status, 200);
    t.match(
      services.text,
      `<section id="${trade.professionSlug}"`,
      "a section per trade, addressed by the trade's slug",
    );
    t.match(services.text, `href="/${trade.professionSlug}/leak-repair"`);
    const tasks = await page('/common-jobs');
    t.equal(tasks.status, 200);
    t.match(tasks.text, `href="/${trade.professionSlug}/jobs/fixing-a-dripping-tap"`);

    const servicePage = await page(`/${trade.professionSlug}/leak-repair`);
    t.equal(servicePage.status, 200);
    t.match(servicePage.text, '<h1>Leak repair</h1>');
    t.match(
      servicePage.text,
      `href="/post-a-job/profession/${trade.professionSlug}/${service?.slug}"`,
      'post this service',
    );
    t.match(servicePage.text, `href="/${trade.professionSlug}/all-tradespeople"`);
    t.same(structuredDataProblems(jsonLdOf(servicePage.text), origin), []);
    t.same(crumbsOf(servicePage.text), [
      `${origin}/`,
      `${origin}/services`,
      `${origin}/${trade.professionSlug}/leak-repair`,
    ]);
    t.equal(await cachePolicyOf(`/${trade.professionSlug}/leak-repair`), 'public, max-age=3600');
    const task = await page(`/${trade.professionSlug}/jobs/fixing-a-dripping-tap`);
    t.equal(task.status, 200);
    t.match(task.text, '<h1>Fixing a dripping tap</h1>');
    t.same(structuredDataProblems(jsonLdOf(task.text), origin), []);
    for (const path of [
      '/other-trade/leak-repair',
      `/${trade.professionSlug}/no-such-service`,
      `/${trade.professionSlug}/jobs/leak-repair`,
      '/services?page=2',
    ]) {
      t.equal((await page(path)).status, 404, path);
    }
  },
);

t.test("a trade's professionals a numbered page at a time, each page its own address", async (t) => {
  for (let n = 0; n < 11; n += 1) {
    await createPro(db, {
      brand: 'uk',
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      latitude: 51.752,
      longitude: -1.2577,
    });
  }
  const path = `/${trade.professionSlug}/all-tradespeople`;
  const first = await page(path);
  t.match(first.text, '13 tradespeople found');
  t.equal([...first.text.matchAll(/data-testid="pro-card"/g)].length, 12, 'twelve a page');
  t.match(first.text, `href="${path}?page=2"`, 'the next page, as a link');
  t.match(first.text, 'rel="next"');
  const sorted = await page(`${path}?sort=BEST_RATED`);
  t.match(sorted.text, `href="${path}?page=2&amp;sort=BEST_RATED"`, 'the order is kept from page to page');
  const second = await page(`${path}?page=2`);
  t.equal(second.status, 200);
  t.equal([...second.text.matchAll(/data-testid="pro-card"/g)].length, 1);
  t.match(second.text, `<link rel="canonical" href="${origin}${path}?page=2">`, 'its own canonical address');
  t.match(second.text, ', page 2</h1>');
  t.notMatch(second.text, 'hreflang');
  for (const wrong of ['?page=3', '?page=0', '?page=two']) {
    t.equal((await page(`${path}${wrong}`)).status, 404, wrong);
  }
});

// A price guide's quoted prices over real HTTP (issue 21, decision 077): the middle 80 % of what
// professionals quoted for the guide's service in the last year, a range counting as its midpoint,
// "other" prices and year-old jobs left out; nothing with fewer than five quotes, and nothing on a
// page that is not a price guide.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { clientAt } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.77');
const BRAND = 'ie';
const trade = await createTrade(db, BRAND);
const place = await createPlace(db, 'IE', 53.3498, -6.2603);
const owner = await createConsumer(db, BRAND);

const GUIDE = `query($brand: String!, $slug: String!) {
  contentPage(brand: $brand, type: PRICE_GUIDE, slug: $slug) {
    quotedPrices { low { amountMinor currency } median { amountMinor } high { amountMinor } quoteCount since } } }`;

async function guide(slug: string, type = 'PRICE_GUIDE') {
  await db.query(
    `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, service_id, published_at)
     VALUES ($1, $2, $3, $4, 'What it costs', 'In short.', '[]', $5, $6, now())`,
    [BRAND, type, trade.professionSlug, slug, trade.professionId, trade.serviceIds[0] ?? null],
  );
}

// A job of the guide's service with one quote: an amount, a range, or another kind of price.
async function quote(price: { amount?: number; range?: [number, number]; other?: boolean }, daysAgo = 10) {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000);
  const job = await createJob(db, { consumerId: owner.id, trade, place, brand: BRAND, createdAt });
  const pro = await createPro(db, { brand: BRAND, serviceIds: trade.serviceIds, professionId: trade.professionId });
  const type = price.other ? 'OTHER' : price.range ? 'ESTIMATED_PRICE_RANGE' : 'ESTIMATED_PRICE';
  await db.query(
    `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at, price_type, price_amount_minor,
                            price_min_minor, price_max_minor, currency)
     VALUES ($1, $2, 'PROPOSED', now(), $3, $4, $5, $6, 'EUR')`,
    [job, pro.id, type, price.amount ?? null, price.range?.[0] ?? null, price.range?.[1] ?? null],
  );
}

const quoted = async (slug: string) => (await visitor.ask(GUIDE, { brand: BRAND, slug })).contentPage?.quotedPrices;

t.test('fewer than five quotes say nothing', async (t) => {
  await guide('boiler-costs');
  for (const amount of [20_000, 30_000, 40_000, 50_000]) await quote({ amount });
  await quote({ other: true });
  await quote({ amount: 45_000 }, 400);
  t.equal(await quoted('boiler-costs'), null, 'four quotes with an amount this year');
});

t.test('the middle of what was quoted, a range as its midpoint, in whole units', async (t) => {
  await quote({ range: [55_000, 65_000] });
  const prices = await quoted('boiler-costs');
  t.match(prices, { quoteCount: 5, low: { currency: 'EUR' } });
  // 20k, 30k, 40k, 50k, 60k: the 10th percentile 24k, the median 40k, the 90th 56k.
  t.same([prices.low.amountMinor, prices.median.amountMinor, prices.high.amountMinor], [24_000, 40_000, 56_000]);
  t.ok(Date.parse(prices.since) < Date.now() - 364 * 86_400_000, 'counted over the last year');
});

t.test('only price guides have quoted prices', async (t) => {
  await guide('boiler-article', 'ARTICLE');
  const article = await visitor.ask(
    `query { contentPage(brand: "ie", type: ARTICLE, slug: "boiler-article") { quotedPrices { quoteCount } } }`,
  );
  t.equal(article.contentPage.quotedPrices, null);
});

// The directory and profile pages (spec §2.2, §2.3) rendered by the real BFF over a real upstream:
// each shows its records in the server's HTML, and a place, trade or professional that does not
// exist is answered with the not-found page and 404.
import t from 'tap';
import { BRANDS } from '../../../shared/brands.ts';
import { recomputeReviewScore } from '../../../upstream/domain/reviews/review-score.ts';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  type PersonFixture,
  type PlaceFixture,
  type TradeFixture,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const uk = { host: `uk.localhost:${bff.port}` };
const { db } = upstream;

// The document's <head>: title, description and the social card tags.
function head(text: string) {
  const part = text.slice(0, text.indexOf('</head>'));
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(part)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(part)?.[1],
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
  };
}

// The page as rendered, without the embedded data the client hydrates from.
function rendered(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('<script', start);
  return text.slice(start, end);
}

async function addReview(
  pro: PersonFixture,
  trade: TradeFixture,
  place: PlaceFixture,
  review: { rating: number; title: string; body: string; response?: string; daysAgo: number },
) {
  const consumer = await createConsumer(db, 'uk');
  const job = await createJob(db, { consumerId: consumer.id, trade, place, brand: 'uk', status: 'HIRED' });
  const [proposal] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, hired_at) VALUES ($1, $2, 'HIRED', now()) RETURNING id`,
    [job, pro.id],
  );
  await db.query(
    `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body, response_body,
                          response_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $8::text IS NULL THEN NULL ELSE now() END,
             now() - make_interval(days => $9))`,
    [
      job,
      proposal?.id ?? null,
      pro.id,
      consumer.id,
      review.rating,
      review.title,
      review.body,
      review.response ?? null,
      review.daysAgo,
    ],
  );
  await recomputeReviewScore(db, pro.id);
}

// A trade and a city of the UK brand with one professional who has a bio, a photo, an award and two
// reviews (one answered); and a second city nobody covers.
const trade = await createTrade(db, 'uk');
const place = await createPlace(db, 'GB', 53.4808, -2.2426);
const empty = await createPlace(db, 'GB', 57.1497, -2.0943);
const pro = await createPro(db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: place.latitude,
  longitude: place.longitude,
  radiusKm: 20,
});
const company = `Company ${pro.slug}`;
await db.query(
  `UPDATE company_profiles SET bio = $2, founded_year = 2004, primary_locality_id = $3 WHERE user_id = $1`,
  [pro.id, 'Kitchens and bathrooms fitted with care since 2004.', place.cityId],
);
await db.query(
  `INSERT INTO pro_photos (pro_id, file_name, content_type, caption) VALUES ($1, 'tiles.jpg', 'image/jpeg', 'New tiles')`,
  [pro.id],
);
await db.query(`UPDATE company_profiles SET photo_count = 1 WHERE user_id = $1`, [pro.id]);
await db.query(`INSERT INTO pro_awards (pro_id, award, year) VALUES ($1, 'BEST_OF_AWARD', 2025)`, [pro.id]);
await addReview(pro, trade, place, {
  rating: 3,
  title: 'Older review title',
  body: 'Decent work, a bit late.',
  daysAgo: 10,
});
await addReview(pro, trade, place, {
  rating: 5,
  title: 'Newest review title',
  body: 'Tidy, quick and friendly.',
  response: 'Thank you, it was a pleasure.',
  daysAgo: 1,
});

t.test('a profile shows the company, its checks, score, bio, photos and newest reviews with responses', async (t) => {
  const page = await send(bff.origin, `/tradesperson/${pro.slug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, `<h1>${company}</h1>`);
  const { title, description, og } = head(page.text);
  t.equal(title, `${company} | ${BRANDS.uk.productName} – ${BRANDS.uk.tagline}`, 'the company names the page');
  t.match(description, new RegExp(`^Reviews, checks and work of ${company}, based in City `));
  t.equal(og('title'), company);
  t.equal(og('url'), `${bff.brandOrigin('uk')}/tradesperson/${pro.slug}`);
  t.match(html, 'Rated 4.0 out of 5 from 2 reviews');
  t.match(html, 'Verified');
  t.match(html, 'Best of 2025');
  t.match(html, `Based in City `);
  t.match(html, 'Kitchens and bathrooms fitted with care since 2004.');
  // A resized copy, with every width on offer (decision 040).
  t.match(html, 'src="/files/tiles.jpg?w=640"');
  t.match(html, /srcSet="\/files\/tiles\.jpg\?w=160 160w, [^"]*\/files\/tiles\.jpg\?w=1280 1280w"/);
  t.match(html, `href="/send-request-to/${pro.slug}"`);
  t.match(html, 'Request a quote');
  t.match(html, 'Thank you, it was a pleasure.');
  t.ok(html.indexOf('Newest review title') < html.indexOf('Older review title'), 'newest first');
  t.match(html, /data-testid="profile-review"/);
});

t.test('the reviews page lists every review newest first with the responses', async (t) => {
  const page = await send(bff.origin, `/tradesperson/${pro.slug}/reviews`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, `<h1>Reviews of ${company}</h1>`);
  t.ok(html.indexOf('Tidy, quick and friendly.') < html.indexOf('Decent work, a bit late.'));
  t.match(html, 'Response from');
});

t.test('the reviews a numbered page of ten at a time, a later page its own address', async (t) => {
  const reviewed = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  for (let n = 0; n < 11; n += 1) {
    await addReview(reviewed, trade, place, {
      rating: 4,
      title: `Paged review ${n}`,
      body: 'Good work.',
      daysAgo: 20 + n,
    });
  }
  const path = `/tradesperson/${reviewed.slug}/reviews`;
  const first = await send(bff.origin, path, uk);
  t.equal([...first.text.matchAll(/data-testid="profile-review"/g)].length, 10);
  t.match(first.text, `href="${path}?page=2"`);
  const second = await send(bff.origin, `${path}?page=2`, uk);
  t.equal(second.status, 200);
  t.same(
    [...rendered(second.text).matchAll(/Paged review (\d+)/g)].map(([, n]) => n),
    ['10'],
    'the oldest on page 2',
  );
  t.match(second.text, `<link rel="canonical" href="${bff.brandOrigin('uk')}${path}?page=2">`);
  t.match(rendered(second.text), /Reviews of Company [^<]+, page 2<\/h1>/);
  for (const wrong of ['?page=3', '?page=x']) {
    t.equal((await send(bff.origin, `${path}${wrong}`, uk)).status, 404, wrong);
  }
});

t.test('a profile, its reviews and its request page that do not exist are not found', async (t) => {
  for (const path of [
    '/tradesperson/nobody-here',
    '/tradesperson/nobody-here/reviews',
    '/send-request-to/nobody-here',
  ]) {
    const page = await send(bff.origin, path, uk);
    t.equal(page.status, 404, path);
    t.match(rendered(page.text), 'Page not found', path);
  }
});

t.test('a place page lists the professionals who work there', async (t) => {
  const page = await send(bff.origin, `/find-a-tradesperson/${place.citySlug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, /<h1>Tradespeople in City [0-9a-f]+<\/h1>/);
  const { title, description } = head(page.text);
  t.match(title, /^Tradespeople in City [0-9a-f]+ \| /, 'the place names the page');
  t.match(description, /^Compare reviews and checks of tradespeople who work in City [0-9a-f]+/);
  t.match(html, `data-slug="${pro.slug}"`);
  t.match(html, 'Rated 4.0 out of 5 from 2 reviews');
  t.match(html, `href="/${trade.professionSlug}/${trade.professionSlug}-tradespeople/${place.citySlug}"`);
});

t.test('a place nobody covers says so and offers a wider search', async (t) => {
  const page = await send(bff.origin, `/find-a-tradesperson/${empty.citySlug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, /No tradespeople found in City [0-9a-f]+ yet/);
  t.match(html, 'data-testid="directory-widen"');
  t.notMatch(html, 'data-testid="pro-card"');
});

t.test('a place that does not exist is not found', async (t) => {
  const page = await send(bff.origin, '/find-a-tradesperson/atlantis', uk);
  t.equal(page.status, 404);
  t.match(rendered(page.text), 'Page not found');
});

t.test('a trade page in a place lists its professionals, only under its own content cluster', async (t) => {
  const path = `/${trade.professionSlug}/${trade.professionSlug}-tradespeople/${place.citySlug}`;
  const page = await send(bff.origin, path, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, `Tradespeople ${trade.professionSlug.replace('trade-', '')} in City`);
  t.match(html, `data-slug="${pro.slug}"`);
  const elsewhere = await send(bff.origin, `/painting/${trade.professionSlug}-tradespeople/${place.citySlug}`, uk);
  t.equal(elsewhere.status, 404);
  const noTrade = await send(bff.origin, `/no-trade/no-trade-tradespeople/${place.citySlug}`, uk);
  t.equal(noTrade.status, 404);
});

t.test('search results keep the query in the address and show the matches', async (t) => {
  const page = await send(
    bff.origin,
    `/directory-search-results?location=${place.citySlug}&profession=${trade.professionSlug}&sort=BEST_RATED`,
    uk,
  );
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, `data-slug="${pro.slug}"`);
  t.match(html, '1 tradesperson found');
  t.match(html, /<option value="BEST_RATED" selected="">/);
  const none = await send(
    bff.origin,
    `/directory-search-results?location=${empty.citySlug}&profession=${trade.professionSlug}`,
    uk,
  );
  t.match(rendered(none.text), /No tradespeople for Trade [0-9a-f]+ found in City [0-9a-f]+ yet/);
  const photos = await send(
    bff.origin,
    `/directory-search-results?postalCode=${encodeURIComponent(place.postalCode)}&photos=1`,
    uk,
  );
  t.match(rendered(photos.text), `data-slug="${pro.slug}"`);
});

t.test('find-a-pro offers the search and the popular places', async (t) => {
  const page = await send(bff.origin, '/find-a-tradesperson', uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, '<h1>Find a tradesperson</h1>');
  t.match(html, 'name="profession"');
  t.match(html, 'name="place"');
  t.match(html, `href="/find-a-tradesperson/${place.citySlug}"`);
});

t.test('the request page names the professional the request goes to, then the job form', async (t) => {
  const page = await send(bff.origin, `/send-request-to/${pro.slug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, `<h1>Request a quote from ${company}</h1>`);
  t.match(html, 'Your request goes to');
  t.match(html, `href="/tradesperson/${pro.slug}"`);
  t.match(html, 'data-testid="job-post-step-heading"');
});

t.test('a US profile uses the brand words of its locale', async (t) => {
  const demo = await db.query<{ slug: string }>(`SELECT slug FROM users WHERE email_normalised = 'pro.us@example.com'`);
  const slug = demo[0]?.slug ?? '';
  const page = await send(bff.origin, `/pro/${slug}`, { host: `us.localhost:${bff.port}` });
  t.equal(page.status, 200);
  t.match(rendered(page.text), `href="/send-request-to/${slug}"`);
});

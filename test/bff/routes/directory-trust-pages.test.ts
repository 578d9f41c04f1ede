// What a public profile says of a professional's background check and of the reviews they brought
// from elsewhere (decision 078), rendered by the real BFF over a real upstream: the badge beside the
// verified one while the approved certificate is recent, and only approved reviews from elsewhere,
// in their own section with a link to where each was published, outside the score.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { send } from '../../helpers/http.ts';
import { createPlace, createPro, createTrade, type PersonFixture } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const uk = { host: `uk.localhost:${bff.port}` };
const { db } = upstream;

// The page as rendered, without the embedded data the client hydrates from.
function rendered(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('<script', start);
  return text.slice(start, end);
}

const trade = await createTrade(db, 'uk');
const place = await createPlace(db, 'GB', 53.4808, -2.2426);
const newPro = () =>
  createPro(db, {
    brand: 'uk',
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: place.latitude,
    longitude: place.longitude,
    radiusKm: 20,
  });

async function addExternal(
  pro: PersonFixture,
  review: { url: string; author: string; body: string; status: string; reason?: string },
) {
  await db.query(
    `INSERT INTO external_reviews (pro_id, source_url, author_name, rating, body, reviewed_on, status, reason)
     VALUES ($1, $2, $3, 5, $4, DATE '2025-06-14', $5, $6)`,
    [pro.id, review.url, review.author, review.body, review.status, review.reason ?? null],
  );
}

t.test('a background-checked profile shows the badge and its approved reviews from elsewhere', async (t) => {
  const pro = await newPro();
  await db.query('UPDATE users SET background_checked_at = now() - interval $$30 days$$ WHERE id = $1', [pro.id]);
  await addExternal(pro, {
    url: 'https://www.example-reviews.com/pros/ace?r=1',
    author: 'Priya K.',
    body: 'Came the same day and fixed the leak for good.',
    status: 'APPROVED',
  });
  await addExternal(pro, {
    url: 'https://www.example-reviews.com/pros/ace?r=2',
    author: 'Waiting W.',
    body: 'This one still waits for the team to check it.',
    status: 'PENDING',
  });
  await addExternal(pro, {
    url: 'https://www.example-reviews.com/pros/ace?r=3',
    author: 'Refused R.',
    body: 'This one was refused by the team after a look.',
    status: 'REJECTED',
    reason: 'Not on the page',
  });
  const page = await send(bff.origin, `/tradesperson/${pro.slug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.match(html, 'Background-checked');
  t.ok(html.indexOf('Verified') < html.indexOf('Background-checked'), 'beside the verified badge');
  t.match(html, '>Reviews from elsewhere</h2>');
  t.match(html, 'Priya K.');
  t.match(html, 'Came the same day and fixed the leak for good.');
  t.match(html, '14 Jun 2025');
  t.match(
    html,
    /<a href="https:\/\/www\.example-reviews\.com\/pros\/ace\?r=1" rel="nofollow noopener noreferrer" target="_blank">Published on example-reviews\.com<\/a>/,
    'a link to where it was published, not followed by search engines',
  );
  t.notMatch(html, 'Waiting W.', 'a review waiting for the team is not shown');
  t.notMatch(html, 'Refused R.', 'a refused review is not shown');
  t.match(html, 'No reviews yet', 'the score is the platform’s reviews only');
  t.match(html, 'has no reviews yet', 'and none of them is listed among the platform’s');
});

t.test('without an approved certificate or reviews from elsewhere, neither is said', async (t) => {
  const pro = await newPro();
  await addExternal(pro, {
    url: 'https://reviews.example.org/a',
    author: 'Waiting W.',
    body: 'This one still waits for the team to check it.',
    status: 'PENDING',
  });
  const page = await send(bff.origin, `/tradesperson/${pro.slug}`, uk);
  t.equal(page.status, 200);
  const html = rendered(page.text);
  t.notMatch(html, 'Background-checked');
  t.notMatch(html, 'Reviews from elsewhere');
});

t.test('a certificate approved more than three years ago no longer shows the badge', async (t) => {
  const pro = await newPro();
  await db.query('UPDATE users SET background_checked_at = now() - interval $$1130 days$$ WHERE id = $1', [pro.id]);
  const page = await send(bff.origin, `/tradesperson/${pro.slug}`, uk);
  t.equal(page.status, 200);
  t.notMatch(rendered(page.text), 'Background-checked');
});

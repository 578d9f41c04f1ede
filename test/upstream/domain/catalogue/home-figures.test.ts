// What the home page reads of a brand (spec §2.2, docs/decisions/041-home-page.md) over real HTTP:
// trust figures counted from the rows, the trades most asked for with their category, and the
// newest published reviews — all open to visitors, and none of it more than anyone may see.
import t from 'tap';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, clientAt, data, errorCode } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const visitor = clientAt(origin, '203.0.113.52');
const BRAND = 'ca';
const trade = await createTrade(db, BRAND);
const place = await createPlace(db, 'CA', 45.4215, -75.6972);
const adminToken = await upstream.sessionFor({
  userId: await upstream.userId('admin@example.com'),
  secondLayer: false,
});

const FIGURES = `query($brand: String!) { marketplaceFigures(brand: $brand) { vettedProCount reviewCount averageRating } }`;
const POPULAR = `query($brand: String!, $first: Int) { popularProfessions(brand: $brand, first: $first) { id slug category } }`;
const RECENT = `query($brand: String!, $first: Int, $minRating: Int) {
  recentReviews(brand: $brand, first: $first, minRating: $minRating) {
  id rating title body reviewerName createdAt response { body } servicePro { slug companyProfile { companyName } } } }`;
const SUBMIT = `mutation($input: SubmitReviewInput!) { submitReview(input: $input) { __typename
  ... on ReviewSubmitted { review { id } } } }`;
const MODERATE = `mutation($input: ModerateReviewInput!) { moderateReview(input: $input) { __typename } }`;

const tokenOf = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });

// A published review of the professional by a new home owner who hired them, through the API.
async function review(proId: string, rating: number, title: string, brand = BRAND): Promise<string> {
  const consumer = await createConsumer(db, brand);
  const jobTrade = brand === BRAND ? trade : await createTrade(db, brand);
  const jobId = await createJob(db, { consumerId: consumer.id, trade: jobTrade, place, brand, status: 'HIRED' });
  await db.query(
    `INSERT INTO proposals (service_request_id, pro_id, status, hired_at) VALUES ($1, $2, 'HIRED', now())`,
    [jobId, proId],
  );
  const body = 'Turned up when promised, tidy work and a fair price for the whole job.';
  const result = await data(
    call(
      origin,
      SUBMIT,
      { input: { serviceRequestId: jobId, rating, title, body } },
      { token: await tokenOf(consumer.id) },
    ),
  );
  return result.submitReview.review.id;
}

const newPro = (options: { brand?: string } = {}) =>
  createPro(db, { brand: options.brand ?? BRAND, serviceIds: trade.serviceIds, professionId: trade.professionId });

t.test("the trust figures count the brand's vetted professionals and their published reviews", async (t) => {
  const before = (await visitor.ask(FIGURES, { brand: BRAND })).marketplaceFigures;
  const vetted = await newPro();
  const unvetted = await newPro();
  await db.query('UPDATE company_profiles SET is_verified = false WHERE user_id = $1', [unvetted.id]);
  const disabled = await newPro();
  await newPro({ brand: 'us' });
  await review(vetted.id, 5, 'Lovely job');
  await review(unvetted.id, 4, 'Good job');
  await review(disabled.id, 1, 'Not great');
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [disabled.id]);

  const after = (await visitor.ask(FIGURES, { brand: BRAND })).marketplaceFigures;
  t.equal(after.vettedProCount, before.vettedProCount + 1, 'only the active, vetted professional of the brand counts');
  t.equal(
    after.reviewCount,
    before.reviewCount + 2,
    "the active professionals' published reviews count, vetted or not",
  );
  const [exact] = await db.query<{ count: number; average: number | null }>(
    `SELECT count(*)::int AS count, round(avg(r.rating)::numeric, 1)::float8 AS average
       FROM reviews r JOIN users u ON u.id = r.pro_id
      WHERE u.brand = $1 AND u.status = 'ACTIVE' AND r.status = 'APPROVED'`,
    [BRAND],
  );
  t.same(
    after,
    { ...after, reviewCount: exact?.count, averageRating: exact?.average },
    'the same as the review rows say',
  );

  const [reviewId] = await db.query<{ id: string }>('SELECT id FROM reviews WHERE pro_id = $1', [vetted.id]);
  await data(
    call(
      origin,
      MODERATE,
      { input: { reviewId: reviewId?.id, decision: 'REJECT', note: 'Not about the work' } },
      { token: adminToken },
    ),
  );
  const moderated = (await visitor.ask(FIGURES, { brand: BRAND })).marketplaceFigures;
  t.equal(moderated.reviewCount, after.reviewCount - 1, 'a review held back by staff no longer counts');
});

t.test('a brand without professionals has figures of zero and no average', async (t) => {
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE brand = 'at' AND type = 'SERVICE_PRO'`);
  t.same((await visitor.ask(FIGURES, { brand: 'at' })).marketplaceFigures, {
    vettedProCount: 0,
    reviewCount: 0,
    averageRating: null,
  });
  t.equal(errorCode(await call(origin, FIGURES, { brand: 'xx' })), 'BAD_USER_INPUT', 'an unknown brand is refused');
});

t.test('the popular trades are those with the most recent jobs, each with its category', async (t) => {
  const brand = 'ie';
  const quiet = await createTrade(db, brand);
  const busy = await createTrade(db, brand);
  const consumer = await createConsumer(db, brand);
  const irishPlace = await createPlace(db, 'IE', 53.3498, -6.2603);
  const jobs = (fixture: typeof busy, count: number, createdAt?: Date) =>
    Promise.all(
      Array.from({ length: count }, () =>
        createJob(db, { consumerId: consumer.id, trade: fixture, place: irishPlace, brand, createdAt }),
      ),
    );
  await jobs(busy, 3);
  await jobs(quiet, 1);
  await jobs(quiet, 5, new Date(Date.now() - 200 * 24 * 3600 * 1000));
  await db.query('UPDATE professions SET category = $2 WHERE id = $1', [busy.professionId, 'plumbing']);

  const { popularProfessions } = await visitor.ask(POPULAR, { brand, first: 20 });
  const ids = popularProfessions.map((profession: { id: string }) => profession.id);
  t.ok(
    ids.indexOf(busy.professionId) < ids.indexOf(quiet.professionId),
    'three recent jobs before one (old ones do not count)',
  );
  t.match(
    popularProfessions.find((p: { id: string }) => p.id === busy.professionId),
    { category: 'plumbing' },
  );
  t.equal(
    popularProfessions.find((p: { id: string }) => p.id === quiet.professionId).category,
    null,
    'no category: null',
  );
  t.equal((await visitor.ask(POPULAR, { brand, first: 2 })).popularProfessions.length, 2, 'as many as asked for');
  t.equal(errorCode(await call(origin, POPULAR, { brand, first: 21 })), 'BAD_USER_INPUT', 'at most 20');
  t.equal(errorCode(await call(origin, POPULAR, { brand, first: 0 })), 'BAD_USER_INPUT');
});

t.test("the demo trades carry their brand-independent category in every brand's language", async (t) => {
  const categories = async (brand: string) =>
    (await visitor.ask(`query($brand: String!) { professions(brand: $brand) { category } }`, { brand })).professions
      .map((profession: { category: string | null }) => profession.category)
      .filter((category: string | null) => category !== null)
      .sort();
  const dutch = await categories('nl');
  t.ok(dutch.includes('plumbing') && dutch.includes('electrical') && dutch.includes('roofing'));
  t.same(await categories('fr'), dutch, 'the same keys in French');
});

t.test("recent reviews are the brand's newest published ones, with public data only", async (t) => {
  const pro = await newPro();
  const older = await review(pro.id, 4, 'Older review');
  const newer = await review(pro.id, 5, 'Newer review');
  await db.query(`UPDATE reviews SET created_at = now() - interval '1 hour' WHERE id = $1`, [older]);
  const rejected = await review(pro.id, 2, 'Rejected review');
  await data(
    call(
      origin,
      MODERATE,
      { input: { reviewId: rejected, decision: 'REJECT', note: 'Insulting' } },
      { token: adminToken },
    ),
  );
  const elsewhere = await review((await newPro({ brand: 'us' })).id, 5, 'Another brand', 'us');

  const { recentReviews } = await visitor.ask(RECENT, { brand: BRAND, first: 12 });
  const ids = recentReviews.map((item: { id: string }) => item.id);
  t.ok(ids.indexOf(newer) >= 0 && ids.indexOf(newer) < ids.indexOf(older), 'newest first');
  t.notOk(ids.includes(rejected), 'a review held back by staff is not shown');
  t.notOk(ids.includes(elsewhere), "another brand's review is not shown");
  t.match(recentReviews[ids.indexOf(newer)], {
    rating: 5,
    title: 'Newer review',
    reviewerName: 'Fixture P.',
    response: null,
    servicePro: { slug: pro.slug, companyProfile: { companyName: `Company ${pro.slug}` } },
  });
  const [first] = (await visitor.ask(RECENT, { brand: BRAND, first: 1 })).recentReviews;
  t.equal(first.id, newer, 'as many as asked for');
  t.equal(errorCode(await call(origin, RECENT, { brand: BRAND, first: 13 })), 'BAD_USER_INPUT', 'at most 12');
  const good = (await visitor.ask(RECENT, { brand: BRAND, first: 12, minRating: 5 })).recentReviews;
  t.ok(
    good.some((item: { id: string }) => item.id === newer) && !good.some((item: { id: string }) => item.id === older),
    'of the stars asked for or more',
  );
  t.equal(errorCode(await call(origin, RECENT, { brand: BRAND, minRating: 6 })), 'BAD_USER_INPUT');

  const privateField = await call(
    origin,
    `query($brand: String!) { recentReviews(brand: $brand) { servicePro { email } } }`,
    {
      brand: BRAND,
    },
  );
  t.equal(errorCode(privateField), 'FORBIDDEN', "a visitor does not get the professional's email through a review");
});

t.test('outside tests the figures and popular trades are kept a while, per brand, not counted per page', async (t) => {
  const kept = await startUpstream(t, { env: { HOME_FIGURES_CACHE_SECONDS: '60' } });
  const ask = (query: string, variables: Record<string, unknown>) => data(call(kept.origin, query, variables));
  const before = (await ask(FIGURES, { brand: 'it' })).marketplaceFigures;
  const dutch = (await ask(FIGURES, { brand: 'nl' })).marketplaceFigures;
  const italianTrade = await createTrade(kept.db, 'it');
  await createPro(kept.db, {
    brand: 'it',
    serviceIds: italianTrade.serviceIds,
    professionId: italianTrade.professionId,
  });
  await createPro(kept.db, {
    brand: 'nl',
    serviceIds: italianTrade.serviceIds,
    professionId: italianTrade.professionId,
  });
  t.same(
    (await ask(FIGURES, { brand: 'it' })).marketplaceFigures,
    before,
    'a minute later at most, the new one counts',
  );
  t.same((await ask(FIGURES, { brand: 'nl' })).marketplaceFigures, dutch, 'each brand is kept on its own');
  const [top] = (await ask(POPULAR, { brand: 'de', first: 1 })).popularProfessions;
  const busy = await createTrade(kept.db, 'de');
  const owner = await createConsumer(kept.db, 'de');
  const cologne = await createPlace(kept.db, 'DE', 50.9375, 6.9603);
  for (let job = 0; job < 2; job++)
    await createJob(kept.db, { consumerId: owner.id, trade: busy, place: cologne, brand: 'de' });
  t.same((await ask(POPULAR, { brand: 'de', first: 1 })).popularProfessions, [top], 'the popular trades too');
  t.equal(
    errorCode(await call(kept.origin, POPULAR, { brand: 'it', first: 21 })),
    'BAD_USER_INPUT',
    'a refusal is not kept',
  );
});

// The public site in a real browser (issue 21): a visitor reads a price guide, goes from it to the
// trade's professionals and on to those in their town, asks the trades a question — signing in
// on the way, the draft kept — a professional answers it from their questions to answer, staff
// approve both through the API, and the answer shows on the public question page in two brands of
// one language (uk and ie, decision 075), each naming the other as its alternate. At a phone's width
// in one brand and a desktop's in the other; every page passes axe-core and the console stays clean.
import t from 'tap';
import { startBff } from '../helpers/bff.ts';
import {
  accessibilityProblems,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  signInThroughPage,
} from '../helpers/browser.ts';
import {
  createConsumer,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
  type PersonFixture,
} from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { call, data } from '../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
const { db } = upstream;
const uk = bff.brandOrigin('uk');
const ie = bff.brandOrigin('ie');

// A trade of uk, and of ie with the same slug; two of its professionals working from a town of a
// region; its price guide.
const trade = await createTrade(db, 'uk', 1200);
await db.query(`INSERT INTO professions (brand, slug, name, professionals_name) VALUES ('ie', $1, $2, $3)`, [
  trade.professionSlug,
  'Heating',
  'Heating engineers',
]);
const town = await createPlace(db, 'GB', 52.4862, -1.8904);
const [region] = await db.query<{ id: string }>(
  `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude)
   VALUES ('GB', 'REGION', 'Journey Midlands', 'journey-midlands', 52.48, -1.89) RETURNING id`,
);
await db.query('UPDATE locality_nodes SET parent_id = $1 WHERE id = $2', [region?.id ?? null, town.cityId]);
const pros: PersonFixture[] = [];
for (const reviewCount of [8, 3]) {
  const pro = await createPro(db, {
    brand: 'uk',
    serviceIds: trade.serviceIds,
    professionId: trade.professionId,
    latitude: town.latitude,
    longitude: town.longitude,
    reviewCount,
    reviewAverage: 4.6,
  });
  await db.query('UPDATE company_profiles SET work_centre_id = $2 WHERE user_id = $1', [pro.id, town.cityId]);
  pros.push(pro);
}
const [answerer] = pros;
await db.query(
  `INSERT INTO content_pages (brand, type, cluster, slug, title, summary, body, profession_id, service_id,
                              price_min_minor, price_max_minor, currency, published_at)
   VALUES ('uk', 'PRICE_GUIDE', $1, 'boiler-costs', 'What a new boiler costs', 'From a swap to a system change.',
           '[{"kind": "paragraph", "text": "A like-for-like swap costs least."}]', $2, $3, 180000, 350000, 'GBP',
           now() - interval '3 days')`,
  [trade.professionSlug, trade.professionId, trade.serviceIds[0] ?? null],
);
const owner = await createConsumer(db, 'uk');
const adminToken = await upstream.sessionFor({
  userId: await upstream.userId('admin@example.com'),
  secondLayer: false,
});
const moderate = (field: 'moderateQuestion' | 'moderateAnswer', id: string) =>
  data(
    call(
      upstream.origin,
      `mutation($input: ModerateQuestionInput!) { ${field}(input: $input) { __typename } }`,
      { input: { id, decision: 'APPROVE' } },
      { token: adminToken },
    ),
  );

const TITLE = 'Is it worth repairing a 15-year-old combi boiler?';
const ANSWER = 'At fifteen years, parts get scarce: have it serviced once more, then get quotes for a new one.';

t.test('from a price guide to the trade’s professionals in town, a question asked, answered and shown', async (t) => {
  const visitor = await openPage(t, browser, { viewport: PHONE });
  const { page } = visitor;

  // The price guide, from the guides.
  await page.goto(`${uk}/price-guides`);
  await page.locator(`a[href="/${trade.professionSlug}/price-guide/boiler-costs"]`).click();
  await page.getByTestId('price-range').waitFor();
  t.match(await page.getByTestId('price-range').textContent(), 'Usually £1,800.00 to £3,500.00');
  t.same(await accessibilityProblems(page), [], 'the price guide: no serious accessibility violation');

  // On to the trade's professionals, and to those in the town.
  await page.getByTestId('content-next-steps').locator(`a[href="/${trade.professionSlug}/all-tradespeople"]`).click();
  await page.getByTestId('trade-towns').waitFor();
  t.equal(await page.getByTestId('pro-card').count(), 2, "the trade's professionals");
  await page
    .getByTestId('trade-towns')
    .locator(`a[href="/${trade.professionSlug}/${trade.professionSlug}-tradespeople/${town.citySlug}"]`)
    .click();
  await page.waitForURL(new RegExp(`/${town.citySlug}$`));
  await page.getByTestId('pro-card').first().waitFor();
  t.same(
    (
      await page.getByTestId('pro-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')))
    ).sort(),
    pros.map((pro) => pro.slug).sort(),
    'both work from the town',
  );
  t.same(await accessibilityProblems(page), [], 'the trade in the town: no serious accessibility violation');

  // A question, written as a visitor; signing in keeps the draft.
  await page.goto(`${uk}/questions/ask-a-trade`);
  await page.getByTestId('ask-trade').selectOption(trade.professionId);
  await page.getByTestId('ask-title').fill(TITLE);
  await page
    .getByTestId('ask-body')
    .fill('It still heats the house, but the pressure drops every week and the pump is loud.');
  t.same(await accessibilityProblems(page), [], 'the question form: no serious accessibility violation');
  await page.getByTestId('ask-submit').click();
  await page.waitForURL(/\/login/);
  await signInThroughPage(page, owner.email, FIXTURE_PASSWORD);
  await page.goto(`${uk}/consumer/ask-a-trade`);
  // The draft comes back once the page's code runs.
  await page.waitForFunction(
    (title) => (document.querySelector('[data-testid="ask-title"]') as HTMLInputElement | null)?.value === title,
    TITLE,
  );
  t.equal(await page.getByTestId('ask-title').inputValue(), TITLE, 'the draft is back after signing in');
  await page.getByTestId('ask-submit').click();
  await page.getByTestId('question-sent').waitFor();
  const [asked] = await db.query<{ id: string; slug: string; status: string }>(
    'SELECT id, slug, status FROM questions WHERE consumer_id = $1',
    [owner.id],
  );
  t.equal(asked?.status, 'PENDING', 'it waits for the moderators');
  const path = `/questions/v/${asked?.id}/${asked?.slug}`;
  t.equal((await page.goto(`${uk}${path}`))?.status(), 200, 'its asker sees it');
  await moderate('moderateQuestion', asked?.id ?? '');

  // A professional of the trade answers it from their questions to answer.
  const professional = await openPage(t, browser, { viewport: DESKTOP });
  await professional.page.goto(`${uk}/`);
  await signInThroughPage(professional.page, answerer?.email ?? '', FIXTURE_PASSWORD);
  await professional.page.goto(`${uk}/service-pro/ask-a-trade`);
  const card = professional.page.getByTestId('answerable-question').filter({ hasText: TITLE });
  await card.waitFor();
  t.same(
    await accessibilityProblems(professional.page),
    [],
    'the questions to answer: no serious accessibility violation',
  );
  await card.getByTestId('answer-body').fill(ANSWER);
  await card.getByTestId('answer-submit').click();
  await card.getByRole('status').or(card.locator('.form-message')).first().waitFor();
  const [answer] = await db.query<{ id: string; status: string }>(
    'SELECT id, status FROM answers WHERE question_id = $1',
    [asked?.id ?? null],
  );
  t.equal(answer?.status, 'PENDING');
  await moderate('moderateAnswer', answer?.id ?? '');

  // The answer on the public page, in uk at a phone's width and in ie at a desktop's.
  const reader = await openPage(t, browser, { viewport: PHONE });
  await reader.page.goto(`${uk}${path}`);
  await reader.page.getByTestId('answers').waitFor();
  t.match(await reader.page.getByTestId('answers').textContent(), ANSWER, 'uk shows the answer');
  t.same(await accessibilityProblems(reader.page), [], 'the question: no serious accessibility violation');
  const irish = await openPage(t, browser, { viewport: DESKTOP });
  const response = await irish.page.goto(`${ie}${path}`);
  t.equal(response?.status(), 200);
  t.match(await irish.page.getByTestId('answers').textContent(), ANSWER, 'and so does ie');
  t.equal(
    await irish.page.locator('link[rel="alternate"][hreflang="en-GB"]').getAttribute('href'),
    `${uk}${path}`,
    'naming the uk copy as its alternate',
  );
  t.same(
    [...visitor.problems, ...professional.problems, ...reader.problems, ...irish.problems],
    [],
    'the console stayed clean',
  );
});

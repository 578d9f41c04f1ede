// The questions-and-answers pages over real HTTP (spec §2.2 /{questions}, §2.6, §2.7 Questions;
// decision 075): the public listing by trade, newest and unanswered, a numbered page at a time; a
// question with its published answers on every brand of its language, stated as a QAPage, its slug
// kept right; the question form for visitors and home owners; each person's own lists, for them only.
import t from 'tap';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const { db } = upstream;
const hostOf = (brand: string) => `${brand}.localhost:${bff.port}`;
const page = (path: string, brand = 'uk', cookie?: string) =>
  send(bff.origin, path, { host: hostOf(brand), ...(cookie ? { headers: { cookie } } : {}) });

async function signIn(username: string): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username, password: FIXTURE_PASSWORD } },
    { host: hostOf('uk'), headers: { 'x-hearth-csrf': '1' } },
  );
  t.equal(login.json<{ data: { login: { __typename: string } } }>().data.login.__typename, 'LoginSuccess');
  return sessionCookies(login).map(cookiePair).join('; ');
}

// A trade of uk and, with the same slug, of ie; a home owner's questions; a professional's answer.
const trade = await createTrade(db, 'uk');
await db.query(`INSERT INTO professions (brand, slug, name, professionals_name) VALUES ('ie', $1, $2, $3)`, [
  trade.professionSlug,
  'Irish trade',
  'Irish tradespeople',
]);
const owner = await createConsumer(db, 'uk');
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const [company] = await db.query<{ company_name: string }>(
  'SELECT company_name FROM company_profiles WHERE user_id = $1',
  [pro.id],
);

async function question(title: string, status: string, daysAgo: number): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, status, created_at)
     VALUES ('uk', $1, $2, $3, $4, 'Our boiler is fifteen years old and noisy at night.', $5,
             now() - $6 * interval '1 day') RETURNING id`,
    [owner.id, trade.professionId, title.toLowerCase().replaceAll(' ', '-'), title, status, daysAgo],
  );
  return row?.id ?? '';
}

const answered = await question('Should I replace my boiler', 'APPROVED', 3);
const open = await question('Is a noisy boiler dangerous', 'APPROVED', 1);
const pending = await question('Where do I start with heating', 'PENDING', 0);
await db.query(
  `INSERT INTO answers (question_id, pro_id, body, status)
   VALUES ($1, $2, 'A fifteen-year-old boiler is near its end: have it serviced, then compare quotes.', 'APPROVED')`,
  [answered, pro.id],
);
const listPath = `/questions?trade=${trade.professionSlug}`;
const cards = (html: string) => [...html.matchAll(/href="\/questions\/v\/([^/]+)\//g)].map(([, id]) => id);

t.test('the listing: a trade’s published questions newest first, the unanswered, numbered pages', async (t) => {
  const first = await page(listPath);
  t.equal(first.status, 200);
  t.same(cards(first.text), [open, answered], 'published only, newest first');
  t.match(first.text, '1 answer');
  t.match(first.text, `<link rel="canonical" href="${bff.brandOrigin('uk')}${listPath}">`);
  t.match(first.text, `href="/questions?trade=${trade.professionSlug}&amp;view=unanswered"`, 'a crawlable tab');
  t.same(structuredDataProblems(jsonLdOf(first.text), bff.brandOrigin('uk')), []);
  const again = await page(listPath, 'uk', first.cookies.map(cookiePair).join('; '));
  t.equal(again.headers['cache-control'], 'public, max-age=600', '§9 frequent');

  const unanswered = await page(`${listPath}&view=unanswered`);
  t.same(cards(unanswered.text), [open]);
  t.same(cards((await page(listPath, 'ie')).text), [open, answered], 'shown in ie, whose trade has the slug');
  t.equal((await page(`${listPath}&page=2`)).status, 404, 'past the last page');
  t.equal((await page('/questions?page=zero')).status, 404);
  t.equal((await page('/questions?trade=no-such-trade')).status, 404);
  t.equal((await page(listPath, 'fr')).status, 404, 'another language: not a trade of fr');
});

t.test('a question with its answers, a QAPage, on each brand of its language', async (t) => {
  const path = `/questions/v/${answered}/should-i-replace-my-boiler`;
  const shown = await page(path);
  t.equal(shown.status, 200);
  t.match(shown.text, '<h1>Should I replace my boiler</h1>');
  t.match(shown.text, 'have it serviced, then compare quotes');
  t.match(shown.text, `href="/tradesperson/${pro.slug}">${company?.company_name}</a>`, 'the answerer’s profile');
  const nodes = jsonLdOf(shown.text);
  t.same(structuredDataProblems(nodes, bff.brandOrigin('uk')), []);
  t.match(
    nodes.find((node) => node['@type'] === 'QAPage'),
    {
      mainEntity: {
        '@type': 'Question',
        answerCount: 1,
        suggestedAnswer: [{ author: { name: company?.company_name } }],
      },
    },
  );
  t.ok(nodes.some((node) => node['@type'] === 'BreadcrumbList'));
  t.match(shown.text, `<link rel="canonical" href="${bff.brandOrigin('uk')}${path}">`);
  t.match(shown.text, `<link rel="alternate" hreflang="en-IE" href="${bff.brandOrigin('ie')}${path}">`);
  t.match(shown.text, `<link rel="alternate" hreflang="x-default" href="${bff.brandOrigin('uk')}${path}">`);
  const irish = await page(path, 'ie');
  t.equal(irish.status, 200);
  t.match(irish.text, `<link rel="canonical" href="${bff.brandOrigin('ie')}${path}">`, 'each copy its own canonical');
  t.equal((await page(path, 'us')).status, 404, 'us has no such trade');
  const unanswered = await page(`/questions/v/${open}/is-a-noisy-boiler-dangerous`);
  t.equal(unanswered.status, 200);
  t.notOk(
    jsonLdOf(unanswered.text).some((node) => node['@type'] === 'QAPage'),
    'no QAPage without an answer',
  );

  const wrongSlug = await page(`/questions/v/${answered}/old-title`);
  t.equal(wrongSlug.status, 303);
  t.equal(wrongSlug.headers.location, path, 'to its one address');
  t.equal((await page(`/questions/v/${pending}/where-do-i-start-with-heading`)).status, 404, 'not yet published');
  t.equal((await page('/questions/v/00000000-0000-4000-8000-000000000000/x')).status, 404);
  t.equal((await page('/questions/v/not-an-id/x')).status, 404);
});

t.test('the question form: visitors sign in to send it; home owners send it; others are told', async (t) => {
  const visitor = await page('/questions/ask-a-trade');
  t.equal(visitor.status, 200, 'British English: ask-a-trade');
  t.match(visitor.text, 'data-testid="ask-form"');
  t.match(visitor.text, 'Sign in to ask');
  t.equal((await page('/questions/ask-a-question', 'us')).status, 200, 'US English: ask-a-question');
  const signIn_ = await page('/consumer/ask-a-trade');
  t.equal(signIn_.status, 302);
  t.match(signIn_.headers.location, /^\/login\?redirect-to=%2Fconsumer%2Fask-a-trade/);

  const consumer = await signIn(owner.email);
  const form = await page('/consumer/ask-a-trade', 'uk', consumer);
  t.equal(form.status, 200);
  t.match(form.text, 'Ask the trades');
  t.equal(form.headers['cache-control'], 'no-store');
  const proCookie = await signIn(pro.email);
  t.equal((await page('/consumer/ask-a-trade', 'uk', proCookie)).status, 404, 'not a home owner’s');
  t.match((await page('/questions/ask-a-trade', 'uk', proCookie)).text, 'data-testid="ask-as-pro"');
});

t.test('a home owner’s questions with their status and answers', async (t) => {
  const consumer = await signIn(owner.email);
  const mine = await page('/consumer/my-questions', 'uk', consumer);
  t.equal(mine.status, 200);
  t.match(mine.text, 'Where do I start with heating');
  t.match(mine.text, 'Waiting for moderation');
  t.match(mine.text, 'have it serviced');
  t.equal((await page('/consumer/my-questions')).status, 302, 'a visitor signs in first');
  t.equal((await page('/consumer/my-questions', 'uk', await signIn(pro.email))).status, 404);
});

t.test('a professional’s questions to answer, the ones they answered, and their answers', async (t) => {
  const cookie = await signIn(pro.email);
  const answerable = await page('/service-pro/ask-a-trade', 'uk', cookie);
  t.equal(answerable.status, 200);
  t.match(answerable.text, 'Is a noisy boiler dangerous');
  t.notMatch(answerable.text, 'Should I replace my boiler', 'answered already');
  t.match(answerable.text, 'data-testid="answer-form"');
  const mine = await page('/service-pro/my-questions', 'uk', cookie);
  t.equal(mine.status, 200);
  t.match(mine.text, 'Should I replace my boiler');
  const answers = await page('/service-pro/my-answers', 'uk', cookie);
  t.equal(answers.status, 200);
  t.match(answers.text, 'have it serviced');
  t.match(answers.text, 'Published');
  const consumer = await signIn(owner.email);
  for (const path of ['/service-pro/ask-a-trade', '/service-pro/my-questions', '/service-pro/my-answers']) {
    t.equal((await page(path, 'uk', consumer)).status, 404, `${path}: not a home owner’s`);
    t.equal((await page(path)).status, 302, `${path}: a visitor signs in first`);
  }
});

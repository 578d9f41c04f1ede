// A professional's profile and vetting pages (§2.7, §2.8) rendered by the real BFF over a real
// upstream: the skill evaluation of a trade arrives with the test's start, then its question with
// the options and the answered count; the papers' pages arrive with the professional's documents and
// where each stands; a question the attempt lacks, an unknown trade or another brand's is not found,
// and a trade's own page only for a trade of theirs; a home owner gets the not-found page; a visitor
// is sent to sign in and back.
import t from 'tap';
import { CSRF_HEADER } from '../../../shared/constants.ts';
import { startBff } from '../../helpers/bff.ts';
import { graphql, send, signInCookies } from '../../helpers/http.ts';
import { createConsumer, createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

const signIn = (username: string) => signInCookies(bff.origin, host, username, FIXTURE_PASSWORD);

// A uk trade with three questions of three options each.
const trade = await createTrade(db, 'uk');
for (let position = 1; position <= 3; position += 1) {
  const [question] = await db.query<{ id: string }>(
    'INSERT INTO skill_questions (profession_id, position, text) VALUES ($1, $2, $3) RETURNING id',
    [trade.professionId, position, `Which fitting, case ${position}?`],
  );
  for (let option = 1; option <= 3; option += 1) {
    await db.query(
      'INSERT INTO skill_question_options (question_id, position, text, correct) VALUES ($1, $2, $3, $4)',
      [question?.id ?? '', option, `Fitting ${position}.${option}`, option === 1],
    );
  }
}
const pro = await createPro(db, {
  brand: 'uk',
  serviceIds: [trade.serviceIds[0]],
  professionId: trade.professionId,
  qualification: 'PENDING',
});
const proCookie = await signIn(pro.email);
const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });
const question = (index: number | string, professionId = trade.professionId) =>
  `/service-pro/skill-evaluation/${index}?professionId=${professionId}`;
const complete = `/service-pro/skill-evaluation/complete?professionId=${trade.professionId}`;

t.test('before the first attempt the test is introduced, to be started; both pages are never cached', async (t) => {
  for (const path of [question(1), complete]) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, '<h1>Skills test: Trade ', `${path}: its heading`);
    t.match(answer.text, 'Start the test');
    t.equal(answer.headers['cache-control'], 'no-store');
  }
});

t.test('once started, a question arrives with its options; the last page has the count to finish', async (t) => {
  const started = await graphql(
    bff.origin,
    'mutation($p: ID!){ startSkillEvaluation(professionId: $p){ __typename } }',
    { p: trade.professionId },
    { host, headers: { cookie: proCookie, [CSRF_HEADER]: '1' } },
  );
  t.match(started.text, 'SkillEvaluationStarted');
  const second = await page(question(2), proCookie);
  t.equal(second.status, 200);
  t.match(second.text, 'Which fitting, case 2?');
  t.match(second.text, 'type="radio"');
  t.match(second.text, 'Fitting 2.3');
  t.match(second.text, '0 of 3 answered');
  t.match(second.text, 'Previous question');
  const finish = await page(complete, proCookie);
  t.match(finish.text, 'Finish and see my score');
  t.match(finish.text, 'Question 3', 'the questions still to answer are linked');
});

t.test('a question the attempt lacks, an unknown trade or another brand’s is not found', async (t) => {
  const dutch = await createTrade(db, 'nl');
  for (const path of [
    question(4),
    question(0),
    question('first'),
    question(1, dutch.professionId),
    question(1, 'nonsense'),
    '/service-pro/skill-evaluation/1',
    `/service-pro/skill-evaluation/complete?professionId=${dutch.professionId}`,
  ]) {
    t.equal((await page(path, proCookie)).status, 404, path);
  }
});

const papers = (path: string) => `/service-pro/${path}`;
const PAPER_PAGES = [
  [papers('upload-document'), 'Your company&#x27;s papers'],
  [papers(`upload-qualification-documents?professionId=${trade.professionId}`), 'Qualification documents: Trade '],
  [papers(`upload-qualification-documents/results?professionId=${trade.professionId}`), 'Your documents: Trade '],
  [papers(`add-qualification/${trade.professionId}?serviceIds[]=${trade.serviceIds[1]}`), 'Get qualified: Trade '],
  [papers(`manage-profession/${trade.professionId}`), 'Trade '],
] as const;

t.test('the papers’ pages arrive with the professional’s documents and where each stands', async (t) => {
  await db.query(
    `INSERT INTO pro_documents (pro_id, kind, profession_id, file_name, content_type, size_bytes, original_name,
                                status, reason)
     VALUES ($1, 'QUALIFICATION', $2, $3, 'application/pdf', 9, 'diploma.pdf', 'FAILED', 'Unreadable scan'),
            ($1, 'CRAFT_CARD', NULL, $4, 'application/pdf', 9, 'card.pdf', 'PASSED', NULL)`,
    [pro.id, trade.professionId, `${pro.id}-1.pdf`, `${pro.id}-2.pdf`],
  );
  for (const [path, title] of PAPER_PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store');
  }
  const company = (await page(PAPER_PAGES[0][0], proCookie)).text;
  t.match(company, '<strong>Trade card</strong><span class="team-person-detail">card.pdf');
  t.notMatch(company, '<strong>diploma.pdf</strong>', 'a trade’s document is not a company paper');
  const results = (await page(PAPER_PAGES[2][0], proCookie)).text;
  t.match(results, 'Refused');
  t.match(results, 'Why: Unreadable scan');
  t.match((await page(PAPER_PAGES[3][0], proCookie)).text, 'Services that need it');
});

t.test('a trade the professional does not work in has no page of its own; an unknown one no page', async (t) => {
  const other = await createTrade(db, 'uk');
  t.equal((await page(papers(`manage-profession/${other.professionId}`), proCookie)).status, 404);
  t.equal((await page(papers(`add-qualification/${other.professionId}`), proCookie)).status, 200);
  for (const path of [
    papers('manage-profession/nonsense'),
    papers('add-qualification/nonsense'),
    papers('upload-qualification-documents?professionId=nonsense'),
    papers('upload-qualification-documents/results'),
  ]) {
    t.equal((await page(path, proCookie)).status, 404, path);
  }
});

const PROFILE_PAGES = [
  ['/service-pro/profile-menu', 'Your profile'],
  ['/service-pro/profile-strength', 'Profile strength'],
  ['/service-pro/photos', 'Photos of your work'],
  ['/service-pro/upload-portfolio', 'Add photos of your work'],
] as const;

t.test('the profile’s pages arrive with its parts, their strength and the portfolio', async (t) => {
  for (const [path, title] of PROFILE_PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store');
  }
  const menu = (await page('/service-pro/profile-menu', proCookie)).text;
  t.match(menu, '1 trade, 1 service', 'the professional’s own trade and service');
  t.match(menu, 'Profile strength: ');
  const strength = (await page('/service-pro/profile-strength', proCookie)).text;
  t.match(strength, 'What is missing');
  t.match((await page('/service-pro/photos', proCookie)).text, '0 photos of at most 30: room for 30 more.');
});

const REGISTER_PAGES = [
  ['/service-pro/register/skill-evaluation', 'Show you know your trade'],
  [`/service-pro/register/skill-evaluation/1?professionId=${trade.professionId}`, 'Skills test: Trade '],
  [`/service-pro/register/skill-evaluation/complete?professionId=${trade.professionId}`, 'Skills test: Trade '],
  ['/service-pro/register/upload-document', 'Your company&#x27;s papers'],
  [
    `/service-pro/register/upload-qualification-documents?professionId=${trade.professionId}`,
    'Qualification documents: Trade ',
  ],
  [
    `/service-pro/register/upload-qualification-documents/results?professionId=${trade.professionId}`,
    'Your documents: Trade ',
  ],
] as const;

t.test('the registration’s variants arrive as the profile’s pages, going on with the registration', async (t) => {
  for (const [path, title] of REGISTER_PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store');
  }
  const choose = (await page(REGISTER_PAGES[0][0], proCookie)).text;
  t.match(choose, `href="/service-pro/register/skill-evaluation/1?professionId=${trade.professionId}"`);
  t.match(choose, 'href="/for-tradespeople/register"');
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  const consumer = await createConsumer(db, 'uk', null);
  const consumerCookie = await signIn(consumer.email);
  for (const path of [
    question(1),
    complete,
    ...[...PAPER_PAGES, ...PROFILE_PAGES, ...REGISTER_PAGES].map(([path]) => path),
  ]) {
    t.equal((await page(path, consumerCookie)).status, 404, path);
    const visitor = await page(path);
    t.equal(visitor.status, 302);
    t.match(String(visitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});

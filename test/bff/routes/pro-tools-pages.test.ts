// The professional's message templates and auto-respond pages (spec §2.7) rendered by the real BFF
// over a real upstream: each arrives with the professional's own data in the HTML and is never
// cached; a home owner gets the not-found page; a visitor is sent to sign in and brought back. A
// template or rule that is not theirs is not found; fromPage leads back to a page of this site and
// never elsewhere; the proposal form offers the templates from the first byte.
import { randomUUID } from 'node:crypto';
import t from 'tap';
import { autoRespond } from '../../../upstream/domain/responses/auto-respond.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import {
  createConsumer,
  createJob,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
  type PersonFixture,
} from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

async function signIn(person: PersonFixture): Promise<string> {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: person.email, password: FIXTURE_PASSWORD } },
    { host },
  );
  const cookies = sessionCookies(login);
  if (cookies.length === 0) throw new Error(`${person.email} could not sign in`);
  return cookies.map(cookiePair).join('; ');
}

const page = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

// A professional in Leeds with a template and a rule that answered a job this morning.
const trade = await createTrade(db, 'uk');
const place = await createPlace(db, 'GB', 53.8008, -1.5491);
const pro = await createPro(db, {
  brand: 'uk',
  serviceIds: trade.serviceIds,
  professionId: trade.professionId,
  latitude: 53.8008,
  longitude: -1.5491,
});
const otherPro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const owner = await createConsumer(db, 'uk');
const TITLE = 'Kitchen tap quote';
const BODY = 'Thank you for your job. I fit kitchen taps every week and can come on Monday morning.';
const [template] = await db.query<{ id: string }>(
  'INSERT INTO message_templates (pro_id, title, body) VALUES ($1, $2, $3) RETURNING id',
  [pro.id, TITLE, BODY],
);
const [theirs] = await db.query<{ id: string }>(
  'INSERT INTO message_templates (pro_id, title, body) VALUES ($1, $2, $3) RETURNING id',
  [otherPro.id, 'Not yours', BODY],
);
const [rule] = await db.query<{ id: string }>(
  `INSERT INTO auto_respond_rules (pro_id, enabled, service_ids, template_id, daily_limit)
   VALUES ($1, true, $2::uuid[], $3, 4) RETURNING id`,
  [pro.id, [trade.serviceIds[0]], template?.id ?? ''],
);
const jobId = await createJob(db, {
  consumerId: owner.id,
  trade,
  place,
  brand: 'uk',
  description: 'The kitchen tap drips day and night; please replace it.',
});
await autoRespond(db, jobId);
const [sent] = await db.query<{ id: string }>('SELECT id FROM proposals WHERE service_request_id = $1', [jobId]);
const proCookie = await signIn(pro);
const ownerCookie = await signIn(owner);
const templateId = template?.id ?? '';
const ruleId = rule?.id ?? '';

const PAGES = [
  ['/service-pro/message-templates', 'Message templates'],
  ['/service-pro/message-templates/add', 'New message template'],
  [`/service-pro/message-templates/edit/${templateId}`, 'Edit message template'],
  ['/service-pro/auto-respond', 'Auto-respond'],
  ['/service-pro/auto-respond/setup', 'New auto-respond rule'],
  [`/service-pro/auto-respond/setup?ruleId=${ruleId}`, 'Change an auto-respond rule'],
] as const;

t.test("each page arrives with the professional's own data, never to be cached", async (t) => {
  for (const [path, title] of PAGES) {
    const answer = await page(path, proCookie);
    t.equal(answer.status, 200, path);
    t.match(answer.text, `<h1>${title}</h1>`, `${path}: its heading`);
    t.equal(answer.headers['cache-control'], 'no-store', `${path}: no-store`);
  }
  const list = (await page('/service-pro/message-templates', proCookie)).text;
  t.match(list, TITLE, 'the template');
  t.match(list, 'Used by 1 auto-respond rule');
  t.notMatch(list, 'Not yours', "not another pro's");
  const edit = (await page(`/service-pro/message-templates/edit/${templateId}`, proCookie)).text;
  t.match(edit, `value="${TITLE}"`, 'the form filled in on the server');
  const rules = (await page('/service-pro/auto-respond', proCookie)).text;
  t.match(rules, `Trade ${trade.professionSlug.replace('trade-', '')}`, "the rule's trade");
  t.match(rules, 'Sent today: 1 of 4', 'what it sent today against its limit');
  t.match(rules, `href="/service-pro/my-proposal/${sent?.id}"`, 'the job it answered');
  const setup = (await page(`/service-pro/auto-respond/setup?ruleId=${ruleId}`, proCookie)).text;
  t.match(setup, `<option value="${trade.professionId}" selected="">`, 'the rule filled in on the server');
  t.match(setup, `<option value="${templateId}" selected="">${TITLE}</option>`);
});

t.test('a template or a rule that is not theirs is not found', async (t) => {
  for (const path of [
    `/service-pro/message-templates/edit/${theirs?.id}`,
    `/service-pro/message-templates/edit/${randomUUID()}`,
    '/service-pro/message-templates/edit/not-an-id',
    `/service-pro/auto-respond/setup?ruleId=${randomUUID()}`,
  ]) {
    t.equal((await page(path, proCookie)).status, 404, path);
  }
});

t.test('a home owner gets the not-found page; a visitor is sent to sign in and back', async (t) => {
  for (const [path] of PAGES) {
    t.equal((await page(path, ownerCookie)).status, 404, `${path} for a home owner`);
    const forVisitor = await page(path);
    t.equal(forVisitor.status, 302, `${path} for a visitor`);
    t.match(String(forVisitor.headers.location), `redirect-to=${encodeURIComponent(path)}`);
  }
});

t.test('fromPage leads back to the page the professional came from', async (t) => {
  const from = `/service-pro/create-proposal/${jobId}`;
  const add = (await page(`/service-pro/message-templates/add?fromPage=${encodeURIComponent(from)}`, proCookie)).text;
  t.match(add, new RegExp(`href="${from}"[^>]*data-testid="template-cancel"`), 'cancel goes back there');
  const list = (await page(`/service-pro/message-templates?fromPage=${encodeURIComponent(from)}`, proCookie)).text;
  t.match(list, new RegExp(`href="${from}"[^>]*data-testid="templates-back"`), 'the list leads back there');
});

t.test('a foreign fromPage is refused: the way out stays on the templates', async (t) => {
  for (const foreign of ['https://evil.example/phish', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    const add = await page(`/service-pro/message-templates/add?fromPage=${encodeURIComponent(foreign)}`, proCookie);
    t.equal(add.status, 200, foreign);
    t.match(
      add.text,
      /href="\/service-pro\/message-templates"[^>]*data-testid="template-cancel"/,
      `${foreign}: cancel`,
    );
    const list = await page(`/service-pro/message-templates?fromPage=${encodeURIComponent(foreign)}`, proCookie);
    t.notMatch(list.text, 'data-testid="templates-back"', `${foreign}: no way back offered`);
  }
});

t.test('the proposal form and the conversation offer the templates from the server', async (t) => {
  const other = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk' });
  const form = (await page(`/service-pro/create-proposal/${other}`, proCookie)).text;
  t.match(form, 'data-testid="template-picker"');
  t.match(form, `<option value="${templateId}">${TITLE}</option>`);
  t.match(
    form,
    `href="/service-pro/message-templates?fromPage=${encodeURIComponent(`/service-pro/create-proposal/${other}`)}"`,
    'manage templates, and come back',
  );
  const conversation = (await page(`/service-pro/my-proposal/${sent?.id}/messages`, proCookie)).text;
  t.match(conversation, `<option value="${templateId}">${TITLE}</option>`);
});

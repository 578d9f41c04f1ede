// The staff's message queue and audit log (§2.9, §6) rendered by the real BFF over a real
// upstream: staff get the messages, a failed one offered to be sent again, and the log of staff
// actions, both never cached and both narrowed by the filters in the address; a message sent
// again by staff is in the log with its reason. A professional, a home owner and a visitor get
// the not-found page with nothing of either.
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

const signIn = (username: string, password = FIXTURE_PASSWORD) => signInCookies(bff.origin, host, username, password);
const get = (path: string, cookie?: string) => send(bff.origin, path, { host, headers: cookie ? { cookie } : {} });

const owner = await createConsumer(db, 'uk');
await db.query("UPDATE users SET first_name = 'Alex', last_name = 'Failing' WHERE id = $1", [owner.id]);
const [failed] = await db.query<{ id: string }>(
  `INSERT INTO outbox_messages (user_id, recipient, channel, template, locale, payload, status, attempts, last_error)
   VALUES ($1, 'alex.failing@example.com', 'EMAIL', 'password-reset', 'en-GB',
           '{"firstName":"Alex","note":"<script>alert(1)</script>"}'::jsonb, 'FAILED', 5, 'Mailbox unavailable')
   RETURNING id`,
  [owner.id],
);
await db.query(
  `INSERT INTO outbox_messages (recipient, channel, template, locale, payload, status, attempts, sent_at)
   VALUES ('+447700900777', 'SMS', 'login-code', 'en-GB', '{"code":"424242"}'::jsonb, 'SENT', 1, now())`,
);
const staff = await signIn('admin@example.com', 'hearth-demo');

t.test('staff get the message queue, a failed message offered to be sent again, never cached', async (t) => {
  const answer = await get('/admin/message-queue', staff);
  t.equal(answer.status, 200);
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match(answer.text, '<h1>Message queue');
  t.match(answer.text, /alex\.failing@example\.com[\s\S]*?password-reset[\s\S]*?Failed[\s\S]*?Mailbox unavailable/);
  t.match(answer.text, 'data-testid="admin-outbox-resend"', 'the failed one can be sent again');
  t.match(answer.text, '424242', 'a sent message is listed too');
  t.notMatch(answer.text, '<script>alert(1)</script>', 'the contents never as markup');
  t.match(answer.text, '&lt;script&gt;alert(1)&lt;/script&gt;', 'but as text');
});

t.test('the status and the filters in the address narrow the list the server renders', async (t) => {
  const failedOnly = await get('/admin/message-queue?status=FAILED', staff);
  t.equal(failedOnly.status, 200);
  t.match(failedOnly.text, 'alex.failing@example.com');
  t.notMatch(failedOnly.text, '+447700900777');
  t.match(
    failedOnly.text,
    /data-testid="admin-outbox-tab-FAILED"[^>]*aria-current="page"|aria-current="page"[^>]*data-testid="admin-outbox-tab-FAILED"/,
  );

  const sent = await get('/admin/message-queue?status=SENT', staff);
  t.match(sent.text, '+447700900777');
  t.notMatch(sent.text, 'alex.failing@example.com');

  const byRecipient = await get('/admin/message-queue?recipient=ALEX.FAILING%40example.com', staff);
  t.match(byRecipient.text, 'Mailbox unavailable');
  t.notMatch(byRecipient.text, '+447700900777');

  const byTemplate = await get('/admin/message-queue?template=login-code', staff);
  t.match(byTemplate.text, '+447700900777');
  t.notMatch(byTemplate.text, 'alex.failing@example.com');
});

t.test('a message sent again by staff is queued again and written to the audit log', async (t) => {
  const resent = await graphql(
    bff.origin,
    'mutation($input: ResendMessageInput!){ resendMessage(input: $input){ __typename } }',
    { input: { messageId: failed?.id, reason: 'Mailbox fixed by the customer' } },
    { cookie: staff, host, headers: { [CSRF_HEADER]: '1' } },
  );
  t.match(resent.json(), { data: { resendMessage: { __typename: 'MessageResent' } } });

  const stillFailed = await get('/admin/message-queue?status=FAILED', staff);
  t.notMatch(stillFailed.text, 'alex.failing@example.com', 'no longer failed');
  // The outbox may deliver it at any moment: waiting to be sent, or sent already.
  const again = await get(`/admin/message-queue?recipient=${encodeURIComponent('alex.failing@example.com')}`, staff);
  t.match(again.text, /alex\.failing@example\.com[\s\S]*?class="pill[^"]*">(Waiting|Sent)</, 'on its way again');

  const staffId = await upstream.userId('admin@example.com');
  const logged = await get('/admin/audit-log', staff);
  t.equal(logged.status, 200);
  t.equal(logged.headers['cache-control'], 'no-store');
  t.match(logged.text, '<h1>Audit log');
  t.match(
    logged.text,
    new RegExp(
      `href="/admin/users/${staffId}"[^]*?href="/admin/users/${owner.id}"[^]*?Alex Failing[^]*?As themselves[^]*?resendMessage[^]*?Mailbox fixed by the customer`,
    ),
  );

  const byOperation = await get('/admin/audit-log?operation=resendMessage', staff);
  t.match(byOperation.text, 'Mailbox fixed by the customer');
  const otherOperation = await get('/admin/audit-log?operation=banUser', staff);
  t.notMatch(otherOperation.text, 'Mailbox fixed by the customer', 'another operation’s entries only');
  const bySubject = await get(`/admin/audit-log?subject=${owner.id}`, staff);
  t.match(bySubject.text, 'Mailbox fixed by the customer');
  const otherSubject = await get(`/admin/audit-log?subject=${staffId}`, staff);
  t.notMatch(otherSubject.text, 'Mailbox fixed by the customer', 'another account’s entries only');
  const impersonating = await get('/admin/audit-log?mode=IMPERSONATED', staff);
  t.notMatch(impersonating.text, 'Mailbox fixed by the customer', 'another way of acting only');
  const byActor = await get(`/admin/audit-log?actor=${staffId}&mode=SELF`, staff);
  t.match(byActor.text, 'Mailbox fixed by the customer');
});

t.test('anyone else gets the not-found page, with nothing of either page', async (t) => {
  const trade = await createTrade(db, 'uk');
  const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
  const someone = await createConsumer(db, 'uk');
  for (const [who, cookie] of [
    ['a professional', await signIn(pro.email)],
    ['a home owner', await signIn(someone.email)],
    ['a visitor', undefined],
  ] as const) {
    for (const path of ['/admin/message-queue', '/admin/message-queue?status=FAILED', '/admin/audit-log']) {
      const answer = await get(path, cookie);
      t.equal(answer.status, 404, `${who}: ${path}`);
      t.notMatch(answer.text, /Message queue|Audit log|alex\.failing@example\.com|Mailbox/, `${who}: nothing of it`);
    }
  }
});

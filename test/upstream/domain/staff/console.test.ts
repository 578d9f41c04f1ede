// What the staff console reads and does over real HTTP (issue 22): the dashboard's queues with
// their counts and ages, finding accounts, resending a message the delivery gave up on, and the
// audit log narrowed by actor, way of acting and operation.
import t from 'tap';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode, newClients } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

const QUEUES = '{ staffQueues { kind count oldestAt } }';
const ACCOUNTS = `query($search: String, $type: UserType, $status: AccountStatus, $order: StaffAccountOrder,
    $page: Int, $pageSize: Int) {
  staffAccounts(search: $search, type: $type, status: $status, order: $order, page: $page, pageSize: $pageSize) {
    totalCount accounts { id email type brand firstName lastName phone companyName status createdAt
      user { __typename id } } } }`;
const RESEND = `mutation($input: ResendMessageInput!) { resendMessage(input: $input) { __typename
  ... on MessageResent { message { id status attempts lastError } }
  ... on MessageNotFailed { message { id status } }
  ... on MessageNotFound { messageId } } }`;
const QUEUE = `query($status: OutboxStatus, $template: String) { messageQueue(status: $status, template: $template) {
  edges { node { id template status } } } }`;
const AUDIT = `query($actorId: ID, $subjectId: ID, $mode: ActingMode, $operation: String) {
  auditLog(actorId: $actorId, subjectId: $subjectId, mode: $mode, operation: $operation) {
    edges { node { mode operations reason actor { id } subject { id } } } } }`;
const DECIDE_QUALIFICATION = `mutation($input: DecideQualificationInput!) { decideQualification(input: $input) {
  __typename } }`;

// Each test is its own client, so the per-client abuse limits of one do not reach another.
const client = newClients(origin);

async function idOf(email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalised = lower($1)', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

type Queue = { kind: string; count: number; oldestAt: string | null };
const queueOf = (queues: Queue[], kind: string) => queues.find((queue) => queue.kind === kind);

t.test('the dashboard counts what waits for staff and tells the oldest item’s age', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const before = (await c.ask(QUEUES, {}, admin)).staffQueues as Queue[];
  t.same(
    before.map((queue) => queue.kind),
    [
      'QUESTIONS',
      'ANSWERS',
      'EXTERNAL_REVIEWS',
      'DOCUMENTS',
      'BACKGROUND_CHECKS',
      'QUALIFICATIONS',
      'IDENTITY_CHECKS',
      'REPORTED_MESSAGES',
      'FAILED_MESSAGES',
      'FAILED_PAYMENTS',
      'SUSPENSIONS',
    ],
  );

  const consumer = await idOf('consumer.nl@example.com');
  const [profession] = await db.query<{ id: string }>('SELECT id FROM professions LIMIT 1');
  const longAgo = '2020-01-02T03:04:05.000Z';
  await db.query(
    `INSERT INTO questions (brand, consumer_id, profession_id, slug, title, body, created_at)
     VALUES ('nl', $1, $2, 'a-waiting-question', 'A waiting question', 'Is anyone there?', $3)`,
    [consumer, profession?.id ?? null, longAgo],
  );
  await db.query(
    `INSERT INTO outbox_messages (user_id, recipient, channel, template, locale, payload, status, attempts, created_at)
     VALUES ($1, 'consumer.nl@example.com', 'EMAIL', 'login-code', 'nl-NL', '{}', 'FAILED', 5, $2)`,
    [consumer, longAgo],
  );
  const after = (await c.ask(QUEUES, {}, admin)).staffQueues as Queue[];
  for (const kind of ['QUESTIONS', 'FAILED_MESSAGES']) {
    t.equal(queueOf(after, kind)?.count, (queueOf(before, kind)?.count ?? 0) + 1, `${kind} counts one more`);
    t.equal(queueOf(after, kind)?.oldestAt, longAgo, `${kind} is as old as its oldest item`);
  }

  // A trade referred to a person joins the qualifications queue, aged from the referral.
  const [trade] = await db.query<{ pro_id: string; profession_id: string }>(
    `SELECT u.id AS pro_id, p.id AS profession_id FROM users u JOIN professions p ON p.brand = u.brand
      WHERE u.email_normalised = 'pro.nl@example.com'
        AND NOT EXISTS (SELECT 1 FROM pro_professions pp WHERE pp.pro_id = u.id AND pp.profession_id = p.id)
      LIMIT 1`,
  );
  const referred = await c.ask(
    DECIDE_QUALIFICATION,
    {
      input: {
        proId: trade?.pro_id,
        professionId: trade?.profession_id,
        decision: 'REFER',
        reason: 'certificate unreadable',
      },
    },
    admin,
  );
  t.equal(referred.decideQualification.__typename, 'QualificationDecided');
  const referredQueue = queueOf((await c.ask(QUEUES, {}, admin)).staffQueues, 'QUALIFICATIONS');
  t.equal(referredQueue?.count, (queueOf(before, 'QUALIFICATIONS')?.count ?? 0) + 1);
  t.ok(Date.now() - Date.parse(referredQueue?.oldestAt ?? '') < 60 * 60 * 1000, 'referred just now');
});

t.test('staff find accounts by email, name, company, phone or id, filtered, ordered and paged', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const find = async (variables: Record<string, unknown>) => (await c.ask(ACCOUNTS, variables, admin)).staffAccounts;
  const [made] = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, status)
     VALUES ('Marit.Zonneveld@nl-homes.example', 'marit.zonneveld@nl-homes.example', 'SERVICE_PRO', 'nl', 'nl-NL',
             'Marit', 'Zonneveld', '+31 6 98 76 54 03', 'ACTIVE') RETURNING id`,
  );
  await db.query(`INSERT INTO company_profiles (user_id, company_name) VALUES ($1, 'Zonnig Schilderwerk')`, [
    made?.id ?? null,
  ]);
  const expected = {
    id: made?.id,
    email: 'Marit.Zonneveld@nl-homes.example',
    type: 'SERVICE_PRO',
    brand: 'nl',
    firstName: 'Marit',
    lastName: 'Zonneveld',
    phone: '+31 6 98 76 54 03',
    companyName: 'Zonnig Schilderwerk',
    status: 'ACTIVE',
    user: { __typename: 'ServicePro', id: made?.id },
  };
  for (const search of [
    'zonneveld@nl-homes',
    'MARIT zonneveld',
    'zonnig schilder',
    '0698765403',
    '+31698765403',
    made?.id,
  ]) {
    const found = await find({ search });
    t.equal(found.totalCount, 1, `"${search}" finds one account`);
    t.match(found.accounts[0], expected, `"${search}" finds Marit`);
  }
  t.equal((await find({ search: 'marit nobody' })).totalCount, 0, 'every word must match');
  t.equal((await find({ search: '%' })).totalCount, 0, 'a wildcard is only a character');
  t.equal((await find({ search: 'marit', type: 'CONSUMER' })).totalCount, 0);
  t.equal((await find({ search: 'marit', status: 'DISABLED' })).totalCount, 0);

  const all = await find({ pageSize: 100 });
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  t.equal(all.totalCount, count, 'no search: every account');
  t.equal(all.accounts[0].id, made?.id, 'newest first');
  const pros = await find({ type: 'SERVICE_PRO', order: 'NAME', pageSize: 100 });
  const names = pros.accounts.map((account: { lastName: string }) => account.lastName.toLowerCase());
  t.same(names, [...names].sort(), 'by name');
  t.ok(pros.accounts.every((account: { type: string }) => account.type === 'SERVICE_PRO'));

  const second = await find({ order: 'EMAIL', page: 2, pageSize: 2 });
  const firstFour = await find({ order: 'EMAIL', pageSize: 4 });
  t.same(second.accounts, firstFour.accounts.slice(2, 4), 'page 2 holds the next ones');
  const past = await find({ page: 1000, pageSize: 100 });
  t.same(past, { totalCount: count, accounts: [] }, 'a page past the end still tells how many match');

  for (const variables of [{ pageSize: 101 }, { pageSize: 0 }, { page: 0 }, { search: 'x'.repeat(201) }]) {
    t.equal(errorCode(await c.raw(ACCOUNTS, variables, admin)), 'BAD_USER_INPUT', JSON.stringify(variables));
  }
});

t.test('a message the delivery gave up on is resent once, and only it', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const adminId = await idOf('admin@example.com');
  const consumer = await idOf('consumer.fr@example.com');
  const insert = async (status: string, userId: string | null) => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO outbox_messages (user_id, recipient, channel, template, locale, payload, status, attempts, last_error)
       VALUES ($1, 'consumer.fr@example.com', 'EMAIL', 'job-closed', 'fr-FR', '{}', $2, 5, 'mailbox full')
       RETURNING id`,
      [userId, status],
    );
    return row?.id as string;
  };
  const failed = await insert('FAILED', consumer);
  const failedTemplates = await c.ask(QUEUE, { status: 'FAILED', template: 'job-closed' }, admin);
  t.ok(
    failedTemplates.messageQueue.edges.some((edge: { node: { id: string } }) => edge.node.id === failed),
    'the queue shows it by state and template',
  );
  t.same(
    (await c.ask(QUEUE, { status: 'FAILED', template: 'login-code' }, admin)).messageQueue.edges.filter(
      (edge: { node: { id: string } }) => edge.node.id === failed,
    ),
    [],
    'and not under another template',
  );

  const resent = await c.ask(RESEND, { input: { messageId: failed, reason: 'mailbox emptied' } }, admin);
  t.same(resent.resendMessage, {
    __typename: 'MessageResent',
    message: { id: failed, status: 'PENDING', attempts: 0, lastError: null },
  });
  const again = await c.ask(RESEND, { input: { messageId: failed } }, admin);
  // The delivery worker may have sent it already; either way it is not sent again from here.
  t.match(again.resendMessage, { __typename: 'MessageNotFailed', message: { id: failed, status: /^(PENDING|SENT)$/ } });
  const sent = await insert('SENT', null);
  t.equal((await c.ask(RESEND, { input: { messageId: sent } }, admin)).resendMessage.__typename, 'MessageNotFailed');
  for (const messageId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
    t.same((await c.ask(RESEND, { input: { messageId } }, admin)).resendMessage, {
      __typename: 'MessageNotFound',
      messageId,
    });
  }
  const tooLong = await c.raw(RESEND, { input: { messageId: failed, reason: 'x'.repeat(5000) } }, admin);
  t.equal(errorCode(tooLong), 'BAD_USER_INPUT');

  // A message without an account is resent all the same, with staff's own account as subject.
  const orphan = await insert('FAILED', null);
  t.equal((await c.ask(RESEND, { input: { messageId: orphan } }, admin)).resendMessage.__typename, 'MessageResent');

  const { auditLog } = await c.ask(AUDIT, { actorId: adminId, operation: 'resendMessage' }, admin);
  t.same(
    auditLog.edges.map((edge: { node: unknown }) => edge.node),
    [
      { mode: 'SELF', operations: ['resendMessage'], reason: null, actor: { id: adminId }, subject: { id: adminId } },
      {
        mode: 'SELF',
        operations: ['resendMessage'],
        reason: 'mailbox emptied',
        actor: { id: adminId },
        subject: { id: consumer },
      },
    ],
    'each resend is in the audit log, found by actor and operation',
  );
  const impersonated = await c.ask(
    AUDIT,
    { actorId: adminId, mode: 'IMPERSONATED', operation: 'resendMessage' },
    admin,
  );
  t.same(impersonated.auditLog.edges, [], 'and not among what was done while impersonating');
  t.same((await c.ask(AUDIT, { actorId: 'nope' }, admin)).auditLog.edges, [], 'an id no one has names nothing');
});

t.test('only staff acting as themselves reach the console’s operations', async (t) => {
  const c = client();
  const operations: [string, Record<string, unknown>][] = [
    [QUEUES, {}],
    [ACCOUNTS, {}],
    [RESEND, { input: { messageId: '00000000-0000-4000-8000-000000000000' } }],
    ['query($id: ID!) { staffAccount(id: $id) { id } }', { id: '00000000-0000-4000-8000-000000000000' }],
    ...['endUserSessions', 'resendActivation'].map((field): [string, Record<string, unknown>] => [
      `mutation($input: StaffUserInput!) { ${field}(input: $input) { __typename } }`,
      { input: { userId: '00000000-0000-4000-8000-000000000000' } },
    ]),
  ];
  for (const email of ['consumer.de@example.com', 'pro.de@example.com']) {
    const token = (await c.signIn(email)).accessToken;
    for (const [query, variables] of operations) {
      t.equal(errorCode(await c.raw(query, variables, token)), 'FORBIDDEN', `${email}: ${query.slice(0, 40)}`);
    }
  }
  for (const [query, variables] of operations) {
    t.equal(errorCode(await c.raw(query, variables)), 'UNAUTHENTICATED', `visitor: ${query.slice(0, 40)}`);
  }
});

t.test('an account’s page: its sessions and figures; staff end its sessions and resend its activation', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const DETAIL = `query($id: ID!) { staffAccount(id: $id) { id email status
    sessions { mode actor { id } } counts { jobs proposals reviewsWritten reviewsReceived invoices } } }`;
  const END = `mutation($input: StaffUserInput!) { endUserSessions(input: $input) { __typename
    ... on UserSessionsEnded { sessionsEnded } ... on UserNotFound { userId } } }`;
  const ACTIVATION = `mutation($input: StaffUserInput!) { resendActivation(input: $input) { __typename
    ... on UserNotFound { userId } } }`;
  const person = await idOf('consumer.it@example.com');
  const own = (await c.signIn('consumer.it@example.com')).accessToken;
  const detail = (await c.ask(DETAIL, { id: person }, admin)).staffAccount;
  t.match(detail, { id: person, email: 'consumer.it@example.com', status: 'ACTIVE' });
  t.ok(detail.sessions.length >= 1, 'their session shows');
  t.match(detail.sessions[0], { mode: 'SELF', actor: { id: person } });
  const [jobs] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM service_requests WHERE consumer_id = $1',
    [person],
  );
  t.equal(detail.counts.jobs, jobs?.count, 'the jobs they posted');
  t.equal((await c.ask(DETAIL, { id: 'nope' }, admin)).staffAccount, null);

  const ended = await c.ask(END, { input: { userId: person, reason: 'phone stolen' } }, admin);
  t.ok(ended.endUserSessions.sessionsEnded >= 1);
  t.equal((await c.raw('{ me { id } }', {}, own)).status, 401, 'their token stops working');
  t.same((await c.ask(DETAIL, { id: person }, admin)).staffAccount.sessions, []);
  t.equal((await c.raw('{ me { id } }', {}, admin)).status, 200, 'staff keep theirs');

  const [pending] = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, status)
     VALUES ('waiting@nl-homes.example', 'waiting@nl-homes.example', 'CONSUMER', 'nl', 'nl-NL', 'Wim', 'Wachter',
             'PENDING') RETURNING id`,
  );
  const resent = await c.ask(ACTIVATION, { input: { userId: pending?.id } }, admin);
  t.equal(resent.resendActivation.__typename, 'ActivationResent');
  const links = await db.query("SELECT 1 FROM outbox_messages WHERE user_id = $1 AND template = 'account-activation'", [
    pending?.id ?? null,
  ]);
  t.equal(links.length, 1, 'a new link is on its way');
  t.equal(
    (await c.ask(ACTIVATION, { input: { userId: person } }, admin)).resendActivation.__typename,
    'ActivationNotNeeded',
  );
  t.same((await c.ask(ACTIVATION, { input: { userId: 'nope' } }, admin)).resendActivation, {
    __typename: 'UserNotFound',
    userId: 'nope',
  });
  const audit = await c.ask(AUDIT, { subjectId: pending?.id, operation: 'resendActivation' }, admin);
  t.equal(audit.auditLog.edges.length, 1);
  const endAudit = await c.ask(AUDIT, { subjectId: person, operation: 'endUserSessions' }, admin);
  t.match(endAudit.auditLog.edges, [{ node: { reason: 'phone stolen' } }]);
});

// Staff operations (spec §2.9 admin, §6 impersonation) over real HTTP: acting as a customer,
// disabling and enabling accounts, and reading the message queue and the audit log.
import t from 'tap';
import { hashPassword } from '../../../../upstream/domain/identity/passwords.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { errorCode, newClients } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const PASSWORD = 'a long enough secret';

const IMPERSONATE = `mutation($input: ImpersonateUserInput!) { impersonateUser(input: $input) { __typename
  ... on UserImpersonated { tokens { accessToken } user { id } } ... on InvalidFields { fieldErrors { field code } } } }`;
const EXIT = `mutation { exitAssumedUser { __typename
  ... on AssumedUserExited { tokens { accessToken } user { __typename id } } ... on NotAssumingUser { userId } } }`;
const ME = `{ me { __typename id email ... on Consumer { assumedBy { id firstName } } } }`;
const DISABLE = `mutation($input: StaffUserInput!) { disableUser(input: $input) { __typename
  ... on UserDisabled { user { id ... on Consumer { status } ... on ServicePro { status } } }
  ... on UserNotFound { userId } } }`;
const ENABLE = `mutation($input: StaffUserInput!) { enableUser(input: $input) { __typename
  ... on UserEnabled { user { id ... on Consumer { status } ... on ServicePro { status } } }
  ... on UserNotFound { userId } } }`;
const QUEUE = `query($first: Int, $after: String, $status: OutboxStatus, $recipient: String) {
  messageQueue(first: $first, after: $after, status: $status, recipient: $recipient) {
    edges { cursor node { id recipient channel template locale payload status attempts createdAt sentAt lastError } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
const AUDIT = `query($first: Int, $after: String, $subjectId: ID) { auditLog(first: $first, after: $after, subjectId: $subjectId) {
  edges { cursor node { id at mode operations requestId reason actor { id } subject { id } } }
  pageInfo { hasNextPage endCursor } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { tokens { accessToken } } ... on LoginFailed { code } } }`;
const ASSUME = `mutation($input: AssumeUserInput!) { assumeUser(input: $input) { __typename
  ... on UserAssumed { tokens { accessToken } } } }`;

// Each test is its own client, so the per-client abuse limits of one do not reach another.
const client = newClients(origin);

async function userId(email: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_normalised = lower($1)', [email]);
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

let userCount = 0;
async function createUser(type: 'CONSUMER' | 'SERVICE_PRO', options: { activated?: boolean; company?: string } = {}) {
  userCount += 1;
  const email = `staff-test-${userCount}@nl-homes.example`;
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, password_hash, status,
                        activated_at)
     VALUES ($1, $1, $2, 'nl', 'nl-NL', 'Noor', 'Visser', $3, $4, CASE WHEN $5 THEN now() END) RETURNING id`,
    [
      email,
      type,
      await hashPassword(PASSWORD),
      options.activated === false ? 'PENDING' : 'ACTIVE',
      options.activated !== false,
    ],
  );
  if (!row) throw new Error('user not created');
  if (options.company) {
    await db.query('INSERT INTO company_profiles (user_id, company_name) VALUES ($1, $2)', [row.id, options.company]);
  }
  return { id: row.id, email };
}

t.test('an admin impersonates a consumer by email and exits back to their own session', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const adminId = await userId('admin@example.com');
  const consumerId = await userId('consumer.nl@example.com');

  const { impersonateUser } = await c.ask(IMPERSONATE, { input: { email: 'Consumer.NL@example.com' } }, admin);
  t.match(impersonateUser, { __typename: 'UserImpersonated', user: { id: consumerId } });
  const acting = impersonateUser.tokens.accessToken as string;
  const claims = JSON.parse(Buffer.from(acting.split('.')[1] ?? '', 'base64url').toString());
  t.match(claims, { sub: consumerId, act: adminId, imp: true, mod: 'IMPERSONATED', typ: 'CONSUMER' });
  t.match((await c.ask(ME, {}, acting)).me, {
    __typename: 'Consumer',
    id: consumerId,
    assumedBy: { id: adminId, firstName: 'Robin' },
  });

  // Staff rules need the admin acting as themself.
  const again = await c.raw(IMPERSONATE, { input: { email: 'consumer.fr@example.com' } }, acting);
  t.equal(errorCode(again), 'FORBIDDEN');
  t.equal(errorCode(await c.raw(QUEUE, {}, acting)), 'FORBIDDEN');
  t.equal(errorCode(await c.raw(ASSUME, { input: { userId: adminId } }, acting)), 'FORBIDDEN');

  const { exitAssumedUser } = await c.ask(EXIT, {}, acting);
  t.match(exitAssumedUser, { __typename: 'AssumedUserExited', user: { __typename: 'StaffUser', id: adminId } });
  t.equal((await c.raw(ME, {}, acting)).status, 401, 'the impersonation ended');
  const back = exitAssumedUser.tokens.accessToken as string;
  t.match((await c.ask(ME, {}, back)).me, { __typename: 'StaffUser', id: adminId });

  // Newest first: leaving, the refused attempts made while impersonating, and starting.
  const { auditLog } = await c.ask(AUDIT, { subjectId: consumerId }, back);
  const entries = auditLog.edges.map((edge: { node: unknown }) => edge.node);
  t.match(entries[0], {
    mode: 'IMPERSONATED',
    operations: ['exitAssumedUser'],
    actor: { id: adminId },
    subject: { id: consumerId },
  });
  t.match(entries[entries.length - 1], {
    mode: 'SELF',
    operations: ['impersonateUser'],
    actor: { id: adminId },
    subject: { id: consumerId },
  });
});

t.test('impersonateUser names exactly one existing customer account', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const refused = async (input: Record<string, unknown>) =>
    (await c.ask(IMPERSONATE, { input }, admin)).impersonateUser.fieldErrors;
  const pro = await userId('pro.de@example.com');
  t.same(await refused({}), [{ field: 'userId', code: 'REQUIRED' }]);
  t.same(await refused({ userId: pro, email: 'pro.de@example.com' }), [{ field: 'userId', code: 'REQUIRED' }]);
  t.same(await refused({ email: 'nobody@example.com' }), [{ field: 'email', code: 'NOT_FOUND' }]);
  t.same(await refused({ userId: '00000000-0000-4000-8000-000000000000' }), [{ field: 'userId', code: 'NOT_FOUND' }]);
  t.same(await refused({ userId: 'nope' }), [{ field: 'userId', code: 'NOT_FOUND' }]);
  t.same(await refused({ email: 'admin@example.com' }), [{ field: 'email', code: 'INVALID' }]);
  const disabled = await createUser('CONSUMER');
  await db.query(`UPDATE users SET status = 'DISABLED' WHERE id = $1`, [disabled.id]);
  t.same(await refused({ userId: disabled.id }), [{ field: 'userId', code: 'INVALID' }]);
  const byId = await c.ask(IMPERSONATE, { input: { userId: pro } }, admin);
  t.match(byId.impersonateUser, { __typename: 'UserImpersonated', user: { id: pro } });
});

t.test('only staff acting as themselves reach staff operations', async (t) => {
  const c = client();
  const someone = await userId('consumer.de@example.com');
  const operations: [string, Record<string, unknown>][] = [
    [IMPERSONATE, { input: { userId: someone } }],
    [DISABLE, { input: { userId: someone } }],
    [ENABLE, { input: { userId: someone } }],
    [QUEUE, {}],
    [AUDIT, {}],
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
  const [status] = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [someone]);
  t.equal(status?.status, 'ACTIVE');
});

t.test('disabling a user ends their sessions at once and blocks sign-in until enabled', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const adminId = await userId('admin@example.com');
  const person = await createUser('CONSUMER');
  const own = (await c.signIn(person.email, PASSWORD)).accessToken;
  t.equal((await c.raw(ME, {}, own)).status, 200);

  const { disableUser } = await c.ask(DISABLE, { input: { userId: person.id, reason: 'chargeback fraud' } }, admin);
  t.same(disableUser, { __typename: 'UserDisabled', user: { id: person.id, status: 'DISABLED' } });
  t.equal((await c.raw(ME, {}, own)).status, 401, 'their token stops working at once');
  const login = (password: string) => c.ask(LOGIN, { input: { username: person.email, password } });
  t.match((await login(PASSWORD)).login, { __typename: 'LoginFailed', code: 'UNAUTHENTICATED' });
  t.match((await login('not the password')).login, { __typename: 'LoginFailed', code: 'INVALID_CREDENTIALS' });

  const { enableUser } = await c.ask(ENABLE, { input: { userId: person.id } }, admin);
  t.same(enableUser, { __typename: 'UserEnabled', user: { id: person.id, status: 'ACTIVE' } });
  t.match((await login(PASSWORD)).login, { __typename: 'LoginSuccess' });

  const { auditLog } = await c.ask(AUDIT, { subjectId: person.id }, admin);
  t.match(
    auditLog.edges.map((edge: { node: unknown }) => edge.node),
    [
      { operations: ['enableUser'], mode: 'SELF', reason: null, actor: { id: adminId }, subject: { id: person.id } },
      {
        operations: ['disableUser'],
        mode: 'SELF',
        reason: 'chargeback fraud',
        actor: { id: adminId },
        subject: { id: person.id },
      },
    ],
  );
  t.equal(auditLog.edges.length, 2);
});

t.test('disabling a company ends the sessions of the people acting for it', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const company = await createUser('SERVICE_PRO', { company: 'Visser Dakwerken' });
  const colleague = await createUser('SERVICE_PRO');
  await db.query(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status)
     VALUES ($1, $2, $3, $3, 'MEMBER', 'ACTIVE')`,
    [company.id, colleague.id, colleague.email],
  );
  const own = (await c.signIn(colleague.email, PASSWORD)).accessToken;
  const { assumeUser } = await c.ask(ASSUME, { input: { userId: company.id } }, own);
  const acting = assumeUser.tokens.accessToken as string;
  await c.ask(DISABLE, { input: { userId: company.id } }, admin);
  t.equal((await c.raw(ME, {}, acting)).status, 401);
  t.equal((await c.raw(ME, {}, own)).status, 200, "the colleague's own sign-in goes on");
});

t.test('staff cannot disable staff or themselves; unknown users are not found', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const adminId = await userId('admin@example.com');
  t.equal(errorCode(await c.raw(DISABLE, { input: { userId: adminId } }, admin)), 'FORBIDDEN');
  const missing = '00000000-0000-4000-8000-000000000000';
  t.same((await c.ask(DISABLE, { input: { userId: missing } }, admin)).disableUser, {
    __typename: 'UserNotFound',
    userId: missing,
  });
  t.same((await c.ask(ENABLE, { input: { userId: 'nope' } }, admin)).enableUser, {
    __typename: 'UserNotFound',
    userId: 'nope',
  });
  const pending = await createUser('CONSUMER', { activated: false });
  await c.ask(DISABLE, { input: { userId: pending.id } }, admin);
  t.match((await c.ask(ENABLE, { input: { userId: pending.id } }, admin)).enableUser, {
    user: { status: 'PENDING' },
  });
  t.equal((await c.raw(ME, {}, admin)).status, 200);
});

t.test('the message queue pages newest first and filters by status and recipient', async (t) => {
  const c = client();
  const admin = (await c.signIn('admin@example.com')).accessToken;
  const recipient = 'queue.reader@nl-homes.example';
  // Seven messages, two of them at the very same instant (the id orders those).
  await db.query(
    `INSERT INTO outbox_messages (recipient, channel, template, locale, payload, status, attempts, created_at,
                                  sent_at, last_error)
     SELECT $1, 'EMAIL', 'password-reset', 'nl-NL', jsonb_build_object('n', n),
            CASE WHEN n % 3 = 0 THEN 'FAILED' WHEN n % 3 = 1 THEN 'SENT' ELSE 'PENDING' END,
            CASE WHEN n % 3 = 0 THEN 5 ELSE 1 END,
            timestamptz '2030-01-01T00:00:00.123456Z' - make_interval(secs => least(n, 6)),
            CASE WHEN n % 3 = 1 THEN now() END,
            CASE WHEN n % 3 = 0 THEN 'mailbox full' END
       FROM generate_series(1, 7) AS n`,
    [recipient],
  );
  const seen: string[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const { messageQueue } = await c.ask(QUEUE, { first: 3, after, recipient: recipient.toUpperCase() }, admin);
    pages += 1;
    t.equal(messageQueue.pageInfo.hasPreviousPage, after !== null);
    for (const edge of messageQueue.edges) seen.push(edge.node.payload.n);
    after = messageQueue.pageInfo.hasNextPage ? messageQueue.pageInfo.endCursor : null;
  } while (after && pages < 10);
  t.equal(pages, 3);
  t.same(seen.slice(0, 5), [1, 2, 3, 4, 5], 'newest first');
  t.same([...seen].sort(), [1, 2, 3, 4, 5, 6, 7], 'every message once');

  const { messageQueue: failed } = await c.ask(QUEUE, { status: 'FAILED', recipient }, admin);
  t.same(
    failed.edges.map((edge: { node: { payload: { n: number } } }) => edge.node.payload.n),
    [3, 6],
  );
  t.match(failed.edges[0].node, {
    recipient,
    channel: 'EMAIL',
    template: 'password-reset',
    locale: 'nl-NL',
    status: 'FAILED',
    attempts: 5,
    lastError: 'mailbox full',
    sentAt: null,
    createdAt: '2029-12-31T23:59:57.123Z',
  });
  const { messageQueue: sent } = await c.ask(QUEUE, { status: 'SENT', recipient, first: 1 }, admin);
  t.match(sent, {
    edges: [{ node: { status: 'SENT', payload: { n: 1 }, lastError: null } }],
    pageInfo: { hasNextPage: true },
  });
  t.ok(sent.edges[0].node.sentAt);

  await db.query(
    `INSERT INTO outbox_messages (recipient, channel, template, locale, payload)
     VALUES ('+31612345678', 'SMS', 'login-code', 'nl-NL', '{}')`,
  );
  const { messageQueue: everything } = await c.ask(QUEUE, { first: 100 }, admin);
  const recipients = new Set(everything.edges.map((edge: { node: { recipient: string } }) => edge.node.recipient));
  t.ok(recipients.has(recipient) && recipients.has('+31612345678'), 'without filters every recipient is listed');

  for (const first of [0, 101, -1]) {
    t.equal(errorCode(await c.raw(QUEUE, { first }, admin)), 'BAD_USER_INPUT', `first: ${first}`);
  }
  t.equal(errorCode(await c.raw(QUEUE, { after: 'bm90IGEgY3Vyc29y' }, admin)), 'BAD_USER_INPUT');
});

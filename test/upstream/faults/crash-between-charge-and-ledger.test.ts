// The upstream killed with SIGKILL between the provider's charge and the ledger (decisions 065,
// 068), on PostgreSQL as a deployment runs it: the billing run asks the provider to collect an
// invoice with the saved card, the provider takes the money, and the process dies before the answer
// reaches it (its events held back, so nothing else can tell it). A second process takes the
// collection over once its lease has run out and asks again with the same idempotency key: the
// provider answers with the same payment, the invoice is paid and the ledger has the payment once —
// the money taken once, counted once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import t from 'tap';
import type { Database, SqlValue } from '../../../upstream/db/database.ts';
import { openDatabase } from '../../../upstream/db/open-database.ts';
import { runBilling } from '../../../upstream/domain/billing/billing-run.ts';
import { listenOnLoopback } from '../../helpers/loopback-server.ts';
import { createPro, createTrade } from '../../helpers/marketplace.ts';
import { processDir } from '../../helpers/process.ts';
import { startPaymentsProvider } from '../../helpers/reference-services.ts';
import { createTestDatabase } from '../../helpers/upstream.ts';
import { spawnUpstream } from '../../helpers/upstream-process.ts';

const NAME = 'crash_between';
const SECRET_KEY = `sk_test_${NAME}`;

async function until(check: () => Promise<boolean>, what: string, polls = 3000): Promise<void> {
  for (let poll = 0; poll < polls; poll++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

// Between the upstream and the provider: passes every call on, but while `freeze` is set it keeps
// the answer to a payment it passed on — the charge made, the caller never told.
async function startFreezingProxy(t: Parameters<typeof listenOnLoopback>[0], target: string) {
  const charged: { intent: string; status: string }[] = [];
  let freeze = true;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.includes(entry[0]),
        ),
      );
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        ...(request.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
      });
      const body = await answer.text();
      if (freeze && request.method === 'POST' && request.url === '/v1/payment_intents') {
        const intent = JSON.parse(body) as { id: string; status: string };
        charged.push({ intent: intent.id, status: intent.status });
        return; // never answered: the process is killed while it waits
      }
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(body);
    });
  });
  const url = await listenOnLoopback(t, server);
  return {
    url,
    charged,
    thaw() {
      freeze = false;
    },
  };
}

async function providerCall(origin: string, path: string, form: Record<string, string>) {
  const answer = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return (await answer.json()) as Record<string, string>;
}

async function one<T extends object>(db: Database, sql: string, values: SqlValue[] = []): Promise<T | undefined> {
  const [row] = await db.query<T>(sql, values);
  return row;
}

t.test('SIGKILL after the provider charged, before the ledger: collected once, counted once', async (t) => {
  const provider = await startPaymentsProvider(t, { secretKey: SECRET_KEY, webhookSecret: `whsec_${NAME}` });
  const proxy = await startFreezingProxy(t, provider.origin);
  const databaseUrl = await createTestDatabase(t);
  const env = {
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: processDir(t, 'uploads'),
    SCHEDULER_INTERVAL_SECONDS: '0',
    PAYMENTS_URL: proxy.url.replace(/\/$/, ''),
    PAYMENTS_SECRET_KEY: SECRET_KEY,
    PAYMENTS_WEBHOOK_SECRET: `whsec_${NAME}`,
  };
  // The first start migrates the database.
  const setup = await spawnUpstream(t, env);
  setup.child.kill('SIGKILL');
  await setup.exited;
  const db = await openDatabase({ url: databaseUrl, dataDir: 'memory://' });
  t.teardown(() => db.close());

  // A professional with a card saved at the provider, and an invoice of theirs that fell due.
  const trade = await createTrade(db, 'nl', 1500);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const customer = await providerCall(provider.origin, '/v1/customers', { email: pro.email });
  const setupIntent = await providerCall(provider.origin, '/v1/setup_intents', {
    customer: String(customer.id),
    payment_method: 'pm_card_visa',
    confirm: 'true',
    usage: 'off_session',
  });
  t.equal(setupIntent.status, 'succeeded', 'the card is saved at the provider');
  await db.query('INSERT INTO payment_customers (user_id, provider_customer_id) VALUES ($1, $2)', [
    pro.id,
    customer.id ?? '',
  ]);
  const saved = await one<{ id: string }>(
    db,
    `INSERT INTO payment_method_setups (user_id, status) VALUES ($1, 'SAVED') RETURNING id`,
    [pro.id],
  );
  await db.query(
    `INSERT INTO saved_payment_methods (user_id, provider_payment_method_id, type, card_brand, last4, exp_month,
                                        exp_year, provider_setup_id, setup_id)
     VALUES ($1, $2, 'CARD', 'visa', '4242', 12, 2034, $3, $4)`,
    [pro.id, setupIntent.payment_method ?? '', setupIntent.id ?? '', saved?.id ?? ''],
  );
  await db.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
     VALUES ($1, 'LEAD_FEE', -1815, -315, 'EUR', 'Lead fee', 'crash-between', now() - interval '60 days')`,
    [pro.id],
  );
  // Issued twenty days ago, so due six days ago.
  await runBilling(db, new Date(Date.now() - 20 * 24 * 3600 * 1000));
  const invoice = await one<{ id: string; status: string }>(db, 'SELECT id, status FROM invoices WHERE user_id = $1', [
    pro.id,
  ]);
  t.equal(invoice?.status, 'PAYMENT_SCHEDULED', 'its payment scheduled with the saved card');

  // The billing run of a process: the provider charges, and the process dies before it hears so.
  const first = await spawnUpstream(t, { ...env, SCHEDULER_INTERVAL_SECONDS: '1' });
  await until(async () => proxy.charged.length === 1, 'the provider to charge the card');
  first.child.kill('SIGKILL');
  await first.exited;
  const [charge] = proxy.charged;
  t.equal(charge?.status, 'succeeded', 'the provider took the money');
  const payment = await one<{ id: string; status: string; intent: string | null }>(
    db,
    'SELECT id, status, provider_intent_id AS intent FROM payments WHERE invoice_id = $1',
    [invoice?.id ?? ''],
  );
  t.match(payment, { status: 'PAYMENT_IN_PROGRESS', intent: null }, 'the process never heard the answer');
  t.equal(
    (
      await one<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT'`,
        [pro.id],
      )
    )?.n,
    0,
    'nothing in the ledger yet',
  );

  // Ten minutes later, as far as the leases are concerned: another process may take over.
  await db.query(`UPDATE invoice_collections SET lease_until = now() - interval '1 second'`);
  await db.query(
    `UPDATE scheduled_jobs SET lease_until = now() - interval '1 second' WHERE kind = 'billing-run' AND status = 'RUNNING'`,
  );
  proxy.thaw();
  await spawnUpstream(t, { ...env, SCHEDULER_INTERVAL_SECONDS: '1' });
  await until(
    async () =>
      (await one<{ status: string }>(db, 'SELECT status FROM invoices WHERE id = $1', [invoice?.id ?? '']))?.status ===
      'PAID',
    'the second process to record the payment',
  );

  const after = await one<{ status: string; intent: string | null }>(
    db,
    'SELECT status, provider_intent_id AS intent FROM payments WHERE id = $1',
    [payment?.id ?? ''],
  );
  t.same(after, { status: 'PAID', intent: charge?.intent }, 'the same payment at the provider, recorded');
  t.equal(
    (await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM payments WHERE invoice_id = $1', [invoice?.id ?? '']))
      ?.n,
    1,
    'one payment for the invoice',
  );
  const ledger = await db.query<{ reference: string; amount: string }>(
    `SELECT reference, amount_minor::text AS amount FROM balance_entries WHERE user_id = $1 AND kind = 'PAYMENT'`,
    [pro.id],
  );
  t.same(ledger, [{ reference: `payment:${payment?.id}`, amount: '1815' }], 'the payment counted once');
  const balance = await one<{ sum: string }>(
    db,
    'SELECT sum(amount_minor)::text AS sum FROM balance_entries WHERE user_id = $1',
    [pro.id],
  );
  t.equal(balance?.sum, '0', 'nothing owed, nothing in credit');
  const intents = (await (await fetch(`${provider.origin}/payments/events`)).json()) as {
    type: string;
    paymentIntent: string | null;
  }[];
  t.same(
    [...new Set(intents.filter((event) => event.paymentIntent).map((event) => event.paymentIntent))],
    [charge?.intent],
    'the provider made one payment, whatever was asked of it',
  );
});

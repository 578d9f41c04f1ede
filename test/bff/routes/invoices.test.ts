// Invoices through the real BFF over a real upstream (decision 066): the invoices page is rendered
// on the server with the professional's invoices of the filter asked for, never cached; an
// invoice's PDF is downloaded from the site itself by the professional whose invoice it is, and by
// no one else (404), nor without a session (401).
import t from 'tap';
import { runBilling } from '../../../upstream/domain/billing/billing-run.ts';
import { startBff } from '../../helpers/bff.ts';
import { send, signInCookies } from '../../helpers/http.ts';
import { createPro, createTrade, FIXTURE_PASSWORD } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = `uk.localhost:${bff.port}`;
const { db } = upstream;

const signIn = (username: string) => signInCookies(bff.origin, host, username, FIXTURE_PASSWORD);

const trade = await createTrade(db, 'uk', 1200);
const pro = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
const other = await createPro(db, { brand: 'uk', serviceIds: trade.serviceIds, professionId: trade.professionId });
await db.query(`UPDATE users SET locale = 'en-GB' WHERE id = ANY($1::uuid[])`, [[pro.id, other.id]]);
await db.query(
  `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
   VALUES ($1, 'LEAD_FEE', -1440, -240, 'GBP', 'Lead fee', 'test:1', '2026-09-10T10:00:00Z')`,
  [pro.id],
);
await runBilling(db, new Date('2026-10-01T01:00:00Z'));
const [invoice] = await db.query<{ id: string; number: string }>('SELECT id, number FROM invoices WHERE user_id = $1', [
  pro.id,
]);
const cookie = await signIn(pro.email);

t.test('the invoices page, on the server: the filter’s invoices, never cached', async (t) => {
  const all = await send(bff.origin, '/service-pro/pay-invoices', { host, headers: { cookie } });
  t.equal(all.status, 200);
  t.equal(all.headers['cache-control'], 'no-store');
  t.match(all.text, '<h1>Invoices');
  t.match(all.text, String(invoice?.number));
  t.match(all.text, '£14.40', 'its total with VAT');
  const paid = await send(bff.origin, '/service-pro/pay-invoices?status=paid', { host, headers: { cookie } });
  t.notMatch(paid.text, String(invoice?.number), 'not among the paid ones');
  t.match(paid.text, 'No invoices yet');
});

t.test('the PDF is the professional’s own, from the site itself', async (t) => {
  const path = `/invoices/${invoice?.id}.pdf`;
  const answer = await send(bff.origin, path, { host, headers: { cookie } });
  t.equal(answer.status, 200);
  t.equal(answer.headers['content-type'], 'application/pdf');
  t.equal(answer.headers['cache-control'], 'no-store');
  t.match(answer.headers['content-disposition'], `filename="${invoice?.number}.pdf"`);
  t.match(answer.text, /^%PDF-/);
  t.equal((await send(bff.origin, path, { host })).status, 401, 'no session');
  t.equal((await send(bff.origin, path, { host, headers: { cookie: await signIn(other.email) } })).status, 404);
  t.equal((await send(bff.origin, '/invoices/../files.pdf', { host, headers: { cookie } })).status, 404);
});

t.test('the discount code conditions: public, in the brand’s language, naming the company behind it', async (t) => {
  const english = await send(bff.origin, '/visitor/discount-conditions', { host });
  t.equal(english.status, 200);
  t.match(english.text, '<h1>Discount code conditions');
  t.match(english.text, 'How discount codes from Hearth Marketplace Ltd work for tradespeople on Hearth.');
  t.match(english.text, 'invoices@hearth-trades.co.uk');
  const dutch = await send(bff.origin, '/visitor/discount-conditions', { host: `nl.localhost:${bff.port}` });
  t.match(dutch.text, '<h1>Voorwaarden voor kortingscodes');
  t.match(dutch.text, 'Haardwerk B.V.');
});

// What the billing tests share: an upstream wired to a payments provider of its own, Dutch and
// British professionals, ledger movements written at a chosen instant (as the product writes
// them), and the professional's invoices and suspension as the API answers them.
import { createPro, createTrade } from './marketplace.ts';
import { startUpstreamWithPayments } from './reference-services.ts';
import type { Closable } from './upstream.ts';
import { call, data } from './upstream-client.ts';

export interface Invoice {
  id: string;
  number: string;
  status: string;
  total: { amountMinor: number; currency: string };
  net: { amountMinor: number };
  vat: { amountMinor: number };
  dueAt: string;
  periodStart: string;
  pdfPath: string;
}

const INVOICES = `query($statuses: [InvoiceStatus!]) { myInvoices(statuses: $statuses) { id number status
  total { amountMinor currency } net { amountMinor } vat { amountMinor } dueAt periodStart pdfPath } }`;
const SUSPENSION = '{ mySuspension { reason code since overdue { amountMinor currency } } }';

export async function startBillingWorld(t: Closable, name: string) {
  const { upstream, provider } = await startUpstreamWithPayments(t, name);
  const { origin, db } = upstream;
  const tokenFor = (userId: string) => upstream.sessionFor({ userId, secondLayer: false });
  const nlTrade = await createTrade(db, 'nl', 1500);
  const ukTrade = await createTrade(db, 'uk', 1200);
  let references = 0;
  return {
    upstream,
    origin,
    db,
    providerOrigin: provider.origin,
    nlTrade,
    tokenFor,
    async newPro(brand: 'nl' | 'uk' = 'nl') {
      const trade = brand === 'nl' ? nlTrade : ukTrade;
      const pro = await createPro(db, { brand, serviceIds: trade.serviceIds, professionId: trade.professionId });
      if (brand === 'uk') await db.query(`UPDATE users SET locale = 'en-GB' WHERE id = $1`, [pro.id]);
      return { ...pro, token: await tokenFor(pro.id) };
    },
    // A movement of the ledger at a chosen instant.
    async entry(userId: string, kind: string, amountMinor: number, vatMinor: number, at: string, currency = 'EUR') {
      references += 1;
      await db.query(
        `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [userId, kind, amountMinor, vatMinor, currency, `${kind} in a test`, `test:${references}`, at],
      );
    },
    async invoices(token: string, statuses?: string[]) {
      return (
        (await data(call(origin, INVOICES, { statuses: statuses ?? null }, { token }))) as { myInvoices: Invoice[] }
      ).myInvoices;
    },
    async suspension(token: string) {
      return ((await data(call(origin, SUSPENSION, {}, { token }))) as { mySuspension: Record<string, unknown> | null })
        .mySuspension;
    },
  };
}

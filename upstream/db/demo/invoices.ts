// The demo professional's money (decision 066): lead fees of their first proposals over the last
// two months, each month's invoice as the billing run writes it (numbered in the brand's series),
// and both paid at the payment provider a few days after they were sent — so the balance, the
// invoices and the payments pages have something true to show. This month's fees are not invoiced
// yet; and first place in the directory for their first trade in their home town, bought last
// month for three months. Nothing is left overdue: the demo professional is never suspended.
import type { BrandId } from '../../../shared/brands.ts';
import { issueInvoice, monthStart, settleInvoices } from '../../domain/billing/invoices.ts';
import { vatOn, vatRateOf } from '../../domain/billing/prices.ts';
import { SPONSORED_MONTH_PRICE } from '../../domain/billing/sponsored.ts';
import type { Database, Queryable } from '../database.ts';
import { claimPart } from './markers.ts';

const DAY_MS = 86_400_000;

async function payInvoiceOf(
  tx: Queryable,
  userId: string,
  invoice: { id: string; amount_minor: string; currency: string; issued_at: Date },
  now: Date,
) {
  const paidAt = new Date(Math.min(now.getTime(), invoice.issued_at.getTime() + 4 * DAY_MS));
  const [payment] = await tx.query<{ id: string }>(
    `INSERT INTO payments (user_id, amount_minor, currency, payment_method, status, invoice_id, created_at, updated_at)
     VALUES ($1, $2, $3, 'pm_card_visa', 'PAID', $4, $5, $5) RETURNING id`,
    [userId, invoice.amount_minor, invoice.currency, invoice.id, paidAt],
  );
  if (!payment) throw new Error('writing a demo payment returned no row');
  await tx.query(
    `INSERT INTO balance_entries (user_id, kind, amount_minor, currency, description, reference, created_at)
     VALUES ($1, 'PAYMENT', $2, $3, 'Payment at the provider', $4, $5)`,
    [userId, invoice.amount_minor, invoice.currency, `payment:${payment.id}`, paidAt],
  );
  await tx.query(`UPDATE invoices SET status = 'PAID', paid_at = $2 WHERE id = $1`, [invoice.id, paidAt]);
  await settleInvoices(tx, userId, paidAt);
}

export async function seedDemoMoney(db: Database, brand: BrandId, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await claimPart(tx, `money:${brand}`))) return;
    const [pro] = await tx.query<{ id: string }>('SELECT id FROM users WHERE email_normalised = $1', [
      `pro.${brand}@example.com`,
    ]);
    if (!pro) return;
    const proposals = await tx.query<{ id: string; job_id: string; fee: number; currency: string; name: string }>(
      `SELECT p.id, p.service_request_id AS job_id, s.lead_fee_minor AS fee, s.currency, s.name
         FROM proposals p JOIN service_requests r ON r.id = p.service_request_id JOIN services s ON s.id = r.service_id
        WHERE p.pro_id = $1 ORDER BY p.id LIMIT 6`,
      [pro.id],
    );
    if (proposals.length === 0) return;
    // Two months back, last month, and this month (not invoiced yet).
    const days = [
      monthStart(now, -2).getTime() + 6 * DAY_MS,
      monthStart(now, -2).getTime() + 17 * DAY_MS,
      monthStart(now, -1).getTime() + 3 * DAY_MS,
      monthStart(now, -1).getTime() + 12 * DAY_MS,
      monthStart(now, -1).getTime() + 20 * DAY_MS,
      Math.min(now.getTime(), monthStart(now).getTime() + 1 * DAY_MS),
    ];
    const rate = vatRateOf(brand);
    for (const [index, proposal] of proposals.entries()) {
      const vat = vatOn(proposal.fee, rate);
      await tx.query(
        `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference,
                                      proposal_id, created_at)
         VALUES ($1, 'LEAD_FEE', $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (user_id, reference) DO NOTHING`,
        [
          pro.id,
          -(proposal.fee + vat),
          -vat,
          proposal.currency,
          `Lead fee: ${proposal.name}`,
          `lead-fee:${proposal.job_id}`,
          proposal.id,
          new Date(days[index] ?? now.getTime()),
        ],
      );
    }
    // First place for their first trade in their home town since last month (decision 067).
    const sponsoredFrom = new Date(monthStart(now, -1).getTime() + 2 * DAY_MS);
    const currency = proposals[0]?.currency ?? 'EUR';
    const net = (SPONSORED_MONTH_PRICE[currency] ?? 0) * 3;
    const [placement] = await tx.query<{ id: string; name: string }>(
      `INSERT INTO sponsored_placements (pro_id, brand, profession_id, locality_id, starts_at, ends_at, months,
                                         price_minor, currency)
       SELECT $1, $2, pp.profession_id, c.work_centre_id, $3, $3::timestamptz + interval '3 months', 3, $4, $5
         FROM pro_professions pp JOIN company_profiles c ON c.user_id = pp.pro_id
         JOIN locality_nodes l ON l.id = c.work_centre_id AND l.kind = 'CITY'
        WHERE pp.pro_id = $1 ORDER BY pp.profession_id LIMIT 1
       RETURNING id, (SELECT name FROM locality_nodes WHERE id = locality_id) AS name`,
      [pro.id, brand, sponsoredFrom, net, currency],
    );
    if (placement) {
      const vat = vatOn(net, rate);
      await tx.query(
        `INSERT INTO balance_entries (user_id, kind, amount_minor, vat_minor, currency, description, reference, created_at)
         VALUES ($1, 'SPONSORED_PLACEMENT', $2, $3, $4, $5, $6, $7)`,
        [
          pro.id,
          -(net + vat),
          -vat,
          currency,
          `Sponsored placement: ${placement.name}, 3 months`,
          `sponsored:${placement.id}`,
          sponsoredFrom,
        ],
      );
    }
    for (const issuedOn of [monthStart(now, -1), monthStart(now)]) {
      const invoice = await issueInvoice(tx, pro.id, new Date(issuedOn.getTime() + 3_600_000));
      if (invoice) await payInvoiceOf(tx, pro.id, invoice, now);
    }
  });
}

// An invoice as a PDF (decision 066), written when it is asked for from what the database holds —
// the invoice, its lines (the ledger entries it holds), the brand's company and the professional's —
// in the professional's language and the brand's currency and tax. Nothing is stored: the same
// invoice gives the same document, with a stamp once it is paid.
import PDFDocument from 'pdfkit';
import { BRAND_COMPANIES } from '../../../shared/brand-companies.ts';
import { BRANDS, isBrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import { invoiceWords } from './invoice-words.ts';
import { INVOICE_COLUMNS, type InvoiceRow } from './invoices.ts';
import type { LedgerKind } from './ledger.ts';
import { vatRateOf } from './prices.ts';

interface LineRow {
  readonly kind: LedgerKind;
  readonly amount_minor: string;
  readonly vat_minor: string;
  readonly created_at: Date;
  readonly description: string;
  readonly service_name: string | null;
}

interface BuyerRow {
  readonly locale: string;
  readonly email: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly company_name: string | null;
  readonly company_street: string | null;
  readonly company_postcode: string | null;
  readonly company_town: string | null;
  readonly company_number: string | null;
}

export interface InvoiceDocument {
  readonly invoice: InvoiceRow;
  readonly lines: readonly LineRow[];
  readonly buyer: BuyerRow;
}

// The invoice with what its PDF shows, or null when there is none of that id.
export async function loadInvoiceDocument(db: Queryable, invoiceId: string): Promise<InvoiceDocument | null> {
  const [invoice] = await db.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1`, [invoiceId]);
  if (!invoice?.brand) return null;
  const lines = await db.query<LineRow>(
    `SELECT e.kind, e.amount_minor::text AS amount_minor, e.vat_minor::text AS vat_minor, e.created_at, e.description,
            s.name AS service_name
       FROM balance_entries e
       LEFT JOIN proposals p ON p.id = e.proposal_id
       LEFT JOIN service_requests r ON r.id = p.service_request_id
       LEFT JOIN services s ON s.id = r.service_id
      WHERE e.invoice_id = $1 ORDER BY e.created_at, e.id`,
    [invoiceId],
  );
  const [buyer] = await db.query<BuyerRow>(
    `SELECT u.locale, u.email, u.first_name, u.last_name, c.company_name, c.company_street, c.company_postcode,
            c.company_town, c.company_number
       FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id WHERE u.id = $1`,
    [invoice.user_id],
  );
  if (!buyer) return null;
  return { invoice, lines, buyer };
}

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

export function renderInvoicePdf({ invoice, lines, buyer }: InvoiceDocument): Promise<Buffer> {
  const brandId = invoice.brand ?? '';
  if (!isBrandId(brandId)) throw new Error(`invoice ${invoice.id} has no brand`);
  const brand = BRANDS[brandId];
  const seller = BRAND_COMPANIES[brandId];
  const locale = buyer.locale || brand.locale;
  const words = invoiceWords(locale, brandId);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency });
  const amount = (minor: number) => money.format(minor / 100);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
  const ratePercent = vatRateOf(brandId) / 100;
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(ratePercent);

  const pdf = new PDFDocument({
    size: brand.locale === 'en-US' || brand.locale === 'en-CA' ? 'LETTER' : 'A4',
    margin: MARGIN,
    info: {
      Title: `${words.title} ${invoice.number ?? ''}`,
      Author: seller.legalName,
      Subject: words.title,
      CreationDate: invoice.issued_at,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - 2 * MARGIN;

  // The seller, top left; the title and the invoice's facts, top right.
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(brand.productName, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of [
    seller.legalName,
    ...seller.address,
    seller.companyNumber,
    seller.taxNumber ? `${words.taxNumber}: ${seller.taxNumber}` : null,
    seller.billingEmail,
  ]) {
    if (line) pdf.text(line);
  }
  const factsX = MARGIN + width / 2;
  pdf
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(words.title, factsX, MARGIN, { width: width / 2, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  const facts: [string, string][] = [
    [words.number, invoice.number ?? invoice.id],
    [words.issued, day.format(invoice.issued_at)],
  ];
  if (invoice.due_at) facts.push([words.due, day.format(invoice.due_at)]);
  if (invoice.period_start) facts.push([words.period, month.format(invoice.period_start)]);
  pdf.moveDown(0.5);
  for (const [label, value] of facts) {
    const top = pdf.y;
    pdf.fillColor(MUTED).text(label, factsX, top, { width: width / 4 });
    pdf.fillColor(INK).text(value, factsX + width / 4, top, { width: width / 4, align: 'right' });
    pdf.y += 2;
  }

  // The buyer.
  pdf.moveDown(2);
  const buyerTop = Math.max(pdf.y, MARGIN + 130);
  pdf.fillColor(MUTED).fontSize(9).text(words.billedTo, MARGIN, buyerTop);
  pdf.fillColor(INK).fontSize(10);
  const person = [buyer.first_name, buyer.last_name].filter(Boolean).join(' ');
  for (const line of [
    buyer.company_name,
    person || null,
    buyer.company_street,
    [buyer.company_postcode, buyer.company_town].filter(Boolean).join(' ') || null,
    buyer.company_number,
    buyer.email,
  ]) {
    if (line) pdf.text(line);
  }

  // The lines: what, when, and the amount before tax.
  pdf.moveDown(1.5);
  const columns = { description: MARGIN, date: MARGIN + width * 0.6, amount: MARGIN + width * 0.75 };
  const header = pdf.y;
  pdf.fillColor(MUTED).fontSize(9).font('Helvetica-Bold');
  pdf.text(words.description, columns.description, header);
  pdf.text(words.date, columns.date, header);
  pdf.text(words.amount, columns.amount, header, { width: width * 0.25, align: 'right' });
  pdf
    .moveTo(MARGIN, pdf.y + 4)
    .lineTo(MARGIN + width, pdf.y + 4)
    .strokeColor(RULE)
    .stroke();
  pdf.font('Helvetica').fillColor(INK).fontSize(10);
  pdf.y += 10;
  for (const line of lines) {
    const top = pdf.y;
    const what = line.service_name ? `${words.kinds[line.kind]}: ${line.service_name}` : words.kinds[line.kind];
    // Owed is negative in the ledger and positive here (and a zero is a plain zero).
    const net = Number(line.vat_minor) - Number(line.amount_minor);
    pdf.text(what, columns.description, top, { width: width * 0.58 });
    const bottom = pdf.y;
    pdf.text(shortDay.format(line.created_at), columns.date, top);
    pdf.text(amount(net), columns.amount, top, { width: width * 0.25, align: 'right' });
    pdf.y = Math.max(bottom, pdf.y) + 4;
    if (pdf.y > pdf.page.height - MARGIN * 3) pdf.addPage();
  }
  pdf
    .moveTo(MARGIN, pdf.y + 2)
    .lineTo(MARGIN + width, pdf.y + 2)
    .strokeColor(RULE)
    .stroke();
  pdf.y += 10;

  // The totals: before tax, the tax at the country's rate, and what is owed.
  const totals: [string, number, boolean][] = [
    [words.subtotal, Number(invoice.net_minor), false],
    [`${words.tax} ${rate} %`, Number(invoice.vat_minor), false],
    [words.total, Number(invoice.amount_minor), true],
  ];
  for (const [label, value, strong] of totals) {
    const top = pdf.y;
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10);
    pdf.text(label, columns.date - width * 0.15, top, { width: width * 0.3 });
    pdf.text(amount(value), columns.amount, top, { width: width * 0.25, align: 'right' });
    pdf.y += 4;
  }

  // Paid, with the collection agency, or when and where to pay.
  pdf.moveDown(2);
  pdf.font('Helvetica').fontSize(10).fillColor(INK);
  const note =
    invoice.status === 'PAID' && invoice.paid_at
      ? fill(words.paidOn, { date: day.format(invoice.paid_at) })
      : invoice.status === 'COLLECTION_AGENCY'
        ? words.withCollectionAgency
        : invoice.due_at
          ? fill(words.payBy, { date: day.format(invoice.due_at), product: brand.productName })
          : null;
  if (note) pdf.text(note, MARGIN, undefined, { width });
  pdf.end();
  return done;
}

// An invoice's words in the professional's language (decision 066). The upstream writes the PDF, so
// its words live here rather than in the web's catalogues; the tax is named as the brand's country
// names it.
import type { BrandId } from '../../../shared/brands.ts';
import type { LedgerKind } from './ledger.ts';

export interface InvoiceWords {
  readonly title: string;
  readonly number: string;
  readonly issued: string;
  readonly due: string;
  readonly period: string;
  readonly billedTo: string;
  readonly from: string;
  readonly description: string;
  readonly date: string;
  readonly amount: string;
  readonly subtotal: string;
  readonly total: string;
  readonly paidOn: string;
  readonly withCollectionAgency: string;
  readonly payBy: string;
  readonly taxNumber: string;
  readonly kinds: Readonly<Record<LedgerKind, string>>;
}

type Language = 'nl' | 'fr' | 'it' | 'de' | 'en';

const WORDS: Readonly<Record<Language, InvoiceWords>> = {
  nl: {
    title: 'Factuur',
    number: 'Factuurnummer',
    issued: 'Factuurdatum',
    due: 'Vervaldatum',
    period: 'Periode',
    billedTo: 'Factuur aan',
    from: 'Van',
    description: 'Omschrijving',
    date: 'Datum',
    amount: 'Bedrag excl. btw',
    subtotal: 'Subtotaal',
    total: 'Totaal',
    paidOn: 'Betaald op {date}',
    withCollectionAgency: 'Overgedragen aan het incassobureau',
    payBy: 'Betaal uiterlijk {date} via Facturen in je account bij {product}.',
    taxNumber: 'Btw-nummer',
    kinds: {
      LEAD_FEE: 'Leadkosten',
      ALLOWANCE: 'Inbegrepen in je pakket',
      SUBSCRIPTION: 'Pakket',
      PAYMENT: 'Betaling',
      REFUND: 'Terugbetaling',
      COUPON: 'Kortingscode',
      WRITE_OFF: 'Afgeboekt',
      CREDIT: 'Tegoed',
      ADJUSTMENT: 'Correctie',
      SPONSORED_PLACEMENT: 'Gesponsorde plaatsing',
    },
  },
  fr: {
    title: 'Facture',
    number: 'Numéro de facture',
    issued: 'Date de facture',
    due: 'Date d’échéance',
    period: 'Période',
    billedTo: 'Facturé à',
    from: 'Émetteur',
    description: 'Désignation',
    date: 'Date',
    amount: 'Montant HT',
    subtotal: 'Total HT',
    total: 'Total TTC',
    paidOn: 'Payée le {date}',
    withCollectionAgency: 'Transmise au service de recouvrement',
    payBy: 'Merci de régler avant le {date} depuis Factures dans votre compte {product}.',
    taxNumber: 'N° de TVA',
    kinds: {
      LEAD_FEE: 'Frais de mise en relation',
      ALLOWANCE: 'Inclus dans votre formule',
      SUBSCRIPTION: 'Formule',
      PAYMENT: 'Paiement',
      REFUND: 'Remboursement',
      COUPON: 'Code de réduction',
      WRITE_OFF: 'Passé en perte',
      CREDIT: 'Avoir',
      ADJUSTMENT: 'Correction',
      SPONSORED_PLACEMENT: 'Placement sponsorisé',
    },
  },
  it: {
    title: 'Fattura',
    number: 'Numero fattura',
    issued: 'Data fattura',
    due: 'Scadenza',
    period: 'Periodo',
    billedTo: 'Intestata a',
    from: 'Emessa da',
    description: 'Descrizione',
    date: 'Data',
    amount: 'Imponibile',
    subtotal: 'Totale imponibile',
    total: 'Totale',
    paidOn: 'Pagata il {date}',
    withCollectionAgency: 'Affidata all’agenzia di recupero crediti',
    payBy: 'Paga entro il {date} da Fatture nel tuo account {product}.',
    taxNumber: 'Partita IVA',
    kinds: {
      LEAD_FEE: 'Costo del contatto',
      ALLOWANCE: 'Incluso nel tuo pacchetto',
      SUBSCRIPTION: 'Pacchetto',
      PAYMENT: 'Pagamento',
      REFUND: 'Rimborso',
      COUPON: 'Codice sconto',
      WRITE_OFF: 'Stralcio',
      CREDIT: 'Credito',
      ADJUSTMENT: 'Rettifica',
      SPONSORED_PLACEMENT: 'Posizionamento sponsorizzato',
    },
  },
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    issued: 'Rechnungsdatum',
    due: 'Fällig am',
    period: 'Leistungszeitraum',
    billedTo: 'Rechnung an',
    from: 'Rechnungssteller',
    description: 'Beschreibung',
    date: 'Datum',
    amount: 'Betrag netto',
    subtotal: 'Nettobetrag',
    total: 'Gesamtbetrag',
    paidOn: 'Bezahlt am {date}',
    withCollectionAgency: 'An das Inkassobüro übergeben',
    payBy: 'Bitte zahlen Sie bis zum {date} unter Rechnungen in Ihrem Konto bei {product}.',
    taxNumber: 'USt-IdNr.',
    kinds: {
      LEAD_FEE: 'Vermittlungsgebühr',
      ALLOWANCE: 'In Ihrem Paket enthalten',
      SUBSCRIPTION: 'Paket',
      PAYMENT: 'Zahlung',
      REFUND: 'Erstattung',
      COUPON: 'Rabattcode',
      WRITE_OFF: 'Abgeschrieben',
      CREDIT: 'Guthaben',
      ADJUSTMENT: 'Korrektur',
      SPONSORED_PLACEMENT: 'Gesponserte Platzierung',
    },
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Invoice date',
    due: 'Due date',
    period: 'Period',
    billedTo: 'Billed to',
    from: 'From',
    description: 'Description',
    date: 'Date',
    amount: 'Amount before tax',
    subtotal: 'Subtotal',
    total: 'Total',
    paidOn: 'Paid on {date}',
    withCollectionAgency: 'Passed to the collection agency',
    payBy: 'Please pay by {date} under Invoices in your {product} account.',
    taxNumber: 'VAT number',
    kinds: {
      LEAD_FEE: 'Lead fee',
      ALLOWANCE: 'Included in your package',
      SUBSCRIPTION: 'Package',
      PAYMENT: 'Payment',
      REFUND: 'Refund',
      COUPON: 'Discount code',
      WRITE_OFF: 'Written off',
      CREDIT: 'Credit',
      ADJUSTMENT: 'Correction',
      SPONSORED_PLACEMENT: 'Sponsored placement',
    },
  },
};

// The tax as the brand's country names it on an invoice.
const TAX_NAME: Readonly<Record<BrandId, string>> = {
  nl: 'btw',
  fr: 'TVA',
  it: 'IVA',
  de: 'USt.',
  at: 'USt.',
  uk: 'VAT',
  ie: 'VAT',
  ca: 'GST',
  us: 'Sales tax',
};

const TAX_NUMBER: Partial<Record<BrandId, string>> = { uk: 'VAT registration', ie: 'VAT number', ca: 'GST/HST number' };

export function invoiceWords(locale: string, brand: BrandId): InvoiceWords & { readonly tax: string } {
  const language = locale.slice(0, 2) as Language;
  const words = WORDS[language] ?? WORDS.en;
  return { ...words, taxNumber: TAX_NUMBER[brand] ?? words.taxNumber, tax: TAX_NAME[brand] };
}

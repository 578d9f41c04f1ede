// The company behind each brand (decision 066): the name, address and tax number its invoices and
// legal pages carry. These are the demo operator's; a deployment replaces them with its own.
import type { BrandId } from './brands.ts';

export interface BrandCompany {
  readonly legalName: string;
  // The postal address as the country writes it, line by line.
  readonly address: readonly string[];
  // The VAT (or sales tax / GST) registration number printed on invoices; null where none applies.
  readonly taxNumber: string | null;
  readonly companyNumber: string;
  readonly billingEmail: string;
  // For the legal pages and the imprint (decision 074): where people write to the company, where
  // they exercise their data rights, a telephone number, who represents the company, and its share
  // capital where the country's imprint rules ask for it (France, Italy, Germany, Austria).
  readonly contactEmail: string;
  readonly privacyEmail: string;
  readonly phone: string;
  readonly representatives: string;
  readonly shareCapital: string | null;
}

export const BRAND_COMPANIES: Readonly<Record<BrandId, BrandCompany>> = {
  nl: {
    legalName: 'Haardwerk B.V.',
    address: ['Keizersgracht 410', '1016 GC Amsterdam', 'Nederland'],
    taxNumber: 'NL864210937B01',
    companyNumber: 'KvK 86421093',
    billingEmail: 'facturen@haardwerk.nl',
    contactEmail: 'info@haardwerk.nl',
    privacyEmail: 'privacy@haardwerk.nl',
    phone: '+31 20 808 4120',
    representatives: 'Jana Vermeulen, Daan de Groot',
    shareCapital: null,
  },
  fr: {
    legalName: 'Foyer Artisans SAS',
    address: ['18 rue de la Chaussée-d’Antin', '75009 Paris', 'France'],
    taxNumber: 'FR41912345678',
    companyNumber: 'RCS Paris 912 345 678',
    billingEmail: 'factures@foyer-artisans.fr',
    contactEmail: 'contact@foyer-artisans.fr',
    privacyEmail: 'dpo@foyer-artisans.fr',
    phone: '+33 1 86 95 41 20',
    representatives: 'Claire Moreau',
    shareCapital: '50 000 €',
  },
  it: {
    legalName: 'Focolare Casa S.r.l.',
    address: ['Via Tortona 27', '20144 Milano', 'Italia'],
    taxNumber: 'IT12873450961',
    companyNumber: 'REA MI-2687345',
    billingEmail: 'fatture@focolare-casa.it',
    contactEmail: 'info@focolare-casa.it',
    privacyEmail: 'privacy@focolare-casa.it',
    phone: '+39 02 8719 4120',
    representatives: 'Giulia Romano',
    shareCapital: '€ 10.000,00 i.v.',
  },
  de: {
    legalName: 'Herdwerk GmbH',
    address: ['Torstraße 140', '10119 Berlin', 'Deutschland'],
    taxNumber: 'DE345678912',
    companyNumber: 'HRB 234567 B, Amtsgericht Charlottenburg',
    billingEmail: 'rechnungen@herdwerk.de',
    contactEmail: 'kontakt@herdwerk.de',
    privacyEmail: 'datenschutz@herdwerk.de',
    phone: '+49 30 5683 4120',
    representatives: 'Lena Hoffmann, Markus Weber',
    shareCapital: '25.000 €',
  },
  at: {
    legalName: 'Herdwerk Österreich GmbH',
    address: ['Mariahilfer Straße 77', '1060 Wien', 'Österreich'],
    taxNumber: 'ATU78912345',
    companyNumber: 'FN 589123 k, Handelsgericht Wien',
    billingEmail: 'rechnungen@herdwerk.at',
    contactEmail: 'kontakt@herdwerk.at',
    privacyEmail: 'datenschutz@herdwerk.at',
    phone: '+43 1 890 4120',
    representatives: 'Katharina Gruber',
    shareCapital: '35.000 €',
  },
  uk: {
    legalName: 'Hearth Marketplace Ltd',
    address: ['21 Brunswick Place', 'London N1 6DZ', 'United Kingdom'],
    taxNumber: 'GB 412 7735 90',
    companyNumber: 'Company number 14127735',
    billingEmail: 'invoices@hearth-trades.co.uk',
    contactEmail: 'hello@hearth-trades.co.uk',
    privacyEmail: 'privacy@hearth-trades.co.uk',
    phone: '+44 20 3808 4120',
    representatives: 'Oliver Bennett, Priya Shah',
    shareCapital: null,
  },
  ie: {
    legalName: 'Hearth Ireland Limited',
    address: ['12 Fenian Street', 'Dublin 2, D02 X285', 'Ireland'],
    taxNumber: 'IE3912874LH',
    companyNumber: 'CRO 712874',
    billingEmail: 'invoices@hearth-trades.ie',
    contactEmail: 'hello@hearth-trades.ie',
    privacyEmail: 'privacy@hearth-trades.ie',
    phone: '+353 1 443 4120',
    representatives: 'Aoife Byrne',
    shareCapital: null,
  },
  ca: {
    legalName: 'Hearth Canada Inc.',
    address: ['355 King Street West', 'Toronto ON M5V 1J6', 'Canada'],
    taxNumber: 'GST/HST 784512369 RT0001',
    companyNumber: 'Corporation number 1284512-3',
    billingEmail: 'invoices@hearth-trades.ca',
    contactEmail: 'hello@hearth-trades.ca',
    privacyEmail: 'privacy@hearth-trades.ca',
    phone: '+1 416 555 0142',
    representatives: 'Marc Tremblay',
    shareCapital: null,
  },
  us: {
    legalName: 'Hearth Pros Inc.',
    address: ['548 Market Street', 'San Francisco, CA 94104', 'United States'],
    taxNumber: null,
    companyNumber: 'EIN 87-4512369',
    billingEmail: 'invoices@hearthpros.us',
    contactEmail: 'hello@hearthpros.us',
    privacyEmail: 'privacy@hearthpros.us',
    phone: '+1 415 555 0142',
    representatives: 'Rachel Kim',
    shareCapital: null,
  },
};

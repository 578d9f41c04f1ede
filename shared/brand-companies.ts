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
}

export const BRAND_COMPANIES: Readonly<Record<BrandId, BrandCompany>> = {
  nl: {
    legalName: 'Haardwerk B.V.',
    address: ['Keizersgracht 410', '1016 GC Amsterdam', 'Nederland'],
    taxNumber: 'NL864210937B01',
    companyNumber: 'KvK 86421093',
    billingEmail: 'facturen@haardwerk.nl',
  },
  fr: {
    legalName: 'Foyer Artisans SAS',
    address: ['18 rue de la Chaussée-d’Antin', '75009 Paris', 'France'],
    taxNumber: 'FR41912345678',
    companyNumber: 'RCS Paris 912 345 678',
    billingEmail: 'factures@foyer-artisans.fr',
  },
  it: {
    legalName: 'Focolare Casa S.r.l.',
    address: ['Via Tortona 27', '20144 Milano', 'Italia'],
    taxNumber: 'IT12873450961',
    companyNumber: 'REA MI-2687345',
    billingEmail: 'fatture@focolare-casa.it',
  },
  de: {
    legalName: 'Herdwerk GmbH',
    address: ['Torstraße 140', '10119 Berlin', 'Deutschland'],
    taxNumber: 'DE345678912',
    companyNumber: 'HRB 234567 B, Amtsgericht Charlottenburg',
    billingEmail: 'rechnungen@herdwerk.de',
  },
  at: {
    legalName: 'Herdwerk Österreich GmbH',
    address: ['Mariahilfer Straße 77', '1060 Wien', 'Österreich'],
    taxNumber: 'ATU78912345',
    companyNumber: 'FN 589123 k, Handelsgericht Wien',
    billingEmail: 'rechnungen@herdwerk.at',
  },
  uk: {
    legalName: 'Hearth Marketplace Ltd',
    address: ['21 Brunswick Place', 'London N1 6DZ', 'United Kingdom'],
    taxNumber: 'GB 412 7735 90',
    companyNumber: 'Company number 14127735',
    billingEmail: 'invoices@hearth-trades.co.uk',
  },
  ie: {
    legalName: 'Hearth Ireland Limited',
    address: ['12 Fenian Street', 'Dublin 2, D02 X285', 'Ireland'],
    taxNumber: 'IE3912874LH',
    companyNumber: 'CRO 712874',
    billingEmail: 'invoices@hearth-trades.ie',
  },
  ca: {
    legalName: 'Hearth Canada Inc.',
    address: ['355 King Street West', 'Toronto ON M5V 1J6', 'Canada'],
    taxNumber: 'GST/HST 784512369 RT0001',
    companyNumber: 'Corporation number 1284512-3',
    billingEmail: 'invoices@hearth-trades.ca',
  },
  us: {
    legalName: 'Hearth Pros Inc.',
    address: ['548 Market Street', 'San Francisco, CA 94104', 'United States'],
    taxNumber: null,
    companyNumber: 'EIN 87-4512369',
    billingEmail: 'invoices@hearthpros.us',
  },
};

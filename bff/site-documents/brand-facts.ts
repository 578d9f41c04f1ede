// What the site's texts say differently per country beyond the company's own details
// (shared/brand-companies.ts): the country's name in the brand's language, the data protection
// authority a person may complain to, the courts, the prize of the reviewers' draw and the host of
// the site. Written here once, read by the texts as {{facts.name}} (decision 074).
import type { BrandId } from '../../shared/brands.ts';

export interface BrandFacts {
  readonly country: string;
  readonly dataAuthority: string;
  readonly dataAuthorityUrl: string;
  readonly courts: string;
  // The monthly prize of the draw among home owners who review (TermsAndConditionsPrizeDrawRulesPage).
  readonly prize: string;
  // The most the platform's promise pays per job (TPPromiseTermsAndConditions).
  readonly promiseLimit: string;
  readonly hosting: string;
  // What the brand calls a professional in running text ("a {{facts.pro}}", "our {{facts.pros}}").
  readonly pro: string;
  readonly pros: string;
}

export const BRAND_FACTS: Readonly<Record<BrandId, BrandFacts>> = {
  nl: {
    country: 'Nederland',
    dataAuthority: 'Autoriteit Persoonsgegevens',
    dataAuthorityUrl: 'https://www.autoriteitpersoonsgegevens.nl',
    courts: 'de rechtbank Amsterdam',
    prize: '€ 250',
    promiseLimit: '€ 1.000',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, Nederland',
    pro: 'vakman',
    pros: 'vakmensen',
  },
  fr: {
    country: 'France',
    dataAuthority: 'Commission nationale de l’informatique et des libertés (CNIL)',
    dataAuthorityUrl: 'https://www.cnil.fr',
    courts: 'les tribunaux compétents de Paris',
    prize: '250 €',
    promiseLimit: '1 000 €',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, Pays-Bas',
    pro: 'artisan',
    pros: 'artisans',
  },
  it: {
    country: 'Italia',
    dataAuthority: 'Garante per la protezione dei dati personali',
    dataAuthorityUrl: 'https://www.garanteprivacy.it',
    courts: 'il Foro di Milano',
    prize: '250 €',
    promiseLimit: '1.000 €',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, Paesi Bassi',
    pro: 'professionista',
    pros: 'professionisti',
  },
  de: {
    country: 'Deutschland',
    dataAuthority: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
    dataAuthorityUrl: 'https://www.datenschutz-berlin.de',
    courts: 'Berlin',
    prize: '250 €',
    promiseLimit: '1.000 €',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, Niederlande',
    pro: 'Handwerksbetrieb',
    pros: 'Handwerksbetriebe',
  },
  at: {
    country: 'Österreich',
    dataAuthority: 'Österreichische Datenschutzbehörde',
    dataAuthorityUrl: 'https://www.dsb.gv.at',
    courts: 'Wien',
    prize: '250 €',
    promiseLimit: '1.000 €',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, Niederlande',
    pro: 'Handwerksbetrieb',
    pros: 'Handwerksbetriebe',
  },
  uk: {
    country: 'the United Kingdom',
    dataAuthority: 'Information Commissioner’s Office (ICO)',
    dataAuthorityUrl: 'https://ico.org.uk',
    courts: 'the courts of England and Wales',
    prize: '£200',
    promiseLimit: '£1,000',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, the Netherlands',
    pro: 'tradesperson',
    pros: 'tradespeople',
  },
  ie: {
    country: 'Ireland',
    dataAuthority: 'Data Protection Commission (DPC)',
    dataAuthorityUrl: 'https://www.dataprotection.ie',
    courts: 'the courts of Ireland',
    prize: '€250',
    promiseLimit: '€1,000',
    hosting: 'Nordwolk Hosting B.V., Science Park 120, 1098 XG Amsterdam, the Netherlands',
    pro: 'tradesperson',
    pros: 'tradespeople',
  },
  ca: {
    country: 'Canada',
    dataAuthority: 'Office of the Privacy Commissioner of Canada',
    dataAuthorityUrl: 'https://www.priv.gc.ca',
    courts: 'the courts of the Province of Ontario',
    prize: 'CA$350',
    promiseLimit: 'CA$1,500',
    hosting: 'Nordwolk Hosting Canada Inc., 151 Front Street West, Toronto ON M5J 2N1, Canada',
    pro: 'contractor',
    pros: 'contractors',
  },
  us: {
    country: 'the United States',
    dataAuthority: 'California Privacy Protection Agency',
    dataAuthorityUrl: 'https://cppa.ca.gov',
    courts: 'the state and federal courts located in San Francisco County, California',
    prize: 'US$250',
    promiseLimit: 'US$1,000',
    hosting: 'Nordwolk Hosting US LLC, 600 West 7th Street, Los Angeles, CA 90017, United States',
    pro: 'pro',
    pros: 'pros',
  },
};

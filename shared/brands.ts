// The nine market brands (DESIGN §3). Ids, locales and currencies are fixed by the product;
// names, taglines and hostnames are ours.
import type { Currency, DistanceUnit } from './generated/schema-enums.ts';
import type { Locale } from './locales.ts';

export const BRAND_IDS = ['nl', 'fr', 'it', 'de', 'at', 'uk', 'ie', 'ca', 'us'] as const;

export type BrandId = (typeof BRAND_IDS)[number];

// §2.5: a brand posts jobs under either the {post-a-job} or the {find-a-service} path word.
export type JobPostWord = 'post-a-job' | 'find-a-service';

export interface Brand {
  readonly id: BrandId;
  readonly locale: Locale;
  readonly currency: Currency;
  readonly productName: string;
  // In the brand's own language: the page title is the product name plus this (§2.10).
  readonly tagline: string;
  readonly hostname: string;
  readonly jobPostWord: JobPostWord;
  readonly distanceUnit: DistanceUnit;
  // §7.1: one locale's site sends a country header with every call.
  readonly countryHeader: { readonly name: string; readonly value: string } | null;
  // §4: one locale's site keeps a session-tracking cookie alive for 30 minutes after route changes.
  readonly sessionTrackingCookie: boolean;
}

export const BRANDS: Readonly<Record<BrandId, Brand>> = {
  nl: {
    id: 'nl',
    locale: 'nl-NL',
    currency: 'EUR',
    productName: 'Haardwerk',
    tagline: 'Betrouwbare vakmensen bij jou in de buurt',
    hostname: 'www.haardwerk.nl',
    jobPostWord: 'post-a-job',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: true,
  },
  fr: {
    id: 'fr',
    locale: 'fr-FR',
    currency: 'EUR',
    productName: 'Foyer Artisans',
    tagline: 'Des artisans de confiance près de chez vous',
    hostname: 'www.foyer-artisans.fr',
    jobPostWord: 'find-a-service',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  it: {
    id: 'it',
    locale: 'it-IT',
    currency: 'EUR',
    productName: 'Focolare',
    tagline: 'Professionisti affidabili vicino a te',
    hostname: 'www.focolare-casa.it',
    jobPostWord: 'find-a-service',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  de: {
    id: 'de',
    locale: 'de-DE',
    currency: 'EUR',
    productName: 'Herdwerk',
    tagline: 'Geprüfte Handwerker in Ihrer Nähe',
    hostname: 'www.herdwerk.de',
    jobPostWord: 'post-a-job',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  at: {
    id: 'at',
    locale: 'de-AT',
    currency: 'EUR',
    productName: 'Herdwerk Österreich',
    tagline: 'Geprüfte Handwerker in ganz Österreich',
    hostname: 'www.herdwerk.at',
    jobPostWord: 'post-a-job',
    distanceUnit: 'km',
    countryHeader: { name: 'x-hearth-country', value: 'AT' },
    sessionTrackingCookie: false,
  },
  uk: {
    id: 'uk',
    locale: 'en-GB',
    currency: 'GBP',
    productName: 'Hearth',
    tagline: 'Trusted tradespeople near you',
    hostname: 'www.hearth-trades.co.uk',
    jobPostWord: 'post-a-job',
    distanceUnit: 'miles',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  ie: {
    id: 'ie',
    locale: 'en-GB',
    currency: 'EUR',
    productName: 'Hearth Ireland',
    tagline: 'Trusted tradespeople across Ireland',
    hostname: 'www.hearth-trades.ie',
    jobPostWord: 'post-a-job',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  ca: {
    id: 'ca',
    locale: 'en-CA',
    currency: 'CAD',
    productName: 'Hearth Canada',
    tagline: 'Trusted contractors in your neighbourhood',
    hostname: 'www.hearth-trades.ca',
    jobPostWord: 'post-a-job',
    distanceUnit: 'km',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
  us: {
    id: 'us',
    locale: 'en-US',
    currency: 'USD',
    productName: 'Hearth Pros',
    tagline: 'Trusted home pros in your neighborhood',
    hostname: 'www.hearthpros.us',
    jobPostWord: 'post-a-job',
    distanceUnit: 'miles',
    countryHeader: null,
    sessionTrackingCookie: false,
  },
};

export const DEFAULT_BRAND_ID: BrandId = 'uk';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

export interface BrandResolution {
  // Production hostnames by brand; when absent, the brand's built-in hostname.
  readonly hostnames?: Partial<Record<BrandId, string>>;
  // `<brand>.localhost` is recognised only where this is true (development and test).
  readonly allowLocalhost: boolean;
  readonly defaultBrand: BrandId;
}

// The brand comes from the Host header; anything unrecognised is the default brand.
export function brandForHost(host: string | undefined, options: BrandResolution): Brand {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (options.allowLocalhost) {
    const match = /^([a-z]{2})\.localhost$/.exec(name);
    if (match && isBrandId(match[1])) return BRANDS[match[1]];
  }
  for (const id of BRAND_IDS) {
    if ((options.hostnames?.[id] ?? BRANDS[id].hostname) === name) return BRANDS[id];
  }
  return BRANDS[options.defaultBrand];
}

export type BrandOrigins = Readonly<Record<BrandId, string>>;

// Where each brand's site is, as seen from a request that came to `host` over `protocol`: the
// `<brand>.localhost` sites of the same port during development and tests, the brands' public
// hostnames (over HTTPS) everywhere else. Canonical links, alternates and sitemaps use them.
export function brandOrigins(host: string | undefined, protocol: string, options: BrandResolution): BrandOrigins {
  const local = options.allowLocalhost ? /^[a-z]{2}\.localhost(:\d+)?$/.exec((host ?? '').trim().toLowerCase()) : null;
  return Object.fromEntries(
    BRAND_IDS.map((id) => [
      id,
      local
        ? `${protocol}://${id}.localhost${local[1] ?? ''}`
        : `https://${options.hostnames?.[id] ?? BRANDS[id].hostname}`,
    ]),
  ) as Record<BrandId, string>;
}

// The country of each brand's market (ISO 3166-1 alpha-2).
export const COUNTRY_BY_BRAND: Readonly<Record<BrandId, string>> = {
  nl: 'NL',
  fr: 'FR',
  it: 'IT',
  de: 'DE',
  at: 'AT',
  uk: 'GB',
  ie: 'IE',
  ca: 'CA',
  us: 'US',
};

// The language-and-region tag of a brand's pages (hreflang): two brands may share a locale.
export function hreflangOf(brand: Brand): string {
  return `${brand.locale.split('-')[0]}-${COUNTRY_BY_BRAND[brand.id]}`;
}

// Spec §2.10: the external links of each locale — the brand's social media accounts, its support
// centre and the support pages the product links to. Each locale links to the support site of the
// brand it belongs to (support.<brand domain>; en-GB, shared by two brands, to the UK brand's),
// with page paths in the locale's language.
import { BRAND_IDS, BRANDS, type Brand } from './brands.ts';
import { LOCALES, type Locale } from './locales.ts';

export interface SocialMediaLinks {
  readonly facebook: string;
  readonly instagram: string;
  readonly linkedin: string;
  readonly youtube: string;
}

export interface ExternalLinks {
  readonly socialMedia: SocialMediaLinks;
  readonly supportCentre: string;
  readonly homeOwnerHelpdesk: string;
  readonly contactSupport: string;
  readonly trustAndSafety: string;
  readonly costsArticle: string;
  readonly genuineReviewsArticle: string;
}

interface LocaleLinkWords {
  // The brand's account name on the social networks.
  readonly handle: string;
  readonly homeOwnerHelpdesk: string;
  readonly contactSupport: string;
  readonly trustAndSafety: string;
  readonly costsArticle: string;
  readonly genuineReviewsArticle: string;
}

const WORDS: Readonly<Record<Locale, LocaleLinkWords>> = {
  'nl-NL': {
    handle: 'haardwerk',
    homeOwnerHelpdesk: '/huiseigenaren',
    contactSupport: '/contact',
    trustAndSafety: '/onderwerpen/vertrouwen-en-veiligheid',
    costsArticle: '/artikelen/wat-kost-een-vakman',
    genuineReviewsArticle: '/artikelen/echte-beoordelingen',
  },
  'fr-FR': {
    handle: 'foyerartisans',
    homeOwnerHelpdesk: '/proprietaires',
    contactSupport: '/contact',
    trustAndSafety: '/sujets/confiance-et-securite',
    costsArticle: '/articles/combien-coute-un-artisan',
    genuineReviewsArticle: '/articles/avis-authentiques',
  },
  'it-IT': {
    handle: 'focolarecasa',
    homeOwnerHelpdesk: '/proprietari-di-casa',
    contactSupport: '/contatti',
    trustAndSafety: '/argomenti/fiducia-e-sicurezza',
    costsArticle: '/articoli/quanto-costa-un-professionista',
    genuineReviewsArticle: '/articoli/recensioni-autentiche',
  },
  'de-DE': {
    handle: 'herdwerk',
    homeOwnerHelpdesk: '/hausbesitzer',
    contactSupport: '/kontakt',
    trustAndSafety: '/themen/vertrauen-und-sicherheit',
    costsArticle: '/artikel/was-kostet-ein-handwerker',
    genuineReviewsArticle: '/artikel/echte-bewertungen',
  },
  'de-AT': {
    handle: 'herdwerkat',
    homeOwnerHelpdesk: '/hausbesitzer',
    contactSupport: '/kontakt',
    trustAndSafety: '/themen/vertrauen-und-sicherheit',
    costsArticle: '/artikel/was-kostet-ein-handwerker',
    genuineReviewsArticle: '/artikel/echte-bewertungen',
  },
  'en-GB': {
    handle: 'hearthtrades',
    homeOwnerHelpdesk: '/homeowners',
    contactSupport: '/contact-us',
    trustAndSafety: '/topics/trust-and-safety',
    costsArticle: '/articles/what-does-a-tradesperson-cost',
    genuineReviewsArticle: '/articles/genuine-reviews',
  },
  'en-CA': {
    handle: 'hearthcanada',
    homeOwnerHelpdesk: '/homeowners',
    contactSupport: '/contact-us',
    trustAndSafety: '/topics/trust-and-safety',
    costsArticle: '/articles/what-does-a-contractor-cost',
    genuineReviewsArticle: '/articles/genuine-reviews',
  },
  'en-US': {
    handle: 'hearthpros',
    homeOwnerHelpdesk: '/homeowners',
    contactSupport: '/contact-us',
    trustAndSafety: '/topics/trust-and-safety',
    costsArticle: '/articles/what-does-a-home-pro-cost',
    genuineReviewsArticle: '/articles/genuine-reviews',
  },
};

// The first brand in the brand list that speaks the locale.
export function homeBrandOf(locale: Locale): Brand {
  const id = BRAND_IDS.find((candidate) => BRANDS[candidate].locale === locale);
  if (!id) throw new Error(`No brand speaks ${locale}`);
  return BRANDS[id];
}

// www.haardwerk.nl → https://support.haardwerk.nl
export function supportOrigin(brand: Brand): string {
  return `https://support.${brand.hostname.replace(/^www\./, '')}`;
}

function linksFor(locale: Locale): ExternalLinks {
  const words = WORDS[locale];
  const support = supportOrigin(homeBrandOf(locale));
  return {
    socialMedia: {
      facebook: `https://www.facebook.com/${words.handle}`,
      instagram: `https://www.instagram.com/${words.handle}/`,
      linkedin: `https://www.linkedin.com/company/${words.handle}/`,
      youtube: `https://www.youtube.com/@${words.handle}`,
    },
    supportCentre: `${support}/`,
    homeOwnerHelpdesk: `${support}${words.homeOwnerHelpdesk}`,
    contactSupport: `${support}${words.contactSupport}`,
    trustAndSafety: `${support}${words.trustAndSafety}`,
    costsArticle: `${support}${words.costsArticle}`,
    genuineReviewsArticle: `${support}${words.genuineReviewsArticle}`,
  };
}

export const EXTERNAL_LINKS: Readonly<Record<Locale, ExternalLinks>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, linksFor(locale)]),
) as Record<Locale, ExternalLinks>;

export function externalLinks(locale: Locale): ExternalLinks {
  return EXTERNAL_LINKS[locale];
}

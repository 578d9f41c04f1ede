// Where a brand's site sends people outside itself (spec §2.10 "external links per locale"): its
// social accounts, the support centre with the home owners' helpdesk and the contact form, the
// trust-and-safety topic, and the support centre's articles on costs and on genuine reviews. The
// support centre is the brand's own, in its language, on a help. host of its domain; these are the
// demo operator's, and a deployment replaces them with its own, as it does the company details.
import type { BrandId } from './brands.ts';

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'youtube';

export interface ExternalLinks {
  readonly social: readonly { readonly network: SocialNetwork; readonly url: string }[];
  readonly supportCentre: string;
  readonly homeOwnerHelpdesk: string;
  readonly contactSupport: string;
  readonly trustAndSafety: string;
  readonly costsArticle: string;
  readonly genuineReviewsArticle: string;
}

// The support centre's paths in the brand's language, and the accounts' handle.
interface LinkWords {
  readonly helpHost: string;
  readonly handle: string;
  readonly homeOwners: string;
  readonly contact: string;
  readonly trust: string;
  readonly costs: string;
  readonly reviews: string;
}

const WORDS: Readonly<Record<BrandId, LinkWords>> = {
  nl: {
    helpHost: 'help.haardwerk.nl',
    handle: 'haardwerk',
    homeOwners: 'huiseigenaren',
    contact: 'contact',
    trust: 'veiligheid-en-vertrouwen',
    costs: 'artikelen/wat-kost-een-klus',
    reviews: 'artikelen/echte-beoordelingen',
  },
  fr: {
    helpHost: 'aide.foyer-artisans.fr',
    handle: 'foyerartisans',
    homeOwners: 'particuliers',
    contact: 'contact',
    trust: 'confiance-et-securite',
    costs: 'articles/combien-coutent-les-travaux',
    reviews: 'articles/des-avis-authentiques',
  },
  it: {
    helpHost: 'aiuto.focolare-casa.it',
    handle: 'focolarecasa',
    homeOwners: 'privati',
    contact: 'contatti',
    trust: 'fiducia-e-sicurezza',
    costs: 'articoli/quanto-costa-un-lavoro',
    reviews: 'articoli/recensioni-autentiche',
  },
  de: {
    helpHost: 'hilfe.herdwerk.de',
    handle: 'herdwerk',
    homeOwners: 'auftraggeber',
    contact: 'kontakt',
    trust: 'vertrauen-und-sicherheit',
    costs: 'artikel/was-kostet-ein-auftrag',
    reviews: 'artikel/echte-bewertungen',
  },
  at: {
    helpHost: 'hilfe.herdwerk.at',
    handle: 'herdwerk.at',
    homeOwners: 'auftraggeber',
    contact: 'kontakt',
    trust: 'vertrauen-und-sicherheit',
    costs: 'artikel/was-kostet-ein-auftrag',
    reviews: 'artikel/echte-bewertungen',
  },
  uk: {
    helpHost: 'help.hearth-trades.co.uk',
    handle: 'hearthtradesuk',
    homeOwners: 'home-owners',
    contact: 'contact-us',
    trust: 'trust-and-safety',
    costs: 'articles/what-a-job-costs',
    reviews: 'articles/genuine-reviews',
  },
  ie: {
    helpHost: 'help.hearth-trades.ie',
    handle: 'hearthtradesie',
    homeOwners: 'home-owners',
    contact: 'contact-us',
    trust: 'trust-and-safety',
    costs: 'articles/what-a-job-costs',
    reviews: 'articles/genuine-reviews',
  },
  ca: {
    helpHost: 'help.hearth-trades.ca',
    handle: 'hearthtradesca',
    homeOwners: 'homeowners',
    contact: 'contact-us',
    trust: 'trust-and-safety',
    costs: 'articles/what-a-project-costs',
    reviews: 'articles/genuine-reviews',
  },
  us: {
    helpHost: 'help.hearthpros.us',
    handle: 'hearthpros',
    homeOwners: 'homeowners',
    contact: 'contact-us',
    trust: 'trust-and-safety',
    costs: 'articles/what-a-project-costs',
    reviews: 'articles/genuine-reviews',
  },
};

export function externalLinksOf(brand: BrandId): ExternalLinks {
  const words = WORDS[brand];
  const help = `https://${words.helpHost}`;
  return {
    social: [
      { network: 'facebook', url: `https://www.facebook.com/${words.handle}` },
      { network: 'instagram', url: `https://www.instagram.com/${words.handle}` },
      { network: 'linkedin', url: `https://www.linkedin.com/company/${words.handle}` },
      { network: 'youtube', url: `https://www.youtube.com/@${words.handle}` },
    ],
    supportCentre: `${help}/`,
    homeOwnerHelpdesk: `${help}/${words.homeOwners}`,
    contactSupport: `${help}/${words.contact}`,
    trustAndSafety: `${help}/${words.trust}`,
    costsArticle: `${help}/${words.costs}`,
    genuineReviewsArticle: `${help}/${words.reviews}`,
  };
}

import t from 'tap';
import { BRANDS } from '../../shared/brands.ts';
import { EXTERNAL_LINKS, externalLinks, homeBrandOf, supportOrigin } from '../../shared/external-links.ts';
import { LOCALES } from '../../shared/locales.ts';

const LINK_KEYS = [
  'supportCentre',
  'homeOwnerHelpdesk',
  'contactSupport',
  'trustAndSafety',
  'costsArticle',
  'genuineReviewsArticle',
] as const;
const SOCIAL_KEYS = ['facebook', 'instagram', 'linkedin', 'youtube'] as const;

t.test('every locale has every external link, each an https address', async (t) => {
  t.same(Object.keys(EXTERNAL_LINKS).sort(), [...LOCALES].sort());
  for (const locale of LOCALES) {
    const links = externalLinks(locale);
    for (const key of LINK_KEYS) {
      const url = new URL(links[key]);
      t.equal(url.protocol, 'https:', `${locale} ${key}`);
    }
    t.same(Object.keys(links.socialMedia).sort(), [...SOCIAL_KEYS].sort(), `${locale} social media`);
    for (const key of SOCIAL_KEYS) t.equal(new URL(links.socialMedia[key]).protocol, 'https:', `${locale} ${key}`);
  }
});

t.test("support links go to the support site of the locale's own brand", async (t) => {
  t.equal(supportOrigin(BRANDS.nl), 'https://support.haardwerk.nl');
  t.equal(homeBrandOf('en-GB').id, 'uk', 'en-GB, shared by two brands, uses the UK brand');
  t.equal(homeBrandOf('de-AT').id, 'at');
  for (const locale of LOCALES) {
    const origin = supportOrigin(homeBrandOf(locale));
    for (const key of LINK_KEYS) t.ok(EXTERNAL_LINKS[locale][key].startsWith(`${origin}/`), `${locale} ${key}`);
  }
  t.equal(EXTERNAL_LINKS['de-DE'].contactSupport, 'https://support.herdwerk.de/kontakt');
});

t.test('social media links point at the networks themselves', async (t) => {
  for (const locale of LOCALES) {
    const social = EXTERNAL_LINKS[locale].socialMedia;
    t.equal(new URL(social.facebook).hostname, 'www.facebook.com');
    t.equal(new URL(social.instagram).hostname, 'www.instagram.com');
    t.equal(new URL(social.linkedin).hostname, 'www.linkedin.com');
    t.equal(new URL(social.youtube).hostname, 'www.youtube.com');
  }
});

t.test('each locale has its own pages: no two locales share a costs article address', async (t) => {
  const addresses = LOCALES.map((locale) => EXTERNAL_LINKS[locale].costsArticle);
  t.equal(new Set(addresses).size, LOCALES.length);
});

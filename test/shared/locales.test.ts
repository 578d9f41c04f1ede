import t from 'tap';
import { FALLBACK_LOCALE, isLocale, LOCALES, siteLanguageOf, toLocale } from '../../shared/locales.ts';

t.test('the product has exactly eight locales', async (t) => {
  t.same([...LOCALES], ['nl-NL', 'fr-FR', 'it-IT', 'de-DE', 'de-AT', 'en-GB', 'en-CA', 'en-US']);
  t.equal(new Set(LOCALES).size, 8, 'no locale is listed twice');
  for (const locale of LOCALES) t.match(locale, /^[a-z]{2}-[A-Z]{2}$/, `${locale} is language-REGION`);
});

t.test('isLocale accepts only the eight locales, spelt exactly', async (t) => {
  for (const locale of LOCALES) t.ok(isLocale(locale), locale);
  for (const value of ['en', 'en-gb', 'EN-GB', 'en_GB', 'es-ES', 'de-CH', 'en-IE', ' en-GB', 'en-GB ', '']) {
    t.notOk(isLocale(value), JSON.stringify(value));
  }
  for (const value of [undefined, null, 0, {}, ['en-GB'], true]) t.notOk(isLocale(value), String(value));
});

t.test('toLocale keeps a known locale and falls back to en-GB otherwise', async (t) => {
  t.equal(FALLBACK_LOCALE, 'en-GB');
  for (const locale of LOCALES) t.equal(toLocale(locale), locale);
  t.equal(toLocale('es-ES'), 'en-GB');
  t.equal(toLocale('nl'), 'en-GB');
  t.equal(toLocale('fr-fr'), 'en-GB', 'case matters');
  t.equal(toLocale(''), 'en-GB');
  t.equal(toLocale(undefined), 'en-GB');
  t.equal(toLocale(null), 'en-GB');
  t.equal(toLocale(42), 'en-GB');
  t.equal(toLocale({ locale: 'nl-NL' }), 'en-GB');
});

t.test('each locale belongs to its site language', async (t) => {
  t.equal(siteLanguageOf('nl-NL'), 'nl');
  t.equal(siteLanguageOf('fr-FR'), 'fr');
  t.equal(siteLanguageOf('it-IT'), 'it');
  t.equal(siteLanguageOf('de-DE'), 'de');
  t.equal(siteLanguageOf('de-AT'), 'de');
  t.equal(siteLanguageOf('en-GB'), 'en');
  t.equal(siteLanguageOf('en-CA'), 'en');
  t.equal(siteLanguageOf('en-US'), 'en');
  t.same([...new Set(LOCALES.map(siteLanguageOf))].sort(), ['de', 'en', 'fr', 'it', 'nl'], 'five site languages');
});

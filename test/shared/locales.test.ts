import t from 'tap';
import { isLocale, LOCALES } from '../../shared/locales.ts';

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

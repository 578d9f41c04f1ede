// The server bundles as `npm run build` writes them: their source is ASCII, so V8 holds it at one
// byte a character, and the render bundle (dist/server/render.js) carries no catalogue of
// messages: it reads a locale's from the file the build wrote for the browser when a page in that
// locale is first rendered (pages.test.ts renders every brand's home page in its language).
import { readFileSync } from 'node:fs';
import t from 'tap';
import { LOCALES } from '../../shared/locales.ts';
import { testBffConfig } from '../helpers/bff.ts';

const { distDir } = testBffConfig('http://127.0.0.1:9/graphql');
const read = (file: string) => readFileSync(new URL(file, distDir), 'utf8');

t.test('every character of the built servers is ASCII', async (t) => {
  for (const file of [
    'server/render.js',
    'node/bff.main.js',
    'node/upstream.main.js',
    'node/reference-services.main.js',
  ]) {
    const outside = /[\u0080-\uffff]/.exec(read(file));
    t.equal(outside, null, file);
  }
});

t.test('the render bundle holds no catalogue', async (t) => {
  const render = read('server/render.js');
  const manifest = JSON.parse(read('manifest.json'));
  const english = JSON.parse(read(`public${manifest.catalogs['en-GB']}`));
  for (const locale of LOCALES.filter((locale) => !locale.startsWith('en-'))) {
    const messages = JSON.parse(read(`public${manifest.catalogs[locale]}`));
    // Messages of the home page, as the catalogue has them (one string, or parts); English is the
    // messages' source text, which the bundle keeps beside each id.
    for (const id of ['home.lead', 'home.how.title', 'home.pros.text']) {
      const text = JSON.stringify(messages[id]).slice(1, -1);
      t.not(text, JSON.stringify(english[id]).slice(1, -1), `${locale} ${id} is translated`);
      t.notOk(render.includes(text), `${locale} ${id} is not in the bundle`);
    }
  }
});

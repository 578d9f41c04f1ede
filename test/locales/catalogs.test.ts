// Every user-visible string is really translated into all eight locales, and every localised path
// word exists and is unambiguous.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { CATALOGS } from '../../locales/catalogs.ts';
import { PATHS } from '../../locales/paths.ts';
import { LOCALES } from '../../shared/locales.ts';
import { PATH_WORDS } from '../../shared/routes.ts';
import { createI18n } from '../../web/lib/i18n.ts';

const source = CATALOGS['en-GB'];
const ids = Object.keys(source);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'generated') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

t.test('every message id used in the web client is in the catalogs', async (t) => {
  const used = new Set<string>();
  for (const file of sourceFiles('web')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bid: '([a-z0-9.-]+)'/g)) used.add(match[1] as string);
  }
  t.ok(used.size > 40, `found ${used.size} message ids in the source`);
  for (const id of used) t.ok(Object.hasOwn(source, id), `${id} is extracted (npm run i18n:extract)`);
});

t.test('every locale has every message, none empty', async (t) => {
  for (const locale of LOCALES) {
    const catalog = CATALOGS[locale];
    t.same(Object.keys(catalog).sort(), [...ids].sort(), `${locale} has the same messages`);
    for (const id of ids) t.ok(JSON.stringify(catalog[id]).length > 4, `${locale} ${id} is not empty`);
  }
});

t.test('languages other than English are translations, not English copies', async (t) => {
  for (const locale of LOCALES.filter((candidate) => !candidate.startsWith('en-'))) {
    const copies = ids.filter((id) => JSON.stringify(CATALOGS[locale][id]) === JSON.stringify(source[id]));
    t.same(copies, [], `${locale} copies no English text`);
  }
});

t.test('the English variants use their own words where they differ', async (t) => {
  t.not(JSON.stringify(CATALOGS['en-US']['layout.nav.find-a-pro']), JSON.stringify(source['layout.nav.find-a-pro']));
  t.not(JSON.stringify(CATALOGS['en-CA']['layout.nav.find-a-pro']), JSON.stringify(source['layout.nav.find-a-pro']));
});

// Compiled messages keep a placeholder as a one-element array: ["name"].
function placeholders(message: unknown): string[] {
  return Array.isArray(message)
    ? message
        .filter((part) => Array.isArray(part))
        .map((part) => String(part[0]))
        .sort()
    : [];
}

t.test('placeholders survive translation', async (t) => {
  t.same(placeholders(source['layout.signed-in-as']), ['name']);
  for (const locale of LOCALES) {
    for (const id of ids) t.same(placeholders(CATALOGS[locale][id]), placeholders(source[id]), `${locale} ${id}`);
  }
});

t.test('every locale has every path word, URL-safe and unambiguous', async (t) => {
  for (const locale of LOCALES) {
    const words = PATHS[locale];
    t.same(Object.keys(words).sort(), [...PATH_WORDS].sort(), locale);
    for (const word of Object.values(words)) t.match(word, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${locale} ${word}`);
    t.equal(new Set(Object.values(words)).size, PATH_WORDS.length, `${locale} words are distinct`);
  }
  t.not(PATHS['en-GB']['profile-prefix'], PATHS['en-US']['profile-prefix'], 'en-GB and en-US profile prefixes differ');
});

t.test('a count agrees with its noun: one response, two responses', async (t) => {
  const said = (locale: (typeof LOCALES)[number], count: number) =>
    createI18n(locale, CATALOGS[locale])._('pro-jobs.responses.of-limit', { count, limit: 5 });
  t.equal(said('fr-FR', 1), '1 réponse sur 5');
  t.equal(said('fr-FR', 2), '2 réponses sur 5');
  t.equal(said('it-IT', 1), '1 risposta su 5');
  t.equal(said('it-IT', 3), '3 risposte su 5');
  t.equal(said('en-GB', 1), '1 of 5 responses');
  const unread = (locale: (typeof LOCALES)[number], count: number) =>
    createI18n(locale, CATALOGS[locale])._('consumer.response.messages-unread', { count });
  t.equal(unread('fr-FR', 1), 'Messagerie (1 nouveau)');
  t.equal(unread('fr-FR', 4), 'Messagerie (4 nouveaux)');
  t.equal(unread('it-IT', 1), 'Messaggi (1 nuovo)');
});

// The English catalog is the source: a message changed in the code must change there too
// (npm run i18n:extract writes it), or the site would show the old words.
t.test('the English catalog says what the code says', async (t) => {
  const po = readFileSync('locales/en-GB/messages.po', 'utf8');
  const catalog = new Map<string, string>();
  for (const match of po.matchAll(/^msgid "(.*)"\nmsgstr ((?:".*"\n?)+)/gm)) {
    const text = [...(match[2] as string).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => part[1]).join('');
    catalog.set(match[1] as string, text.replace(/\\(["\\])/g, '$1'));
  }
  const stale: string[] = [];
  let compared = 0;
  for (const file of sourceFiles('web')) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(
      /\bid: '([a-z0-9.-]+)',\s*message:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g,
    )) {
      const message = (match[2] ?? match[3] ?? '').replace(/\\(['"\\])/g, '$1');
      compared += 1;
      if (catalog.get(match[1] as string) !== message) stale.push(`${match[1]}: ${catalog.get(match[1] as string)}`);
    }
  }
  t.ok(compared > 1000, `compared ${compared} messages`);
  t.same(stale, [], 'every message as the code writes it');
});

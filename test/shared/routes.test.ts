import t from 'tap';
import type { Brand } from '../../shared/brands.ts';
import { BRAND_IDS, BRANDS } from '../../shared/brands.ts';
import type { PathWords, RouteName } from '../../shared/routes.ts';
import {
  createRouteMatcher,
  linkTo,
  localisePath,
  PATH_WORDS,
  ROUTES,
  routeByName,
  routesForBrand,
} from '../../shared/routes.ts';

const WORDS: PathWords = {
  login: 'inloggen',
  'reset-password': 'wachtwoord-herstellen',
  'reset-password-otp': 'wachtwoord-herstellen-code',
  'post-a-job': 'klus-plaatsen',
  'find-a-service': 'dienst-zoeken',
  'find-a-pro': 'vakman-zoeken',
  'privacy-policy': 'privacybeleid',
  'cookie-policy': 'cookiebeleid',
  'terms-conditions': 'algemene-voorwaarden',
  'profile-prefix': 'vakman',
  job: 'klus',
  professionals: 'vakmensen',
  reviews: 'beoordelingen',
  'service-pro': 'voor-vakmensen',
  'all-price-guides': 'prijzen',
  'price-guides': 'prijs',
  'all-articles': 'artikelen',
  articles: 'artikel',
  'all-trades': 'alle-vakgebieden',
  'all-locations': 'alle-plaatsen',
  services: 'diensten',
  tasks: 'klussen',
  'service-pros': 'alle-vakmensen',
  questions: 'vragen',
  'ask-a-question': 'stel-een-vraag',
  'how-it-works': 'zo-werkt-het',
  'about-us': 'over-ons',
  'quality-check': 'kwaliteitscontrole',
  imprint: 'bedrijfsgegevens',
  partners: 'partners',
  professions: 'aanmelden-als-vakman',
  'quality-standard': 'kwaliteitsnorm',
  'image-rights': 'beeldrecht',
  'reviews-policy': 'beoordelingsbeleid',
};

const ALL_BRANDS: Brand[] = BRAND_IDS.map((id) => BRANDS[id]);
const postBrands = ALL_BRANDS.filter((brand) => brand.jobPostWord === 'post-a-job');
const serviceBrands = ALL_BRANDS.filter((brand) => brand.jobPostWord === 'find-a-service');

t.test('the inline path words cover every word of the route table', async (t) => {
  t.same(Object.keys(WORDS).sort(), [...PATH_WORDS].sort());
  for (const route of ROUTES) {
    for (const [, word = ''] of route.path.matchAll(/\{([a-z-]+)\}/g)) t.ok(PATH_WORDS.includes(word as never), word);
  }
});

t.test('localisePath replaces every braced word with the locale word', async (t) => {
  t.equal(localisePath('/{login}', WORDS), '/inloggen');
  t.equal(localisePath('/{login}/options', WORDS), '/inloggen/options');
  t.equal(localisePath('/{post-a-job}/:slug?', WORDS), '/klus-plaatsen/:slug?');
  t.equal(localisePath('/{find-a-pro}/{profile-prefix}', WORDS), '/vakman-zoeken/vakman');
  t.equal(localisePath('/', WORDS), '/');
  t.equal(localisePath('/plain/:id', WORDS), '/plain/:id', 'parameters are left for the link builder');
});

t.test('localisePath throws on a word that is not in the table', async (t) => {
  t.throws(() => localisePath('/{unknown-word}', WORDS), {
    message: /unknown-word/,
  });
  t.throws(() => localisePath('/{login}/{nope}', WORDS), { message: /nope/ });
  const partial = { login: 'inloggen' } as unknown as PathWords;
  t.throws(() => localisePath('/{privacy-policy}', partial), {
    message: /privacy-policy/,
  });
});

t.test('page ids name one of the four audiences and route names are unique', async (t) => {
  for (const route of ROUTES) t.match(route.page, /^(Visitor|Account|Consumer|ServicePro)\/[A-Za-z]+$/, route.name);
  const names = ROUTES.map((route) => route.name);
  t.equal(new Set(names).size, names.length, 'no name is used twice');
  for (const name of names) t.equal(routeByName(name).name, name);
  t.throws(() => routeByName('nope' as RouteName), { message: /nope/ });
  t.equal(routeByName('home').path, '/');
});

t.test('the job-post routes exist only on brands that use that word', async (t) => {
  t.ok(postBrands.length > 0 && serviceBrands.length > 0, 'both kinds of brand exist');
  for (const brand of postBrands) {
    const names = routesForBrand(brand).map((route) => route.name);
    t.ok(names.includes('postAJob'), `${brand.id} has postAJob`);
    t.notOk(names.includes('findAService'), `${brand.id} has no findAService`);
    t.equal(names.length, ROUTES.length - 1);
  }
  for (const brand of serviceBrands) {
    const names = routesForBrand(brand).map((route) => route.name);
    t.ok(names.includes('findAService'), `${brand.id} has findAService`);
    t.notOk(names.includes('postAJob'), `${brand.id} has no postAJob`);
  }
  const nl = createRouteMatcher(BRANDS.nl, WORDS);
  const fr = createRouteMatcher(BRANDS.fr, WORDS);
  t.equal(nl.match('/klus-plaatsen')?.route.name, 'postAJob');
  t.equal(nl.match('/dienst-zoeken'), null);
  t.equal(fr.match('/dienst-zoeken')?.route.name, 'findAService');
  t.equal(fr.match('/klus-plaatsen'), null);
});

t.test('every route matches its own localised link on every brand that has it', async (t) => {
  for (const brand of ALL_BRANDS) {
    const matcher = createRouteMatcher(brand, WORDS);
    for (const route of routesForBrand(brand)) {
      // Every required parameter gets a value of its own; optional ones are left out.
      const required = [...route.path.matchAll(/:([A-Za-z]+)(\?)?/g)].filter(([, , optional]) => !optional);
      const params = Object.fromEntries(required.map(([, name = '']) => [name, `x-${name.toLowerCase()}`]));
      const path = linkTo(route.name, WORDS, params);
      const found = matcher.match(path);
      t.equal(found?.route.name, route.name, `${brand.id} ${path}`);
      t.same(found?.params, params, `${brand.id} ${path} gives back its parameters`);
      t.equal(found?.route.page, route.page);
    }
  }
});

t.test('linkTo builds localised links with parameters and query', async (t) => {
  t.equal(linkTo('home', WORDS), '/');
  t.equal(linkTo('login', WORDS), '/inloggen');
  t.equal(linkTo('loginOtp', WORDS, { next: '/a b' }), '/inloggen/otp?next=%2Fa%20b');
  t.equal(linkTo('postAJob', WORDS), '/klus-plaatsen');
  t.equal(linkTo('postAJob', WORDS, { slug: 'loodgieter' }), '/klus-plaatsen/loodgieter');
  t.equal(linkTo('findAService', WORDS, { slug: 'café', b: 2, a: 1 }), '/dienst-zoeken/caf%C3%A9?a=1&b=2');
  t.equal(linkTo('termsConditions', WORDS), '/algemene-voorwaarden');
});

t.test('an optional slug matches with and without it and is decoded', async (t) => {
  const matcher = createRouteMatcher(BRANDS.uk, WORDS);
  t.same(matcher.match('/klus-plaatsen')?.params, {});
  t.same(matcher.match('/klus-plaatsen/loodgieter')?.params, {
    slug: 'loodgieter',
  });
  t.same(matcher.match('/klus-plaatsen/caf%C3%A9')?.params, { slug: 'café' });
  t.same(matcher.match('/klus-plaatsen/a%2Fb%20c')?.params, {
    slug: 'a/b c',
  });
  t.equal(matcher.match('/klus-plaatsen/a/b'), null, 'only one segment is a slug');
  const slug = "it's a/b (c)";
  t.same(matcher.match(linkTo('postAJob', WORDS, { slug }))?.params, { slug }, 'links round-trip');
  const fr = createRouteMatcher(BRANDS.fr, WORDS);
  t.same(fr.match('/dienst-zoeken/schilder')?.params, { slug: 'schilder' });
});

t.test('a trailing slash is tolerated', async (t) => {
  const matcher = createRouteMatcher(BRANDS.nl, WORDS);
  t.equal(matcher.match('/inloggen/')?.route.name, 'login');
  t.equal(matcher.match('/inloggen/options/')?.route.name, 'loginOptions');
  t.equal(matcher.match('/klus-plaatsen/')?.route.name, 'postAJob');
  t.same(matcher.match('/klus-plaatsen/x/')?.params, { slug: 'x' });
  t.equal(matcher.match('/')?.route.name, 'home');
});

t.test('unknown paths match nothing', async (t) => {
  const matcher = createRouteMatcher(BRANDS.nl, WORDS);
  t.equal(matcher.match('/nope'), null);
  t.equal(matcher.match('/login'), null, 'the untranslated word is not a route');
  t.equal(matcher.match('/inloggen/options/extra'), null);
  t.equal(matcher.match('/inloggenx'), null, 'a word must match a whole segment');
  t.equal(matcher.match('/x/inloggen/y/z'), null);
  t.equal(matcher.match('/inloggen?next=/'), null, 'the matcher takes a pathname without a query');
  t.equal(matcher.match(''), null);
});

// §2.2 /{contentCluster}/{serviceSlug}: any two slugs name a service's page, which the page itself
// finds or answers 404 for; so a two-segment path no other route takes is that page's.
t.test('two segments no other route takes are a service page', async (t) => {
  const matcher = createRouteMatcher(BRANDS.nl, WORDS);
  for (const path of ['/inloggen/nope', '/x/inloggen', '/loodgieter/lekkage-verhelpen']) {
    t.equal(matcher.match(path)?.route.name, 'servicePage', path);
  }
  t.same(matcher.match('/loodgieter/lekkage-verhelpen')?.params, {
    contentCluster: 'loodgieter',
    slug: 'lekkage-verhelpen',
  });
  t.equal(matcher.match('/inloggen/options')?.route.name, 'loginOptions', 'a route of its own comes first');
  t.equal(matcher.match('/loodgieter/alle-vakmensen')?.route.name, 'tradePros');
  t.equal(matcher.match('/loodgieter/jobs/lekkende-kraan')?.route.name, 'task');
});

t.test('a malformed percent-encoding in a parameter does not throw', async (t) => {
  const matcher = createRouteMatcher(BRANDS.nl, WORDS);
  for (const path of ['/klus-plaatsen/%', '/klus-plaatsen/%E0%A4%A', '/klus-plaatsen/%zz', '/klus-plaatsen/a%2']) {
    t.doesNotThrow(() => matcher.match(path), path);
    t.equal(matcher.match(path), null, `${path} matches nothing`);
  }
});

t.test('regular expression characters in a path word are matched literally', async (t) => {
  const words: PathWords = {
    ...WORDS,
    login: 'log.in',
    'find-a-pro': 'pro+(s)',
  };
  const matcher = createRouteMatcher(BRANDS.uk, words);
  t.equal(matcher.match('/log.in')?.route.name, 'login');
  t.equal(matcher.match('/logXin'), null);
  t.equal(matcher.match('/pro+(s)')?.route.name, 'findAPro');
  t.equal(matcher.match('/proo(s)'), null);
});

t.test('a word named like a built-in object property is still unknown', async (t) => {
  t.throws(() => localisePath('/{constructor}', WORDS), /No path word "constructor"/);
});

t.test('a parameter and a path word share one segment in the profession directory', async (t) => {
  const matcher = createRouteMatcher(BRANDS.nl, WORDS);
  t.same(matcher.match('/badkamer/loodgieter-vakmensen/amsterdam'), {
    route: routeByName('professionDirectory'),
    params: { contentCluster: 'badkamer', profession: 'loodgieter', location: 'amsterdam' },
  });
  t.same(matcher.match('/badkamer/elektricien-vakmensen/utrecht')?.params.profession, 'elektricien');
  t.equal(matcher.match('/badkamer/loodgieter/amsterdam'), null, 'the word must follow the parameter');
  t.equal(
    linkTo('professionDirectory', WORDS, {
      contentCluster: 'badkamer',
      profession: 'loodgieter',
      location: 'amsterdam',
    }),
    '/badkamer/loodgieter-vakmensen/amsterdam',
  );
  t.equal(matcher.match('/klus/123')?.route.name, 'job', 'earlier routes win over the catch-all cluster');
  t.equal(matcher.match('/service-pro/my-proposals/contacts')?.route.name, 'myProposalsContacts');
});

// What each brand's site tells search engines, over real HTTP: canonical and hreflang links on
// public pages, noindex on forms, searches and unknown pages, nothing on a signed-in person's pages
// (the sign-in keeps crawlers out, decision 044) and robots.txt; the sitemaps are sitemaps.test.ts's.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRAND_IDS, BRANDS, brandOrigins } from '../../../shared/brands.ts';
import { linkTo } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send, sessionCookies } from '../../helpers/http.ts';
import { createConsumer, createJob, createPlace, createPro, createTrade } from '../../helpers/marketplace.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = (brand: string) => `${brand}.localhost:${bff.port}`;
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map(
    ([, lang, href = '']) => (lang ? `${lang} ${href}` : href),
  );

const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

t.test('a public page names its canonical address and its copy in every brand that has it', async (t) => {
  const page = await send(bff.origin, `/${PATHS['nl-NL']['find-a-pro']}`, { host: host('nl') });
  t.same(links(page.text, 'canonical'), [`${bff.brandOrigin('nl')}/${PATHS['nl-NL']['find-a-pro']}`]);
  const alternates = links(page.text, 'alternate');
  t.equal(alternates.length, BRAND_IDS.length + 1, 'every brand and a default');
  t.ok(alternates.includes(`fr-FR ${bff.brandOrigin('fr')}/trouver-un-artisan`));
  t.ok(alternates.includes(`de-AT ${bff.brandOrigin('at')}/${PATHS['de-AT']['find-a-pro']}`));
  t.ok(alternates.includes(`en-IE ${bff.brandOrigin('ie')}/${PATHS['en-GB']['find-a-pro']}`), 'two brands, one locale');
  t.ok(alternates.includes(`x-default ${bff.brandOrigin('uk')}/find-a-tradesperson`));
  t.notMatch(page.text, 'noindex');

  const post = await send(bff.origin, '/post-a-job', { host: host('uk') });
  const hreflangs = links(post.text, 'alternate').map((line) => line.split(' ')[0] ?? '');
  const postBrands = BRAND_IDS.filter((id) => BRANDS[id].jobPostWord === 'post-a-job');
  t.equal(hreflangs.length, postBrands.length + 1, 'only the brands whose job-post page has this route');
  t.notOk(hreflangs.includes('fr-FR'));
});

t.test('every public page names itself before the brand, says what it is, and has a social card', async (t) => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const uk = BRANDS.uk;
  const suffix = `${uk.productName} – ${uk.tagline}`;

  const home = await send(bff.origin, '/', { host: host('uk') });
  t.equal(title(home.text), suffix, 'the home page keeps the spec title alone');
  t.match(meta(home.text, 'name', 'description'), /^Describe your job in a few steps/);
  t.equal(meta(home.text, 'property', 'og:site_name'), uk.productName);
  t.equal(meta(home.text, 'property', 'og:locale'), 'en_GB');
  t.equal(meta(home.text, 'name', 'twitter:card'), 'summary');

  const find = await send(bff.origin, '/find-a-tradesperson', { host: host('uk') });
  const findTitle = title(find.text) ?? '';
  t.ok(findTitle.endsWith(` | ${suffix}`) && findTitle.length > suffix.length + 3, findTitle);
  t.ok(meta(find.text, 'name', 'description'), 'a description');
  t.equal(meta(find.text, 'property', 'og:url'), `${bff.brandOrigin('uk')}/find-a-tradesperson`);

  const nl = BRANDS.nl;
  const privacy = await send(bff.origin, `/${PATHS['nl-NL']['privacy-policy']}`, { host: host('nl') });
  t.match(title(privacy.text), new RegExp(` \\| ${nl.productName} – ${nl.tagline}$`), 'in the brand language');
  t.notMatch(title(privacy.text), /Privacy policy/, 'not in English');
  t.ok(meta(privacy.text, 'name', 'description'));

  const options = await send(bff.origin, '/login/options', { host: host('uk') });
  t.equal(meta(options.text, 'property', 'og:title'), undefined, 'no social card for a page kept out of the index');
});

t.test('the sign-in page is in the index under its own address, whatever it was opened with', async (t) => {
  const login = await send(bff.origin, '/login?returnTo=%2Fconsumer%2Fmy-projects', { host: host('uk') });
  t.equal(login.status, 200);
  t.notMatch(login.text, 'noindex');
  t.same(links(login.text, 'canonical'), [`${bff.brandOrigin('uk')}/login`]);
  t.match(meta(login.text, 'property', 'og:title'), /^Log in/);
  t.ok(meta(login.text, 'name', 'description'));
  t.equal(login.headers['cache-control'], 'no-store', 'still never cached');
});

t.test('forms, searches and unknown pages are kept out of the index', async (t) => {
  for (const path of ['/login/options', '/login/password', '/no-such-page', '/directory-search-results?q=x']) {
    const page = await send(bff.origin, path, { host: host('uk') });
    t.match(page.text, '<meta name="robots" content="noindex">', path);
    t.same(links(page.text, 'canonical'), [], `${path} has no canonical address`);
  }
});

t.test("a signed-in person's page is shown only to them: a crawler is sent to sign in", async (t) => {
  const path = linkTo('myProjects', PATHS['en-GB']);
  const crawler = await send(bff.origin, path, { host: host('uk'), headers: { 'user-agent': 'Googlebot/2.1' } });
  t.equal(crawler.status, 302);
  t.match(crawler.headers.location, /^\/login\?/);
  t.notMatch(crawler.text, '<main', 'nothing of the page in the redirect');

  const signedIn = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: 'consumer.uk@example.com', password: 'hearth-demo' } },
    { host: host('uk') },
  );
  const cookie = sessionCookies(signedIn).map(cookiePair).join('; ');
  const page = await send(bff.origin, path, { host: host('uk'), headers: { cookie } });
  t.equal(page.status, 200);
  t.match(page.headers['cache-control'], /no-store/, 'never kept by a cache on the way');
  t.same(links(page.text, 'canonical'), [], 'no canonical address');
  t.equal(meta(page.text, 'property', 'og:title'), undefined, 'no social card');
});

t.test('robots.txt keeps crawlers off the API and points at the brand sitemap', async (t) => {
  const robots = await send(bff.origin, '/robots.txt', { host: host('it') });
  t.equal(robots.status, 200);
  t.match(robots.headers['content-type'], /^text\/plain/);
  t.match(robots.text, 'User-agent: *\n');
  for (const path of ['/graphql', '/service-request/']) t.match(robots.text, `Disallow: ${path}\n`);
  for (const path of ['/consumer/', '/service-pro/', '/account/', '/admin/'])
    t.notMatch(robots.text, `Disallow: ${path}\n`, `${path}: kept out by the sign-in, not by robots.txt`);
  t.notMatch(robots.text, 'Disallow: /\n', 'the public site may be crawled');
  t.match(robots.text, `Sitemap: ${bff.brandOrigin('it')}/sitemap.xml`);
});

t.test('a staging site asks crawlers to stay away entirely', async (t) => {
  const staging = await startBff(t, upstream.url, { APP_ENV: 'staging', BRAND_HOSTNAMES: 'uk=www.staging.example' });
  const robots = await send(staging.origin, '/robots.txt', { host: 'www.staging.example' });
  t.match(robots.text, 'Disallow: /\n');
  t.match(robots.text, 'Sitemap: https://www.staging.example/sitemap.xml', 'public hostnames over HTTPS');
});

t.test(
  'structured data: the organisation on home, a business with its reviews, breadcrumbs on the directory',
  async (t) => {
    const origin = bff.brandOrigin('uk');
    const types = (html: string) => jsonLdOf(html).map((node) => node['@type']);
    const home = await send(bff.origin, '/', { host: host('uk') });
    t.same(types(home.text), ['Organization', 'WebSite']);
    t.same(structuredDataProblems(jsonLdOf(home.text), origin), []);

    const { db } = upstream;
    const trade = await createTrade(db, 'uk', 1200);
    const place = await createPlace(db, 'GB', 53.4808, -2.2426);
    const pro = await createPro(db, {
      brand: 'uk',
      serviceIds: trade.serviceIds,
      professionId: trade.professionId,
      latitude: 53.4808,
      longitude: -2.2426,
      reviewAverage: 5,
      reviewCount: 1,
    });
    const owner = await createConsumer(db, 'uk');
    const job = await createJob(db, { consumerId: owner.id, trade, place, brand: 'uk', status: 'HIRED' });
    const [hire] = await db.query<{ id: string }>(
      `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at, hired_at)
     VALUES ($1, $2, 'HIRED', now(), now()) RETURNING id`,
      [job, pro.id],
    );
    await db.query(
      `INSERT INTO reviews (service_request_id, proposal_id, pro_id, consumer_id, rating, title, body)
     VALUES ($1, $2, $3, $4, 5, 'Spotless kitchen work', 'Came on time and cleaned up afterwards.')`,
      [job, hire?.id ?? '', pro.id, owner.id],
    );
    const profilePath = `/${PATHS['en-GB']['profile-prefix']}/${pro.slug}`;
    const profile = await send(bff.origin, profilePath, { host: host('uk') });
    t.equal(profile.status, 200);
    const nodes = jsonLdOf(profile.text);
    t.same(types(profile.text), ['LocalBusiness', 'BreadcrumbList']);
    t.same(structuredDataProblems(nodes, origin), []);
    t.match(nodes[0], {
      url: `${origin}${profilePath}`,
      name: `Company ${pro.slug}`,
      address: { addressCountry: 'GB' },
      aggregateRating: { ratingValue: 5, reviewCount: 1 },
      review: [{ name: 'Spotless kitchen work', reviewRating: { ratingValue: 5 } }],
    });
    t.equal(
      ((nodes[1]?.itemListElement ?? []) as { item: string }[]).at(-1)?.item,
      `${origin}${profilePath}`,
      'the breadcrumbs end at the profile',
    );

    const location = await send(bff.origin, `/${PATHS['en-GB']['find-a-pro']}/${place.citySlug}`, { host: host('uk') });
    t.same(types(location.text), ['BreadcrumbList']);
    t.same(structuredDataProblems(jsonLdOf(location.text), origin), []);
    const signedOut = await send(bff.origin, '/service-pro/balance', { host: host('uk') });
    t.same(jsonLdOf(signedOut.text), [], 'nothing on a page that is not public');
  },
);

t.test('brand origins follow the host: localhost sites in development, public hostnames elsewhere', async (t) => {
  const local = brandOrigins('nl.localhost:3000', 'http', { allowLocalhost: true, defaultBrand: 'uk' });
  t.equal(local.fr, 'http://fr.localhost:3000');
  const live = brandOrigins('www.haardwerk.nl', 'https', {
    allowLocalhost: false,
    defaultBrand: 'uk',
    hostnames: { fr: 'fr.example' },
  });
  t.equal(live.fr, 'https://fr.example');
  t.equal(live.nl, `https://${BRANDS.nl.hostname}`);
  const spoofed = brandOrigins('nl.localhost:3000', 'http', { allowLocalhost: false, defaultBrand: 'uk' });
  t.equal(spoofed.nl, `https://${BRANDS.nl.hostname}`, 'no localhost links where localhost brands are off');
});

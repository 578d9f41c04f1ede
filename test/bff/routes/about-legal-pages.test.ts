// The legal texts and the pages about the company over real HTTP (spec §2.2, issue 21, decision
// 074): each route answers in two brands with its own title and description, the company behind
// that brand, its last-updated day, a table of contents and its breadcrumbs; it is shared and kept
// a day (§9 static), names its canonical address and its copies in every brand; the footer leads
// to them; a sub-page of the terms that does not exist answers 404.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRAND_COMPANIES } from '../../../shared/brand-companies.ts';
import { BRAND_IDS, BRANDS, type BrandId } from '../../../shared/brands.ts';
import { linkTo, type RouteName } from '../../../shared/routes.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, send } from '../../helpers/http.ts';
import { jsonLdOf, structuredDataProblems } from '../../helpers/structured-data.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);

const ROUTES: readonly { route: RouteName; parent?: RouteName }[] = [
  { route: 'privacyPolicy' },
  { route: 'cookiePolicy' },
  { route: 'termsConditions' },
  { route: 'termsComplaints', parent: 'termsConditions' },
  { route: 'termsRanking', parent: 'termsConditions' },
  { route: 'termsPromise', parent: 'termsConditions' },
  { route: 'termsPrizeDraw', parent: 'termsConditions' },
  { route: 'visitorDiscountConditions', parent: 'termsConditions' },
  { route: 'howItWorks' },
  { route: 'aboutUs' },
  { route: 'qualityCheck' },
  { route: 'imprint' },
  { route: 'partners' },
  { route: 'professions' },
  { route: 'qualityStandard' },
  { route: 'imageRights' },
  { route: 'reviewsPolicy' },
];

const pathOf = (brand: BrandId, route: RouteName) => linkTo(route, PATHS[BRANDS[brand].locale]);
const visit = (brand: BrandId, path: string, cookie?: string) =>
  send(bff.origin, path, { host: `${brand}.localhost:${bff.port}`, ...(cookie ? { headers: { cookie } } : {}) });
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

for (const brand of ['uk', 'de'] as const) {
  t.test(`every text in ${brand}: its words, its company, its date, its place in the site`, async (t) => {
    const origin = bff.brandOrigin(brand);
    const company = BRAND_COMPANIES[brand];
    for (const { route, parent } of ROUTES) {
      const path = pathOf(brand, route);
      const first = await visit(brand, path);
      t.equal(first.status, 200, path);
      const page = await visit(brand, path, first.cookies.map(cookiePair).join('; '));
      t.equal(page.headers['cache-control'], 'public, max-age=86400', `${path}: §9 static, shared`);
      const text = page.text;
      t.match(text, escaped(company.legalName), `${path}: the company`);
      t.match(text, escaped(company.address[0] ?? ''), `${path}: its address`);
      t.match(text, '<time dateTime="2026-11-28">', `${path}: last updated`);
      t.match(text, /<h2 id="[a-z0-9-]+">/, `${path}: sections`);
      t.match(text, /<meta name="description" content="[^"]{40,}">/, `${path}: its own description`);
      t.match(text, `<link rel="canonical" href="${origin}${path}">`, `${path}: canonical`);
      for (const other of ['uk', 'nl', 'at'] as const) {
        t.match(text, `href="${bff.brandOrigin(other)}${pathOf(other, route)}"`, `${path}: the copy in ${other}`);
      }
      t.match(text, 'hreflang="x-default"');
      const nodes = jsonLdOf(text);
      t.same(structuredDataProblems(nodes, origin), [], `${path}: valid JSON-LD`);
      const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
      t.same(
        ((crumbs?.itemListElement ?? []) as { item: string }[]).map((item) => item.item),
        [`${origin}/`, ...(parent ? [`${origin}${pathOf(brand, parent)}`] : []), `${origin}${path}`],
        `${path}: breadcrumbs`,
      );
    }
  });
}

t.test('the texts are in the brand’s language and law', async (t) => {
  const imprint = await visit('de', '/impressum');
  t.match(imprint.text, '<h1>Impressum</h1>');
  t.match(imprint.text, 'Digitale-Dienste-Gesetz');
  t.match(imprint.text, 'HRB 234567 B');
  t.match(imprint.text, '<title>Impressum | Herdwerk');
  const austrian = await visit('at', '/impressum');
  t.match(austrian.text, 'E-Commerce-Gesetz');
  t.match(austrian.text, 'FN 589123 k');
  const ranking = await visit('uk', '/terms-conditions/ranking');
  t.match(ranking.text, 'Sponsored');
  t.match(ranking.text, 'three');
  const privacy = await visit('us', '/privacy-policy');
  t.match(privacy.text, 'California Consumer Privacy Act');
  const professions = await visit('uk', '/join-as-a-tradesperson');
  t.match(professions.text, 'href="/for-tradespeople/register"', 'the way to register');
});

t.test('the footer leads to the pages about the company and the legal pages', async (t) => {
  const home = await visit('uk', '/');
  for (const route of ['howItWorks', 'aboutUs', 'qualityCheck', 'reviewsPolicy', 'imprint', 'termsRanking'] as const) {
    t.match(home.text, `href="${pathOf('uk', route)}"`, route);
  }
});

t.test('a sub-page of the terms that is not there answers 404', async (t) => {
  t.equal((await visit('uk', '/terms-conditions/no-such-page')).status, 404);
  t.equal((await visit('de', '/agb/unbekannt')).status, 404);
  t.equal((await visit('nl', '/algemene-voorwaarden/klachten')).status, 404, 'the sub-pages keep their own words');
});

t.test('every brand has every text', async (t) => {
  for (const brand of BRAND_IDS) {
    for (const { route } of ROUTES) {
      t.equal((await visit(brand, pathOf(brand, route))).status, 200, `${brand} ${route}`);
    }
  }
});

// The one route table (DESIGN §3). It drives the server renderer, the client router, the link
// builder and page identifiers. Paths use `{word}` for a localised path word (spec §2: "shown in
// braces") and `:name` / `:name?` for parameters; the words themselves live per locale in locales/.
// The routes of each area are in shared/routes/; their order here is the order paths are matched in.
import type { Brand } from './brands.ts';
import { buildLink, type LinkParams } from './link.ts';
import { ADMIN_ROUTES } from './routes/admin.ts';
import { CONSUMER_ROUTES } from './routes/consumer.ts';
import { PRO_ROUTES } from './routes/pro.ts';
import { PRO_ACCOUNT_ROUTES } from './routes/pro-account.ts';
import { PUBLIC_ROUTES } from './routes/public.ts';
import { REGISTRATION_ROUTES } from './routes/registration.ts';
import { VISITOR_ROUTES } from './routes/visitor.ts';

export const PATH_WORDS = [
  'login',
  'reset-password',
  'reset-password-otp',
  'post-a-job',
  'find-a-service',
  'find-a-pro',
  'privacy-policy',
  'cookie-policy',
  'terms-conditions',
  'profile-prefix',
  'job',
  'professionals',
  'reviews',
  'service-pro',
  'all-price-guides',
  'price-guides',
  'all-articles',
  'articles',
  'all-trades',
  'all-locations',
  'services',
  'tasks',
  'service-pros',
  'questions',
  'ask-a-question',
  'how-it-works',
  'about-us',
  'quality-check',
  'imprint',
  'partners',
  'professions',
  'quality-standard',
  'image-rights',
  'reviews-policy',
] as const;

export type PathWord = (typeof PATH_WORDS)[number];

export type PathWords = Readonly<Record<PathWord, string>>;

// §2.1 page identifiers: Visitor/…, Consumer/…, ServicePro/…, Account/….
export type PageId = `${'Visitor' | 'Consumer' | 'ServicePro' | 'Account'}/${string}`;

// §9 cache policies by page kind (docs/decisions/014-caching.md): how long a browser or shared
// cache may keep the page. `none` pages (sign-in and account forms) are never stored.
export type CachePolicy = 'frequent' | 'semiDynamic' | 'static' | 'none';

export const CACHE_MAX_AGE_SECONDS: Readonly<Record<Exclude<CachePolicy, 'none'>, number>> = {
  frequent: 600,
  semiDynamic: 3600,
  static: 86_400,
};

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly page: PageId;
  readonly cache: CachePolicy;
  // §2.5: the job-post routes exist only on brands that use that word.
  readonly jobPostWord?: Brand['jobPostWord'];
  // Who may see the page (§6): anyone when absent. Anyone else signed out is sent to sign in and
  // brought back; a signed-in person of the other kind gets the page's not-found answer.
  readonly access?: RouteAccess;
  // Listed in the brand's /sitemap.xml (public pages without parameters or with listed ones).
  readonly sitemap?: boolean;
  // A public page that is never cached but still belongs in search results: the sign-in page, which
  // people look for by the product's name (decision 044).
  readonly indexed?: boolean;
}

// staff: an ADMIN (decision 064); everyone else, signed in or not, gets the not-found page.
export type RouteAccess = 'signedIn' | 'consumer' | 'pro' | 'staff';

export const ROUTES = [
  ...VISITOR_ROUTES,
  ...CONSUMER_ROUTES,
  ...PRO_ROUTES,
  ...REGISTRATION_ROUTES,
  ...PRO_ACCOUNT_ROUTES,
  ...ADMIN_ROUTES,
  // Last: its catch-all pages match any path the others have not.
  ...PUBLIC_ROUTES,
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

export interface RouteMatch {
  readonly route: RouteDefinition & { readonly name: RouteName };
  readonly params: Readonly<Record<string, string>>;
}

type BrandRoutes = readonly (RouteDefinition & { name: RouteName })[];
const brandRoutes = new WeakMap<Brand, BrandRoutes>();

// The routes a brand has (a page's alternates ask for every brand's on each render).
export function routesForBrand(brand: Brand): BrandRoutes {
  let routes = brandRoutes.get(brand);
  if (!routes) {
    routes = ROUTES.filter(
      (route: RouteDefinition) => route.jobPostWord === undefined || route.jobPostWord === brand.jobPostWord,
    );
    brandRoutes.set(brand, routes);
  }
  return routes;
}

// A page renders dozens of links, so what they are made from is worked out once: each route's
// path in each locale's words, and each brand's matcher. Both are keyed by the words and brand
// objects themselves, and hold one entry per route at most.
const localisedPaths = new WeakMap<PathWords, Map<string, string>>();
const routesByName = new Map<string, RouteDefinition>(ROUTES.map((route) => [route.name, route]));

// Replace every {word} of a route path with the locale's word.
export function localisePath(path: string, words: PathWords): string {
  let paths = localisedPaths.get(words);
  if (!paths) {
    paths = new Map();
    localisedPaths.set(words, paths);
  }
  let localised = paths.get(path);
  if (localised === undefined) {
    localised = path.replace(/\{([a-z-]+)\}/g, (_match, word: string) => {
      const found = Object.hasOwn(words, word) ? words[word as PathWord] : undefined;
      if (found === undefined) throw new Error(`No path word "${word}" in the route table`);
      return found;
    });
    paths.set(path, localised);
  }
  return localised;
}

export function routeByName(name: RouteName): RouteDefinition {
  const route = routesByName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

// A link to a named route in one locale: words substituted, then the §2.10 link builder.
export function linkTo(name: RouteName, words: PathWords, params: LinkParams = {}): string {
  return buildLink(localisePath(routeByName(name).path, words), params);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const parameter = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
    // A parameter followed by literal text in one segment: `:profession-tradespeople`.
    const prefixed = /^:([A-Za-z_][A-Za-z0-9_]*)(-[^/:?]+)$/.exec(segment);
    if (prefixed) {
      names.push(prefixed[1] as string);
      source += `/([^/]+?)${escapeRegExp(prefixed[2] as string)}`;
    } else if (parameter) {
      names.push(parameter[1] as string);
      source += parameter[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { pattern: new RegExp(`^${source || '/'}/?$`), names };
}

export interface RouteMatcher {
  match(pathname: string): RouteMatch | null;
}

const matchers = new WeakMap<Brand, WeakMap<PathWords, RouteMatcher>>();

// Compiled once per brand and locale words (a render asks for it each time); matches a pathname
// (no query) to a route.
export function createRouteMatcher(brand: Brand, words: PathWords): RouteMatcher {
  let byWords = matchers.get(brand);
  if (!byWords) {
    byWords = new WeakMap();
    matchers.set(brand, byWords);
  }
  let matcher = byWords.get(words);
  if (!matcher) {
    matcher = compileMatcher(brand, words);
    byWords.set(words, matcher);
  }
  return matcher;
}

function compileMatcher(brand: Brand, words: PathWords): RouteMatcher {
  const compiled = routesForBrand(brand).map((route) => ({
    route,
    ...compile(localisePath(route.path, words)),
  }));
  return {
    match(pathname) {
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        let valid = true;
        names.forEach((name, index) => {
          const raw = found[index + 1];
          if (raw === undefined) return;
          try {
            params[name] = decodeURIComponent(raw);
          } catch {
            valid = false;
          }
        });
        if (valid) return { route, params };
      }
      return null;
    },
  };
}

// Renders one page on the server. The BFF calls this with an `execute` that runs GraphQL
// operations in-process on the gateway schema with the caller's session, so the page gets
// exactly the data a client call would. Every page is at hand here; the document names the
// chunks of the one shown, so the browser fetches them alongside the entry script.
import { renderToString } from 'react-dom/server';
import { CATALOGS } from '../locales/catalogs.ts';
import { PATHS } from '../locales/paths.ts';
import type { Brand, BrandOrigins } from '../shared/brands.ts';
import { DEV_PLATFORM_PATH, isDevPagesEnv } from '../shared/dev-pages.ts';
import { REDIRECT_TO } from '../shared/redirect.ts';
import { createRouteMatcher, linkTo, type RouteName } from '../shared/routes.ts';
import { App } from './app.tsx';
import { type PageAssets, renderDocument } from './document.ts';
import { DevPlatformPage } from './features/dev/platform-page.tsx';
import type { ClientConfig } from './lib/config.tsx';
import { prefetch, queryKey } from './lib/data.tsx';
import { toFeatureFlags } from './lib/feature-flags.tsx';
import { GetUserDocument } from './lib/generated/documents.ts';
import type { Document } from './lib/graphql.ts';
import { createI18n } from './lib/i18n.ts';
import type { PageMetaCollector } from './lib/page-meta.tsx';
import { decideAccess, staticPageTable } from './lib/pages.ts';
import { FeatureFlagsDocument } from './lib/platform/generated/documents.ts';
import { type SeoInput, seoHead } from './lib/seo.ts';
import { type PageState, type SessionInfo, serialiseState } from './lib/state.ts';
import { pageModuleOf } from './page-modules.ts';
import { PAGES } from './pages.tsx';

export type { PageAssets } from './document.ts';

export interface ExecuteResult<TData> {
  readonly data?: TData | null;
  readonly errors?: readonly { readonly message: string }[];
}

export type Execute = <TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
) => Promise<ExecuteResult<TData>>;

export interface RenderInput {
  readonly brand: Brand;
  readonly pathname: string;
  // The query string ('' or '?…').
  readonly search?: string;
  // Read after the page's operations ran: one of them may have ended the session.
  readSession(): SessionInfo;
  // Whether an operation of this request could not get its answer from the upstream — it was
  // down, too slow, or answered something unusable — before this render or during it. An ended
  // session (401) is an answer, not a failure. Decision 027: such a page is not rendered from
  // what is missing; the person gets the unavailable page.
  upstreamFailed(): boolean;
  readonly assets: PageAssets;
  readonly execute: Execute;
  // The response's Content-Security-Policy nonce, put on every <script> of the page.
  readonly nonce: string;
  // Where every brand's site is, for canonical and alternate links.
  readonly origins: BrandOrigins;
  // The public settings for the client (spec §9), with this render's request id as the parent.
  readonly config: ClientConfig;
  // The request came from an app wrapper (§7.1 agent type): every page is app-style (§2.10).
  readonly inApp?: boolean;
}

export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  // The route of the table that was rendered (null: not found, or unavailable); its cache policy
  // applies.
  readonly route: RouteName | null;
  // Where to send the browser instead (a page that needs a signed-in person, a registration that
  // goes on elsewhere): no page is rendered; `status` says how (302 or 303).
  readonly redirect?: string;
  // False when a query of the page failed, so the page lacks some of its data: such an answer is
  // never kept by a cache (decision 027).
  readonly complete: boolean;
}

const pageTable = staticPageTable(PAGES);

// The chunks the browser needs for the route's page beyond the entry's (scripts/build.ts): the
// client fetches them before it hydrates whatever the page's access decided, so they always go.
function pageChunks(assets: PageAssets, route: RouteName | undefined): readonly string[] {
  const module = route === undefined ? undefined : pageModuleOf(route);
  return (module && assets.pages?.[module]) ?? [];
}

export async function renderPage({
  brand,
  pathname,
  search = '',
  origins,
  readSession,
  upstreamFailed,
  assets,
  execute,
  nonce,
  config,
  inApp = false,
}: RenderInput): Promise<RenderedPage> {
  const match = createRouteMatcher(brand, PATHS[brand.locale]).match(pathname);
  const devPage = pathname === DEV_PLATFORM_PATH && isDevPagesEnv(config.env);
  // An upstream that already failed this request (the session could not be renewed) is not asked
  // again: the answer is the unavailable page whatever else would be read.
  const failedBefore = upstreamFailed();
  // §7.2 getUser is skipped when unauthenticated.
  const [user, flags] = await Promise.all([
    !failedBefore && readSession().isAuthenticated
      ? execute(GetUserDocument).then(({ data }) => data?.me ?? null)
      : null,
    execute(FeatureFlagsDocument).then(({ data }) => toFeatureFlags(data?.featureFlags)),
  ]);
  const messages = CATALOGS[brand.locale];
  const compose = (parts: { cache: PageState['cache']; unavailable: boolean; seo: SeoInput }): string => {
    // Read after the page's operations ran: one of them may have ended the session.
    const session = readSession();
    const state: PageState = {
      brand,
      paths: PATHS[brand.locale],
      user,
      session,
      catalog: assets.catalogs?.[brand.locale] ?? null,
      iconSprite: assets.iconSprite ?? null,
      config,
      cache: parts.cache,
      flags,
      unavailable: parts.unavailable,
      inApp,
    };
    const pageMeta: PageMetaCollector = { meta: null };
    const appHtml = renderToString(
      <App
        pageMeta={pageMeta}
        brand={brand}
        paths={PATHS[brand.locale]}
        config={config}
        i18n={createI18n(brand.locale, messages)}
        pathname={pathname}
        search={search}
        user={user}
        session={session}
        flags={flags}
        cache={parts.cache}
        pages={pageTable}
        devPlatformPage={DevPlatformPage}
        unavailable={parts.unavailable}
        inApp={inApp}
        iconSprite={assets.iconSprite ?? null}
      />,
    );
    return renderDocument({
      brand,
      appHtml,
      stateJson: serialiseState(state),
      assets,
      pageChunks: pageChunks(assets, match?.route.name),
      nonce,
      title: pageMeta.meta?.title,
      head: seoHead({ ...parts.seo, meta: pageMeta.meta, nonce }),
    });
  };
  const userCache = user ? { [queryKey(GetUserDocument)]: { me: user } } : {};
  // Decision 027: what the upstream could not answer is not read as an answer — not as a visitor
  // (no sign-in redirect), not as a missing record (no 404), not as an empty page (no 200).
  const unavailable = (): RenderedPage => ({
    // Service Unavailable: the page may well work in a moment (the BFF adds when to try again).
    status: 503,
    html: compose({ cache: userCache, unavailable: true, seo: { brand, match: null, pathname, origins } }),
    route: null,
    complete: false,
  });
  if (upstreamFailed()) return unavailable();
  const access = match ? decideAccess(match.route.access, user) : 'allowed';
  if (access === 'signIn') {
    const back = `${pathname}${search}`;
    const login = linkTo('login', PATHS[brand.locale], { [REDIRECT_TO]: back });
    return { status: 302, html: '', route: null, redirect: login, complete: true };
  }
  const page = match && access === 'allowed' ? PAGES[match.route.name] : null;
  const input = { brand, params: match?.params ?? {}, search: new URLSearchParams(search), user };
  const loaded = page?.data ? await prefetch(execute, page.data(input)) : { cache: {}, results: [] };
  if (upstreamFailed()) return unavailable();
  const found = !page?.found || page.found(loaded.results, input);
  const elsewhere = page && found ? (page.redirect?.(loaded.results, input) ?? null) : null;
  if (elsewhere) {
    const redirect = linkTo(elsewhere.route, PATHS[brand.locale], elsewhere.params);
    return { status: 303, html: '', route: null, redirect, complete: true };
  }
  const seo: SeoInput = { brand, match: page && found ? match : null, pathname, origins };
  return {
    status: (page && found) || devPage ? 200 : 404,
    html: compose({ cache: { ...loaded.cache, ...userCache }, unavailable: false, seo }),
    route: page && found && match ? match.route.name : null,
    complete: loaded.results.every((result) => result !== undefined),
  };
}

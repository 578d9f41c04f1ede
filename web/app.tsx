// The whole client: providers, then the page the route table picks for the current path. The pages
// come from whoever renders the app: the server has them all, the browser fetches each feature's
// on first use (web/page-modules.ts).
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ComponentType, type ReactElement, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { Brand } from '../shared/brands.ts';
import { DEV_PLATFORM_PATH, isDevPagesEnv } from '../shared/dev-pages.ts';
import { REDIRECT_TO } from '../shared/redirect.ts';
import type { PathWords, RouteName } from '../shared/routes.ts';
import { ErrorPage } from './components/error-page.tsx';
import { Layout } from './components/layout.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { IconSpriteProvider } from './components/ui/icon.tsx';
import { Loading } from './components/ui/status.tsx';
import { PageErrorBoundary } from './features/errors/page-error-boundary.tsx';
import { usePageViews } from './lib/analytics/use-page-views.ts';
import { type ClientConfig, ConfigProvider, useClientConfig } from './lib/config.tsx';
import { type DataCache, DataProvider } from './lib/data.tsx';
import { FeatureFlagProvider } from './lib/feature-flags.tsx';
import { onUnauthenticated } from './lib/graphql.ts';
import type { AppAccount } from './lib/native/app-account.ts';
import type { Bridge } from './lib/native/bridge.ts';
import type { PermissionsController } from './lib/native/permissions.ts';
import { PermissionsProvider } from './lib/native/permissions-provider.tsx';
import { type PageMetaCollector, PageMetaCollectorProvider } from './lib/page-meta.tsx';
import { decideAccess, type PageTable } from './lib/pages.ts';
import { RouterProvider, useRouter } from './lib/router.tsx';
import { SessionProvider, useSession } from './lib/session.tsx';
import type { CurrentUser, PageState, SessionInfo } from './lib/state.ts';

function CurrentPage({
  brand,
  pages,
  devPlatformPage: DevPlatformPage,
  unavailable,
}: {
  brand: Brand;
  pages: PageTable;
  devPlatformPage?: ComponentType;
  unavailable: boolean;
}) {
  const { match, pathname, query } = useRouter();
  const config = useClientConfig();
  const { user, isAuthenticated } = useSession();
  usePageViews(pathname, match?.route.page ?? null);
  const route = match?.route.name ?? null;
  // The same answer on the server and while hydrating: the client fetched this page's code first.
  const readPage = () => (route === null ? undefined : pages.page(route));
  const page = useSyncExternalStore(pages.subscribe, readPage, readPage);
  if (unavailable) return <ErrorPage kind="unavailable" />;
  if (pathname === DEV_PLATFORM_PATH && isDevPagesEnv(config.env)) {
    return DevPlatformPage ? <DevPlatformPage /> : <FullPageLoad />;
  }
  if (!match) return <NotFoundPage />;
  const access = decideAccess(match.route.access, user);
  // Signed in, but who could not be read (the upstream was unavailable when the page was made): not
  // a reason to sign in again. Trying again lets the server decide with the upstream's answer.
  if (access === 'signIn' && isAuthenticated) return <ErrorPage kind="unavailable" />;
  if (access === 'signIn') return <SignInFirst />;
  if (access === 'notFound') return <NotFoundPage />;
  if (!page) return <PageCodeLoading pages={pages} route={match.route.name} />;
  return page.render({ brand, params: match.params, search: query });
}

// The page of the current address inside its error boundary (which starts afresh on every address).
// Decision 027: when the server could not get the data of the address it rendered, that address
// shows the unavailable page — until the person goes elsewhere; after that every page (this one
// too, on coming back) asks for its own data again.
function PageArea({
  brand,
  pages,
  devPlatformPage,
  unavailable,
}: {
  brand: Brand;
  pages: PageTable;
  devPlatformPage?: ComponentType;
  unavailable: boolean;
}) {
  const { pathname, search } = useRouter();
  const here = `${pathname}${search}`;
  const [unavailableAt, setUnavailableAt] = useState(unavailable ? here : null);
  if (unavailableAt !== null && unavailableAt !== here) setUnavailableAt(null);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<Loading />}>
        <CurrentPage
          brand={brand}
          pages={pages}
          devPlatformPage={devPlatformPage}
          unavailable={unavailableAt === here}
        />
      </Suspense>
    </PageErrorBoundary>
  );
}

// In-page navigation to a page whose code has not arrived: the loading state until it does. Code
// that cannot be fetched (offline, or a new deploy replaced the files) turns into a full page load
// of the address navigated to (the router has put it in the location bar already), which brings
// the build that belongs to it.
function PageCodeLoading({ pages, route }: { pages: PageTable; route: RouteName }) {
  useEffect(() => {
    let current = true;
    pages.load(route).catch(() => {
      if (current) window.location.reload();
    });
    return () => {
      current = false;
    };
  }, [pages, route]);
  return <Loading />;
}

// A page whose code only a page load brings (the development platform page, reached in-page).
function FullPageLoad() {
  useEffect(() => window.location.reload(), []);
  return <Loading />;
}

// A page for signed-in people reached by in-page navigation after the session lapsed: to the
// sign-in page, and back here afterwards (the server redirects the same way on a page load).
function SignInFirst() {
  const router = useRouter();
  const login = router.href('login');
  useEffect(() => {
    const back = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`${login}?${REDIRECT_TO}=${encodeURIComponent(back)}`);
  }, [login]);
  return <Loading />;
}

// The session follows the router: an authentication error is cleared when the route changes (§4).
function RoutedSession({
  user,
  session,
  account,
  children,
}: {
  user: CurrentUser | null;
  session: SessionInfo;
  account: AppAccount | null;
  children: ReactElement;
}) {
  const { pathname } = useRouter();
  return (
    <SessionProvider initialUser={user} initialSession={session} pathname={pathname}>
      <AppUser account={account} />
      <ReauthenticateOnExpiry />
      {children}
    </SessionProvider>
  );
}

// §8: a 401 means the session is gone (the BFF has cleared its cookies): the person signs in
// again, with a full page load, and comes back to where they were.
function ReauthenticateOnExpiry() {
  const router = useRouter();
  const login = router.href('login');
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (window.location.pathname.startsWith(login)) return;
        const back = `${window.location.pathname}${window.location.search}`;
        window.location.assign(`${login}?${REDIRECT_TO}=${encodeURIComponent(back)}`);
      }),
    [login],
  );
  return null;
}

// Inside the apps the wrapper is told who is signed in (§7.4 set mobile app user) and how many
// messages they have not read (§7.4 update unread message count), counted again on every page.
function AppUser({ account }: { account: AppAccount | null }) {
  const { user } = useSession();
  const { pathname } = useRouter();
  const email = user?.email ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told again on every page shown
  useEffect(() => {
    account?.shown(email);
  }, [account, email, pathname]);
  return null;
}

export interface AppProps {
  readonly brand: Brand;
  // The path words of the brand's locale: the server has every locale's, the page's state this one.
  readonly paths: PathWords;
  readonly config: ClientConfig;
  readonly i18n: I18n;
  readonly pathname: string;
  // The address's query string ('' or '?…').
  readonly search?: string;
  readonly user: CurrentUser | null;
  readonly session: SessionInfo;
  readonly flags: PageState['flags'];
  readonly cache: DataCache;
  // The app wrappers' permissions (web/lib/native); absent on the server and on the web.
  readonly native?: {
    readonly permissions: PermissionsController | null;
    readonly bridge: Bridge | null;
    readonly account?: AppAccount | null;
  };
  // The pages of the route table: all of them on the server, fetched on first use in the browser.
  readonly pages: PageTable;
  // The development platform page (shared/dev-pages.ts): always there on the server; in the
  // browser only when the document is that page, so other pages do not carry its code.
  readonly devPlatformPage?: ComponentType;
  // The server could not get the data of the address rendered (decision 027): its page is the
  // unavailable page.
  readonly unavailable?: boolean;
  // On the server: collects the page's title and description for the document's <head>.
  readonly pageMeta?: PageMetaCollector;
  // The page was asked for by an app wrapper: the app-style look at every width (§2.10).
  readonly inApp?: boolean;
  // Where the icons are drawn (the build's sprite); absent, the icons' default address.
  readonly iconSprite?: string | null;
}

export function App({
  brand,
  paths,
  config,
  i18n,
  pathname,
  search = '',
  user,
  session,
  flags,
  cache,
  native,
  pages,
  devPlatformPage,
  unavailable = false,
  pageMeta,
  inApp = false,
  iconSprite = null,
}: AppProps) {
  return (
    <PageMetaCollectorProvider collector={pageMeta}>
      <ConfigProvider config={config}>
        <I18nProvider i18n={i18n}>
          <FeatureFlagProvider flags={flags}>
            <DataProvider fallback={cache}>
              <RouterProvider brand={brand} words={paths} initialPath={pathname} initialSearch={search}>
                <RoutedSession user={user} session={session} account={native?.account ?? null}>
                  <PermissionsProvider controller={native?.permissions ?? null} bridge={native?.bridge ?? null}>
                    <IconSpriteProvider sprite={iconSprite}>
                      <Layout brand={brand} inApp={inApp}>
                        <PageArea
                          brand={brand}
                          pages={pages}
                          devPlatformPage={devPlatformPage}
                          unavailable={unavailable}
                        />
                      </Layout>
                    </IconSpriteProvider>
                  </PermissionsProvider>
                </RoutedSession>
              </RouterProvider>
            </DataProvider>
          </FeatureFlagProvider>
        </I18nProvider>
      </ConfigProvider>
    </PageMetaCollectorProvider>
  );
}

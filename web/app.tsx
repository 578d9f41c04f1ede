// The whole client: providers, then the page the route table picks for the current path.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type ReactElement, useEffect } from 'react';
import type { Brand } from '../shared/brands.ts';
import { DEV_PLATFORM_PATH, isDevPagesEnv } from '../shared/dev-pages.ts';
import { REDIRECT_TO } from '../shared/redirect.ts';
import { Layout } from './components/layout.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { Loading } from './components/ui/status.tsx';
import { DevPlatformPage } from './features/dev/platform-page.tsx';
import { PageErrorBoundary } from './features/errors/page-error-boundary.tsx';
import { usePageViews } from './lib/analytics/virtual-page-views.ts';
import { type ClientConfig, ConfigProvider, useClientConfig } from './lib/config.tsx';
import { type DataCache, DataProvider } from './lib/data.tsx';
import { FeatureFlagProvider } from './lib/feature-flags.tsx';
import { onUnauthenticated } from './lib/graphql.ts';
import { appBridge, type Bridge, isInApp, setMobileAppUser } from './lib/native/bridge.ts';
import type { PermissionsController } from './lib/native/permissions.ts';
import { PermissionsProvider } from './lib/native/permissions-provider.tsx';
import { decideAccess } from './lib/pages.ts';
import { RouterProvider, useRouter } from './lib/router.tsx';
import { SessionProvider, useSession } from './lib/session.tsx';
import type { CurrentUser, PageState, SessionInfo } from './lib/state.ts';
import { PAGES } from './pages.tsx';

function CurrentPage({ brand }: { brand: Brand }) {
  const { match, pathname, query } = useRouter();
  const config = useClientConfig();
  const { user } = useSession();
  usePageViews(pathname, match?.route.page ?? null);
  if (pathname === DEV_PLATFORM_PATH && isDevPagesEnv(config.env)) return <DevPlatformPage />;
  if (!match) return <NotFoundPage />;
  const access = decideAccess(match.route.access, user);
  if (access === 'signIn') return <SignInFirst />;
  if (access === 'notFound') return <NotFoundPage />;
  return PAGES[match.route.name].render({ brand, params: match.params, search: query });
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
  children,
}: {
  user: CurrentUser | null;
  session: SessionInfo;
  children: ReactElement;
}) {
  const { pathname } = useRouter();
  return (
    <SessionProvider initialUser={user} initialSession={session} pathname={pathname}>
      <AppUser />
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

// Inside the apps the wrapper is told who is signed in (§7.4 set mobile app user).
function AppUser() {
  const { user } = useSession();
  const email = user?.email ?? null;
  useEffect(() => {
    if (isInApp()) setMobileAppUser(email);
  }, [email]);
  return null;
}

export interface AppProps {
  readonly brand: Brand;
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
  readonly native?: { readonly permissions: PermissionsController | null; readonly bridge: Bridge };
}

export function App({ brand, config, i18n, pathname, search = '', user, session, flags, cache, native }: AppProps) {
  return (
    <ConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <FeatureFlagProvider flags={flags}>
          <DataProvider fallback={cache}>
            <RouterProvider brand={brand} initialPath={pathname} initialSearch={search}>
              <RoutedSession user={user} session={session}>
                <PermissionsProvider controller={native?.permissions ?? null} bridge={native?.bridge ?? appBridge}>
                  <Layout brand={brand}>
                    <PageErrorBoundary>
                      <CurrentPage brand={brand} />
                    </PageErrorBoundary>
                  </Layout>
                </PermissionsProvider>
              </RoutedSession>
            </RouterProvider>
          </DataProvider>
        </FeatureFlagProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}

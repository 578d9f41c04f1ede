// Renders a page as the app does, for component tests: the uk brand (or the one given) in English with the test
// environment's client configuration, a data cache of its own (or the server-rendered one given),
// the router at the page's address, and the session of the person given (a visitor by default).
// Full page loads the router asks for are recorded (path and query) instead of made, and where the
// router is now is shown for assertions (`where()`).
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { type ClientConfig, ConfigProvider } from '../../web/lib/config.tsx';
import { type DataCache, DataProvider, queryKey } from '../../web/lib/data.tsx';
import type { Document } from '../../web/lib/graphql.ts';
import { createI18n } from '../../web/lib/i18n.ts';
import type { Bridge } from '../../web/lib/native/bridge.ts';
import type { PermissionsController } from '../../web/lib/native/permissions.ts';
import { PermissionsProvider } from '../../web/lib/native/permissions-provider.tsx';
import { RouterProvider, useRouter } from '../../web/lib/router.tsx';
import { SessionProvider } from '../../web/lib/session.tsx';
import type { CurrentUser } from '../../web/lib/state.ts';
import { toastStore } from '../../web/lib/toasts/toast.ts';
import { PAGES } from '../../web/pages.tsx';
import { testClientConfig } from '../helpers/client-config.ts';
import { setUrl } from '../helpers/dom.ts';

window.scrollTo = () => {};

export const brand = BRANDS.uk;

export interface RenderOptions {
  // The page's address on the uk brand, path and query.
  readonly url?: string;
  readonly user?: CurrentUser | null;
  // What the server embedded in the page, by query key (`cached`).
  readonly cache?: DataCache;
  // Settings of the page other than the test environment's (a captcha site key, …).
  readonly config?: Partial<ClientConfig>;
  // The app wrapper's permissions and bridge (web/lib/native), as inside the apps; none on the web.
  readonly native?: { readonly controller: PermissionsController; readonly bridge: Bridge };
  // Another brand than uk, for what differs by market (its words stay English).
  readonly brand?: BrandId;
}

function Where() {
  const { pathname, search } = useRouter();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function pathAndQuery(href: string): string {
  const url = new URL(href, 'http://uk.localhost');
  return `${url.pathname}${url.search}`;
}

export function renderPage(
  page: ReactNode,
  { url = '/', user = null, cache = {}, config, native, brand: brandId = 'uk' }: RenderOptions = {},
) {
  const brand = BRANDS[brandId];
  setUrl(`http://uk.localhost${url}`);
  const { pathname, search } = new URL(url, 'http://uk.localhost');
  const loads: string[] = [];
  const rendered = render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <ConfigProvider config={testClientConfig(config)}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <DataProvider fallback={cache}>
            <RouterProvider
              brand={brand}
              words={PATHS[brand.locale]}
              initialPath={pathname}
              initialSearch={search}
              loadPage={(href) => loads.push(pathAndQuery(href))}
            >
              <SessionProvider initialUser={user} credentials={null} track={() => {}} report={() => {}}>
                <PermissionsProvider controller={native?.controller ?? null} bridge={native?.bridge ?? null}>
                  {page}
                  <Where />
                </PermissionsProvider>
              </SessionProvider>
            </RouterProvider>
          </DataProvider>
        </SWRConfig>
      </ConfigProvider>
    </I18nProvider>,
  );
  return { ...rendered, loads };
}

function CurrentPage() {
  const router = useRouter();
  if (!router.match) return <p>no route</p>;
  return PAGES[router.match.route.name].render({ brand, params: router.match.params, search: router.query });
}

// Opens the page of the route table that `url` matches, with its parameters.
export function renderRoute(url: string, options: Omit<RenderOptions, 'url'> = {}) {
  return renderPage(<CurrentPage />, { ...options, url });
}

// Where the router is now: path and query.
export function where(): string | null {
  return screen.getByTestId('where').textContent;
}

// The data of a query as the server would have embedded it in the page.
export function cached<TData, TVariables>(document: Document<TData, TVariables>, variables: TVariables, data: TData) {
  return { [queryKey(document, variables)]: data };
}

// The titles of the toasts raised so far.
export function toastTitles(): string[] {
  return toastStore.getSnapshot().toasts.map((toast) => String(toast.title));
}

// The forms read their fields with the document's FormData (the helper keeps Node's for uploads).
export function withDocumentFormData(t: { teardown(fn: () => unknown): void }): void {
  const nodeFormData = globalThis.FormData;
  globalThis.FormData = window.FormData;
  t.teardown(() => {
    globalThis.FormData = nodeFormData;
  });
}

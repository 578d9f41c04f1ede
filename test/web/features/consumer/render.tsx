// The providers a home-owner page runs in, for component tests: English, a fresh data cache (or
// the server-rendered one given), the router at the page's address, and a signed-in person. Full
// page loads (the consumer area always loads whole pages) are recorded instead of made.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BRANDS } from '../../../../shared/brands.ts';
import { type DataCache, DataProvider } from '../../../../web/lib/data.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider } from '../../../../web/lib/router.tsx';
import { SessionProvider } from '../../../../web/lib/session.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { setUrl } from '../../../helpers/dom.ts';
import { CONSUMER } from '../../lib/session-helpers.tsx';

window.scrollTo = () => {};

export interface Rendered {
  readonly loads: string[];
}

export function renderPage(
  page: ReactNode,
  { url, user = CONSUMER, cache = {} }: { url: string; user?: CurrentUser; cache?: DataCache },
): Rendered {
  setUrl(`http://uk.localhost${url}`);
  const loads: string[] = [];
  const { pathname, search } = new URL(url, 'http://uk.localhost');
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataProvider fallback={cache}>
          <RouterProvider
            brand={BRANDS.uk}
            initialPath={pathname}
            initialSearch={search}
            loadPage={(href) => loads.push(href)}
          >
            <SessionProvider initialUser={user} credentials={null} track={() => {}} report={() => {}}>
              {page}
            </SessionProvider>
          </RouterProvider>
        </DataProvider>
      </SWRConfig>
    </I18nProvider>,
  );
  return { loads };
}

// The titles of the toasts raised so far.
export function toastTitles(): string[] {
  return toastStore.getSnapshot().toasts.map((toast) => String(toast.title));
}

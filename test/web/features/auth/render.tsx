// Renders a sign-in page as the app does (translations, data layer with a cache of its own, router
// and session), against the GraphQL test server of the session tests.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BRANDS } from '../../../../shared/brands.ts';
import { DataProvider } from '../../../../web/lib/data.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider } from '../../../../web/lib/router.tsx';
import { SessionProvider } from '../../../../web/lib/session.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { setUrl } from '../../../helpers/dom.ts';

window.scrollTo = () => {};

// The forms read their fields with the document's FormData (the helper keeps Node's for uploads).
export function withDocumentFormData(t: { teardown(fn: () => unknown): void }): void {
  const nodeFormData = globalThis.FormData;
  globalThis.FormData = window.FormData;
  t.teardown(() => {
    globalThis.FormData = nodeFormData;
  });
}

export interface Rendered {
  // Full page loads the router made (consumer pages, §2.10).
  readonly loads: string[];
}

export function renderPage(
  page: ReactNode,
  { path = '/', user = null }: { path?: string; user?: CurrentUser | null } = {},
): Rendered {
  setUrl(`http://uk.localhost${path}`);
  const url = new URL(path, 'http://uk.localhost');
  const loads: string[] = [];
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataProvider fallback={{}}>
          <RouterProvider
            brand={BRANDS.uk}
            initialPath={url.pathname}
            initialSearch={url.search}
            loadPage={(href) => loads.push(new URL(href).pathname + new URL(href).search)}
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

export const PRO: Extract<CurrentUser, { __typename: 'ServicePro' }> = {
  __typename: 'ServicePro',
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  email: 'sam@example.com',
  type: 'SERVICE_PRO',
  firstName: 'Sam',
  lastName: 'Carter',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  slug: 'carter-building',
  hasAssumableAccess: true,
  assumedBy: null,
  companyProfile: null,
};

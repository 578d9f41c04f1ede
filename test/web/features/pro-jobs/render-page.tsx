// Renders a page of the pro-jobs feature as the app does — translations, its own data cache, the
// router at an address and the session — with the GraphQL client pointed at a test server.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BRANDS } from '../../../../shared/brands.ts';
import type { ProJobsCardFieldsFragment } from '../../../../web/generated/graphql.ts';
import { DataProvider } from '../../../../web/lib/data.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider, useRouter } from '../../../../web/lib/router.tsx';
import { SessionProvider } from '../../../../web/lib/session.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { setUrl } from '../../../helpers/dom.ts';
import { CONSUMER } from '../../lib/session-helpers.tsx';

window.scrollTo = () => {};

export const PRO: CurrentUser = {
  __typename: 'ServicePro',
  id: 'b7d0c3a1-0000-4000-8000-000000000002',
  email: 'pat@example.com',
  type: 'SERVICE_PRO',
  firstName: 'Pat',
  lastName: 'Fixer',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  slug: 'pat-fixer',
  hasAssumableAccess: false,
  assumedBy: null,
  companyProfile: null,
};

export { CONSUMER };

function Where() {
  const { pathname, search } = useRouter();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

export function renderPage(page: ReactNode, { url, user = PRO }: { url: string; user?: CurrentUser | null }) {
  setUrl(`http://uk.localhost${url}`);
  const loaded: string[] = [];
  const rendered = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider i18n={createI18n('en-GB', {})}>
        <DataProvider fallback={{}}>
          <RouterProvider
            brand={BRANDS.uk}
            initialPath={window.location.pathname}
            initialSearch={window.location.search}
            loadPage={(href) => loaded.push(href)}
          >
            <SessionProvider initialUser={user} credentials={null} track={() => {}} report={() => {}}>
              {page}
              <Where />
            </SessionProvider>
          </RouterProvider>
        </DataProvider>
      </I18nProvider>
    </SWRConfig>,
  );
  return { ...rendered, loaded };
}

export function jobCard(overrides: Partial<ProJobsCardFieldsFragment> = {}): ProJobsCardFieldsFragment {
  return {
    id: 'job-1',
    status: 'OPEN',
    leadType: 'PICK_AND_CHOOSE',
    createdAt: '2025-05-02T08:00:00.000Z',
    startTime: 'WITHIN_TWO_WEEKS',
    hasPictures: true,
    responsesCount: 2,
    isSavedForLater: false,
    profession: { id: 'prof-1', name: 'Plumbing' },
    service: { id: 'svc-1', name: 'Fix a leaking tap' },
    location: { id: 'pc-1', name: 'SW1A 1AA', parent: { id: 'city-1', name: 'London' } },
    distance: { value: 3.4, unit: 'miles' },
    attachments: [
      { id: 'a1', contentType: 'image/jpeg' },
      { id: 'a2', contentType: 'image/png' },
    ],
    ...overrides,
  };
}

export function connectionOf<T>(nodes: readonly T[], hasNextPage = false) {
  return {
    totalCount: nodes.length,
    edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    pageInfo: { hasNextPage, endCursor: nodes.length ? `c${nodes.length - 1}` : null },
  };
}

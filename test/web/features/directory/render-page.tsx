// Renders a directory page as the client would after the server: the brand's translations, the
// router at the page's address, and the data the server embedded; each render has a cache of its own.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BRANDS } from '../../../../shared/brands.ts';
import { type DataCache, DataProvider, queryKey } from '../../../../web/lib/data.tsx';
import type { Document } from '../../../../web/lib/graphql.ts';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider, useRouter } from '../../../../web/lib/router.tsx';
import { setUrl } from '../../../helpers/dom.ts';

window.scrollTo = () => {};

export const brand = BRANDS.uk;

// Where the router is now, for assertions.
function Where() {
  const router = useRouter();
  return <output data-testid="where">{`${router.pathname}${router.search}`}</output>;
}

export function cached<TData, TVariables>(document: Document<TData, TVariables>, variables: TVariables, data: TData) {
  return { [queryKey(document, variables)]: data };
}

export function renderAt(address: string, page: ReactNode, fallback: DataCache = {}) {
  setUrl(`http://uk.localhost${address}`);
  const url = new URL(address, 'http://uk.localhost');
  return render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataProvider fallback={fallback}>
          <RouterProvider brand={brand} initialPath={url.pathname} initialSearch={url.search}>
            {page}
            <Where />
          </RouterProvider>
        </DataProvider>
      </SWRConfig>
    </I18nProvider>,
  );
}

// Renders a route of the table as the client does (the page the current address matches, with its
// parameters), with translations in English, a data layer with an empty cache of its own, and
// the GraphQL client pointed at a test server that answers operations by name.
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { BRANDS } from '../../../../shared/brands.ts';
import { DataProvider } from '../../../../web/lib/data.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider, useRouter } from '../../../../web/lib/router.tsx';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { PAGES } from '../../../../web/pages.tsx';
import { setUrl } from '../../../helpers/dom.ts';

window.scrollTo = () => {};

function CurrentPage() {
  const router = useRouter();
  if (!router.match) return <p>no route</p>;
  return PAGES[router.match.route.name].render({ brand: BRANDS.uk, params: router.match.params, search: router.query });
}

function Where() {
  const router = useRouter();
  return <p data-testid="location">{`${router.pathname}${router.search}`}</p>;
}

// Opens the page at `path` (of the uk brand, in English).
export function renderRoute(path: string) {
  setUrl(`http://uk.localhost${path}`);
  const url = new URL(path, 'http://uk.localhost');
  return render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <DataProvider fallback={{}}>
          <RouterProvider brand={BRANDS.uk} initialPath={url.pathname} initialSearch={url.search}>
            <CurrentPage />
            <Where />
          </RouterProvider>
        </DataProvider>
      </SWRConfig>
    </I18nProvider>,
  );
}

// The titles of the toasts raised so far.
export function toastTitles(): string[] {
  return toastStore.getSnapshot().toasts.map((toast) => String(toast.title));
}

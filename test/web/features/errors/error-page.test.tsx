import '../../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import t from 'tap';
import { PATHS } from '../../../../locales/paths.ts';
import { BRANDS } from '../../../../shared/brands.ts';
import { ErrorPage, type ErrorPageKind } from '../../../../web/components/error-page.tsx';
import { NotFoundPage } from '../../../../web/components/not-found-page.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider, useRouter } from '../../../../web/lib/router.tsx';
import { setUrl } from '../../../helpers/dom.ts';

window.scrollTo = () => {};

function Where() {
  return <p data-testid="pathname">{useRouter().pathname}</p>;
}

function renderPage(page: ReactNode, messages = {}) {
  return render(
    <I18nProvider i18n={createI18n('en-GB', messages)}>
      <RouterProvider
        brand={BRANDS.uk}
        words={PATHS[BRANDS.uk.locale]}
        initialPath={window.location.pathname}
        initialSearch={window.location.search}
      >
        {page}
        <Where />
      </RouterProvider>
    </I18nProvider>,
  );
}

const HEADINGS: Record<ErrorPageKind, string> = {
  'not-found': 'Page not found',
  'internal-server-error': 'Internal server error',
  'no-connection': 'No connection',
  unavailable: 'Temporarily unavailable',
};

for (const [kind, heading] of Object.entries(HEADINGS) as [ErrorPageKind, string][]) {
  t.test(`the ${kind} page says "${heading}" and leads back home`, async (t) => {
    setUrl('http://uk.localhost/nowhere');
    renderPage(<ErrorPage kind={kind} />);
    t.equal(screen.getByRole('heading', { level: 1 }).textContent, heading);
    const home = screen.getByRole('link', { name: 'Go to the home page' });
    t.equal(home.getAttribute('href'), '/');
    fireEvent.click(home);
    t.equal(screen.getByTestId('pathname').textContent, '/');
  });
}

t.test('the not-found page is the not-found kind', async (t) => {
  renderPage(<NotFoundPage />);
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Page not found');
});

t.test('the error pages are translated', async (t) => {
  renderPage(<ErrorPage kind="no-connection" />, {
    'error.no-connection': 'Geen verbinding',
    'error.back-home': 'Naar de startpagina',
  });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Geen verbinding');
  t.ok(screen.getByRole('link', { name: 'Naar de startpagina' }));
});

t.test('the unavailable page offers to load the same address again, query included', async (t) => {
  setUrl('http://uk.localhost/find-a-tradesperson/leeds?sort=BEST_RATED');
  renderPage(<ErrorPage kind="unavailable" />);
  t.match(screen.getByText(/Please try again in a moment/).textContent, 'part of our service is not responding');
  const again = screen.getByRole('link', { name: 'Try again' });
  t.equal(again.getAttribute('href'), '/find-a-tradesperson/leeds?sort=BEST_RATED', 'a whole new page load');
  t.ok(screen.getByRole('link', { name: 'Go to the home page' }));
});

t.test('the other error pages do not offer to try again', async (t) => {
  renderPage(<ErrorPage kind="not-found" />);
  t.equal(screen.queryByRole('link', { name: 'Try again' }), null);
});

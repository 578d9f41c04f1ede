import '../../helpers/dom.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS } from '../../../shared/brands.ts';
import { pageTitle } from '../../../web/lib/page-title.ts';
import { Link, needsFullPageLoad, RouterProvider, useRouter } from '../../../web/lib/router.tsx';
import { setUrl } from '../../helpers/dom.ts';

const brand = BRANDS.uk;

function Probe() {
  const router = useRouter();
  return (
    <>
      <p data-testid="pathname">{router.pathname}</p>
      <Link to="findAPro">Find a pro</Link>
      <button type="button" onClick={() => router.navigate('/consumer/my-projects')}>
        My projects
      </button>
      <button type="button" onClick={() => router.navigate('/admin/coupon-codes?page=2')}>
        Admin
      </button>
      <button type="button" onClick={() => router.navigate('/consumers-guide')}>
        Guide
      </button>
    </>
  );
}

function renderRouter() {
  const loads: string[] = [];
  render(
    <RouterProvider
      brand={brand}
      words={PATHS[brand.locale]}
      initialPath={window.location.pathname}
      loadPage={(href) => loads.push(href)}
    >
      <Probe />
    </RouterProvider>,
  );
  return loads;
}

// jsdom has no scrolling; an in-page navigation scrolls to the top.
window.scrollTo = () => {};

t.beforeEach(() => setUrl('http://uk.localhost/'));

t.test('consumer and admin pathnames need a full page load; others do not', async (t) => {
  for (const path of [
    '/consumer',
    '/consumer/',
    '/consumer/my-projects',
    '/admin',
    '/admin/',
    '/admin/message-queue',
  ]) {
    t.ok(needsFullPageLoad(path), path);
  }
  for (const path of ['/', '/consumers-guide', '/administration', '/login', '/service-pro/consumer']) {
    t.notOk(needsFullPageLoad(path), path);
  }
});

t.test('navigating to a consumer page loads it as a whole page', async (t) => {
  const loads = renderRouter();
  fireEvent.click(screen.getByRole('button', { name: 'My projects' }));
  t.same(loads, ['http://uk.localhost/consumer/my-projects']);
  t.equal(window.location.pathname, '/', 'no in-page history entry');
  t.equal(screen.getByTestId('pathname').textContent, '/');
});

t.test('navigating to an admin page loads it as a whole page, query included', async (t) => {
  const loads = renderRouter();
  fireEvent.click(screen.getByRole('button', { name: 'Admin' }));
  t.same(loads, ['http://uk.localhost/admin/coupon-codes?page=2']);
});

t.test('other pages navigate in-page', async (t) => {
  const loads = renderRouter();
  fireEvent.click(screen.getByRole('button', { name: 'Guide' }));
  t.same(loads, []);
  t.equal(window.location.pathname, '/consumers-guide');
  t.equal(screen.getByTestId('pathname').textContent, '/consumers-guide');
});

t.test('going back to a consumer address of this document loads it as a whole page', async (t) => {
  setUrl('http://uk.localhost/consumer/profile');
  const loads = renderRouter();
  fireEvent.click(screen.getByRole('link', { name: 'Find a pro' }));
  t.same(loads, []);
  setUrl('http://uk.localhost/consumer/profile');
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  t.same(loads, ['http://uk.localhost/consumer/profile']);
});

t.test('an in-page navigation sets the page title to the product name and tagline', async (t) => {
  renderRouter();
  document.title = 'Something else';
  fireEvent.click(screen.getByRole('link', { name: 'Find a pro' }));
  t.equal(document.title, 'Hearth – Trusted tradespeople near you');
  t.equal(document.title, pageTitle(brand));
});

// The site navigation for each kind of person: visitors, home owners, professionals (with the
// account switch when they may act for others), the current page marked, the menu button of narrow
// screens, the account menu of wide ones, and the app-style frame of §2.10 with its bottom tab bar.
// Which of them a viewport shows is the styles' choice (test/e2e/platform.test.ts looks at it).
import '../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { BRANDS } from '../../../shared/brands.ts';
import { Layout } from '../../../web/components/layout.tsx';
import { createI18n } from '../../../web/lib/i18n.ts';
import { RouterProvider } from '../../../web/lib/router.tsx';
import { SessionProvider } from '../../../web/lib/session.tsx';
import type { CurrentUser } from '../../../web/lib/state.ts';
import { setUrl } from '../../helpers/dom.ts';
import { CONSUMER, PRO } from '../lib/session-helpers.tsx';

window.scrollTo = () => {};

function show(path: string, user: CurrentUser | null = null) {
  setUrl(`http://uk.localhost${path}`);
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <RouterProvider brand={BRANDS.uk} words={PATHS[BRANDS.uk.locale]} initialPath={path} loadPage={() => {}}>
        <SessionProvider initialUser={user} credentials={null} track={() => {}} report={() => {}}>
          <Layout brand={BRANDS.uk}>
            <h1>Page</h1>
          </Layout>
        </SessionProvider>
      </RouterProvider>
    </I18nProvider>,
  );
}

const testIds = (names: string[]) => names.map((name) => screen.queryByTestId(name) !== null);

t.test('a visitor finds a tradesperson, posts a job or logs in', async (t) => {
  show('/');
  t.same(testIds(['nav-find-a-pro', 'nav-post-a-job', 'nav-log-in']), [true, true, true]);
  t.same(testIds(['nav-my-projects', 'nav-new-jobs', 'nav-sign-out']), [false, false, false]);
  t.equal(screen.getByTestId('nav-log-in').getAttribute('href'), '/login');
  t.ok(within(screen.getByTestId('session')).getByRole('link', { name: 'Log in' }));
  t.ok(screen.getByRole('contentinfo'), 'the footer is there');
});

t.test('a home owner sees their projects and posting a job, and can sign out', async (t) => {
  show('/consumer/my-projects', CONSUMER);
  t.equal(screen.getByTestId('nav-my-projects').getAttribute('aria-current'), 'page');
  t.equal(screen.getByTestId('nav-post-a-job').getAttribute('aria-current'), null);
  t.same(testIds(['nav-new-jobs', 'nav-switch-account', 'nav-log-in']), [false, false, false]);
  t.ok(within(screen.getByTestId('session')).getByRole('button', { name: 'Sign out' }));
  t.match(screen.getByTestId('session').textContent, 'Signed in as Ann Lee');
});

t.test('a professional sees their five destinations and the account switch', async (t) => {
  show('/service-pro/my-proposal/42', PRO);
  const links = ['nav-new-jobs', 'nav-my-proposals', 'nav-activity', 'nav-saved-jobs', 'nav-reviews'];
  t.same(testIds(links), [true, true, true, true, true]);
  t.same(
    links.map((id) => screen.getByTestId(id).getAttribute('href')),
    [
      '/service-pro/new-service-requests',
      '/service-pro/my-proposals/contacts',
      '/service-pro/activity-overview',
      '/service-pro/saved-jobs',
      '/service-pro/reviews',
    ],
  );
  t.equal(screen.getByTestId('nav-my-proposals').getAttribute('aria-current'), 'true', 'its section is marked');
  t.equal(screen.getByTestId('nav-switch-account').getAttribute('href'), '/account/switch');
  t.same(testIds(['nav-my-projects']), [false]);
});

t.test('without assumable access there is no account switch', async (t) => {
  show('/service-pro/reviews', { ...PRO, hasAssumableAccess: false });
  t.equal(screen.queryByTestId('nav-switch-account'), null);
  t.equal(screen.getByTestId('nav-reviews').getAttribute('aria-current'), 'page');
});

t.test('the menu button opens and closes the navigation; Escape closes it and returns focus', async (t) => {
  show('/');
  const button = screen.getByTestId('nav-menu-button');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  t.ok(panel?.contains(screen.getByTestId('nav-find-a-pro')), 'the button controls the panel of links');
  t.equal(button.getAttribute('aria-expanded'), 'false');
  t.equal(panel?.getAttribute('data-open'), 'false');
  fireEvent.click(button);
  t.equal(button.getAttribute('aria-expanded'), 'true');
  t.equal(panel?.getAttribute('data-open'), 'true');
  screen.getByTestId('nav-find-a-pro').focus();
  fireEvent.keyDown(screen.getByTestId('nav-find-a-pro'), { key: 'Escape' });
  t.equal(button.getAttribute('aria-expanded'), 'false');
  t.equal(document.activeElement, button);
  fireEvent.click(button);
  fireEvent.click(screen.getByTestId('nav-find-a-pro'));
  t.equal(button.getAttribute('aria-expanded'), 'false', 'following a link closes the menu');
});

t.test('a professional’s page is marked for the app style, with a tab bar and the section named', async (t) => {
  show('/service-pro/new-service-requests', PRO);
  const shell = document.querySelector('.shell');
  t.equal(shell?.getAttribute('data-app-style'), 'mobile', 'the styles take it below breakpoint m');
  const tabs = screen.getByRole('navigation', { name: 'Main destinations' });
  t.same(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid')),
    ['tab-new-jobs', 'tab-my-proposals', 'tab-activity', 'tab-saved-jobs', 'tab-reviews'],
  );
  t.same(
    within(tabs)
      .getAllByRole('link')
      .map((link) => link.textContent),
    ['New jobs', 'Proposals', 'Activity', 'Saved', 'Reviews'],
    'in the short words a phone has room for',
  );
  t.equal(screen.getByTestId('tab-new-jobs').getAttribute('aria-current'), 'page');
  t.equal(screen.getByTestId('header-context').textContent, 'New jobs');
  t.ok(screen.getByRole('contentinfo'), 'the footer stays for wide screens; the styles drop it below m');
  fireEvent.click(screen.getByTestId('nav-menu-button'));
  t.ok(within(screen.getByTestId('session')).getByRole('button', { name: 'Sign out' }));
  t.ok(screen.getByTestId('nav-switch-account'));
});

t.test('a visitor on a public page has the site frame alone: no tab bar, no page context', async (t) => {
  show('/');
  t.equal(document.querySelector('.shell')?.getAttribute('data-app-style'), null);
  t.ok(screen.getByRole('contentinfo'));
  t.equal(screen.queryByRole('navigation', { name: 'Main destinations' }), null);
  t.equal(screen.queryByTestId('header-context'), null);
});

t.test('a visitor on a sign-in page gets log in as a tab, and no menu in the app style', async (t) => {
  show('/login');
  t.equal(document.querySelector('.shell')?.getAttribute('data-app-style'), 'mobile');
  t.equal(screen.getByTestId('tab-log-in').getAttribute('aria-current'), 'page');
  t.equal(screen.getByTestId('header-context').textContent, 'Log in');
  t.equal(
    screen.getByRole('navigation', { name: 'Main' }).getAttribute('data-app-menu'),
    'empty',
    'the styles drop a menu that would hold nothing the tab bar lacks',
  );
});

t.test('inside the app every page has the app frame, without a footer at any width', async (t) => {
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <RouterProvider brand={BRANDS.uk} words={PATHS[BRANDS.uk.locale]} initialPath="/" loadPage={() => {}}>
        <SessionProvider initialUser={null} credentials={null} track={() => {}} report={() => {}}>
          <Layout brand={BRANDS.uk} inApp>
            <h1>Page</h1>
          </Layout>
        </SessionProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  t.equal(document.querySelector('.shell')?.getAttribute('data-app-style'), 'always');
  t.equal(screen.queryByRole('contentinfo'), null);
  t.ok(screen.getByRole('navigation', { name: 'Main destinations' }));
});

t.test('the account menu opens from its button and closes on Escape, giving focus back', async (t) => {
  show('/service-pro/reviews', PRO);
  const button = screen.getByTestId('account-button');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  t.ok(panel?.contains(screen.getByTestId('nav-sign-out')), 'the button controls the session controls');
  t.match(button.textContent, 'Account menu');
  fireEvent.click(button);
  t.equal(button.getAttribute('aria-expanded'), 'true');
  t.equal(panel?.getAttribute('data-open'), 'true');
  screen.getByTestId('nav-switch-account').focus();
  fireEvent.keyDown(screen.getByTestId('nav-switch-account'), { key: 'Escape' });
  t.equal(button.getAttribute('aria-expanded'), 'false');
  t.equal(document.activeElement, button);
  fireEvent.click(button);
  fireEvent.pointerDown(document.body);
  t.equal(button.getAttribute('aria-expanded'), 'false', 'a press elsewhere closes it');
});

t.test('signing out goes home', async (t) => {
  const { startSessionServer, until } = await import('../lib/session-helpers.tsx');
  const server = await startSessionServer(t);
  server.handle('logout', () => ({ data: { logout: { success: true } } }));
  show('/service-pro/reviews', PRO);
  await act(async () => {
    fireEvent.click(screen.getByTestId('nav-sign-out'));
  });
  await until(() => window.location.pathname === '/');
  t.ok(within(screen.getByTestId('session')).getByRole('link', { name: 'Log in' }));
});

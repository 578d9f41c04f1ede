// The app around the pages when the server could not get a page's data (decision 027): the
// unavailable page the server rendered hydrates as itself and holds only for its address; a
// signed-in person whom the upstream could not name is neither sent to sign in nor offered to,
// while a visitor still is.
import '../helpers/dom.ts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS } from '../../shared/brands.ts';
import { linkTo } from '../../shared/routes.ts';
import { App, type AppProps } from '../../web/app.tsx';
import { DEFAULT_FEATURE_FLAGS } from '../../web/lib/feature-flags.tsx';
import { createI18n } from '../../web/lib/i18n.ts';
import { type PageDefinition, staticPageTable } from '../../web/lib/pages.ts';
import type { SessionInfo } from '../../web/lib/state.ts';
import { PAGES } from '../../web/pages.tsx';
import { testClientConfig } from '../helpers/client-config.ts';
import { setUrl } from '../helpers/dom.ts';

window.scrollTo = () => {};

const words = PATHS['en-GB'];
const PLACE = linkTo('findAProLocation', words, { location: 'leeds' });
const NEW_JOBS = linkTo('newServiceRequests', words);

function page(text: string): PageDefinition {
  return { render: () => <p>{text}</p> };
}

// Pages that say which they are and fetch nothing.
const pages = staticPageTable({
  ...PAGES,
  home: page('The home page'),
  findAProLocation: page('The place page'),
  newServiceRequests: page('The new jobs'),
});

const VISITOR: SessionInfo = {
  isAuthenticated: false,
  issuedAt: null,
  isImpersonated: false,
  userType: null,
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: false,
};

function props(pathname: string, search: string, overrides: Partial<AppProps> = {}): AppProps {
  return {
    brand: BRANDS.uk,
    paths: words,
    config: testClientConfig(),
    i18n: createI18n('en-GB', {}),
    pathname,
    search,
    user: null,
    session: VISITOR,
    flags: DEFAULT_FEATURE_FLAGS,
    cache: {},
    pages,
    ...overrides,
  };
}

// In-page navigation as the back and forward buttons make it.
async function goTo(href: string) {
  await act(async () => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

t.test('the unavailable page hydrates as itself and holds only for its address', async (t) => {
  setUrl(`http://uk.localhost${PLACE}?sort=BEST_RATED`);
  t.teardown(() => setUrl('http://uk.localhost/'));
  const rendered = props(PLACE, '?sort=BEST_RATED', { unavailable: true });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<App {...rendered} />);
  document.body.append(container);
  t.teardown(() => container.remove());
  const mismatches: unknown[] = [];
  await act(async () => {
    render(<App {...rendered} />, {
      container,
      hydrate: true,
      onRecoverableError: (error: unknown) => mismatches.push(error),
    });
  });
  t.same(mismatches, [], 'the same page on the server and in the browser');
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Temporarily unavailable');
  t.equal(screen.getByRole('link', { name: 'Try again' }).getAttribute('href'), `${PLACE}?sort=BEST_RATED`);
  t.equal(screen.queryByText('The place page'), null);

  await goTo('/');
  t.ok(screen.getByText('The home page'), 'another page is itself');
  await goTo(`${PLACE}?sort=BEST_RATED`);
  t.ok(screen.getByText('The place page'), 'coming back, the page asks for its own data');
});

t.test('a signed-in person the upstream could not name is not sent to sign in, nor offered to', async (t) => {
  setUrl('http://uk.localhost/');
  t.teardown(() => setUrl('http://uk.localhost/'));
  const signedIn: SessionInfo = { ...VISITOR, isAuthenticated: true, userType: 'SERVICE_PRO' };
  render(<App {...props('/', '', { session: signedIn, unavailable: true })} />);
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Temporarily unavailable');
  t.equal(screen.queryByTestId('nav-log-in'), null, 'no "Log in" for someone signed in');

  await goTo(NEW_JOBS);
  t.equal(
    screen.getByRole('heading', { level: 1 }).textContent,
    'Temporarily unavailable',
    'a page for professionals cannot be decided without knowing who this is: try again, not sign in',
  );
  t.ok(screen.getByRole('link', { name: 'Try again' }));
  t.equal(screen.queryByRole('status'), null, 'not on the way to the sign-in page');

  cleanup();
  await goTo('/');
  render(<App {...props('/', '')} />);
  t.ok(screen.getByTestId('nav-log-in'), 'a visitor is offered to log in');
  const navigation = t.capture(console, 'error');
  await goTo(NEW_JOBS);
  t.equal(screen.getByRole('status').textContent, 'Loading…', 'and is on the way to the sign-in page');
  navigation();
});

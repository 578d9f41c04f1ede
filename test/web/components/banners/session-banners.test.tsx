// The session banners of spec §2.10: "You are impersonating" for an impersonated session, and the
// assumed account's label linked to that account's home page; staff leave an impersonated session
// from the banner, back to the account's page in the console.

import '../../../helpers/dom.ts';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import t from 'tap';
import { PATHS } from '../../../../locales/paths.ts';
import { BRANDS } from '../../../../shared/brands.ts';
import { SessionBanners } from '../../../../web/components/banners/session-banners.tsx';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { RouterProvider } from '../../../../web/lib/router.tsx';
import { SessionProvider } from '../../../../web/lib/session.tsx';
import type { CurrentUser, SessionInfo } from '../../../../web/lib/state.ts';
import { startSessionServer } from '../../lib/session-helpers.tsx';

const SESSION: SessionInfo = {
  isAuthenticated: true,
  issuedAt: null,
  isImpersonated: false,
  userType: 'SERVICE_PRO',
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: true,
};

const ACTOR = {
  id: 'a1',
  email: 'owner@example.com',
  firstName: 'Olive',
  lastName: 'Owner',
  type: 'SERVICE_PRO' as const,
  companyProfile: null,
};

function pro(companyProfile: Extract<CurrentUser, { __typename: 'ServicePro' }>['companyProfile']): CurrentUser {
  return {
    __typename: 'ServicePro',
    id: 'p1',
    email: 'team@oakandsons.example',
    type: 'SERVICE_PRO',
    firstName: 'Sam',
    lastName: 'Oak',
    phone: null,
    createdAt: '2023-05-01T00:00:00.000Z',
    slug: 'oak-and-sons',
    hasAssumableAccess: true,
    assumedBy: ACTOR,
    companyProfile,
  };
}

const COMPANY = {
  id: 'cp1',
  companyName: 'Oak & Sons',
  primaryLocation: { localityNode: { id: 'l1', name: 'Leeds' } },
  companyLogo: null,
};

const CONSUMER: CurrentUser = {
  __typename: 'Consumer',
  id: 'c1',
  email: 'ann@example.com',
  type: 'CONSUMER',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  hasAssumableAccess: false,
  assumedBy: ACTOR,
};

// The banners on a page of the uk brand; the whole-page loads they ask for are returned.
function show(user: CurrentUser | null, session: Partial<SessionInfo> = {}, i18n = createI18n('en-GB', {})) {
  const loads: string[] = [];
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider
        brand={BRANDS.uk}
        words={PATHS[BRANDS.uk.locale]}
        initialPath="/consumer"
        loadPage={(href) => loads.push(new URL(href).pathname)}
      >
        <SessionProvider initialUser={user} initialSession={{ ...SESSION, ...session }} credentials={null}>
          <SessionBanners />
        </SessionProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  return loads;
}

t.test('an impersonated session shows the alert "You are impersonating"', async (t) => {
  show({ ...CONSUMER, assumedBy: null }, { isImpersonated: true });
  t.equal(screen.getByRole('alert').textContent, 'You are impersonating');
});

t.test('a session that is not impersonated shows no alert', async (t) => {
  show({ ...CONSUMER, assumedBy: null });
  t.equal(screen.queryByRole('alert'), null);
  t.equal(screen.queryByRole('link'), null, 'nor an assumed-account banner without assumedBy');
});

t.test(
  'an assumed professional account is named by company and primary locality, linked to its dashboard',
  async (t) => {
    show(pro(COMPANY));
    const link = screen.getByRole('link', { name: 'Oak & Sons, Leeds' });
    t.equal(link.getAttribute('href'), '/service-pro');
    t.match(
      screen.getByRole('region', { name: 'Assumed account' }).textContent,
      /^You are acting for Oak & Sons, Leeds$/,
    );
  },
);

t.test('an assumed professional without a primary locality is named by company alone', async (t) => {
  show(pro({ ...COMPANY, primaryLocation: null }));
  t.ok(screen.getByRole('link', { name: 'Oak & Sons' }));
});

t.test('an assumed consumer account is named by first and last name, linked to the consumer home', async (t) => {
  show(CONSUMER, { userType: 'CONSUMER' });
  t.equal(screen.getByRole('link', { name: 'Ann Lee' }).getAttribute('href'), '/consumer');
});

t.test('signed out, neither banner shows', async (t) => {
  show(null, { isAuthenticated: false, isImpersonated: true });
  t.equal(screen.queryByRole('alert'), null);
  t.equal(screen.queryByRole('region'), null);
});

t.test('the impersonation alert comes before the assumed-account banner', async (t) => {
  show(pro(COMPANY), { isImpersonated: true });
  const alert = screen.getByRole('alert');
  const assumed = screen.getByRole('region', { name: 'Assumed account' });
  t.ok(alert.compareDocumentPosition(assumed) & Node.DOCUMENT_POSITION_FOLLOWING);
});

t.test('the banners speak the page language', async (t) => {
  const i18n = createI18n('nl-NL', {
    'session.banner.impersonating': 'Je imiteert een gebruiker',
    'session.banner.assumed-account': 'Je handelt namens',
    'session.banner.assumed-account.label': 'Overgenomen account',
  });
  show(pro(COMPANY), { isImpersonated: true }, i18n);
  t.equal(screen.getByRole('alert').textContent, 'Je imiteert een gebruiker');
  t.match(
    screen.getByRole('region', { name: 'Overgenomen account' }).textContent,
    /^Je handelt namens Oak & Sons, Leeds$/,
  );
});

t.test('staff stop impersonating from the banner and land on the account’s page in the console', async (t) => {
  const s = await startSessionServer(t);
  s.handle('exitImpersonation', () => ({
    data: { exitAssumedUser: { __typename: 'AssumedUserExited', user: { __typename: 'StaffUser', id: 'staff-1' } } },
  }));
  const loads = show({ ...CONSUMER, assumedBy: null }, { isImpersonated: true });
  fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
  await waitFor(() => {
    if (loads.length === 0) throw new Error('no page load yet');
  });
  t.same(loads, ['/admin/users/c1']);
  t.same(
    s.calls.map((call) => call.operationName),
    ['exitImpersonation'],
  );
});

t.test('a session no longer impersonating (left in another tab) goes to the console', async (t) => {
  const s = await startSessionServer(t);
  s.handle('exitImpersonation', () => ({ data: { exitAssumedUser: { __typename: 'NotAssumingUser' } } }));
  const loads = show({ ...CONSUMER, assumedBy: null }, { isImpersonated: true });
  fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
  await waitFor(() => {
    if (loads.length === 0) throw new Error('no page load yet');
  });
  t.same(loads, ['/admin']);
});

t.test('when leaving fails the banner stays and says so', async (t) => {
  const s = await startSessionServer(t);
  s.handle('exitImpersonation', () => ({ status: 502, body: '' }));
  const loads = show({ ...CONSUMER, assumedBy: null }, { isImpersonated: true });
  fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
  await waitFor(() => screen.getByRole('status'));
  t.match(screen.getByRole('status').textContent, 'That did not work');
  t.same(loads, [], 'still on the page, still impersonating');
  t.equal(screen.getByRole('alert').textContent, 'You are impersonating');
});

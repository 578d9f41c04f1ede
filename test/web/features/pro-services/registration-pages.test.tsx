// The work-details steps of a professional's registration (§2.8 multi-professions, select-services,
// distance-limit): the trades and services forms above the registration's progress. Going on needs
// the services of one trade; a trade's services saved lead back to the trades; going on leads to the
// work area while there is none, else to the registration's entry, as does the work area once saved.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import {
  DistanceLimitPage,
  MultiProfessionsPage,
  SelectServicesPage,
} from '../../../../web/features/pro-services/registration-pages.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, where } from '../../render.tsx';

const TRADES = {
  data: {
    professions: [
      { id: 'plumbing', name: 'Plumbing', services: [{ id: 's1', name: 'Fix a leak' }] },
      { id: 'roofing', name: 'Roofing', services: [{ id: 's3', name: 'Repair a roof' }] },
    ],
  },
};

const preferences = (overrides: Record<string, unknown> = {}) => ({
  professions: [
    { qualification: 'PENDING', profession: { id: 'plumbing', name: 'Plumbing' }, services: [{ id: 's1' }] },
  ],
  workArea: null,
  radiusBounds: { min: 0.6, max: 93.2, unit: 'miles' },
  ...overrides,
});

const ONBOARDING = {
  data: {
    myOnboarding: {
      steps: [
        { step: 'INTRO_WORK_DETAILS', done: true },
        { step: 'SERVICES_REQUESTED', done: false },
        { step: 'ID_CHECK_REQUESTED', done: false },
      ],
    },
  },
};

async function server(t: Parameters<typeof startSessionServer>[0], prefs = preferences()) {
  const s = await startSessionServer(t);
  s.handle('proServicesTrades', () => TRADES);
  s.handle('proServicesPreferences', () => ({ data: { myServicePreferences: prefs } }));
  s.handle('proServicesOnboarding', () => ONBOARDING);
  return s;
}

t.test('the trades: no service chosen yet, no way on; a trade added goes to its services', async (t) => {
  const s = await server(t, preferences({ professions: [] }));
  s.handle('proServicesAddProfession', () => ({
    data: { addProfession: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderPage(<MultiProfessionsPage />, { url: '/service-pro/register/multi-professions', user: PRO });
  await screen.findByText('Step 2 of 3');
  await screen.findByText('Choose the services of at least one trade to go on.');
  t.notOk(screen.queryByTestId('register-trades-continue'));
  fireEvent.change(await screen.findByRole('combobox', { name: 'Trade' }), { target: { value: 'roofing' } });
  fireEvent.click(screen.getByTestId('pro-services-add-submit'));
  await until(() => where() === '/service-pro/register/select-services?professionId=roofing');
  t.pass('on to the trade’s services, in the registration');
});

t.test('the trades: a trade’s services are chosen in the registration; on to the work area', async (t) => {
  await server(t);
  renderPage(<MultiProfessionsPage />, { url: '/service-pro/register/multi-professions', user: PRO });
  const choose = await screen.findByRole('link', { name: 'Choose services' });
  t.equal(choose.getAttribute('href'), '/service-pro/register/select-services?professionId=plumbing');
  fireEvent.click(await screen.findByTestId('register-trades-continue'));
  await until(() => where() === '/service-pro/register/distance-limit');
  t.pass('no work area yet: the work area next');
});

t.test('the trades: with a work area, on to the registration’s entry', async (t) => {
  await server(t, preferences({ workArea: { centre: { id: 'c1', name: 'Leeds' }, radius: 20, unit: 'miles' } }));
  renderPage(<MultiProfessionsPage />, { url: '/service-pro/register/multi-professions', user: PRO });
  fireEvent.click(await screen.findByTestId('register-trades-continue'));
  await until(() => where() === '/for-tradespeople/register');
  t.pass('the entry says what comes next');
});

t.test('a trade’s services saved: back to the trades, with the progress fetched again', async (t) => {
  const s = await server(t);
  s.handle('proServicesChooseServices', () => ({
    data: { chooseServices: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderPage(<SelectServicesPage professionId="plumbing" />, {
    url: '/service-pro/register/select-services?professionId=plumbing',
    user: PRO,
  });
  await screen.findByText('Step 2 of 3');
  await screen.findByRole('heading', { name: 'Services: Plumbing' });
  fireEvent.click(screen.getByTestId('pro-services-save'));
  await until(() => where() === '/service-pro/register/multi-professions');
  t.same(s.calls.find((call) => call.operationName === 'proServicesChooseServices')?.variables, {
    input: { professionId: 'plumbing', serviceIds: ['s1'] },
  });
  t.equal(s.calls.filter((call) => call.operationName === 'proServicesOnboarding').length, 2, 'progress refetched');
});

t.test('the work area saved: on to the registration’s entry', async (t) => {
  const s = await server(
    t,
    preferences({ workArea: { centre: { id: 'c1', name: 'Leeds' }, radius: 20, unit: 'miles' } }),
  );
  s.handle('proServicesSetWorkArea', () => ({
    data: { setWorkArea: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderPage(<DistanceLimitPage />, { url: '/service-pro/register/distance-limit', user: PRO });
  await screen.findByRole('heading', { name: 'How far you travel' });
  await screen.findByText('Step 2 of 3');
  fireEvent.click(await screen.findByTestId('work-area-save'));
  await until(() => where() === '/for-tradespeople/register');
  t.same(s.calls.find((call) => call.operationName === 'proServicesSetWorkArea')?.variables, {
    input: { centreId: 'c1', radius: 20 },
  });
});

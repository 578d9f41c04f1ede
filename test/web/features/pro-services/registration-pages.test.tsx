// The work-details steps of a professional's registration (§2.8 multi-professions, select-skillset,
// select-services, distance-limit, proposition): the trades and services forms above the
// registration's progress. Going on needs the services of one trade; a trade added goes to its skill
// sets, whose services are saved whole — those that wait for a qualification left out and named; a
// trade's services saved lead back to the trades; going on leads to the work area while there is
// none, else to the registration's entry, as does the work area once saved. What joining costs is
// the lead fees of the services chosen.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PropositionPage } from '../../../../web/features/pro-services/proposition-page.tsx';
import {
  DistanceLimitPage,
  MultiProfessionsPage,
  SelectServicesPage,
} from '../../../../web/features/pro-services/registration-pages.tsx';
import { SelectSkillsetPage } from '../../../../web/features/pro-services/skillset-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, where } from '../../render.tsx';

const TRADES = {
  data: {
    professions: [
      { id: 'plumbing', name: 'Plumbing', services: [{ id: 's1', name: 'Fix a leak' }], skillClusters: [] },
      { id: 'roofing', name: 'Roofing', services: [{ id: 's3', name: 'Repair a roof' }], skillClusters: [] },
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
  await until(() => where() === '/service-pro/register/select-skillset?professionId=roofing');
  t.pass('on to the trade’s skill sets, in the registration');
});

t.test('the trades: a trade’s services are chosen in the registration; on to the work area', async (t) => {
  await server(t);
  renderPage(<MultiProfessionsPage />, { url: '/service-pro/register/multi-professions', user: PRO });
  const choose = await screen.findByRole('link', { name: 'Choose services' });
  t.equal(choose.getAttribute('href'), '/service-pro/register/select-skillset?professionId=plumbing');
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

// A trade with two skill sets and a service of none.
const HEATING = {
  id: 'heating',
  name: 'Heating',
  services: [
    { id: 'h1', name: 'Service a boiler' },
    { id: 'h2', name: 'Fit a boiler' },
    { id: 'h3', name: 'Bleed radiators' },
    { id: 'h4', name: 'Fit a thermostat' },
  ],
  skillClusters: [
    { id: 'c-boilers', name: 'Boilers', services: [{ id: 'h1' }, { id: 'h2' }] },
    { id: 'c-radiators', name: 'Radiators', services: [{ id: 'h3' }] },
  ],
};

async function skillsetServer(t: Parameters<typeof startSessionServer>[0]) {
  const s = await server(t, preferences({ professions: [] }));
  s.handle('proServicesTrades', () => ({ data: { professions: [HEATING] } }));
  return s;
}

const renderSkillset = () =>
  renderPage(<SelectSkillsetPage professionId="heating" />, {
    url: '/service-pro/register/select-skillset?professionId=heating',
    user: PRO,
  });

t.test('skill sets: each with its services named; none ticked is refused on the page', async (t) => {
  const s = await skillsetServer(t);
  renderSkillset();
  await screen.findByRole('heading', { name: 'What you do: Heating' });
  await screen.findByText('Step 2 of 3');
  t.ok(screen.getByRole('checkbox', { name: 'Boilers' }));
  t.ok(screen.getByText('Service a boiler · Fit a boiler'), 'a set’s services are named under it');
  t.ok(screen.getByRole('checkbox', { name: 'Other work' }), 'services of no set are a set of their own');
  t.equal(
    screen.getByRole('link', { name: 'Choose services one by one' }).getAttribute('href'),
    '/service-pro/register/select-services?professionId=heating',
  );
  fireEvent.click(screen.getByTestId('skillset-save'));
  await screen.findByText('Tick at least one of the things you do.');
  t.notOk(
    s.calls.some((call) => call.operationName === 'proServicesChooseServices'),
    'nothing sent',
  );
});

t.test('skill sets: the ticked sets’ services are saved whole; on to the trades', async (t) => {
  const s = await skillsetServer(t);
  s.handle('proServicesChooseServices', () => ({
    data: { chooseServices: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderSkillset();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Boilers' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Other work' }));
  fireEvent.click(screen.getByTestId('skillset-save'));
  await until(() => where() === '/service-pro/register/multi-professions');
  t.same(s.calls.find((call) => call.operationName === 'proServicesChooseServices')?.variables, {
    input: { professionId: 'heating', serviceIds: ['h1', 'h2', 'h4'] },
  });
});

t.test('skill sets: services waiting for the qualification are left out and named; the rest saved', async (t) => {
  const s = await skillsetServer(t);
  s.handle('proServicesChooseServices', ({ variables }) =>
    (variables.input as { serviceIds: string[] }).serviceIds.includes('h2')
      ? { data: { chooseServices: { __typename: 'MissingQualification', serviceIds: ['h2'] } } }
      : { data: { chooseServices: { __typename: 'ServicePreferencesSaved', preferences: preferences() } } },
  );
  renderSkillset();
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Boilers' }));
  fireEvent.click(screen.getByTestId('skillset-save'));
  const said = await screen.findByTestId('skillset-waiting');
  t.match(said.textContent, 'Saved.');
  t.match(said.textContent, 'Fit a boiler');
  const sent = s.calls
    .filter((call) => call.operationName === 'proServicesChooseServices')
    .map((call) => call.variables);
  t.same(sent, [
    { input: { professionId: 'heating', serviceIds: ['h1', 'h2'] } },
    { input: { professionId: 'heating', serviceIds: ['h1'] } },
  ]);
  fireEvent.click(screen.getByTestId('skillset-continue'));
  await until(() => where() === '/service-pro/register/multi-professions');
});

t.test(
  'skill sets: when every ticked service waits for the qualification, nothing is saved and the way is said',
  async (t) => {
    const s = await skillsetServer(t);
    s.handle('proServicesChooseServices', () => ({
      data: { chooseServices: { __typename: 'MissingQualification', serviceIds: ['h1', 'h2'] } },
    }));
    renderSkillset();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Boilers' }));
    fireEvent.click(screen.getByTestId('skillset-save'));
    const said = await screen.findByTestId('skillset-waiting');
    t.match(said.textContent, 'Service a boiler, Fit a boiler');
    t.equal(
      screen.getByRole('link', { name: 'How to get qualified' }).getAttribute('href'),
      '/service-pro/register/skill-evaluation',
    );
    t.equal(s.calls.filter((call) => call.operationName === 'proServicesChooseServices').length, 1, 'sent once');
    t.ok(screen.getByTestId('skillset-save'), 'still to be saved');
  },
);

const fee = (amountMinor: number) => ({ amountMinor, currency: 'GBP' });

t.test('what joining costs: the lead fee of each service chosen, and their range', async (t) => {
  const s = await server(t);
  s.handle('proServicesProposition', () => ({
    data: {
      myServicePreferences: {
        professions: [
          {
            profession: { id: 'plumbing', name: 'Plumbing' },
            services: [
              { id: 's1', name: 'Fix a leak', leadFee: fee(350) },
              { id: 's2', name: 'Fit a bathroom', leadFee: fee(1200) },
            ],
          },
        ],
      },
    },
  }));
  renderPage(<PropositionPage />, { url: '/service-pro/register/proposition', user: PRO });
  const fees = await screen.findByTestId('proposition-fees');
  t.match(fees.textContent, 'A price costs £3.50 to £12.00');
  t.match(fees.textContent, 'Fit a bathroom£12.00');
  t.equal(screen.getByTestId('proposition-continue').getAttribute('href'), '/for-tradespeople/register');
});

t.test('what joining costs: before any service is chosen, the way to choose them', async (t) => {
  const s = await server(t);
  s.handle('proServicesProposition', () => ({ data: { myServicePreferences: { professions: [] } } }));
  renderPage(<PropositionPage />, { url: '/service-pro/register/proposition', user: PRO });
  const link = await screen.findByRole('link', { name: 'Choose your trades to see the fees of their jobs' });
  t.equal(link.getAttribute('href'), '/service-pro/register/multi-professions');
  t.notOk(screen.queryByTestId('proposition-fees'));
});

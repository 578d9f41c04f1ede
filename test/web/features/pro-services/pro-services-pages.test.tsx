// What a professional offers and where (§2.7): choosing a trade's services needs at least one and
// says so, with the focus on the first box; the work area needs a town picked from the list and a
// radius within the brand's bounds, and the server's refusal lands next to its field. A trade is
// added on its own page, from the trades not added yet.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { AddProfessionPage } from '../../../../web/features/pro-services/add-profession-page.tsx';
import { ChooseServicesPage } from '../../../../web/features/pro-services/choose-services-page.tsx';
import { ServicePreferencesPage } from '../../../../web/features/pro-services/service-preferences-page.tsx';
import { WorkAreaPage } from '../../../../web/features/pro-services/work-area-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles, where } from '../../render.tsx';

const TRADES = {
  data: {
    professions: [
      {
        id: 'plumbing',
        name: 'Plumbing',
        services: [
          { id: 's1', name: 'Fix a leak' },
          { id: 's2', name: 'Fit a boiler' },
        ],
      },
      { id: 'roofing', name: 'Roofing', services: [{ id: 's3', name: 'Repair a roof' }] },
    ],
  },
};

const preferences = (overrides: Record<string, unknown> = {}) => ({
  professions: [
    { qualification: 'PASSED', profession: { id: 'plumbing', name: 'Plumbing' }, services: [{ id: 's1' }] },
  ],
  workArea: { centre: { id: 'c1', name: 'Leeds' }, radius: 20, unit: 'miles' },
  radiusBounds: { min: 0.6, max: 93.2, unit: 'miles' },
  ...overrides,
});

async function server(t: Parameters<typeof startSessionServer>[0], prefs = preferences()) {
  const s = await startSessionServer(t);
  s.handle('proServicesTrades', () => TRADES);
  s.handle('proServicesPreferences', () => ({ data: { myServicePreferences: prefs } }));
  return s;
}

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

t.test('the trades with their services and qualification; a trade not yet added can be', async (t) => {
  await server(t);
  renderPage(<ServicePreferencesPage />, { url: '/service-pro/service-preferences', user: PRO });
  const trade = await screen.findByText('Plumbing');
  t.match(trade.closest('li')?.textContent, '1 service');
  t.match(trade.closest('li')?.textContent, 'Qualified');
  t.equal(
    screen.getByRole('link', { name: 'Qualification and documents' }).getAttribute('href'),
    '/service-pro/manage-profession/plumbing',
  );
  t.equal(
    (await screen.findByTestId('pro-services-add-link')).getAttribute('href'),
    '/service-pro/add-profession',
    'a trade is added on its own page',
  );
});

t.test('adding a trade: only trades not added yet; added, on to its services', async (t) => {
  const s = await server(t);
  s.handle('proServicesAddProfession', () => ({
    data: { addProfession: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderPage(<AddProfessionPage />, { url: '/service-pro/add-profession', user: PRO });
  const trade = (await screen.findByRole('combobox', { name: 'Trade' })) as HTMLSelectElement;
  t.same(
    [...trade.options].map((o) => o.text),
    ['Choose a trade', 'Roofing'],
    'only trades not added yet',
  );
  fireEvent.click(screen.getByTestId('pro-services-add-submit'));
  await screen.findByText('Choose the trade to add.');
  t.notOk(
    s.calls.some((call) => call.operationName === 'proServicesAddProfession'),
    'nothing sent without a trade',
  );
  fireEvent.change(trade, { target: { value: 'roofing' } });
  fireEvent.click(screen.getByTestId('pro-services-add-submit'));
  await until(() => where() === '/service-pro/choose-services/roofing');
  t.same(s.calls.find((call) => call.operationName === 'proServicesAddProfession')?.variables, {
    professionId: 'roofing',
  });
});

t.test('adding a trade: a professional in every trade is told so, with no form', async (t) => {
  await server(
    t,
    preferences({
      professions: [
        { qualification: 'PASSED', profession: { id: 'plumbing', name: 'Plumbing' }, services: [{ id: 's1' }] },
        { qualification: 'PASSED', profession: { id: 'roofing', name: 'Roofing' }, services: [{ id: 's3' }] },
      ],
    }),
  );
  renderPage(<AddProfessionPage />, { url: '/service-pro/add-profession', user: PRO });
  await screen.findByRole('heading', { name: 'You work in every trade we have' });
  t.notOk(screen.queryByTestId('pro-services-add'));
});

t.test('choosing services: none ticked is refused on the page, with the focus on the first box', async (t) => {
  const s = await server(t);
  renderPage(<ChooseServicesPage professionId="plumbing" />, {
    url: '/service-pro/choose-services/plumbing',
    user: PRO,
  });
  await screen.findByRole('heading', { name: 'Services: Plumbing' });
  t.equal(box('Fix a leak').checked, true, 'what is offered now is ticked');
  fireEvent.click(box('Fix a leak'));
  fireEvent.click(screen.getByTestId('pro-services-save'));
  await until(() => document.activeElement === box('Fix a leak'));
  t.match(document.body.textContent, 'Choose at least one service.');
  t.notOk(s.calls.some((call) => call.operationName === 'proServicesChooseServices'));
});

t.test('choosing services: saved, told, and back to the trades', async (t) => {
  const s = await server(t);
  s.handle('proServicesChooseServices', () => ({
    data: { chooseServices: { __typename: 'ServicePreferencesSaved', preferences: preferences() } },
  }));
  renderPage(<ChooseServicesPage professionId="plumbing" />, {
    url: '/service-pro/choose-services/plumbing',
    user: PRO,
  });
  await screen.findByRole('heading', { name: 'Services: Plumbing' });
  fireEvent.click(box('Fit a boiler'));
  fireEvent.click(screen.getByTestId('pro-services-save'));
  await until(() => toastTitles().includes('Your services are saved. New jobs follow them.'));
  t.same(s.calls.find((call) => call.operationName === 'proServicesChooseServices')?.variables, {
    input: { professionId: 'plumbing', serviceIds: ['s1', 's2'] },
  });
  await until(() => screen.getByTestId('where').textContent === '/service-pro/service-preferences');
});

t.test('choosing services: a service that needs the qualification first is said by name, nothing lost', async (t) => {
  const s = await server(t);
  s.handle('proServicesChooseServices', () => ({
    data: { chooseServices: { __typename: 'MissingQualification', serviceIds: ['s2'] } },
  }));
  renderPage(<ChooseServicesPage professionId="plumbing" />, {
    url: '/service-pro/choose-services/plumbing',
    user: PRO,
  });
  await screen.findByRole('heading', { name: 'Services: Plumbing' });
  fireEvent.click(box('Fit a boiler'));
  fireEvent.click(screen.getByTestId('pro-services-save'));
  await screen.findByText(/These services need your qualification in this trade first: Fit a boiler\./);
  t.equal(box('Fit a boiler').checked, true, 'what was ticked stays ticked');
  t.equal(
    screen.getByRole('link', { name: 'How to get qualified' }).getAttribute('href'),
    '/service-pro/add-qualification/plumbing?serviceIds%5B%5D=s2',
    'the way to the qualification, with the services that need it',
  );
});

t.test('the work area: a radius outside the bounds is refused on the page, in the brand’s unit', async (t) => {
  const s = await server(t);
  renderPage(<WorkAreaPage />, { url: '/service-pro/work-area', user: PRO });
  const radius = (await screen.findByRole('textbox', { name: 'How far you travel (miles)' })) as HTMLInputElement;
  t.equal(radius.value, '20');
  fireEvent.change(radius, { target: { value: '200' } });
  fireEvent.click(screen.getByTestId('work-area-save'));
  await until(() => document.activeElement === radius);
  t.match(document.body.textContent, 'Enter a distance from 0.6 to 93.2 miles.');
  t.notOk(s.calls.some((call) => call.operationName === 'proServicesSetWorkArea'));
});

t.test('the work area: a town is picked from the list; the server’s refusal lands next to its field', async (t) => {
  const s = await server(t, preferences({ workArea: null }));
  s.handle('proServicesPlaces', () => ({
    data: { locations: [{ id: 'c2', name: 'York', parent: { id: 'r1', name: 'North Yorkshire' } }] },
  }));
  s.handle('proServicesSetWorkArea', () => ({
    data: { setWorkArea: { __typename: 'InvalidFields', fieldErrors: [{ field: 'centreId', code: 'INVALID' }] } },
  }));
  renderPage(<WorkAreaPage />, { url: '/service-pro/work-area', user: PRO });
  const town = (await screen.findByRole('textbox', { name: 'Town you work from' })) as HTMLInputElement;
  fireEvent.click(screen.getByTestId('work-area-save'));
  await until(() => document.activeElement === town);
  t.match(document.body.textContent, 'Choose the town you work from.', 'a typed name is not a town picked');
  fireEvent.change(town, { target: { value: 'Yo' } });
  fireEvent.click(await screen.findByRole('button', { name: 'York, North Yorkshire' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'How far you travel (miles)' }), { target: { value: '15' } });
  fireEvent.click(screen.getByTestId('work-area-save'));
  await until(() => s.calls.some((call) => call.operationName === 'proServicesSetWorkArea'));
  t.same(s.calls.find((call) => call.operationName === 'proServicesSetWorkArea')?.variables, {
    input: { centreId: 'c2', radius: 15 },
  });
  await until(() => document.activeElement === town);
  t.equal(town.value, 'York', 'what was chosen stays');
});

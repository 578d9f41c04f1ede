// A professional's company (§2.7, §2.8): the register searched and a company picked, in
// registration going on to what its vetting stands at, then the next thing the company lacks; a dissolved company cannot be picked;
// the register not answering is said with the way to enter the company by hand; a number another
// account holds leads to its own page; a company entered by hand with its address, its number
// required where every business is registered; where to register one; a legal form chosen; the bio's
// length checked on the page and contact details refused by the upstream said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { CompanyBioPage } from '../../../../web/features/company/company-bio-page.tsx';
import { CompanyChoicePage } from '../../../../web/features/company/company-choice-page.tsx';
import { CompanyNewPage } from '../../../../web/features/company/company-new-page.tsx';
import { CompanySearchPage } from '../../../../web/features/company/company-search-page.tsx';
import { CompanyVettingPage } from '../../../../web/features/company/company-vetting-page.tsx';
import { RegisterPartnerPage } from '../../../../web/features/company/register-partner-page.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, where } from '../../render.tsx';

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Carter Plumbing',
  companyNumber: null,
  registerCountry: null,
  source: null,
  legalForm: null,
  situation: null,
  size: null,
  foundedYear: null,
  bio: null,
  missing: ['REGISTRATION', 'LEGAL_FORM', 'SITUATION', 'SIZE', 'BIO'],
  address: null,
  ...overrides,
});

const MATCHES = {
  __typename: 'CompanyRegisterMatches',
  companies: [
    {
      number: '09876543',
      name: 'Smith & Sons Plumbing Ltd',
      address: { street: '14 Park Road', postcode: 'LS6 2AB', town: 'Leeds' },
      incorporatedOn: '2015-10-05',
      active: true,
    },
    {
      number: '07654321',
      name: 'Smith Heating plc',
      address: { street: '1 Canal Wharf', postcode: 'LS11 5PS', town: 'Leeds' },
      incorporatedOn: '2008-11-12',
      active: false,
    },
  ],
};

async function server(t: Parameters<typeof startSessionServer>[0]) {
  const s = await startSessionServer(t);
  s.handle('companyMine', () => ({ data: { myCompany: company() } }));
  s.handle('companyOnboarding', () => ({
    data: { myOnboarding: { complete: false, steps: [] } },
  }));
  return s;
}

function search(text: string) {
  fireEvent.change(screen.getByLabelText('Company name or number'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('company-search-submit'));
}

t.test('found in the register and picked: on to what its vetting stands at', async (t) => {
  const s = await server(t);
  s.handle('companySearch', () => ({ data: { searchCompanyRegister: MATCHES } }));
  s.handle('companyPick', () => ({
    data: {
      pickRegisterCompany: {
        __typename: 'CompanySaved',
        company: company({
          source: 'REGISTER',
          legalForm: 'PRIVATE_LIMITED_COMPANY',
          missing: ['SITUATION', 'SIZE', 'BIO'],
        }),
      },
    },
  }));
  renderPage(<CompanySearchPage inRegistration />, { url: '/service-pro/register/company-search', user: PRO });
  search('smith');
  const results = await screen.findByTestId('company-results');
  t.match(results.textContent, '09876543 · 14 Park Road, LS6 2AB Leeds');
  t.match(results.textContent, 'Dissolved: it cannot be chosen.');
  t.equal(screen.getAllByTestId('company-pick').length, 1, 'only the active company can be picked');
  t.match(s.calls.find((c) => c.operationName === 'companySearch')?.variables, { query: 'smith' });
  fireEvent.click(screen.getByTestId('company-pick'));
  await until(() => where() === '/service-pro/register/company-vetting');
  t.match(s.calls.find((c) => c.operationName === 'companyPick')?.variables, { companyNumber: '09876543' });
});

t.test('too short a search is said on the page; a register that does not answer, with the way round it', async (t) => {
  const s = await server(t);
  s.handle('companySearch', () => ({
    data: { searchCompanyRegister: { __typename: 'CompanyRegisterUnavailable', retryAfterSeconds: 30 } },
  }));
  renderPage(<CompanySearchPage inRegistration />, { url: '/service-pro/register/company-search', user: PRO });
  search('s');
  await screen.findByText('Enter at least 2 characters of the name, or the number.');
  t.notOk(s.calls.some((c) => c.operationName === 'companySearch'));
  search('smith');
  await screen.findByText(/The company register is not answering just now/);
  t.ok(screen.getByRole('link', { name: 'Not in the register? Enter your company yourself' }));
  t.equal(
    screen.getByTestId('company-register-partner-link').getAttribute('href'),
    '/service-pro/register/company-register-partner',
    'and how to register a business not registered yet',
  );
});

function enterCompany(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByTestId('company-new-save'));
}

const ADDRESS = { 'Street and number': '3 Mill Lane', Postcode: 'LS6 1AA', Town: 'Leeds' };

t.test('a number another account holds: its own page', async (t) => {
  const s = await server(t);
  s.handle('companyEnter', () => ({
    data: { enterCompany: { __typename: 'DuplicateCompanyNumber', companyNumber: '12345678' } },
  }));
  renderPage(<CompanyNewPage inRegistration />, { url: '/service-pro/register/company-new', user: PRO });
  enterCompany({
    'Company name': 'Carter Ltd',
    'Company registration number (if you have one)': '12345678',
    ...ADDRESS,
  });
  await until(() => where() === '/service-pro/duplicate-company-number');
  t.match(s.calls.find((c) => c.operationName === 'companyEnter')?.variables, {
    input: { name: 'Carter Ltd', companyNumber: '12345678' },
  });
});

t.test('a company entered by hand needs a name and an address; without a number is fine', async (t) => {
  const s = await server(t);
  s.handle('companyEnter', () => ({
    data: {
      enterCompany: {
        __typename: 'CompanySaved',
        company: company({ source: 'NEW', missing: ['LEGAL_FORM', 'SITUATION', 'SIZE', 'BIO'] }),
      },
    },
  }));
  renderPage(<CompanyNewPage inRegistration />, { url: '/service-pro/register/company-new', user: PRO });
  fireEvent.click(screen.getByTestId('company-new-save'));
  await screen.findByText('Enter your company’s name.');
  t.ok(screen.getByText('Enter the street and number.'));
  t.ok(screen.getByText('Enter the postcode.'));
  t.ok(screen.getByText('Enter the town.'));
  t.equal(document.activeElement?.getAttribute('name'), 'name', 'the focus on the first refused field');
  t.notOk(
    s.calls.some((c) => c.operationName === 'companyEnter'),
    'nothing sent',
  );
  enterCompany({ 'Company name': 'Sam Carter Handyman', ...ADDRESS });
  await until(() => where() === '/service-pro/register/company-vetting');
  t.same(s.calls.find((c) => c.operationName === 'companyEnter')?.variables, {
    input: { name: 'Sam Carter Handyman', address: { street: '3 Mill Lane', postcode: 'LS6 1AA', town: 'Leeds' } },
  });
});

t.test('a company entered by hand: the upstream’s refusals land on their fields', async (t) => {
  const s = await server(t);
  s.handle('companyEnter', () => ({
    data: {
      enterCompany: {
        __typename: 'InvalidFields',
        fieldErrors: [
          { field: 'address.postcode', code: 'INVALID' },
          { field: 'companyNumber', code: 'REQUIRED' },
        ],
      },
    },
  }));
  renderPage(<CompanyNewPage inRegistration />, { url: '/service-pro/register/company-new', user: PRO });
  enterCompany({ 'Company name': 'Sam Carter Handyman', ...ADDRESS, Postcode: '99999' });
  await screen.findByText('This is not a postcode of this country.');
  t.ok(screen.getByText('Enter your company’s registration number: every business here has one.'));
  t.equal(where(), '/service-pro/register/company-new', 'nothing saved, still here');
});

t.test('where every business is registered, the number is asked for as required', async (t) => {
  const s = await server(t);
  renderPage(<CompanyNewPage inRegistration />, {
    url: '/service-pro/register/company-new',
    user: PRO,
    brand: 'nl',
  });
  t.notOk(screen.queryByLabelText('Company registration number (if you have one)'), 'not said to be optional');
  enterCompany({ 'Company name': 'Jansen Loodgieters', ...ADDRESS, Postcode: '1234 AB' });
  await screen.findByText('Enter your company’s registration number: every business here has one.');
  t.notOk(
    s.calls.some((c) => c.operationName === 'companyEnter'),
    'nothing sent without the number',
  );
});

t.test(
  'company vetting: found in the register, what is left, and on to the next thing the company lacks',
  async (t) => {
    const s = await server(t);
    s.handle('companyVetting', () => ({
      data: {
        myCompany: company({
          source: 'REGISTER',
          companyNumber: '09876543',
          address: { street: '14 Park Road', postcode: 'LS6 2AB', town: 'Leeds' },
          missing: ['SITUATION', 'SIZE', 'BIO'],
        }),
        myIdentityCheck: { verified: false },
      },
    }));
    renderPage(<CompanyVettingPage />, { url: '/service-pro/register/company-vetting', user: PRO });
    const vetting = await screen.findByTestId('company-vetting');
    t.match(vetting.textContent, 'Found in the company register');
    t.match(vetting.textContent, 'Carter Plumbing, number 09876543, 14 Park Road, LS6 2AB Leeds.');
    t.match(vetting.textContent, '3 questions to go, next.');
    t.match(vetting.textContent, 'Later in your registration');
    t.equal(
      screen.getByTestId('company-vetting-continue').getAttribute('href'),
      '/service-pro/register/company-situation',
    );
  },
);

t.test('company vetting: entered by hand, the way to confirm it; all said, on with the registration', async (t) => {
  const s = await server(t);
  s.handle('companyVetting', () => ({
    data: {
      myCompany: company({ source: 'NEW', missing: [] }),
      myIdentityCheck: { verified: true },
    },
  }));
  renderPage(<CompanyVettingPage />, { url: '/service-pro/register/company-vetting', user: PRO });
  const vetting = await screen.findByTestId('company-vetting');
  t.match(vetting.textContent, 'Entered by you');
  t.match(vetting.textContent, 'Carter Plumbing, no registration number, no address yet.');
  t.match(vetting.textContent, 'Send an extract of your registration');
  t.match(vetting.textContent, 'Checked: your company shows as verified.');
  t.equal(screen.getByTestId('company-vetting-continue').getAttribute('href'), '/for-tradespeople/register');
});

t.test('registering a business: the official service of the brand’s country, and the ways on', async (t) => {
  await server(t);
  renderPage(<RegisterPartnerPage />, {
    url: '/service-pro/register/company-register-partner',
    user: PRO,
    brand: 'nl',
  });
  const service = await screen.findByTestId('company-partner-service');
  const link = service.querySelector('a');
  t.equal(link?.getAttribute('href'), 'https://www.kvk.nl/');
  t.equal(link?.getAttribute('rel'), 'noopener noreferrer');
  t.match(service.textContent, 'Kamer van Koophandel (KvK)');
  t.equal(screen.getByTestId('company-partner-new').getAttribute('href'), '/service-pro/register/company-new');
});

t.test('the legal form: one must be chosen, then it is saved', async (t) => {
  const s = await server(t);
  s.handle('companyDetails', () => ({
    data: {
      updateCompanyDetails: {
        __typename: 'CompanySaved',
        company: company({ legalForm: 'SOLE_PROPRIETORSHIP', missing: ['SITUATION', 'SIZE', 'BIO'] }),
      },
    },
  }));
  renderPage(<CompanyChoicePage detail="LEGAL_FORM" inRegistration />, {
    url: '/service-pro/register/company-legal-status',
    user: PRO,
  });
  fireEvent.click(await screen.findByTestId('company-choice-save'));
  await screen.findByText('Choose one.');
  fireEvent.click(screen.getByRole('radio', { name: 'Sole trader' }));
  fireEvent.click(screen.getByTestId('company-choice-save'));
  await until(() => where() === '/service-pro/register/company-situation');
  t.same(s.calls.find((c) => c.operationName === 'companyDetails')?.variables, {
    input: { legalForm: 'SOLE_PROPRIETORSHIP' },
  });
});

t.test('the bio: its length on the page, contact details refused in words', async (t) => {
  const s = await server(t);
  s.handle('companyBio', () => ({ data: { setCompanyBio: { __typename: 'ContactDetailsShared', field: 'bio' } } }));
  renderPage(<CompanyBioPage inRegistration={false} />, { url: '/service-pro/bio', user: PRO });
  const text = await screen.findByLabelText('Your story');
  fireEvent.change(text, { target: { value: 'Short.' } });
  fireEvent.click(screen.getByTestId('company-bio-save'));
  await screen.findByText('Write between 50 and 2000 characters.');
  t.notOk(s.calls.some((c) => c.operationName === 'companyBio'));
  fireEvent.change(text, {
    target: { value: 'Family plumbers since 2015, boilers and bathrooms. Call me on 07911 123456 any time.' },
  });
  fireEvent.click(screen.getByTestId('company-bio-save'));
  await screen.findByText('Leave out phone numbers, email and web addresses: customers reach you through us.');
  t.equal((text as HTMLTextAreaElement).value.startsWith('Family plumbers'), true, 'what was written stays');
});

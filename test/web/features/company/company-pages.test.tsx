// A professional's company (§2.7, §2.8): the register searched and a company picked, in
// registration going on to the next thing the company lacks; a dissolved company cannot be picked;
// the register not answering is said with the way to enter the company by hand; a number another
// account holds leads to its own page; a company entered by hand; a legal form chosen; the bio's
// length checked on the page and contact details refused by the upstream said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { CompanyBioPage } from '../../../../web/features/company/company-bio-page.tsx';
import { CompanyChoicePage } from '../../../../web/features/company/company-choice-page.tsx';
import { CompanyNewPage } from '../../../../web/features/company/company-new-page.tsx';
import { CompanySearchPage } from '../../../../web/features/company/company-search-page.tsx';
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

t.test('found in the register and picked: on to the next thing the company lacks', async (t) => {
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
  await until(() => where() === '/service-pro/register/company-situation');
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
});

t.test('a number another account holds: its own page', async (t) => {
  const s = await server(t);
  s.handle('companyEnter', () => ({
    data: { enterCompany: { __typename: 'DuplicateCompanyNumber', companyNumber: '12345678' } },
  }));
  renderPage(<CompanyNewPage inRegistration />, { url: '/service-pro/register/company-new', user: PRO });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Carter Ltd' } });
  fireEvent.change(screen.getByLabelText(/Company registration number/), { target: { value: '12345678' } });
  fireEvent.click(screen.getByTestId('company-new-save'));
  await until(() => where() === '/service-pro/duplicate-company-number');
  t.match(s.calls.find((c) => c.operationName === 'companyEnter')?.variables, {
    input: { name: 'Carter Ltd', companyNumber: '12345678' },
  });
});

t.test('a company entered by hand needs a name; without a number is fine', async (t) => {
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
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Sam Carter Handyman' } });
  fireEvent.click(screen.getByTestId('company-new-save'));
  await until(() => where() === '/service-pro/register/company-legal-status');
  t.same(s.calls.find((c) => c.operationName === 'companyEnter')?.variables, {
    input: { name: 'Sam Carter Handyman' },
  });
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

// The staff's discount codes (§2.9, decision 064): the brand's codes listed with their discount,
// dates and uses; a new code checked on the page first, with the focus on the first refused field,
// then made, said and listed; a name the market has already and the upstream's refusals in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { CouponCodesPage, minorUnitsOf } from '../../../../web/features/admin/coupon-codes-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};

const code = (overrides: Record<string, unknown>) => ({
  id: 'c1',
  code: 'SPRING-20',
  discountPercent: 20,
  credit: null,
  packageCode: 'PLUS',
  validFrom: '2026-03-01T00:00:00.000Z',
  validUntil: '2026-05-31T23:59:59.999Z',
  maxUses: 500,
  usesCount: 12,
  ...overrides,
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

t.test('amounts typed in units become minor units', async (t) => {
  t.equal(minorUnitsOf('25'), 2500);
  t.equal(minorUnitsOf('12,5'), 1250);
  t.equal(minorUnitsOf(' 12.50 '), 1250);
  t.equal(minorUnitsOf('12.505'), null);
  t.equal(minorUnitsOf('-3'), null);
});

t.test('the codes of the brand, each with its discount, dates and uses', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminCouponCodes', () => ({
    data: {
      couponCodes: [
        code({}),
        code({
          id: 'c2',
          code: 'WELCOME',
          discountPercent: null,
          credit: { amountMinor: 2500, currency: 'GBP' },
          packageCode: null,
        }),
      ],
    },
  }));
  renderPage(<CouponCodesPage />, { url: '/admin/coupon-codes', user: ADMIN });
  const table = await screen.findByTestId('admin-coupons');
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
  t.match(rows[0], 'SPRING-2020% off the Plus package');
  t.match(rows[0], '12 of 500');
  t.match(rows[1], 'WELCOME£25.00 credit');
  t.match(s.calls.find((call) => call.operationName === 'adminCouponCodes')?.variables, { brand: 'uk' });
});

t.test('a new code: checked on the page, then made, said and listed', async (t) => {
  const s = await startSessionServer(t);
  let listed = 0;
  s.handle('adminCouponCodes', () => {
    listed += 1;
    return { data: { couponCodes: [] } };
  });
  s.handle('adminCreateCouponCode', () => ({
    data: { createCouponCode: { __typename: 'CouponCodeCreated', coupon: code({ code: 'WELCOME' }) } },
  }));
  renderPage(<CouponCodesPage />, { url: '/admin/coupon-codes', user: ADMIN });
  await screen.findByRole('heading', { name: 'No codes yet' });
  fireEvent.click(screen.getByTestId('admin-coupon-create'));
  await until(() => document.activeElement === screen.getByLabelText('Code'));
  t.ok(screen.getByText('Enter the code.'));
  t.ok(screen.getByText('A whole percentage from 1 to 100.'));
  t.ok(screen.getByText('Choose the last day.'));
  t.ok(screen.getByText('A whole number from 1 to 100,000.'));
  t.notOk(
    s.calls.some((call) => call.operationName === 'adminCreateCouponCode'),
    'nothing sent',
  );
  type('Code', 'welcome');
  fireEvent.click(screen.getByLabelText('A credit on the balance'));
  type('Credit, in GBP', '25');
  type('First day', '2026-12-01');
  type('Last day', '2026-12-31');
  type('How many times it may be used', '100');
  fireEvent.click(screen.getByTestId('admin-coupon-create'));
  await until(() => toastTitles().includes('The code WELCOME is ready.'));
  t.same(s.calls.find((call) => call.operationName === 'adminCreateCouponCode')?.variables, {
    input: {
      brand: 'uk',
      code: 'welcome',
      creditMinor: 2500,
      validFrom: '2026-12-01T00:00:00.000Z',
      validUntil: '2026-12-31T23:59:59.999Z',
      maxUses: 100,
    },
  });
  await until(() => listed >= 2);
  t.pass('the list read again');
});

t.test('a name the market has, and the upstream’s refusals, in words', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminCouponCodes', () => ({ data: { couponCodes: [] } }));
  let answer: Record<string, unknown> = { __typename: 'DuplicateCouponCode', code: 'SPRING-20' };
  s.handle('adminCreateCouponCode', () => ({ data: { createCouponCode: answer } }));
  renderPage(<CouponCodesPage />, { url: '/admin/coupon-codes', user: ADMIN });
  await screen.findByRole('heading', { name: 'No codes yet' });
  type('Code', 'spring-20');
  type('Percentage off', '20');
  type('Last day', '2027-01-31');
  type('How many times it may be used', '5');
  fireEvent.click(screen.getByTestId('admin-coupon-create'));
  await screen.findByText('This market has a code SPRING-20 already. Choose another.');
  answer = { __typename: 'InvalidFields', fieldErrors: [{ field: 'code', code: 'INVALID' }] };
  fireEvent.click(screen.getByTestId('admin-coupon-create'));
  await screen.findByText('4 to 32 letters, digits or hyphens.');
});

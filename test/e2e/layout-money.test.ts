// The layout rules and axe-core on money's pages (issue 20): the packages by month and by year,
// buying one, the balance, the discount code page, the invoices, the payments, the payment details, the new jobs with what each adds to the invoice, ending a package and the discount code conditions, in two languages at a phone's and a desktop's width
// (test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words, packageId }) => [
  { name: 'package-selection', path: linkTo('proPackageSelection', words), as: 'pro', axe: true },
  { name: 'savings-package', path: linkTo('proSavingsPackage', words), as: 'pro', axe: true },
  {
    name: 'purchase-package',
    path: linkTo('proPurchasePackage', words, { subscriptionPackageId: packageId }),
    as: 'pro',
    axe: true,
  },
  { name: 'balance', path: linkTo('proBalance', words), as: 'pro', axe: true },
  { name: 'coupon', path: linkTo('proCoupon', words), as: 'pro', axe: true },
  { name: 'pay-invoices', path: linkTo('proPayInvoices', words), as: 'pro', axe: true },
  { name: 'payments', path: linkTo('proPayments', words), as: 'pro', axe: true },
  { name: 'payment-details', path: linkTo('proPaymentDetails', words), as: 'pro', axe: true },
  {
    name: 'new-jobs-invoice-price',
    path: linkTo('newServiceRequests', words, { invoicePricePerMonth: '1' }),
    as: 'pro',
    axe: true,
  },
  { name: 'termination', path: linkTo('proPayInvoicesTermination', words), as: 'pro', axe: true },
  { name: 'discount-conditions', path: linkTo('visitorDiscountConditions', words), axe: true },
]);

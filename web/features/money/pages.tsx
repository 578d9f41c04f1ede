// Money (spec §2.7 "Money"; decision 063): the packages by billing period, buying one and its
// success, the balance, using a discount code, and the invoices and payments (decision 066), each
// reading what it shows on the server.
import type { MoneyPackagesQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { BalancePage } from './balance-page.tsx';
import { CouponPage } from './coupon-page.tsx';
import {
  MoneyBalanceDocument,
  MoneyInvoicesDocument,
  MoneyPackagesDocument,
  MoneyPaymentDetailsDocument,
  MoneyPaymentsDocument,
} from './generated/documents.ts';
import { invoiceFilterOf } from './invoice-words.ts';
import { invoicesVariables, PayInvoicesPage, PaymentsPage } from './invoices-page.tsx';
import { PackageSelectionPage, SavingsPackagePage } from './package-pages.tsx';
import { PaymentDetailsPage } from './payment-details-page.tsx';
import { PurchasePackagePage, PurchaseSuccessPage } from './purchase-pages.tsx';
import { TerminationPage } from './termination-page.tsx';

const packages: PageDefinition['data'] = ({ brand }) => [query(MoneyPackagesDocument, { brand: brand.id })];

export const PAGES = {
  proPackageSelection: { render: () => <PackageSelectionPage />, data: packages },
  proSavingsPackage: { render: () => <SavingsPackagePage />, data: packages },
  proPurchasePackage: {
    render: ({ params }) => <PurchasePackagePage packageId={params.subscriptionPackageId ?? ''} />,
    data: packages,
    // A package the brand does not sell now is not a page.
    found: ([result], { params }) =>
      (result as MoneyPackagesQuery | undefined)?.subscriptionPackages.some(
        (pack) => pack.id === params.subscriptionPackageId,
      ) ?? true,
  },
  proPurchasePackageSuccess: { render: () => <PurchaseSuccessPage />, data: packages },
  proBalance: { render: () => <BalancePage />, data: () => [query(MoneyBalanceDocument)] },
  proCoupon: { render: () => <CouponPage /> },
  proPayInvoices: {
    render: ({ search }) => <PayInvoicesPage filter={invoiceFilterOf(search)} />,
    data: ({ search }) => [query(MoneyInvoicesDocument, invoicesVariables(invoiceFilterOf(search)))],
  },
  proPayInvoicesTermination: { render: () => <TerminationPage />, data: packages },
  proPayments: { render: () => <PaymentsPage />, data: () => [query(MoneyPaymentsDocument)] },
  proPaymentDetails: {
    render: ({ search }) => <PaymentDetailsPage search={search} />,
    data: () => [query(MoneyPaymentDetailsDocument)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';

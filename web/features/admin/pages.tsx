// The staff's console (spec §2.9, issue 22): the dashboard, accounts, moderation, vetting, the
// message queue, the audit log and the discount codes. Each page's queries take their variables
// from the address, so what the server renders is the list the address names.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { CouponCodesPage } from './coupon-codes-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { AdminCouponCodesDocument, AdminDashboardDocument } from './generated/documents.ts';
import { MODERATION_PAGES } from './moderation-pages.tsx';
import { OUTBOX_PAGES } from './outbox-pages.tsx';
import { USER_PAGES } from './user-pages.tsx';
import { VETTING_PAGES } from './vetting-pages.tsx';

export const PAGES = {
  adminDashboard: {
    render: () => <DashboardPage />,
    data: () => [query(AdminDashboardDocument, {})],
  },
  ...USER_PAGES,
  ...MODERATION_PAGES,
  ...VETTING_PAGES,
  ...OUTBOX_PAGES,
  adminCouponCodes: {
    render: () => <CouponCodesPage />,
    data: ({ brand }) => [query(AdminCouponCodesDocument, { brand: brand.id })],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';

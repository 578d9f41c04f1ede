// The staff's pages (spec §2.9; the admin area's shell comes with issue 22): the discount codes.
import { type PageDefinition, query } from '../../lib/pages.ts';
import { CouponCodesPage } from './coupon-codes-page.tsx';
import { AdminCouponCodesDocument } from './generated/documents.ts';

export const PAGES = {
  adminCouponCodes: {
    render: () => <CouponCodesPage />,
    data: ({ brand }) => [query(AdminCouponCodesDocument, { brand: brand.id })],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';

// A professional's referral link and who signed up through it (spec §2.7 referral).
import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { ReferralCodeDocument, ReferralSignUpsDocument } from './generated/documents.ts';
import { ReferralPage, SIGN_UPS_VARIABLES } from './referral-page.tsx';

export const PAGES = {
  proReferral: {
    render: ({ brand }) => <ReferralPage brand={brand} />,
    data: () => [query(ReferralCodeDocument), connection(ReferralSignUpsDocument, SIGN_UPS_VARIABLES)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

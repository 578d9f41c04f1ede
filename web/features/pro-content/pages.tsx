// The platform's partners and trade perks for professionals (spec §2.7 others).
import { connection, type PageDefinition } from '../../lib/pages.ts';
import { ProContentPagesDocument } from './generated/documents.ts';
import { OffersPage, offersVariables } from './offers-page.tsx';

export const PAGES = {
  proPartners: {
    render: () => <OffersPage type="PARTNER" />,
    data: () => [connection(ProContentPagesDocument, offersVariables('PARTNER'))],
  },
  proTradePerks: {
    render: () => <OffersPage type="TRADE_PERK" />,
    data: () => [connection(ProContentPagesDocument, offersVariables('TRADE_PERK'))],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

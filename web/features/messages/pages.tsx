// The conversation between a home owner and a professional about one proposal, from each side.
import type { PageDefinition } from '../../lib/pages.ts';
import { conversationPage } from './conversation-page.tsx';

export const PAGES = {
  consumerMessages: conversationPage('CONSUMER'),
  myProposalMessages: conversationPage('PRO'),
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

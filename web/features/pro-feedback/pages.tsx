// A professional's word to the product team (spec §2.7 give-feedback): a form only, nothing to
// read first.
import type { PageDefinition } from '../../lib/pages.ts';
import { GiveFeedbackPage } from './give-feedback-page.tsx';

export const PAGES = {
  proGiveFeedback: { render: () => <GiveFeedbackPage /> },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

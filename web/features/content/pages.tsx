// The public information pages (spec §2.2).
import type { PageDefinition } from '../../lib/pages.ts';
import { LegalPage } from './legal-page.tsx';

export const PAGES = {
  privacyPolicy: { render: () => <LegalPage document="privacy" /> },
  cookiePolicy: { render: () => <LegalPage document="cookies" /> },
  termsConditions: { render: () => <LegalPage document="terms" /> },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

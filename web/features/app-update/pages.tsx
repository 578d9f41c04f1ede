// The forced-update page (spec §2.10).
import type { PageDefinition } from '../../lib/pages.ts';
import { AppForceUpdatePage } from './app-force-update-page.tsx';

export const PAGES = {
  appForceUpdate: { render: () => <AppForceUpdatePage /> },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

// The forced-update page (spec §2.10).
import type { PageDefinition } from '../../lib/pages.ts';
import { AppForceUpdatePage } from './app-force-update-page.tsx';

export const PAGES = {
  appForceUpdate: { render: () => <AppForceUpdatePage /> },
} satisfies Record<string, PageDefinition>;

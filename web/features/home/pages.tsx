// The brand's home page (spec §2.2), with its trades fetched before the page is rendered.

import { type PageDefinition, query } from '../../lib/pages.ts';
import { HomeProfessionsDocument } from './generated/documents.ts';
import { HomePage } from './home-page.tsx';

export const PAGES = {
  home: {
    render: ({ brand }) => <HomePage brand={brand} />,
    data: ({ brand }) => [query(HomeProfessionsDocument, { brand: brand.id })],
  },
} satisfies Record<string, PageDefinition>;

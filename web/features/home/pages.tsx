// The brand's home page (spec §2.2), with every section's data fetched before the page is rendered.

import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  HomeFiguresDocument,
  HomePopularProfessionsDocument,
  HomeProfessionsDocument,
  HomeRecentReviewsDocument,
} from './generated/documents.ts';
import { HomePage } from './home-page.tsx';
import { figuresVariables, popularVariables, professionsVariables, reviewsVariables } from './home-query.ts';

export const PAGES = {
  home: {
    render: ({ brand }) => <HomePage brand={brand} />,
    data: ({ brand }) => [
      query(HomeProfessionsDocument, professionsVariables(brand)),
      query(HomePopularProfessionsDocument, popularVariables(brand)),
      query(HomeFiguresDocument, figuresVariables(brand)),
      query(HomeRecentReviewsDocument, reviewsVariables(brand)),
    ],
  },
} satisfies Record<string, PageDefinition>;

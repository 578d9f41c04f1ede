// The site's own texts (spec §2.2, decision 074): the legal documents and the pages about the
// company, each read from the BFF in the brand's language before the page is sent. A brand without
// the text answers 404.
import type { SiteDocumentQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { DOCUMENT_ROUTES, type DocumentRouteName } from './document-routes.ts';
import { SiteDocumentDocument } from './generated/documents.ts';
import { SiteDocumentPage } from './site-document-page.tsx';

function documentPage(route: DocumentRouteName): PageDefinition {
  const { kind } = DOCUMENT_ROUTES[route];
  return {
    render: () => <SiteDocumentPage route={route} />,
    data: () => [query(SiteDocumentDocument, { kind })],
    found: ([result]) => (result as SiteDocumentQuery | undefined)?.siteDocument !== null,
  };
}

export const PAGES = {
  privacyPolicy: documentPage('privacyPolicy'),
  cookiePolicy: documentPage('cookiePolicy'),
  termsConditions: documentPage('termsConditions'),
  termsComplaints: documentPage('termsComplaints'),
  termsRanking: documentPage('termsRanking'),
  termsPromise: documentPage('termsPromise'),
  termsPrizeDraw: documentPage('termsPrizeDraw'),
  visitorDiscountConditions: documentPage('visitorDiscountConditions'),
  howItWorks: documentPage('howItWorks'),
  aboutUs: documentPage('aboutUs'),
  qualityCheck: documentPage('qualityCheck'),
  imprint: documentPage('imprint'),
  partners: documentPage('partners'),
  professions: documentPage('professions'),
  qualityStandard: documentPage('qualityStandard'),
  imageRights: documentPage('imageRights'),
  reviewsPolicy: documentPage('reviewsPolicy'),
} satisfies Record<DocumentRouteName, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

// The staff console's vetting pages (§2.9, decision 078): documents, qualifications and identity
// checks waiting for a decision. Each page's query takes its variables from the address the same
// way on the server and in the browser, so what the server renders is the list the address names.
import { type PageDefinition, query } from '../../lib/pages.ts';
import {
  AdminDocumentsToReviewDocument,
  AdminIdentityChecksToReviewDocument,
  AdminQualificationsToReviewDocument,
} from './generated/documents.ts';
import { DocumentsPage, documentsVariables } from './vetting-documents-page.tsx';
import { IdentityChecksPage } from './vetting-identity-checks-page.tsx';
import { QualificationsPage, qualificationsVariables } from './vetting-qualifications-page.tsx';

export const VETTING_PAGES = {
  adminDocuments: {
    render: ({ search }) => <DocumentsPage search={search} />,
    data: ({ search }) => [query(AdminDocumentsToReviewDocument, documentsVariables(search))],
  },
  adminQualifications: {
    render: ({ search }) => <QualificationsPage search={search} />,
    data: ({ search }) => [query(AdminQualificationsToReviewDocument, qualificationsVariables(search))],
  },
  adminIdentityChecks: {
    render: () => <IdentityChecksPage />,
    data: () => [query(AdminIdentityChecksToReviewDocument, {})],
  },
} satisfies Record<string, PageDefinition>;

// A professional's message templates (spec §2.7 message-templates: list, add, edit/{id}, with the
// parameter fromPage saying where to go back to).

import { fromPageOf } from '../../components/message-templates/from-page.ts';
import type { MessageTemplatesTemplateQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { MessageTemplatesListDocument, MessageTemplatesTemplateDocument } from './generated/documents.ts';
import { AddTemplatePage, EditTemplatePage, templateVariables } from './template-form-page.tsx';
import { TemplatesPage } from './templates-page.tsx';

export const PAGES = {
  proMessageTemplates: {
    render: ({ search }) => <TemplatesPage fromPage={fromPageOf(search)} />,
    data: () => [query(MessageTemplatesListDocument)],
  },
  proMessageTemplateAdd: {
    render: ({ search }) => <AddTemplatePage fromPage={fromPageOf(search)} />,
  },
  proMessageTemplateEdit: {
    render: ({ params, search }) => (
      <EditTemplatePage id={templateVariables(params).id} fromPage={fromPageOf(search)} />
    ),
    data: ({ params }) => [query(MessageTemplatesTemplateDocument, templateVariables(params))],
    // A failed query is not a missing template: the page then shows the failure and a retry.
    found: ([result]) => result === undefined || (result as MessageTemplatesTemplateQuery).messageTemplate !== null,
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

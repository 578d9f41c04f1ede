// Auto-respond (spec §2.7 auto-respond, /setup with ?ruleId= to change a rule).
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { AutoRespondRulesDocument, AutoRespondSetupDocument } from './generated/documents.ts';
import { RulesPage } from './rules-page.tsx';
import { SetupPage, setupFound, setupVariables } from './setup-page.tsx';

export const PAGES = {
  proAutoRespond: {
    render: () => <RulesPage />,
    data: () => [query(AutoRespondRulesDocument), query(TemplatePickerDocument)],
  },
  proAutoRespondSetup: {
    render: ({ search }) => <SetupPage search={search} />,
    data: ({ search }) => [query(AutoRespondSetupDocument, setupVariables(search)), query(TemplatePickerDocument)],
    // A failed query is not a missing rule: the page then shows the failure and a retry.
    found: ([setup]) => setupFound(setup),
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

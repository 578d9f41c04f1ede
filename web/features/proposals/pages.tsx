// A professional's proposals (spec §2.7).
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import type { ProposalsCreateProposalJobQuery, ProposalsProposalQuery } from '../../generated/graphql.ts';
import { connection, type PageDefinition, query } from '../../lib/pages.ts';
import { CreateProposalPage, createProposalVariables } from './create-proposal-page.tsx';
import {
  ProposalsCreateProposalJobDocument,
  ProposalsProposalDocument,
  ProposalsProposalListDocument,
} from './generated/documents.ts';
import { MyProposalPage, proposalVariables } from './my-proposal-page.tsx';
import { MyProposalsPage, proposalListVariables } from './my-proposals-page.tsx';

export const PAGES = {
  createProposal: {
    render: ({ params }) => <CreateProposalPage params={params} />,
    data: ({ params }) => [
      query(ProposalsCreateProposalJobDocument, createProposalVariables(params)),
      // The templates the message can start from (decision 048).
      query(TemplatePickerDocument),
    ],
    // A failed query is not a missing job: the page then shows the failure and a retry.
    found: ([job]) => job === undefined || (job as ProposalsCreateProposalJobQuery).serviceRequest !== null,
  },
  myProposalsContacts: {
    render: () => <MyProposalsPage archived={false} />,
    data: ({ search }) => [connection(ProposalsProposalListDocument, proposalListVariables(search, false))],
  },
  myProposalsArchive: {
    render: () => <MyProposalsPage archived />,
    data: ({ search }) => [connection(ProposalsProposalListDocument, proposalListVariables(search, true))],
  },
  myProposal: {
    render: ({ params }) => <MyProposalPage params={params} />,
    data: ({ params }) => [query(ProposalsProposalDocument, proposalVariables(params))],
    found: ([result]) => result === undefined || (result as ProposalsProposalQuery).proposal !== null,
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

// ServicePro/MyProposalMessages and Consumer/Messages: the one conversation of a proposal, seen from
// the professional's side (about the job, with the home owner) or the home owner's (with the pro,
// their checks and review score).
import { useLingui } from '@lingui/react';
import { TemplatePickerDocument } from '../../components/message-templates/generated/documents.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { RatingSummary, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { MessagesConversationHeaderQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { connection, type PageDataInput, type PageDefinition, query } from '../../lib/pages.ts';
import { Link } from '../../lib/router.tsx';
import { Conversation, conversationVariables } from './conversation.tsx';
import { MessagesConversationDocument, MessagesConversationHeaderDocument } from './generated/documents.ts';

export type ConversationSide = 'PRO' | 'CONSUMER';
type Proposal = NonNullable<MessagesConversationHeaderQuery['proposal']>;

const proposalIdOf = (side: ConversationSide, params: Readonly<Record<string, string>>) =>
  (side === 'PRO' ? params.id : params.proposalId) ?? '';

// The page definition of either side: its queries run on the server, and 404 when the proposal is
// not the caller's to see (a failed query is shown, with a retry, by the page itself).
export function conversationPage(side: ConversationSide): PageDefinition {
  return {
    render: ({ params }) => (
      <ConversationPage
        side={side}
        proposalId={proposalIdOf(side, params)}
        serviceRequestId={side === 'CONSUMER' ? params.serviceRequestId : undefined}
      />
    ),
    data: ({ params }: PageDataInput) => {
      const id = proposalIdOf(side, params);
      return [
        query(MessagesConversationHeaderDocument, { id }),
        connection(MessagesConversationDocument, conversationVariables(id)),
        // The professional's templates to write with (decision 048).
        ...(side === 'PRO' ? [query(TemplatePickerDocument)] : []),
      ];
    },
    found: ([header]) => header === undefined || (header as MessagesConversationHeaderQuery).proposal !== null,
  };
}

export function ConversationPage({
  side,
  proposalId,
  serviceRequestId,
}: {
  side: ConversationSide;
  proposalId: string;
  serviceRequestId?: string;
}) {
  const { i18n } = useLingui();
  const { data, error, mutate } = useQuery(MessagesConversationHeaderDocument, { id: proposalId });
  return (
    <div className="narrow conversation-page">
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ proposal }) =>
          // The home owner's address names the job too: it must be the proposal's.
          proposal && (serviceRequestId === undefined || proposal.serviceRequest.id === serviceRequestId) ? (
            side === 'PRO' ? (
              <ProSide proposal={proposal} />
            ) : (
              <ConsumerSide proposal={proposal} />
            )
          ) : (
            <>
              <PageHeading title={i18n._({ id: 'messages.not-found', message: 'Conversation not found' })} />
              <EmptyState
                title={i18n._({
                  id: 'messages.not-found-text',
                  message: 'This conversation does not exist or is not yours.',
                })}
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function proName(proposal: Proposal): string {
  const pro = proposal.servicePro;
  return pro.companyProfile?.companyName ?? `${pro.firstName} ${pro.lastName}`;
}

function ProSide({ proposal }: { proposal: Proposal }) {
  const { i18n } = useLingui();
  const owner = proposal.serviceRequest.consumer.displayName;
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'messages.pro.title', message: 'Messages with {owner}', values: { owner } })}
        lead={i18n._({
          id: 'messages.about-job',
          message: 'About the job: {service}',
          values: { service: proposal.serviceRequest.service.name },
        })}
      >
        <p>
          <Link to="myProposal" params={{ id: proposal.id }}>
            {i18n._({ id: 'messages.pro.back', message: 'Back to your proposal' })}
          </Link>
        </p>
      </PageHeading>
      <Conversation
        proposalId={proposal.id}
        otherName={owner}
        withTemplates
        emptyText={i18n._({
          id: 'messages.pro.empty',
          message: 'Ask {owner} anything you need to know about the job.',
          values: { owner },
        })}
      />
    </>
  );
}

function ConsumerSide({ proposal }: { proposal: Proposal }) {
  const { i18n } = useLingui();
  const name = proName(proposal);
  const pro = proposal.servicePro;
  return (
    <>
      <PageHeading
        title={i18n._({ id: 'messages.consumer.title', message: 'Messages with {pro}', values: { pro: name } })}
        lead={i18n._({
          id: 'messages.about-job',
          message: 'About the job: {service}',
          values: { service: proposal.serviceRequest.service.name },
        })}
      >
        <p className="pro-trust">
          {pro.isVerified ? <VerifiedBadge /> : null}{' '}
          <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
        </p>
        <p className="aside-links">
          <Link to="overviewProfessionals" params={{ id: proposal.serviceRequest.id }}>
            {i18n._({ id: 'messages.consumer.back', message: 'Back to the professionals for this job' })}
          </Link>
          <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
            {i18n._({ id: 'messages.consumer.profile', message: 'View profile' })}
          </Link>
        </p>
      </PageHeading>
      <Conversation
        proposalId={proposal.id}
        otherName={name}
        emptyText={i18n._({
          id: 'messages.consumer.empty',
          message: 'Ask {pro} about their proposal, their price or when they can start.',
          values: { pro: name },
        })}
      />
    </>
  );
}

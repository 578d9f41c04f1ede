// ServicePro/MyProposal (spec §2.7 my-proposal/{id}): one response with where it stands and how it
// got there, the job, what the professional proposed, the home owner's contact details once the
// API reveals them (after shortlisting), and the way to the messages.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Money } from '../../components/ui/money.tsx';
import { Photo } from '../../components/ui/photo.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProposalsProposalQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { ProposalsProposalDocument } from './generated/documents.ts';
import { JobSummary } from './job-summary.tsx';
import { proposalStatusTone, useLabels } from './labels.ts';
import { PriceText } from './price.tsx';

type Proposal = NonNullable<ProposalsProposalQuery['proposal']>;

export function proposalVariables(params: Readonly<Record<string, string>>) {
  return { id: params.id ?? '' };
}

export function MyProposalPage({ params }: { params: Readonly<Record<string, string>> }) {
  const { i18n } = useLingui();
  const { data, error, mutate } = useQuery(ProposalsProposalDocument, proposalVariables(params));
  return (
    <div className="my-proposal">
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ proposal }) =>
          proposal ? (
            <ProposalView proposal={proposal} />
          ) : (
            <>
              <PageHeading title={i18n._({ id: 'proposals.detail.not-found', message: 'Proposal not found' })} />
              <EmptyState
                title={i18n._({
                  id: 'proposals.detail.not-found-text',
                  message: 'This proposal does not exist or is not yours.',
                })}
                action={
                  <Link to="myProposalsContacts" className="button">
                    {i18n._({ id: 'proposals.detail.back-to-list', message: 'Back to my proposals' })}
                  </Link>
                }
              />
            </>
          )
        }
      </QueryState>
    </div>
  );
}

const CAN_STILL_PROPOSE = new Set(['INVITED', 'INTERESTED']);

function ProposalView({ proposal }: { proposal: Proposal }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const { formatDateTime } = useDateFormatters();
  const job = proposal.serviceRequest;
  const history: { key: string; label: string; at: string | null }[] = [
    {
      key: 'responded',
      label:
        proposal.status === 'INVITED'
          ? i18n._({ id: 'proposals.history.invited', message: 'Invited by the home owner' })
          : i18n._({ id: 'proposals.history.responded', message: 'You responded to the job' }),
      at: proposal.createdAt,
    },
  ];
  if (proposal.proposedAt) {
    history.push({
      key: 'proposed',
      label: i18n._({ id: 'proposals.history.proposed', message: 'You sent your proposal' }),
      at: proposal.proposedAt,
    });
  }
  if (proposal.status !== 'INVITED' && proposal.status !== 'INTERESTED' && proposal.status !== 'PROPOSED') {
    history.push({
      key: 'now',
      label: labels.proposalStatus(proposal.status),
      at: proposal.status === 'CLOSED' ? job.closedAt : null,
    });
  }
  return (
    <>
      <PageHeading
        title={i18n._({
          id: 'proposals.detail.title',
          message: 'Your proposal for {service}',
          values: { service: job.service.name },
        })}
      >
        <p className="proposal-status-line">
          {i18n._({ id: 'proposals.detail.status', message: 'Status:' })}{' '}
          <span data-testid="proposal-status" data-status={proposal.status}>
            <StatusPill tone={proposalStatusTone(proposal.status)}>{labels.proposalStatus(proposal.status)}</StatusPill>
          </span>
        </p>
      </PageHeading>
      <div className="actions">
        <Link to="myProposalMessages" params={{ id: proposal.id }} className="button">
          <Icon icon="message-square" />
          {proposal.unreadCount > 0
            ? i18n._({
                id: 'proposals.detail.messages-unread',
                message: 'Messages ({count, plural, one {# new} other {# new}})',
                values: { count: proposal.unreadCount },
              })
            : i18n._({ id: 'proposals.detail.messages', message: 'Messages with the home owner' })}
        </Link>
        {CAN_STILL_PROPOSE.has(proposal.status) && job.status === 'OPEN' ? (
          <Link to="createProposal" params={{ id: job.id }} className="button secondary">
            {i18n._({ id: 'proposals.detail.send-proposal', message: 'Send a proposal' })}
          </Link>
        ) : null}
      </div>
      <section className="card" aria-labelledby="proposal-history">
        <h2 id="proposal-history">{i18n._({ id: 'proposals.detail.history', message: 'History' })}</h2>
        <ol className="status-history" data-testid="proposal-history">
          {history.map((entry) => (
            <li key={entry.key}>
              <span>{entry.label}</span>
              {entry.at ? <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> : null}
            </li>
          ))}
        </ol>
        {proposal.declineReason ? (
          <p>
            {i18n._({
              id: 'proposals.detail.decline-reason',
              message: 'The home owner said: "{reason}"',
              values: { reason: proposal.declineReason },
            })}
          </p>
        ) : null}
      </section>
      <ContactDetails proposal={proposal} />
      <JobSummary job={job} />
      {proposal.proposedAt ? <ProposalContents proposal={proposal} /> : null}
    </>
  );
}

function ContactDetails({ proposal }: { proposal: Proposal }) {
  const { i18n } = useLingui();
  const owner = proposal.serviceRequest.consumer;
  return (
    <section className="card" aria-labelledby="proposal-contact" data-testid="proposal-contact">
      <h2 id="proposal-contact">{i18n._({ id: 'proposals.detail.contact', message: 'Home owner' })}</h2>
      <div className="proposal-item-owner">
        <Avatar name={owner.displayName} />
        <p className="proposal-owner-name">{owner.displayName}</p>
      </div>
      {owner.phone ? (
        <p className="proposal-owner-phone">
          <Icon icon="phone" />
          {i18n._({ id: 'proposals.detail.phone', message: 'Phone:' })} <a href={`tel:${owner.phone}`}>{owner.phone}</a>
        </p>
      ) : (
        <p className="hint-text">
          {i18n._({
            id: 'proposals.detail.phone-hidden',
            message:
              'The phone number of the home owner is shown here once they shortlist or hire you. Until then, use the messages.',
          })}
        </p>
      )}
    </section>
  );
}

function ProposalContents({ proposal }: { proposal: Proposal }) {
  const { i18n } = useLingui();
  return (
    <section className="card" aria-labelledby="proposal-contents">
      <h2 id="proposal-contents">{i18n._({ id: 'proposals.detail.contents', message: 'What you proposed' })}</h2>
      <dl className="facts">
        {proposal.additionalInfo ? (
          <div>
            <dt>{i18n._({ id: 'proposals.step.additional-info', message: 'Your message' })}</dt>
            <dd className="preserve-lines">{proposal.additionalInfo}</dd>
          </div>
        ) : null}
        <div>
          <dt>{i18n._({ id: 'proposals.step.request-home-visit', message: 'Home visit' })}</dt>
          <dd>
            {proposal.homeVisitRequested
              ? i18n._({ id: 'proposals.detail.home-visit-yes', message: 'You asked to visit first' })
              : i18n._({ id: 'proposals.detail.home-visit-no', message: 'Not needed' })}
            {proposal.homeVisitNote ? <span className="proposal-price-note">{proposal.homeVisitNote}</span> : null}
          </dd>
        </div>
        {proposal.price ? (
          <div>
            <dt>{i18n._({ id: 'proposals.step.price-estimate', message: 'Your price' })}</dt>
            <dd>
              <PriceText price={proposal.price} />
            </dd>
          </div>
        ) : null}
        {proposal.availability ? (
          <div>
            <dt>{i18n._({ id: 'proposals.step.availability', message: 'When you can start' })}</dt>
            <dd>{proposal.availability}</dd>
          </div>
        ) : null}
        {proposal.leadFee ? (
          <div>
            <dt>{i18n._({ id: 'proposals.detail.lead-fee', message: 'Cost of responding' })}</dt>
            <dd>
              <Money value={proposal.leadFee} />
            </dd>
          </div>
        ) : null}
      </dl>
      {proposal.similarWork.length > 0 ? (
        <>
          <h3>{i18n._({ id: 'proposals.step.similar-work', message: 'Similar work' })}</h3>
          <ul className="photo-grid">
            {proposal.similarWork.map((photo, index) => (
              <li key={photo.id}>
                <Photo
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  sizes="(min-width: 60rem) 19rem, (min-width: 48rem) 31vw, 50vw"
                  alt={
                    photo.caption ||
                    i18n._({
                      id: 'proposals.create.photo-name',
                      message: 'Photo {number}',
                      values: { number: index + 1 },
                    })
                  }
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

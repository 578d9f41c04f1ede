// ServicePro/MyProposalsContacts and ServicePro/MyProposalsArchive (spec §2.7): the professional's
// responses, newest first, a page at a time; the contacts filtered by status (in the address), and
// each one archived or brought back.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ProposalsProposalListQuery, ProposalsProposalListQueryVariables } from '../../generated/graphql.ts';
import { type ConnectionResult, useConnection } from '../../lib/connection.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import {
  ProposalsArchiveProposalDocument,
  ProposalsProposalListDocument,
  ProposalsUnarchiveProposalDocument,
} from './generated/documents.ts';
import { placeName } from './job-summary.tsx';
import { isProposalStatus, PROPOSAL_STATUSES, proposalStatusTone, useLabels } from './labels.ts';
import { PriceText } from './price.tsx';

type Item = ProposalsProposalListQuery['tradespersonProposalList']['edges'][number]['node'];

export const PROPOSALS_PAGE_SIZE = 20;

// The list's variables from the address: the same on the server and in the page.
export function proposalListVariables(
  search: URLSearchParams,
  archived: boolean,
): Omit<ProposalsProposalListQueryVariables, 'after'> {
  const status = archived ? null : search.get('status');
  return {
    archived,
    first: PROPOSALS_PAGE_SIZE,
    ...(isProposalStatus(status) ? { status: [status] } : {}),
  };
}

export function MyProposalsPage({ archived }: { archived: boolean }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const labels = useLabels();
  const variables = proposalListVariables(router.query, archived);
  const list = useConnection(ProposalsProposalListDocument, variables, (data) => data.tradespersonProposalList);
  const status = archived ? null : router.query.get('status');
  const filtered = isProposalStatus(status);

  const setStatus = (value: string) => {
    const next = new URLSearchParams(router.query);
    if (value) next.set('status', value);
    else next.delete('status');
    router.replaceQuery(next);
  };

  return (
    <div className="my-proposals">
      <PageHeading
        title={
          archived
            ? i18n._({ id: 'proposals.list.archive-title', message: 'Archived proposals' })
            : i18n._({ id: 'proposals.list.title', message: 'My proposals' })
        }
        lead={
          archived
            ? i18n._({
                id: 'proposals.list.archive-lead',
                message: 'Responses you put away. Bring one back to see it with your contacts again.',
              })
            : i18n._({
                id: 'proposals.list.lead',
                message: 'The jobs you responded to and where each one stands.',
              })
        }
      />
      <nav aria-label={i18n._({ id: 'proposals.list.views', message: 'Proposal lists' })} className="sub-nav">
        <Link to="myProposalsContacts">{i18n._({ id: 'proposals.list.contacts-link', message: 'Contacts' })}</Link>
        <Link to="myProposalsArchive">{i18n._({ id: 'proposals.list.archive-link', message: 'Archive' })}</Link>
      </nav>
      {archived ? null : (
        <div className="list-filters">
          <SelectField
            name="status"
            data-testid="proposals-status-filter"
            label={i18n._({ id: 'proposals.list.status-filter', message: 'Show' })}
            value={filtered ? status : ''}
            onChange={(event) => setStatus(event.target.value)}
            options={[
              { value: '', label: i18n._({ id: 'proposals.list.all-statuses', message: 'All statuses' }) },
              ...PROPOSAL_STATUSES.map((value) => ({ value, label: labels.proposalStatus(value) })),
            ]}
          />
        </div>
      )}
      <ProposalListBody list={list} archived={archived} filtered={filtered} />
    </div>
  );
}

function ProposalListBody({
  list,
  archived,
  filtered,
}: {
  list: ConnectionResult<Item>;
  archived: boolean;
  filtered: boolean;
}) {
  const { i18n } = useLingui();
  if (list.error && list.items.length === 0)
    return <LoadFailed error={list.error} onRetry={() => void list.refresh()} />;
  if (list.isLoading && list.items.length === 0) return <Loading />;
  if (list.items.length === 0) {
    if (archived) {
      return (
        <EmptyState title={i18n._({ id: 'proposals.list.archive-empty', message: 'Nothing archived' })}>
          <p>
            {i18n._({
              id: 'proposals.list.archive-empty-text',
              message: 'Proposals you archive from your contacts are kept here.',
            })}
          </p>
        </EmptyState>
      );
    }
    if (filtered) {
      return (
        <EmptyState title={i18n._({ id: 'proposals.list.filter-empty', message: 'No proposals with this status' })} />
      );
    }
    return (
      <EmptyState
        title={i18n._({ id: 'proposals.list.empty', message: 'You have not responded to any jobs yet' })}
        action={
          <Link to="newServiceRequests" className="button">
            {i18n._({ id: 'proposals.create.see-new-jobs', message: 'See new jobs' })}
          </Link>
        }
      >
        <p>
          {i18n._({
            id: 'proposals.list.empty-text',
            message: 'Find a job that suits you and send the home owner a proposal.',
          })}
        </p>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="list proposal-list" data-testid="proposal-list">
        {list.items.map((item) => (
          <ProposalItem key={item.id} item={item} archived={archived} onChanged={() => void list.refresh()} />
        ))}
      </ul>
      <LoadMore hasMore={list.hasMore} isLoadingMore={list.isLoadingMore} onLoadMore={list.loadMore} />
    </>
  );
}

function ProposalItem({ item, archived, onChanged }: { item: Item; archived: boolean; onChanged: () => void }) {
  const { i18n } = useLingui();
  const labels = useLabels();
  const { formatDate } = useDateFormatters();
  const describeError = useErrorMessage();
  const archive = useMutation(ProposalsArchiveProposalDocument);
  const unarchive = useMutation(ProposalsUnarchiveProposalDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = archive.isMutating || unarchive.isMutating;
  const job = item.serviceRequest;
  const title = i18n._({
    id: 'proposals.job.heading',
    message: '{service} in {place}',
    values: { service: job.service.name, place: placeName(job.location) },
  });

  async function toggle() {
    setFailure(null);
    try {
      const input = { input: { proposalId: item.id } };
      const result = archived
        ? (await unarchive.trigger(input)).unarchiveProposal
        : (await archive.trigger(input)).archiveProposal;
      if (result.__typename === 'NotFound') {
        setFailure(
          i18n._({
            id: 'proposals.list.archive-not-found',
            message: 'This proposal no longer exists. The list has been updated.',
          }),
        );
        onChanged();
        return;
      }
      toast.success(
        archived
          ? i18n._({ id: 'proposals.list.unarchived', message: 'Moved back to your contacts' })
          : i18n._({ id: 'proposals.list.archived', message: 'Moved to the archive' }),
      );
      onChanged();
    } catch (error) {
      setFailure(
        describeError(error) ??
          i18n._({ id: 'proposals.list.archive-failed', message: 'That did not work. Please try again.' }),
      );
    }
  }

  return (
    <li
      className={item.unreadCount > 0 ? 'card proposal-item proposal-item-unread' : 'card proposal-item'}
      data-testid="proposal-item"
    >
      <div className="proposal-item-head">
        <h2>
          <Link to="myProposal" params={{ id: item.id }}>
            {title}
          </Link>
        </h2>
        <StatusPill tone={proposalStatusTone(item.status)}>{labels.proposalStatus(item.status)}</StatusPill>
      </div>
      <div className="proposal-item-owner">
        <Avatar name={job.consumer.displayName} size="small" />
        <p className="proposal-item-meta">
          {i18n._({
            id: 'proposals.list.meta',
            message: 'For {owner} · responded on {date}',
            values: { owner: job.consumer.displayName, date: formatDate(item.createdAt) },
          })}
        </p>
      </div>
      {item.price ? (
        <p className="proposal-item-price">
          <PriceText price={item.price} />
        </p>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="actions">
        <Link to="myProposalMessages" params={{ id: item.id }} className="button secondary">
          <Icon icon="message-square" />
          {item.unreadCount > 0
            ? i18n._({
                id: 'proposals.list.messages-unread',
                message: 'Messages ({count, plural, one {# new} other {# new}})',
                values: { count: item.unreadCount },
              })
            : i18n._({ id: 'proposals.list.messages', message: 'Messages' })}
        </Link>
        <button
          type="button"
          className="button secondary"
          disabled={busy}
          onClick={() => void toggle()}
          data-testid={archived ? 'proposal-unarchive' : 'proposal-archive'}
        >
          <Icon icon={archived ? 'archive-arrow-up' : 'archive'} />
          {archived
            ? i18n._({ id: 'proposals.list.unarchive', message: 'Move back to contacts' })
            : i18n._({ id: 'proposals.list.archive', message: 'Archive' })}
        </button>
      </div>
    </li>
  );
}

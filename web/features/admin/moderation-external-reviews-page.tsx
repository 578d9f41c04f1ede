// §2.9 /admin/external-reviews (decision 078): reviews professionals brought from other sites,
// oldest first, each with a link to where it was written (opened apart, followed by no crawler),
// its author, rating, words and day. Staff approve it onto the profile or reject it with a reason
// the professional sees; each decision is confirmed, said in a toast and the queue read again.
import { useLingui } from '@lingui/react';
import { CellText } from '../../components/ui/cell-text.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { StarRating } from '../../components/ui/stars.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type {
  AdminDecideExternalReviewMutation,
  AdminExternalReviewFragment,
  ModerationDecision,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDecideExternalReviewDocument, AdminExternalReviewsDocument } from './generated/documents.ts';
import { proName, QueuePager, queueVariables, useRejectReason } from './moderation-shared.tsx';

type Result = AdminDecideExternalReviewMutation['decideExternalReview'];

export function ExternalReviewsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const list = useQuery(AdminExternalReviewsDocument, queueVariables(search));
  const decide = useMutation(AdminDecideExternalReviewDocument);
  const rejectReason = useRejectReason();
  const { ask, sheet } = useConfirmedAction('moderation-confirm');

  const say = (result: Result, decision: ModerationDecision) => {
    switch (result.__typename) {
      case 'ExternalReviewDecided':
        toast.success(
          decision === 'APPROVE'
            ? i18n._({
                id: 'admin.moderation.external-approved',
                message: 'The review is approved and shows on the profile.',
              })
            : i18n._({
                id: 'admin.moderation.external-rejected',
                message: 'The review is rejected. The professional is told why.',
              }),
        );
        return;
      case 'NotFound':
        toast.error(
          i18n._({
            id: 'admin.moderation.external-gone',
            message: 'That review is gone: the professional’s account was closed.',
          }),
        );
        return;
      case 'InvalidFields':
        toast.error(
          result.fieldErrors.some((error) => error.field === 'reason' && error.code === 'REQUIRED')
            ? i18n._({
                id: 'admin.moderation.external-reason-required',
                message: 'Say why the review is rejected: the professional sees the reason.',
              })
            : i18n._({ id: 'admin.moderation.external-refused', message: 'The decision was refused. Try again.' }),
        );
        return;
    }
  };

  const askDecision = (item: AdminExternalReviewFragment, decision: ModerationDecision) => {
    const values = { author: item.review.authorName, site: item.review.sourceName, pro: proName(item.pro) };
    ask({
      ...(decision === 'APPROVE'
        ? {
            title: i18n._({ id: 'admin.moderation.external-approve', message: 'Approve the review' }),
            text: i18n._({
              id: 'admin.moderation.external-approve-text',
              message: '{author}’s review from {site} shows on {pro}’s profile, apart from the score.',
              values,
            }),
            confirm: i18n._({ id: 'admin.moderation.approve', message: 'Approve' }),
          }
        : {
            title: i18n._({ id: 'admin.moderation.external-reject', message: 'Reject the review' }),
            text: i18n._({
              id: 'admin.moderation.external-reject-text',
              message: '{author}’s review from {site} stays off {pro}’s profile. They are told why.',
              values,
            }),
            confirm: i18n._({ id: 'admin.moderation.reject', message: 'Reject' }),
            danger: true,
            reason: rejectReason,
          }),
      run: async (reason) => {
        const { decideExternalReview } = await decide.trigger({ input: { id: item.review.id, decision, reason } });
        say(decideExternalReview, decision);
        void list.mutate();
      },
    });
  };

  const columns: Column<AdminExternalReviewFragment>[] = [
    {
      key: 'source',
      header: i18n._({ id: 'admin.moderation.source', message: 'Where it was written' }),
      cell: ({ review }) => (
        <a href={review.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
          {review.sourceName}
        </a>
      ),
    },
    {
      key: 'author',
      header: i18n._({ id: 'admin.moderation.written-by', message: 'Written by' }),
      cell: ({ review }) => review.authorName,
    },
    {
      key: 'rating',
      header: i18n._({ id: 'admin.moderation.rating', message: 'Rating' }),
      nowrap: true,
      cell: ({ review }) => <StarRating value={review.rating} size="small" />,
    },
    {
      key: 'review',
      header: i18n._({ id: 'admin.moderation.review', message: 'Review' }),
      cell: ({ review }) => <CellText>{review.body}</CellText>,
    },
    {
      key: 'pro',
      header: i18n._({ id: 'admin.moderation.pro', message: 'Professional' }),
      cell: ({ pro }) => proName(pro),
    },
    {
      key: 'written',
      header: i18n._({ id: 'admin.moderation.written', message: 'Written' }),
      nowrap: true,
      // A day without a time: read as that day wherever the page is rendered.
      cell: ({ review }) => formatDate(`${review.reviewedOn}T12:00:00Z`, { dateStyle: 'medium' }),
    },
    {
      key: 'arrived',
      header: i18n._({ id: 'admin.moderation.arrived', message: 'Arrived' }),
      nowrap: true,
      cell: ({ review }) => formatDate(review.createdAt, { dateStyle: 'medium' }),
    },
    {
      key: 'decide',
      header: i18n._({ id: 'admin.moderation.decide', message: 'Decide' }),
      cell: (item) => (
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            onClick={() => askDecision(item, 'APPROVE')}
            data-testid={`approve-${item.review.id}`}
          >
            {i18n._({ id: 'admin.moderation.approve', message: 'Approve' })}
          </button>
          <button
            type="button"
            className="button ghost"
            onClick={() => askDecision(item, 'REJECT')}
            data-testid={`reject-${item.review.id}`}
          >
            {i18n._({ id: 'admin.moderation.reject', message: 'Reject' })}
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      title={i18n._({ id: 'admin.nav.external-reviews', message: 'Reviews from elsewhere' })}
      lead={i18n._({
        id: 'admin.moderation.external-lead',
        message:
          'Reviews professionals brought from other sites, oldest first. Check each at its source before it shows on the profile.',
      })}
      testId="admin-external-reviews"
    >
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ externalReviewsToReview: reviews }) => (
          <>
            {reviews.edges.length === 0 ? (
              <EmptyState title={i18n._({ id: 'admin.moderation.none', message: 'Nothing waiting' })} />
            ) : (
              <DataTable
                caption={i18n._({ id: 'admin.nav.external-reviews', message: 'Reviews from elsewhere' })}
                columns={columns}
                rows={reviews.edges.map((edge) => edge.node)}
                rowKey={(item) => item.review.id}
                testId="admin-external-reviews-table"
              />
            )}
            <QueuePager {...reviews.pageInfo} />
          </>
        )}
      </QueryState>
      {sheet}
    </AdminPage>
  );
}

// §2.9 /admin/reviews (decision 078): reviews are published the moment their writer sends them,
// and staff take down what breaks the rules. The list is every review, newest first, or only the
// published or the taken-down ones (the filter is in the address). Taking one down asks the
// reason the reviewer is told; putting one back publishes it again. Each is confirmed, said in a
// toast — a take-down's with an Undo that puts the review back — and the list read again.
import { useLingui } from '@lingui/react';
import { CellText } from '../../components/ui/cell-text.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { StarRating } from '../../components/ui/stars.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type {
  AdminModerateReviewMutation,
  AdminModerationReviewFragment,
  ModerationDecision,
  ReviewStatus,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminModerateReviewDocument, AdminReviewModerationDocument } from './generated/documents.ts';
import { choiceParam, listHref } from './list-address.ts';
import { proName, QueuePager, queueVariables, useRejectReason } from './moderation-shared.tsx';

const STATUSES = ['APPROVED', 'REJECTED'] as const satisfies readonly ReviewStatus[];

// The list the address names: published, taken down, or (without a status) every review.
export function reviewsVariables(search: URLSearchParams) {
  return { status: choiceParam(search, 'status', STATUSES), ...queueVariables(search) };
}

type Result = AdminModerateReviewMutation['moderateReview'];

export function ReviewsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const { pathname, query } = useRouter();
  const { formatDate } = useDateFormatters();
  const errorMessage = useErrorMessage();
  const variables = reviewsVariables(search);
  const list = useQuery(AdminReviewModerationDocument, variables);
  const moderate = useMutation(AdminModerateReviewDocument);
  const rejectReason = useRejectReason();
  const { ask, sheet } = useConfirmedAction('moderation-confirm');

  // The failures of a decision, in words; true when the review was decided.
  const said = (result: Result, decision: ModerationDecision): boolean => {
    if (result.__typename === 'ReviewModerated') return true;
    switch (result.code) {
      case 'REVIEW_NOT_FOUND':
        toast.error(
          i18n._({ id: 'admin.moderation.review-gone', message: 'That review is gone: its account was closed.' }),
        );
        break;
      case 'REVIEW_ALREADY_APPROVED':
        toast.error(
          i18n._({ id: 'admin.moderation.review-already-published', message: 'The review is published already.' }),
        );
        break;
      default:
        toast.error(
          decision === 'APPROVE'
            ? i18n._({ id: 'admin.moderation.review-not-published', message: 'The review could not be put back.' })
            : i18n._({ id: 'admin.moderation.review-not-taken-down', message: 'The review could not be taken down.' }),
        );
    }
    return false;
  };

  // Puts back a review just taken down, from the toast's Undo: the reverse of the decision, asked
  // for no confirmation because it restores what was.
  const undoTakeDown = async (id: string) => {
    try {
      const { moderateReview } = await moderate.trigger({ input: { reviewId: id, decision: 'APPROVE' } });
      if (said(moderateReview, 'APPROVE')) {
        toast.success(i18n._({ id: 'admin.moderation.review-back', message: 'The review is published again.' }));
      }
    } catch (failure) {
      const words = errorMessage(failure);
      if (words) toast.error(words);
    }
    void list.mutate();
  };

  const takeDown = (review: AdminModerationReviewFragment) =>
    ask({
      title: i18n._({ id: 'admin.moderation.take-down', message: 'Take the review down' }),
      text: i18n._({
        id: 'admin.moderation.take-down-text',
        message: '“{title}” leaves {pro}’s profile and score. Its writer is told why.',
        values: { title: review.title, pro: proName(review.servicePro) },
      }),
      confirm: i18n._({ id: 'admin.moderation.take-down-confirm', message: 'Take down' }),
      danger: true,
      reason: rejectReason,
      run: async (reason) => {
        const { moderateReview } = await moderate.trigger({
          input: { reviewId: review.id, decision: 'REJECT', note: reason },
        });
        if (said(moderateReview, 'REJECT')) {
          toast.success(i18n._({ id: 'admin.moderation.review-taken-down', message: 'The review is taken down.' }), {
            action: {
              label: i18n._({ id: 'admin.moderation.undo', message: 'Undo' }),
              onClick: () => void undoTakeDown(review.id),
            },
            duration: 8000,
          });
        }
        void list.mutate();
      },
    });

  const putBack = (review: AdminModerationReviewFragment) =>
    ask({
      title: i18n._({ id: 'admin.moderation.put-back', message: 'Put the review back' }),
      text: i18n._({
        id: 'admin.moderation.put-back-text',
        message: '“{title}” shows on {pro}’s profile again and counts in the score.',
        values: { title: review.title, pro: proName(review.servicePro) },
      }),
      confirm: i18n._({ id: 'admin.moderation.put-back-confirm', message: 'Put back' }),
      run: async () => {
        const { moderateReview } = await moderate.trigger({ input: { reviewId: review.id, decision: 'APPROVE' } });
        if (said(moderateReview, 'APPROVE')) {
          toast.success(i18n._({ id: 'admin.moderation.review-back', message: 'The review is published again.' }));
        }
        void list.mutate();
      },
    });

  const columns: Column<AdminModerationReviewFragment>[] = [
    {
      key: 'review',
      header: i18n._({ id: 'admin.moderation.review', message: 'Review' }),
      cell: (review) => <CellText heading={review.title}>{review.body}</CellText>,
    },
    {
      key: 'rating',
      header: i18n._({ id: 'admin.moderation.rating', message: 'Rating' }),
      nowrap: true,
      cell: (review) => <StarRating value={review.rating} size="small" />,
    },
    {
      key: 'pro',
      header: i18n._({ id: 'admin.moderation.pro', message: 'Professional' }),
      cell: (review) => `${proName(review.servicePro)} · ${review.service.name}`,
    },
    {
      key: 'author',
      header: i18n._({ id: 'admin.moderation.written-by', message: 'Written by' }),
      cell: (review) => review.reviewerName,
    },
    {
      key: 'written',
      header: i18n._({ id: 'admin.moderation.written', message: 'Written' }),
      nowrap: true,
      cell: (review) => formatDate(review.createdAt, { dateStyle: 'medium' }),
    },
    {
      key: 'status',
      header: i18n._({ id: 'admin.moderation.status', message: 'Status' }),
      cell: (review) =>
        review.status === 'APPROVED' ? (
          <StatusPill tone="good">{i18n._({ id: 'admin.moderation.published', message: 'Published' })}</StatusPill>
        ) : (
          <StatusPill tone="bad">{i18n._({ id: 'admin.moderation.taken-down', message: 'Taken down' })}</StatusPill>
        ),
    },
    {
      key: 'decide',
      header: i18n._({ id: 'admin.moderation.decide', message: 'Decide' }),
      cell: (review) =>
        review.status === 'APPROVED' ? (
          <button
            type="button"
            className="button danger"
            onClick={() => takeDown(review)}
            data-testid={`take-down-${review.id}`}
          >
            {i18n._({ id: 'admin.moderation.take-down-confirm', message: 'Take down' })}
          </button>
        ) : (
          <button
            type="button"
            className="button secondary"
            onClick={() => putBack(review)}
            data-testid={`put-back-${review.id}`}
          >
            {i18n._({ id: 'admin.moderation.put-back-confirm', message: 'Put back' })}
          </button>
        ),
    },
  ];

  return (
    <AdminPage
      title={i18n._({ id: 'admin.moderation.reviews-title', message: 'Reviews' })}
      lead={i18n._({
        id: 'admin.moderation.reviews-lead',
        message:
          'Reviews are published as soon as they are written, newest first here. Take down what breaks the rules.',
      })}
      testId="admin-reviews"
    >
      <FilterBar
        label={i18n._({ id: 'admin.moderation.reviews-filter', message: 'Filter the reviews' })}
        action={pathname}
        clearHref={variables.status ? listHref(pathname, query, { status: null }) : null}
      >
        <SelectField
          label={i18n._({ id: 'admin.moderation.status', message: 'Status' })}
          name="status"
          defaultValue={variables.status ?? ''}
          options={[
            { value: '', label: i18n._({ id: 'admin.moderation.all-reviews', message: 'All reviews' }) },
            { value: 'APPROVED', label: i18n._({ id: 'admin.moderation.published', message: 'Published' }) },
            { value: 'REJECTED', label: i18n._({ id: 'admin.moderation.taken-down', message: 'Taken down' }) },
          ]}
        />
      </FilterBar>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {({ reviewModerationQueue: reviews }) => (
          <>
            {reviews.edges.length === 0 ? (
              <EmptyState title={i18n._({ id: 'admin.moderation.no-reviews', message: 'No reviews here' })} />
            ) : (
              <DataTable
                caption={i18n._({ id: 'admin.moderation.reviews-title', message: 'Reviews' })}
                columns={columns}
                rows={reviews.edges.map((edge) => edge.node)}
                rowKey={(review) => review.id}
                testId="admin-reviews-table"
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

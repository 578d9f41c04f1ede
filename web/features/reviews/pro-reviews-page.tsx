// ServicePro/Reviews (spec §2.7 profile reviews): the professional's reviews, newest first, with
// their score, each as customers see it on the profile, and one public response to each; then the
// reviews they bring from elsewhere (decision 078), each with where it stands.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { cardReview, ReviewCard } from '../../components/ui/review-card.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import { RatingSummary, StatusPill } from '../../components/ui/trust.tsx';
import type { ReviewsMyReviewsQuery } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { ExternalReviewsSection } from './external-reviews.tsx';
import { ReviewsMyReviewsDocument, ReviewsProSummaryDocument, ReviewsRespondDocument } from './generated/documents.ts';
import { checkResponse, RESPONSE_BOUNDS, reviewErrorMessage } from './respond-messages.ts';

export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_VARIABLES = { first: REVIEWS_PAGE_SIZE };

type Review = ReviewsMyReviewsQuery['myReviews']['edges'][number]['node'];

export function ProReviewsPage() {
  const { i18n } = useLingui();
  const summary = useQuery(ReviewsProSummaryDocument);
  const reviews = useConnection(ReviewsMyReviewsDocument, REVIEWS_VARIABLES, (data) => data.myReviews);
  const me = summary.data?.me;
  const pro = me?.__typename === 'ServicePro' ? me : null;

  return (
    <div className="consumer-page">
      <PageHeading
        title={i18n._({ id: 'reviews.pro.title', message: 'Your reviews' })}
        lead={i18n._({
          id: 'reviews.pro.lead',
          message: 'What your customers say about you. A kind, factual response shows future customers you care.',
        })}
      >
        {pro ? (
          <p className="reviews-score" data-testid="pro-reviews-score">
            <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
          </p>
        ) : null}
        {pro ? (
          <p>
            <Link to="proProfileReviews" params={{ serviceProSlug: pro.slug }}>
              {i18n._({ id: 'reviews.pro.public-link', message: 'See your reviews as customers see them' })}
            </Link>
          </p>
        ) : null}
        <p className="reviews-ask">
          <Link to="proRequestReviews" className="button secondary">
            <Icon icon="mail" />
            {i18n._({ id: 'reviews.pro.ask-link', message: 'Ask past customers for a review' })}
          </Link>
        </p>
      </PageHeading>
      {reviews.error && reviews.items.length === 0 ? (
        <LoadFailed error={reviews.error} onRetry={() => void reviews.refresh()} />
      ) : reviews.isLoading && reviews.items.length === 0 ? (
        <Loading />
      ) : reviews.items.length === 0 ? (
        <EmptyState title={i18n._({ id: 'reviews.pro.empty', message: 'No reviews yet' })}>
          <p>
            {i18n._({
              id: 'reviews.pro.empty-hint',
              message: 'When a customer who hired you reviews your work, it appears here and on your profile.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="list reviews-list">
            {reviews.items.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                companyName={pro ? (pro.companyProfile?.companyName ?? pro.slug) : null}
              />
            ))}
          </ul>
          <LoadMore hasMore={reviews.hasMore} isLoadingMore={reviews.isLoadingMore} onLoadMore={reviews.loadMore} />
        </>
      )}
      <ExternalReviewsSection />
    </div>
  );
}

function ReviewItem({ review, companyName }: { review: Review; companyName: string | null }) {
  const { i18n } = useLingui();
  const [responding, setResponding] = useState(false);
  return (
    <li data-testid="pro-review" data-review-id={review.id}>
      <ReviewCard
        headingLevel={2}
        review={cardReview(review, companyName)}
        about={
          <>
            <Icon icon="wrench" />
            {review.service.name}
          </>
        }
      >
        {review.status === 'REJECTED' ? (
          <p className="reviews-moderation">
            <StatusPill tone="bad">
              {i18n._({ id: 'reviews.pro.rejected', message: 'Hidden by our moderators' })}
            </StatusPill>
          </p>
        ) : null}
        {review.response ? null : responding ? (
          <RespondForm reviewId={review.id} onDone={() => setResponding(false)} />
        ) : (
          <div className="actions reviews-respond">
            <button
              type="button"
              className="button secondary"
              onClick={() => setResponding(true)}
              data-testid="review-respond"
            >
              <Icon icon="reply" />
              {i18n._({ id: 'reviews.respond.open', message: 'Respond to this review' })}
            </button>
          </div>
        )}
      </ReviewCard>
    </li>
  );
}

function RespondForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const respond = useMutation(ReviewsRespondDocument, { revalidate: ['reviewsMyReviews'] });
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = checkResponse(i18n, body);
    setFieldError(invalid);
    if (invalid) return;
    try {
      const { respondToReview: result } = await respond.trigger({ input: { reviewId, body: body.trim() } });
      if (result.__typename === 'ReviewResponded') {
        toast.success(i18n._({ id: 'reviews.respond.done', message: 'Your response is published.' }));
        onDone();
      } else if (result.__typename === 'ReviewFailed') {
        setFailure(reviewErrorMessage(i18n, result.code));
      } else {
        setFieldError(
          result.fieldErrors.some((error) => error.code === 'REQUIRED')
            ? i18n._({ id: 'reviews.respond.required', message: 'Write your response first.' })
            : i18n._({
                id: 'reviews.respond.length',
                message: 'Your response must be {min} to {max} characters long.',
                values: RESPONSE_BOUNDS,
              }),
        );
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'reviews.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  };

  return (
    <form className="form consumer-inline-form" onSubmit={submit} noValidate>
      <h3 tabIndex={-1} ref={heading}>
        {i18n._({ id: 'reviews.respond.title', message: 'Your public response' })}
      </h3>
      <TextArea
        label={i18n._({ id: 'reviews.respond.label', message: 'Response' })}
        hint={i18n._({
          id: 'reviews.respond.hint',
          message: 'Everyone can read it on your profile, and you can respond only once ({min} to {max} characters).',
          values: RESPONSE_BOUNDS,
        })}
        name="response"
        value={body}
        maxLength={RESPONSE_BOUNDS.max}
        error={fieldError}
        onChange={(event) => setBody(event.target.value)}
        data-testid="review-respond-body"
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={respond.isMutating} data-testid="review-respond-submit">
          {i18n._({ id: 'reviews.respond.submit', message: 'Publish response' })}
        </button>
        <button type="button" className="button secondary" disabled={respond.isMutating} onClick={onDone}>
          {i18n._({ id: 'reviews.respond.cancel', message: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}

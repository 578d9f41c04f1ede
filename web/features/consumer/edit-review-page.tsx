// Consumer/EditReview (spec §2.6 /consumer/my-project/{serviceRequestId}/edit-review): the home
// owner reviews the pro they hired for the job, or edits the review they wrote. Saved, they go back
// to their projects, where a toast thanks them.
import { useLingui } from '@lingui/react';
import { type FormEvent, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextArea, TextField } from '../../components/ui/fields.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { RatingSummary, VerifiedBadge } from '../../components/ui/trust.tsx';
import type { ConsumerReviewFormQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import {
  ConsumerEditReviewDocument,
  ConsumerReviewFormDocument,
  ConsumerSubmitReviewDocument,
} from './generated/documents.ts';
import { proName } from './labels.ts';
import { REVIEWED_PARAM } from './my-projects-page.tsx';
import { RatingField } from './rating-field.tsx';
import { REVIEW_BOUNDS, type ReviewErrors, validateReview } from './review-form.ts';
import { type ReviewResult, readReviewResult } from './review-result.ts';

type Data = ConsumerReviewFormQuery;
type Hired = NonNullable<NonNullable<NonNullable<Data['serviceRequest']>['responsesOverview']>['hired']>;

export function EditReviewPage({ serviceRequestId }: { serviceRequestId: string }) {
  const { i18n } = useLingui();
  const form = useQuery(ConsumerReviewFormDocument, { serviceRequestId });
  return (
    <div className="consumer-page narrow">
      <p className="consumer-back">
        <Link to="overviewProfessionals" params={{ id: serviceRequestId }}>
          {i18n._({ id: 'consumer.back-to-responses', message: 'Back to the responses' })}
        </Link>
      </p>
      <QueryState data={form.data} error={form.error} onRetry={() => void form.mutate()}>
        {(data) => {
          const job = data.serviceRequest;
          const hired = job?.responsesOverview?.hired;
          if (job && hired) return <ReviewForm serviceRequestId={job.id} hired={hired} existing={data.myReview} />;
          return (
            <>
              <PageHeading title={i18n._({ id: 'consumer.review.title', message: 'Review your pro' })} />
              <EmptyState
                title={
                  !job
                    ? i18n._({
                        id: 'consumer.overview.missing',
                        message: 'This job does not exist or is not one of yours.',
                      })
                    : job.status === 'OPEN'
                      ? i18n._({
                          id: 'consumer.review.not-hired-yet',
                          message: 'You can write a review once you have hired a pro for this job.',
                        })
                      : i18n._({
                          id: 'consumer.review.cancelled',
                          message: 'This job ended without anyone hired, so there is no one to review.',
                        })
                }
                action={
                  <Link to="myProjects" className="button">
                    {i18n._({ id: 'consumer.back-to-projects', message: 'Back to my projects' })}
                  </Link>
                }
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function ReviewForm({
  serviceRequestId,
  hired,
  existing,
}: {
  serviceRequestId: string;
  hired: Hired;
  existing: Data['myReview'];
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const submit = useMutation(ConsumerSubmitReviewDocument);
  const edit = useMutation(ConsumerEditReviewDocument);
  const busy = submit.isMutating || edit.isMutating;
  const [reviewId, setReviewId] = useState<string | null>(existing?.id ?? null);
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ratingGroup = useRef<HTMLFieldSetElement>(null);
  const pro = hired.servicePro;
  const name = proName(pro);

  const showFieldErrors = (next: ReviewErrors) => {
    setErrors(next);
    const first = (['rating', 'title', 'body'] as const).find((field) => next[field]);
    if (first === 'rating') ratingGroup.current?.querySelector('input')?.focus();
    else if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const handle = (result: ReviewResult) => {
    const outcome = readReviewResult(i18n, result);
    if (outcome.kind === 'saved') router.navigate(router.href('myProjects', { [REVIEWED_PARAM]: '1' }));
    else if (outcome.kind === 'invalid') showFieldErrors(outcome.errors);
    else {
      if (outcome.existingReviewId) setReviewId(outcome.existingReviewId);
      setFailure(outcome.message);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = validateReview(i18n, { rating, title, body });
    if (Object.keys(invalid).length > 0 || rating === null) {
      showFieldErrors(invalid);
      return;
    }
    setErrors({});
    const fields = { rating, title: title.trim(), body: body.trim() };
    try {
      if (reviewId) handle((await edit.trigger({ input: { reviewId, ...fields } })).editReview);
      else handle((await submit.trigger({ input: { serviceRequestId, ...fields } })).submitReview);
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  };

  return (
    <>
      <PageHeading
        title={
          reviewId
            ? i18n._({ id: 'consumer.review.edit-title', message: 'Edit your review of {name}', values: { name } })
            : i18n._({ id: 'consumer.review.write-title', message: 'Review {name}', values: { name } })
        }
        lead={i18n._({
          id: 'consumer.review.lead',
          message: 'Your honest review helps other home owners choose, and helps good pros get more work.',
        })}
      />
      <p className="consumer-trust">
        {pro.isVerified ? <VerifiedBadge /> : null}
        <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
      </p>
      {existing?.status === 'REJECTED' ? (
        <FormMessage>
          {i18n._({
            id: 'consumer.review.rejected',
            message: 'Our moderators held back this review. Please edit it so it describes the work done.',
          })}
        </FormMessage>
      ) : null}
      <form className="form" onSubmit={onSubmit} noValidate data-testid="review-form">
        <RatingField rating={rating} error={errors.rating} groupRef={ratingGroup} onChange={setRating} />
        <TextField
          label={i18n._({ id: 'consumer.review.title-label', message: 'Title' })}
          hint={i18n._({
            id: 'consumer.review.title-hint',
            message: 'Sum it up in a few words ({min} to {max} characters).',
            values: REVIEW_BOUNDS.title,
          })}
          name="title"
          value={title}
          maxLength={REVIEW_BOUNDS.title.max}
          error={errors.title}
          onChange={(event) => setTitle(event.target.value)}
          data-testid="review-title"
        />
        <TextArea
          label={i18n._({ id: 'consumer.review.body-label', message: 'Your review' })}
          hint={i18n._({
            id: 'consumer.review.body-hint',
            message: 'What did they do, and how was it? ({min} to {max} characters)',
            values: REVIEW_BOUNDS.body,
          })}
          name="body"
          value={body}
          maxLength={REVIEW_BOUNDS.body.max}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
          data-testid="review-body"
        />
        {failure ? <FormMessage>{failure}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={busy} data-testid="review-submit">
            {reviewId
              ? i18n._({ id: 'consumer.review.save', message: 'Save your review' })
              : i18n._({ id: 'consumer.review.submit', message: 'Publish your review' })}
          </button>
        </div>
      </form>
    </>
  );
}

// Consumer/EditReview (spec §2.6 /consumer/my-project/{serviceRequestId}/edit-review): the home
// owner reviews the pro they hired for the job, or edits the review they wrote. Saved, they go back
// to their projects, where a toast thanks them.
import { useLingui } from '@lingui/react';
import { type FormEvent, useRef, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextArea, TextField } from '../../components/ui/fields.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { RatingSummary, VerifiedBadge } from '../../components/ui/trust.tsx';
import type {
  ConsumerEditReviewMutation,
  ConsumerReviewFormQuery,
  ConsumerSubmitReviewMutation,
} from '../../generated/graphql.ts';
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
import {
  fieldMessage,
  REVIEW_BOUNDS,
  type ReviewErrors,
  type ReviewField,
  toReviewField,
  validateReview,
} from './review-form.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

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

type Result = ConsumerSubmitReviewMutation['submitReview'] | ConsumerEditReviewMutation['editReview'];

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

  const handle = (result: Result) => {
    switch (result.__typename) {
      case 'ReviewSubmitted':
        router.navigate(router.href('myProjects', { [REVIEWED_PARAM]: '1' }));
        return;
      case 'AlreadyReviewed':
        setReviewId(result.review.id);
        setFailure(
          i18n._({
            id: 'consumer.review.already-reviewed',
            message: 'You had already reviewed this job. Send the form again to replace that review with this one.',
          }),
        );
        return;
      case 'ReviewCancelled':
        setFailure(
          i18n._({
            id: 'consumer.review.cancelled',
            message: 'This job ended without anyone hired, so there is no one to review.',
          }),
        );
        return;
      case 'ReviewNotFound':
        setFailure(
          i18n._({
            id: 'consumer.review.not-found',
            message: 'We could not find a hire to review on this job. Go back to your projects and try again.',
          }),
        );
        return;
      case 'ProfessionalAnonymised':
        setFailure(
          i18n._({
            id: 'consumer.review.pro-anonymised',
            message: 'This pro has closed their account, so they can no longer be reviewed.',
          }),
        );
        return;
      case 'InvalidFields': {
        const next: ReviewErrors = {};
        for (const error of result.fieldErrors) {
          const field = toReviewField(error.field);
          next[field] = fieldMessage(i18n, field, error.code);
        }
        showFieldErrors(next);
        return;
      }
      case 'ContactDetailsShared': {
        const field: ReviewField = toReviewField(result.field);
        showFieldErrors({ [field]: fieldMessage(i18n, field, 'CONTACT_DETAILS') });
        return;
      }
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

  const ratingErrorId = 'consumer-review-rating-error';
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
        <fieldset
          ref={ratingGroup}
          className={errors.rating ? 'consumer-rating field-invalid' : 'consumer-rating'}
          aria-describedby={errors.rating ? ratingErrorId : undefined}
        >
          <legend>{i18n._({ id: 'consumer.review.rating', message: 'Your rating' })}</legend>
          <div className="consumer-rating-options">
            {RATINGS.map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  data-testid={`review-rating-${value}`}
                />
                <span>
                  {i18n._({
                    id: 'consumer.review.stars',
                    message: '{count, plural, one {# star} other {# stars}}',
                    values: { count: value },
                  })}
                </span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id={ratingErrorId} className="field-error" role="alert">
              {errors.rating}
            </p>
          ) : null}
        </fieldset>
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

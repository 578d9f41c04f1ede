// Reviews from elsewhere (decision 078): a professional brings a review a customer wrote on another
// website — the https address where it was published, the author, the rating, the words and the day
// it was written — and sees each one they brought with where it stands: waiting for our team, shown
// on the profile, or refused with the reason. Every field is checked on the page as the API checks
// it, and each refusal of the API is said on its field. They never count towards the score.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { FormMessage, SelectField, TextArea, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { ReviewCard } from '../../components/ui/review-card.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { ModerationStatus, ReviewsExternalReviewFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { ReviewsAddExternalReviewDocument, ReviewsMyExternalReviewsDocument } from './generated/documents.ts';

// The API's bounds (decision 078).
export const EXTERNAL_REVIEW_BOUNDS = {
  urlMax: 500,
  authorMin: 2,
  authorMax: 100,
  bodyMin: 20,
  bodyMax: 3000,
  years: 5,
} as const;

export type ExternalReviewField = 'sourceUrl' | 'authorName' | 'rating' | 'body' | 'reviewedOn';
export type FieldProblem = 'REQUIRED' | 'INVALID' | 'DUPLICATE' | 'CONTACT_DETAILS';
export type ExternalReviewProblems = Partial<Record<ExternalReviewField, FieldProblem>>;

export interface ExternalReviewDraft {
  readonly sourceUrl: string;
  readonly authorName: string;
  readonly rating: string;
  readonly body: string;
  readonly reviewedOn: string;
}

const EMPTY: ExternalReviewDraft = { sourceUrl: '', authorName: '', rating: '', body: '', reviewedOn: '' };
const FIELDS: readonly ExternalReviewField[] = ['sourceUrl', 'authorName', 'rating', 'body', 'reviewedOn'];

function urlProblem(raw: string): FieldProblem | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  if (text.length > EXTERNAL_REVIEW_BOUNDS.urlMax || !URL.canParse(text)) return 'INVALID';
  const url = new URL(text);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? null : 'INVALID';
}

function lengthProblem(raw: string, min: number, max: number): FieldProblem | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  return text.length < min || text.length > max ? 'INVALID' : null;
}

// A day that exists, not after today and less than five years ago (by the calendar in UTC, as the
// API counts it).
function dayProblem(raw: string, now: Date): FieldProblem | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return 'INVALID';
  const day = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) return 'INVALID';
  const oldest = new Date(now);
  oldest.setUTCFullYear(oldest.getUTCFullYear() - EXTERNAL_REVIEW_BOUNDS.years);
  return day > now || day < oldest ? 'INVALID' : null;
}

// The review's own checks before it is sent; empty when it may go.
export function checkExternalReview(draft: ExternalReviewDraft, now = new Date()): ExternalReviewProblems {
  const rating = Number(draft.rating);
  const found: ExternalReviewProblems = {
    sourceUrl: urlProblem(draft.sourceUrl) ?? undefined,
    authorName:
      lengthProblem(draft.authorName, EXTERNAL_REVIEW_BOUNDS.authorMin, EXTERNAL_REVIEW_BOUNDS.authorMax) ?? undefined,
    rating:
      draft.rating === '' ? 'REQUIRED' : Number.isInteger(rating) && rating >= 1 && rating <= 5 ? undefined : 'INVALID',
    body: lengthProblem(draft.body, EXTERNAL_REVIEW_BOUNDS.bodyMin, EXTERNAL_REVIEW_BOUNDS.bodyMax) ?? undefined,
    reviewedOn: dayProblem(draft.reviewedOn, now) ?? undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem)) as ExternalReviewProblems;
}

function useProblemWords(): (field: ExternalReviewField, problem: FieldProblem) => string {
  const { i18n } = useLingui();
  return (field, problem) => {
    if (problem === 'CONTACT_DETAILS') {
      return i18n._({
        id: 'reviews.external.error.contact-details',
        message: 'Leave out phone numbers, email and web addresses: customers contact you through the platform.',
      });
    }
    switch (field) {
      case 'sourceUrl':
        if (problem === 'REQUIRED') {
          return i18n._({
            id: 'reviews.external.error.url-required',
            message: 'Give the address of the page where the review was published.',
          });
        }
        if (problem === 'DUPLICATE') {
          return i18n._({
            id: 'reviews.external.error.url-duplicate',
            message: 'You have already brought this review: the same address and author.',
          });
        }
        return i18n._({
          id: 'reviews.external.error.url-invalid',
          message: 'Give the full address of the page, starting with https:// (at most {max} characters).',
          values: { max: EXTERNAL_REVIEW_BOUNDS.urlMax },
        });
      case 'authorName':
        return problem === 'REQUIRED'
          ? i18n._({ id: 'reviews.external.error.author-required', message: 'Give the name of who wrote it.' })
          : i18n._({
              id: 'reviews.external.error.author-length',
              message: 'The name must be {min} to {max} characters long.',
              values: { min: EXTERNAL_REVIEW_BOUNDS.authorMin, max: EXTERNAL_REVIEW_BOUNDS.authorMax },
            });
      case 'rating':
        return i18n._({
          id: 'reviews.external.error.rating',
          message: 'Choose the rating it gave, from 1 to 5 stars.',
        });
      case 'body':
        return problem === 'REQUIRED'
          ? i18n._({ id: 'reviews.external.error.body-required', message: 'Copy the words of the review.' })
          : i18n._({
              id: 'reviews.external.error.body-length',
              message: 'The review must be {min} to {max} characters long.',
              values: { min: EXTERNAL_REVIEW_BOUNDS.bodyMin, max: EXTERNAL_REVIEW_BOUNDS.bodyMax },
            });
      case 'reviewedOn':
        return problem === 'REQUIRED'
          ? i18n._({ id: 'reviews.external.error.day-required', message: 'Give the day it was written.' })
          : i18n._({
              id: 'reviews.external.error.day-invalid',
              message: 'Give a day that is not in the future and less than {years} years ago.',
              values: { years: EXTERNAL_REVIEW_BOUNDS.years },
            });
    }
  };
}

function useStatusWords(): (status: ModerationStatus) => { text: string; tone: 'neutral' | 'good' | 'bad' } {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'PENDING':
        return {
          text: i18n._({ id: 'reviews.external.status.pending', message: 'Waiting for our team' }),
          tone: 'neutral',
        };
      case 'APPROVED':
        return {
          text: i18n._({ id: 'reviews.external.status.approved', message: 'Shown on your profile' }),
          tone: 'good',
        };
      case 'REJECTED':
        return { text: i18n._({ id: 'reviews.external.status.rejected', message: 'Refused' }), tone: 'bad' };
    }
  };
}

export function ExternalReviewsSection() {
  const { i18n } = useLingui();
  const reviews = useQuery(ReviewsMyExternalReviewsDocument);
  return (
    <section className="account-topic" aria-labelledby="external-reviews-heading" data-testid="external-reviews">
      <h2 id="external-reviews-heading">
        {i18n._({ id: 'reviews.external.title', message: 'Reviews from elsewhere' })}
      </h2>
      <p>
        {i18n._({
          id: 'reviews.external.lead',
          message:
            'Customers may have reviewed you on other websites. Bring those reviews here: once our team checks them, your profile shows them apart from your reviews here, with a link to where they were published. They do not count towards your score.',
        })}
      </p>
      <AddExternalReviewForm />
      <h3>{i18n._({ id: 'reviews.external.list-title', message: 'Reviews you brought' })}</h3>
      <QueryState data={reviews.data} error={reviews.error} onRetry={() => void reviews.mutate()}>
        {({ myExternalReviews }) => <ExternalReviewItems reviews={myExternalReviews} />}
      </QueryState>
    </section>
  );
}

function ExternalReviewItems({ reviews }: { reviews: readonly ReviewsExternalReviewFragment[] }) {
  const { i18n } = useLingui();
  const statusWords = useStatusWords();
  if (reviews.length === 0) {
    return (
      <p className="field-hint" data-testid="external-reviews-none">
        {i18n._({ id: 'reviews.external.none', message: 'You have not brought any reviews yet.' })}
      </p>
    );
  }
  return (
    <ul className="list reviews-list" data-testid="external-reviews-list">
      {reviews.map((review) => {
        const status = statusWords(review.status);
        return (
          <li key={review.id} data-testid="external-review">
            <ReviewCard
              headingLevel={3}
              review={{
                rating: review.rating,
                text: review.body,
                authorName: review.authorName,
                createdAt: `${review.reviewedOn}T12:00:00Z`,
              }}
              about={
                <>
                  <Icon icon="external-link" />
                  <a href={review.sourceUrl} rel="nofollow noopener noreferrer" target="_blank">
                    {review.sourceName}
                  </a>
                </>
              }
            >
              <p className="reviews-moderation" data-testid="external-review-status">
                <StatusPill tone={status.tone}>{status.text}</StatusPill>
              </p>
              {review.status === 'REJECTED' && review.reason ? (
                <p data-testid="external-review-reason">
                  {i18n._({
                    id: 'reviews.external.reason',
                    message: 'Why: {reason}',
                    values: { reason: review.reason },
                  })}
                </p>
              ) : null}
            </ReviewCard>
          </li>
        );
      })}
    </ul>
  );
}

function AddExternalReviewForm() {
  const { i18n } = useLingui();
  const problemWords = useProblemWords();
  const errorMessage = useErrorMessage();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const add = useMutation(ReviewsAddExternalReviewDocument, { revalidate: ['reviewsMyExternalReviews'] });
  const [draft, setDraft] = useState<ExternalReviewDraft>(EMPTY);
  const [problems, setProblems] = useState<ExternalReviewProblems>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: ExternalReviewField) => (value: string) => setDraft((now) => ({ ...now, [field]: value }));
  const errorOf = (field: ExternalReviewField) => {
    const problem = problems[field];
    return problem ? problemWords(field, problem) : null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = checkExternalReview(draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { addExternalReview: answer } = await add.trigger({
        input: {
          sourceUrl: draft.sourceUrl.trim(),
          authorName: draft.authorName.trim(),
          rating: Number(draft.rating),
          body: draft.body.trim(),
          reviewedOn: draft.reviewedOn.trim(),
        },
      });
      switch (answer.__typename) {
        case 'ExternalReviewAdded':
          setDraft(EMPTY);
          toast.success(
            i18n._({
              id: 'reviews.external.added',
              message: 'The review is sent to our team. We let you know once it is checked.',
            }),
          );
          return;
        case 'ExternalReviewLimitReached':
          setFailure(
            i18n._({
              id: 'reviews.external.error.limit',
              message:
                '{waiting, plural, one {# review} other {# reviews}} of yours are waiting for our team already. You can bring more once some are checked.',
              values: { waiting: answer.waiting },
            }),
          );
          return;
        case 'ContactDetailsShared': {
          const field = FIELDS.find((name) => name === answer.field) ?? 'body';
          setProblems({ [field]: 'CONTACT_DETAILS' });
          focusFirstError();
          return;
        }
        case 'InvalidFields': {
          const refused: ExternalReviewProblems = {};
          for (const error of answer.fieldErrors) {
            const field = FIELDS.find((name) => name === error.field);
            if (field)
              refused[field] = error.code === 'REQUIRED' || error.code === 'DUPLICATE' ? error.code : 'INVALID';
          }
          if (Object.keys(refused).length === 0) {
            setFailure(
              i18n._({
                id: 'reviews.external.error.refused',
                message: 'The review could not be taken. Reload the page and try again.',
              }),
            );
            return;
          }
          setProblems(refused);
          focusFirstError();
          return;
        }
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'reviews.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  }

  return (
    <form
      ref={formRef}
      className="form card account-form"
      onSubmit={submit}
      noValidate
      data-testid="external-review-form"
    >
      <TextField
        label={i18n._({ id: 'reviews.external.url.label', message: 'Address of the review' })}
        hint={i18n._({
          id: 'reviews.external.url.hint',
          message: 'The page where it was published, starting with https://',
        })}
        name="sourceUrl"
        type="url"
        inputMode="url"
        value={draft.sourceUrl}
        maxLength={EXTERNAL_REVIEW_BOUNDS.urlMax}
        error={errorOf('sourceUrl')}
        onChange={(event) => set('sourceUrl')(event.target.value)}
      />
      <TextField
        label={i18n._({ id: 'reviews.external.author.label', message: 'Written by' })}
        name="authorName"
        value={draft.authorName}
        maxLength={EXTERNAL_REVIEW_BOUNDS.authorMax}
        error={errorOf('authorName')}
        onChange={(event) => set('authorName')(event.target.value)}
      />
      <SelectField
        label={i18n._({ id: 'reviews.external.rating.label', message: 'Rating' })}
        name="rating"
        value={draft.rating}
        error={errorOf('rating')}
        options={[
          { value: '', label: i18n._({ id: 'reviews.external.rating.choose', message: 'Choose the rating' }) },
          ...[5, 4, 3, 2, 1].map((stars) => ({
            value: String(stars),
            label: i18n._({
              id: 'reviews.external.rating.stars',
              message: '{stars, plural, one {# star} other {# stars}}',
              values: { stars },
            }),
          })),
        ]}
        onChange={(event) => set('rating')(event.target.value)}
      />
      <TextArea
        label={i18n._({ id: 'reviews.external.body.label', message: 'The review' })}
        hint={i18n._({
          id: 'reviews.external.body.hint',
          message: 'Its words as they were published, {min} to {max} characters.',
          values: { min: EXTERNAL_REVIEW_BOUNDS.bodyMin, max: EXTERNAL_REVIEW_BOUNDS.bodyMax },
        })}
        name="body"
        rows={5}
        value={draft.body}
        maxLength={EXTERNAL_REVIEW_BOUNDS.bodyMax}
        error={errorOf('body')}
        onChange={(event) => set('body')(event.target.value)}
      />
      <TextField
        label={i18n._({ id: 'reviews.external.day.label', message: 'Day it was written' })}
        name="reviewedOn"
        type="date"
        value={draft.reviewedOn}
        error={errorOf('reviewedOn')}
        onChange={(event) => set('reviewedOn')(event.target.value)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={add.isMutating} data-testid="external-review-submit">
          {i18n._({ id: 'reviews.external.submit', message: 'Send the review to our team' })}
        </button>
      </div>
    </form>
  );
}

// One review as the field shows it: who wrote it and when, that review's own stars, its title and
// text, what it is about, and the pro's public response under it.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useDateFormatters } from '../../lib/time.ts';
import { Avatar } from './avatar.tsx';
import { StarRating } from './stars.tsx';

export interface ReviewCardReview {
  readonly rating: number;
  readonly title?: string | null;
  readonly text: string;
  readonly authorName: string;
  readonly createdAt: string;
  // The pro's public response; `authorName` is the company that gave it, when known.
  readonly response?: {
    readonly text: string;
    readonly createdAt: string;
    readonly authorName: string | null;
  } | null;
}

// A review as the API gives it (the body, the reviewer, the pro's response) in the card's words; the
// response is signed with the name of the company that gave it.
export interface ReviewFields {
  readonly rating: number;
  readonly title?: string | null;
  readonly body: string;
  readonly reviewerName: string;
  readonly createdAt: string;
  readonly response?: { readonly body: string; readonly createdAt: string } | null;
}

export function cardReview(review: ReviewFields, respondedAs: string | null): ReviewCardReview {
  return {
    rating: review.rating,
    title: review.title,
    text: review.body,
    authorName: review.reviewerName,
    createdAt: review.createdAt,
    response: review.response
      ? { text: review.response.body, createdAt: review.response.createdAt, authorName: respondedAs }
      : null,
  };
}

export function ReviewCard({
  review,
  about,
  headingLevel = 3,
  children,
}: {
  review: ReviewCardReview;
  // Which pro or trade the review is about: "Plumbing · Ace Plumbing".
  about?: ReactNode;
  headingLevel?: 2 | 3;
  // What the reader can do with the review (respond, a moderation note), under it.
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ResponseHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article className="card review-card">
      <div className="review-card-head">
        <Avatar name={review.authorName} size="small" />
        <p className="review-card-byline">
          <span className="review-card-author">{review.authorName}</span>
          <time className="review-card-date" dateTime={review.createdAt}>
            {formatDate(review.createdAt, { dateStyle: 'medium' })}
          </time>
        </p>
      </div>
      <StarRating value={review.rating} />
      {review.title ? (
        <Heading className="review-card-title" data-testid="review-title">
          {review.title}
        </Heading>
      ) : null}
      <p className="review-card-text" data-testid="review-body">
        {review.text}
      </p>
      {about ? <p className="review-card-about">{about}</p> : null}
      {review.response ? (
        <div className="review-card-response" data-testid="review-response">
          <ResponseHeading>
            {review.response.authorName
              ? i18n._({
                  id: 'ui.review.response-from',
                  message: 'Response from {company}',
                  values: { company: review.response.authorName },
                })
              : i18n._({ id: 'ui.review.response', message: 'The pro’s response' })}
          </ResponseHeading>
          <p>{review.response.text}</p>
          <p className="review-card-date">
            <time dateTime={review.response.createdAt}>
              {formatDate(review.response.createdAt, { dateStyle: 'medium' })}
            </time>
          </p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

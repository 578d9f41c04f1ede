// A professional's published reviews, newest first (spec §2.3), each with the professional's public
// response under it.
import { useLingui } from '@lingui/react';
import type { DirectoryReviewFragment } from '../../generated/graphql.ts';
import { useDateFormatters } from '../../lib/time.ts';

function Stars({ rating }: { rating: number }) {
  const { i18n } = useLingui();
  return (
    <span
      className="rating review-rating"
      role="img"
      aria-label={i18n._({ id: 'directory.review.rating', message: 'Rated {rating} out of 5', values: { rating } })}
    >
      <span aria-hidden="true" className="rating-stars">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
    </span>
  );
}

export function ReviewItem({
  review,
  companyName,
  headingLevel,
}: {
  review: DirectoryReviewFragment;
  companyName: string;
  headingLevel: 3 | 2;
}) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const ResponseHeading = headingLevel === 3 ? 'h4' : 'h3';
  return (
    <article className="review" data-review-id={review.id}>
      <Heading className="review-title" data-testid="review-title">
        {review.title}
      </Heading>
      <Stars rating={review.rating} />
      <p className="review-meta">
        {i18n._({
          id: 'directory.review.meta',
          message: '{reviewer} · {service} · {date}',
          values: { reviewer: review.reviewerName, service: review.service.name, date: formatDate(review.createdAt) },
        })}
      </p>
      <p className="review-body" data-testid="review-body">
        {review.body}
      </p>
      {review.response ? (
        <div className="review-response" data-testid="review-response">
          <ResponseHeading>
            {i18n._({
              id: 'directory.review.response-from',
              message: 'Response from {company}',
              values: { company: companyName },
            })}
          </ResponseHeading>
          <p>{review.response.body}</p>
          <p className="review-meta">
            <time dateTime={review.response.createdAt}>{formatDate(review.response.createdAt)}</time>
          </p>
        </div>
      ) : null}
    </article>
  );
}

export function ReviewList({
  reviews,
  companyName,
  headingLevel = 3,
}: {
  reviews: readonly DirectoryReviewFragment[];
  companyName: string;
  headingLevel?: 3 | 2;
}) {
  return (
    <ol className="list review-list" data-testid="profile-reviews">
      {reviews.map((review) => (
        <li key={review.id} data-testid="profile-review">
          <ReviewItem review={review} companyName={companyName} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}

// What home owners said lately (spec §2.2; docs/decisions/041-home-page.md): the brand's newest
// published reviews, each naming the professional with a link to their profile.
import { useLingui } from '@lingui/react';
import type { HomeRecentReviewsQuery } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';

type Review = HomeRecentReviewsQuery['recentReviews'][number];

function Stars({ rating }: { rating: number }) {
  const { i18n } = useLingui();
  return (
    <span
      className="rating home-review-rating"
      role="img"
      aria-label={i18n._({ id: 'home.reviews.rating', message: 'Rated {rating} out of 5', values: { rating } })}
    >
      <span aria-hidden="true" className="rating-stars">
        {'★'.repeat(rating)}
        {'☆'.repeat(5 - rating)}
      </span>
    </span>
  );
}

function ReviewTile({ review }: { review: Review }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const company = review.servicePro.companyProfile?.companyName ?? review.servicePro.slug;
  return (
    <article className="card home-review" data-testid="home-review">
      <Stars rating={review.rating} />
      <h3 className="home-review-title">{review.title}</h3>
      <p className="home-review-body">{review.body}</p>
      <p className="home-review-meta">
        {i18n._({
          id: 'home.reviews.meta',
          message: '{reviewer} · {date}',
          values: { reviewer: review.reviewerName, date: formatDate(review.createdAt) },
        })}
      </p>
      <p className="home-review-about">
        <Link to="proProfile" params={{ serviceProSlug: review.servicePro.slug }}>
          {company}
        </Link>
        <span className="home-review-service">{review.service.name}</span>
      </p>
    </article>
  );
}

export function RecentReviews({ reviews }: { reviews: HomeRecentReviewsQuery['recentReviews'] }) {
  const { i18n } = useLingui();
  if (reviews.length === 0) return null;
  return (
    <section className="home-section home-reviews" aria-labelledby="home-reviews">
      <h2 id="home-reviews">{i18n._({ id: 'home.reviews.title', message: 'What home owners say' })}</h2>
      <ul className="home-review-list">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewTile review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}

// What home owners said lately (spec §2.2; docs/decisions/041-home-page.md): the brand's newest
// published reviews as the field shows them, each naming the professional with a link to their profile.
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import { cardReview, ReviewCard } from '../../components/ui/review-card.tsx';
import { tradeIconOf } from '../../components/ui/trade-icon.tsx';
import type { HomeRecentReviewsQuery } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';

export function RecentReviews({ reviews }: { reviews: HomeRecentReviewsQuery['recentReviews'] }) {
  const { i18n } = useLingui();
  if (reviews.length === 0) return null;
  return (
    <section className="home-section home-reviews" aria-labelledby="home-reviews">
      <h2 id="home-reviews">{i18n._({ id: 'home.reviews.title', message: 'What home owners say' })}</h2>
      <ul className="home-review-list">
        {reviews.map((review) => {
          const company = review.servicePro.companyProfile?.companyName ?? review.servicePro.slug;
          return (
            <li key={review.id} data-testid="home-review">
              <ReviewCard
                review={cardReview(review, company)}
                about={
                  <>
                    <Link to="proProfile" params={{ serviceProSlug: review.servicePro.slug }}>
                      {company}
                    </Link>
                    <span className="home-review-service">
                      <Icon icon={tradeIconOf(review.service.profession.category)} />
                      {review.service.name}
                    </span>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// A professional's published reviews, newest first (spec §2.3), each with the service it was for and
// the professional's public response under it.
import { Icon } from '../../components/ui/icon.tsx';
import { cardReview, ReviewCard } from '../../components/ui/review-card.tsx';
import type { DirectoryReviewFragment } from '../../generated/graphql.ts';

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
        <li key={review.id} data-testid="profile-review" data-review-id={review.id}>
          <ReviewCard
            headingLevel={headingLevel}
            review={cardReview(review, companyName)}
            about={
              <>
                <Icon icon="wrench" />
                {review.service.name}
              </>
            }
          />
        </li>
      ))}
    </ol>
  );
}

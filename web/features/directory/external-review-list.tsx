// Reviews a professional brought from elsewhere and our team approved (decision 078), on the public
// profile in a section of their own: apart from the reviews of jobs done through the platform and
// outside the score, each with its author, stars, words, the day it was written and a link to where
// it was published. The link is the professional's claim, not ours: search engines are told not to
// follow it, and the page opened learns nothing of this one.
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import { ReviewCard } from '../../components/ui/review-card.tsx';
import type { DirectoryExternalReviewFragment } from '../../generated/graphql.ts';

// A day written there (YYYY-MM-DD) as a moment inside that day in every time zone the product shows.
export const middayOf = (day: string) => `${day}T12:00:00Z`;

export function ExternalReviewList({ reviews }: { reviews: readonly DirectoryExternalReviewFragment[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="list review-list" data-testid="profile-external-reviews">
      {reviews.map((review) => (
        <li key={review.id} data-testid="profile-external-review">
          <ReviewCard
            review={{
              rating: review.rating,
              text: review.body,
              authorName: review.authorName,
              createdAt: middayOf(review.reviewedOn),
            }}
            about={
              <>
                <Icon icon="external-link" />
                <a href={review.sourceUrl} rel="nofollow noopener noreferrer" target="_blank">
                  {i18n._({
                    id: 'directory.external-reviews.source',
                    message: 'Published on {site}',
                    values: { site: review.sourceName },
                  })}
                </a>
              </>
            }
          />
        </li>
      ))}
    </ol>
  );
}

// All published reviews of a professional, newest first, a page at a time, each with the
// professional's response (spec §2.3 /{profile-prefix}/{serviceProSlug}/{reviews}).
import { useLingui } from '@lingui/react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { LoadFailed, Loading, LoadMore, QueryState } from '../../components/ui/status.tsx';
import { useConnection } from '../../lib/connection.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { profileVariables, reviewsVariables } from './directory-query.ts';
import { DirectoryProProfileDocument, DirectoryProReviewsDocument } from './generated/documents.ts';
import { companyNameOf } from './pro-card.tsx';
import { ProfileSummary, RequestQuoteLink } from './profile-page.tsx';
import { ReviewList } from './review-list.tsx';

function AllReviews({ slug, companyName }: { slug: string; companyName: string }) {
  const { i18n } = useLingui();
  const reviews = useConnection(
    DirectoryProReviewsDocument,
    reviewsVariables(slug),
    (data) => data.servicePro?.reviews,
  );
  if (reviews.items.length === 0) {
    if (reviews.error) return <LoadFailed error={reviews.error} onRetry={() => void reviews.refresh()} />;
    if (reviews.isLoading) return <Loading />;
    return (
      <p data-testid="profile-no-reviews">
        {i18n._({
          id: 'directory.profile.no-reviews',
          message: '{company} has no reviews yet. Reviews appear here once customers who hired them write one.',
          values: { company: companyName },
        })}
      </p>
    );
  }
  return (
    <>
      <ReviewList reviews={reviews.items} companyName={companyName} headingLevel={2} />
      {reviews.error ? <LoadFailed error={reviews.error} onRetry={reviews.loadMore} /> : null}
      <LoadMore hasMore={reviews.hasMore} isLoadingMore={reviews.isLoadingMore} onLoadMore={reviews.loadMore} />
    </>
  );
}

export function ProfileReviewsPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const profile = useQuery(DirectoryProProfileDocument, profileVariables(slug));
  return (
    <QueryState data={profile.data} error={profile.error} onRetry={() => void profile.mutate()}>
      {({ servicePro: pro }) => {
        if (!pro) return <NotFoundPage />;
        const name = companyNameOf(pro);
        return (
          <div className="directory-page profile">
            <ProfileSummary
              pro={pro}
              title={i18n._({
                id: 'directory.reviews.title',
                message: 'Reviews of {company}',
                values: { company: name },
              })}
              action={
                <div className="actions">
                  <RequestQuoteLink slug={pro.slug} />
                  <Link to="proProfile" params={{ serviceProSlug: pro.slug }} className="button secondary">
                    {i18n._({ id: 'directory.reviews.back', message: 'Back to the profile' })}
                  </Link>
                </div>
              }
            />
            <AllReviews slug={slug} companyName={name} />
          </div>
        );
      }}
    </QueryState>
  );
}

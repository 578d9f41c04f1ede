// All published reviews of a professional, newest first, a numbered page at a time with links a
// crawler can follow (issue 21), each with the professional's response (spec §2.3
// /{profile-prefix}/{serviceProSlug}/{reviews}).
import { useLingui } from '@lingui/react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { LoadFailed, Loading, QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { listingPageOf } from '../../lib/listing-page.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { profileVariables, REVIEWS_PAGE_SIZE, reviewsVariables } from './directory-query.ts';
import { DirectoryProProfileDocument, DirectoryProReviewsDocument } from './generated/documents.ts';
import { useNumberedPage } from './numbered-page.ts';
import { companyNameOf } from './pro-card.tsx';
import { ProfileSummary, RequestQuoteLink } from './profile-page.tsx';
import { ReviewList } from './review-list.tsx';

function AllReviews({ slug, companyName }: { slug: string; companyName: string }) {
  const { i18n } = useLingui();
  const page = listingPageOf(useRouter().query) ?? 1;
  const reviews = useQuery(DirectoryProReviewsDocument, reviewsVariables(slug, page));
  const connection = reviews.data?.servicePro?.reviews;
  if (!connection) {
    if (reviews.error) return <LoadFailed error={reviews.error} onRetry={() => void reviews.mutate()} />;
    return <Loading />;
  }
  if (connection.edges.length === 0) {
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
      <ReviewList reviews={connection.edges.map((edge) => edge.node)} companyName={companyName} headingLevel={2} />
      <Pagination
        label={i18n._({ id: 'directory.reviews.pages', message: 'Pages of reviews' })}
        to="proProfileReviews"
        params={{ serviceProSlug: slug }}
        current={page}
        last={Math.max(1, Math.ceil(connection.totalCount / REVIEWS_PAGE_SIZE))}
        previous={i18n._({ id: 'directory.reviews.newer', message: 'Newer reviews' })}
        next={i18n._({ id: 'directory.reviews.older', message: 'Older reviews' })}
      />
    </>
  );
}

export function ProfileReviewsPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const profile = useQuery(DirectoryProProfileDocument, profileVariables(slug));
  const numbered = useNumberedPage();
  return (
    <QueryState data={profile.data} error={profile.error} onRetry={() => void profile.mutate()}>
      {({ servicePro: pro }) => {
        if (!pro) return <NotFoundPage />;
        const name = companyNameOf(pro);
        return (
          <div className="directory-page profile">
            <ProfileSummary
              pro={pro}
              title={numbered.titled(
                i18n._({
                  id: 'directory.reviews.title',
                  message: 'Reviews of {company}',
                  values: { company: name },
                }),
              )}
              canonical={numbered.canonical}
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

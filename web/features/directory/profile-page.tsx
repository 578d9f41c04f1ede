// A professional's public profile (spec §2.3 /{profile-prefix}/{serviceProSlug}): who they are, what
// was checked, their score, where and what they work on, photos of their work, the newest reviews
// with their responses, reviews brought from elsewhere (apart, outside the score; decision 078), and
// the way to ask them for a quote. A profile that does not exist (or is no
// longer live) is not found.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { COUNTRY_BY_BRAND } from '../../../shared/brands.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Photo } from '../../components/ui/photo.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { RatingSummary } from '../../components/ui/trust.tsx';
import type { DirectoryProProfileQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { usePageMeta } from '../../lib/page-meta.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { breadcrumbList, localBusiness, type StructuredData } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { useDirectoryCrumbs } from './directory-crumbs.ts';
import { profileVariables } from './directory-query.ts';
import { ExternalReviewList } from './external-review-list.tsx';
import { DirectoryProProfileDocument } from './generated/documents.ts';
import { companyNameOf, localityOf, ServiceList } from './pro-card.tsx';
import { ProTrust } from './pro-trust.tsx';
import { ReviewList } from './review-list.tsx';

type Profile = NonNullable<DirectoryProProfileQuery['servicePro']>;

// The profile's head, shared with the reviews page: logo or initials, name, the score and count
// (said once, here), checks and awards, the place, and the page's main action.
export function ProfileSummary({
  pro,
  title,
  action,
  structuredData,
  canonical = {},
}: {
  pro: Profile | ProfileHeadPro;
  title?: string;
  action?: ReactNode;
  // What the page is, for search engines (the profile states the business and its reviews).
  structuredData?: readonly StructuredData[];
  // A numbered page of the reviews past the first is its own canonical address.
  canonical?: { readonly canonicalSearch?: string };
}) {
  const { i18n } = useLingui();
  const name = companyNameOf(pro);
  const locality = localityOf(pro);
  usePageMeta({
    title: title ?? name,
    description: locality
      ? i18n._({
          id: 'directory.profile.description-in-place',
          message: 'Reviews, checks and work of {name}, based in {place}. Ask them for a quote for free.',
          values: { name, place: locality },
        })
      : i18n._({
          id: 'directory.profile.description',
          message: 'Reviews, checks and work of {name}. Ask them for a quote for free.',
          values: { name },
        }),
    ...(structuredData ? { structuredData } : {}),
    ...canonical,
  });
  return (
    <section className="card profile-head" data-testid="profile-head">
      <Avatar name={name} imageUrl={pro.companyProfile?.companyLogo?.sizes.small} size="large" />
      <div className="profile-head-main">
        <h1>{title ?? name}</h1>
        {title ? <p className="profile-head-company">{name}</p> : null}
        <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
        <ProTrust isVerified={pro.isVerified} backgroundChecked={pro.backgroundChecked} awards={pro.awards} />
        {locality ? (
          <p className="pro-locality">
            <Icon icon="map-pin" />
            {i18n._({ id: 'directory.profile.based-in', message: 'Based in {place}', values: { place: locality } })}
          </p>
        ) : null}
      </div>
      {action ? <div className="profile-head-action">{action}</div> : null}
    </section>
  );
}

export type ProfileHeadPro = Pick<
  Profile,
  'slug' | 'companyProfile' | 'workArea' | 'reviewScore' | 'isVerified' | 'backgroundChecked' | 'awards'
>;

export function RequestQuoteLink({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  return (
    <Link to="sendRequestTo" params={{ slug }} className="button">
      {i18n._({ id: 'directory.cta.request-quote', message: 'Request a quote' })}
    </Link>
  );
}

// The profile for search engines: the business, its score and the reviews shown, and where it sits
// in the site (home, the directory, the profile).
function useProfileData(pro: Profile): StructuredData[] {
  const router = useRouter();
  const crumbs = useDirectoryCrumbs();
  const name = companyNameOf(pro);
  const path = router.href('proProfile', { serviceProSlug: pro.slug });
  return [
    localBusiness({
      name,
      path,
      country: COUNTRY_BY_BRAND[router.brand.id],
      locality: localityOf(pro),
      description: pro.bio ?? null,
      image: pro.companyProfile?.companyLogo?.sizes.small ?? null,
      average: pro.reviewScore.average ?? null,
      count: pro.reviewScore.count,
      reviews: pro.reviews.edges.map((edge) => edge.node),
    }),
    breadcrumbList([...crumbs, { name, path }]),
  ];
}

function ProfileBody({ pro }: { pro: Profile }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const name = companyNameOf(pro);
  const centre = pro.workArea?.centre.name;
  const radius = pro.workArea?.radius;
  const reviews = pro.reviews.edges.map((edge) => edge.node);
  const structuredData = useProfileData(pro);
  return (
    <div className="directory-page profile">
      <ProfileSummary
        pro={pro}
        structuredData={structuredData}
        action={
          <div className="actions profile-cta" data-testid="profile-request-quote">
            <RequestQuoteLink slug={pro.slug} />
          </div>
        }
      />
      <section className="card profile-section" aria-labelledby="profile-about">
        <h2 id="profile-about">
          {i18n._({ id: 'directory.profile.about', message: 'About {company}', values: { company: name } })}
        </h2>
        {pro.bio ? (
          <p className="profile-bio">{pro.bio}</p>
        ) : (
          <p>
            {i18n._({ id: 'directory.profile.no-bio', message: 'This business has not written about itself yet.' })}
          </p>
        )}
        <dl className="profile-facts">
          {pro.foundedYear ? (
            <>
              <dt>{i18n._({ id: 'directory.profile.founded', message: 'In business since' })}</dt>
              <dd>{pro.foundedYear}</dd>
            </>
          ) : null}
          {centre && radius ? (
            <>
              <dt>{i18n._({ id: 'directory.profile.work-area', message: 'Work area' })}</dt>
              <dd>
                {i18n._({
                  id: 'directory.profile.work-area-value',
                  message: 'Within {radius, number} {unit, select, miles {miles} other {km}} of {place}',
                  values: { radius: Math.round(radius.value), unit: radius.unit, place: centre },
                })}
              </dd>
            </>
          ) : null}
          {pro.lastActiveAt ? (
            <>
              <dt>{i18n._({ id: 'directory.profile.last-active', message: 'Last active' })}</dt>
              <dd>
                <time dateTime={pro.lastActiveAt}>{formatDate(pro.lastActiveAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="card profile-section" aria-labelledby="profile-services">
        <h2 id="profile-services">{i18n._({ id: 'directory.profile.services', message: 'Trades and services' })}</h2>
        {pro.professions.length > 0 ? (
          <p className="profile-trades">
            <Icon icon="wrench" />
            {pro.professions.map((profession) => profession.name).join(' · ')}
          </p>
        ) : null}
        {pro.services.length > 0 ? (
          <ServiceList services={pro.services} />
        ) : (
          <p>{i18n._({ id: 'directory.profile.no-services', message: 'No services listed yet.' })}</p>
        )}
      </section>
      {pro.photos.length > 0 ? (
        <section className="card profile-section" aria-labelledby="profile-photos">
          <h2 id="profile-photos">{i18n._({ id: 'directory.profile.photos', message: 'Photos of their work' })}</h2>
          <ul className="profile-photos">
            {pro.photos.map((photo) => (
              <li key={photo.id}>
                <figure>
                  <Photo
                    src={photo.url}
                    width={photo.width}
                    height={photo.height}
                    sizes="(min-width: 40rem) 10rem, 50vw"
                    alt={
                      photo.caption ??
                      i18n._({
                        id: 'directory.profile.photo-alt',
                        message: 'Work by {company}',
                        values: { company: name },
                      })
                    }
                  />
                  {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="profile-reviews" aria-labelledby="profile-reviews-heading">
        <h2 id="profile-reviews-heading">{i18n._({ id: 'directory.profile.reviews-title', message: 'Reviews' })}</h2>
        {reviews.length === 0 ? (
          <p data-testid="profile-no-reviews">
            {i18n._({
              id: 'directory.profile.no-reviews',
              message: '{company} has no reviews yet. Reviews appear here once customers who hired them write one.',
              values: { company: name },
            })}
          </p>
        ) : (
          <>
            <ReviewList reviews={reviews} companyName={name} />
            {pro.reviews.totalCount > reviews.length ? (
              <p className="profile-all-reviews">
                <Link to="proProfileReviews" params={{ serviceProSlug: pro.slug }} className="button secondary">
                  {i18n._({
                    id: 'directory.profile.all-reviews',
                    message: 'Read all {count, number} reviews',
                    values: { count: pro.reviews.totalCount },
                  })}
                </Link>
              </p>
            ) : null}
          </>
        )}
      </section>
      {pro.externalReviews.length > 0 ? (
        <section className="profile-reviews" aria-labelledby="profile-external-reviews-heading">
          <h2 id="profile-external-reviews-heading">
            {i18n._({ id: 'directory.external-reviews.title', message: 'Reviews from elsewhere' })}
          </h2>
          <p data-testid="profile-external-reviews-note">
            {i18n._({
              id: 'directory.external-reviews.note',
              message:
                '{company} brought these reviews from other websites and our team checked them. They do not count towards the score above.',
              values: { company: name },
            })}
          </p>
          <ExternalReviewList reviews={pro.externalReviews} />
        </section>
      ) : null}
      <aside className="card profile-cta-end">
        <p>
          {i18n._({
            id: 'directory.profile.cta-text',
            message: 'Tell {company} what you need done and get a quote.',
            values: { company: name },
          })}
        </p>
        <RequestQuoteLink slug={pro.slug} />
      </aside>
    </div>
  );
}

export function ProfilePage({ slug }: { slug: string }) {
  const profile = useQuery(DirectoryProProfileDocument, profileVariables(slug));
  return (
    <QueryState data={profile.data} error={profile.error} onRetry={() => void profile.mutate()}>
      {({ servicePro }) => (servicePro ? <ProfileBody pro={servicePro} /> : <NotFoundPage />)}
    </QueryState>
  );
}

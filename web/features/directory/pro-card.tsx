// A professional in a list (spec §2.3): logo or initials, company, review score, checks, trades,
// place, services, and the two ways on: their profile and a request for a quote.
import { useLingui } from '@lingui/react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { RatingSummary, StatusPill } from '../../components/ui/trust.tsx';
import type { DirectoryProCardFragment, DistanceUnit } from '../../generated/graphql.ts';
import { Link } from '../../lib/router.tsx';
import { ProTrust } from './pro-trust.tsx';

// The services a card names before it says how many more there are.
const CARD_SERVICES = 3;

export function companyNameOf(pro: Pick<DirectoryProCardFragment, 'companyProfile' | 'slug'>): string {
  return pro.companyProfile?.companyName ?? pro.slug;
}

// The company's own place when it named one, else the centre of its work area.
export function localityOf(pro: Pick<DirectoryProCardFragment, 'companyProfile' | 'workArea'>): string | null {
  return pro.companyProfile?.primaryLocation?.localityNode.name ?? pro.workArea?.centre.name ?? null;
}

export function ServiceList({
  services,
  limit,
}: {
  services: readonly { id: string; name: string }[];
  limit?: number;
}) {
  const { i18n } = useLingui();
  if (services.length === 0) return null;
  const shown = limit === undefined ? services : services.slice(0, limit);
  const more = services.length - shown.length;
  return (
    <ul className="pro-services" aria-label={i18n._({ id: 'directory.services.label', message: 'Services' })}>
      {shown.map((service) => (
        <li key={service.id}>{service.name}</li>
      ))}
      {more > 0 ? (
        <li className="pro-services-more">
          {i18n._({
            id: 'directory.services.more',
            message: '{count, plural, one {and # more} other {and # more}}',
            values: { count: more },
          })}
        </li>
      ) : null}
    </ul>
  );
}

export function ProCard({
  pro,
  distance,
  sponsored = false,
  headingLevel = 3,
}: {
  pro: DirectoryProCardFragment;
  distance?: { readonly value: number; readonly unit: DistanceUnit } | null;
  // First place bought for this trade and town (decision 067): said on the card.
  sponsored?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const name = companyNameOf(pro);
  const locality = localityOf(pro);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card pro-card" data-testid="pro-card" data-slug={pro.slug}>
      <div className="pro-card-head">
        <Avatar name={name} imageUrl={pro.companyProfile?.companyLogo?.sizes.small} />
        <Heading className="pro-card-name">
          <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
            {name}
          </Link>
        </Heading>
        {sponsored ? (
          <span data-testid="pro-card-sponsored">
            <StatusPill>{i18n._({ id: 'directory.card.sponsored', message: 'Sponsored' })}</StatusPill>
          </span>
        ) : null}
      </div>
      <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
      <ProTrust isVerified={pro.isVerified} backgroundChecked={pro.backgroundChecked} awards={pro.awards} compact />
      <ul className="pro-facts">
        {pro.professions.length > 0 ? (
          <li>
            <Icon icon="wrench" />
            <span>{pro.professions.map((profession) => profession.name).join(' · ')}</span>
          </li>
        ) : null}
        {locality ? (
          <li>
            <Icon icon="map-pin" />
            <span>
              {distance
                ? i18n._({
                    id: 'directory.card.locality-distance',
                    message: '{place} · {distance, number} {unit, select, miles {mi} other {km}} away',
                    values: { place: locality, distance: Math.round(distance.value * 10) / 10, unit: distance.unit },
                  })
                : locality}
            </span>
          </li>
        ) : null}
      </ul>
      <ServiceList services={pro.services} limit={CARD_SERVICES} />
      <div className="actions pro-card-actions">
        <Link to="sendRequestTo" params={{ slug: pro.slug }} className="button">
          {i18n._({ id: 'directory.cta.request-quote', message: 'Request a quote' })}{' '}
          <span className="directory-visually-hidden">
            {i18n._({ id: 'directory.card.from-company', message: 'from {name}', values: { name } })}
          </span>
        </Link>
      </div>
    </article>
  );
}

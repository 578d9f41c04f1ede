// ServicePro/Partners and ServicePro/TradePerks (spec §2.7 partners, trade-perks): the companies
// the platform works with and the deals they give its professionals, as cards, newest first, from
// the content of the professional's own brand (docs/decisions/051-partners-and-trade-perks.md).
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { EmptyState, LoadFailed, Loading, LoadMore } from '../../components/ui/status.tsx';
import type { ProContentType } from '../../generated/graphql.ts';
import { useConnection } from '../../lib/connection.tsx';
import { Link } from '../../lib/router.tsx';
import { ProContentPagesDocument } from './generated/documents.ts';
import { OfferCard } from './offer-card.tsx';

export const offersVariables = (type: ProContentType) => ({ type });

export function OffersPage({ type }: { type: ProContentType }) {
  const { i18n } = useLingui();
  const pages = useConnection(ProContentPagesDocument, offersVariables(type), (data) => data.proContentPages);
  const partners = type === 'PARTNER';
  return (
    <div className="pro-offers">
      {partners ? (
        <PageHeading
          title={i18n._({ id: 'pro-content.partners.title', message: 'Our partners' })}
          lead={i18n._({
            id: 'pro-content.partners.lead',
            message:
              'Companies we work with to make running your business easier: tools, vans, insurance and bookkeeping on terms made for tradespeople.',
          })}
        >
          <p>
            <Link to="proTradePerks">
              {i18n._({ id: 'pro-content.partners.to-perks', message: 'See the discounts they give you' })}
            </Link>
          </p>
        </PageHeading>
      ) : (
        <PageHeading
          title={i18n._({ id: 'pro-content.perks.title', message: 'Trade perks' })}
          lead={i18n._({
            id: 'pro-content.perks.lead',
            message:
              'Discounts and offers our partners give you as a professional on the platform. Quote the code, or follow the link.',
          })}
        >
          <p>
            <Link to="proPartners">
              {i18n._({ id: 'pro-content.perks.to-partners', message: 'About our partners' })}
            </Link>
          </p>
        </PageHeading>
      )}
      {pages.error && pages.items.length === 0 ? (
        <LoadFailed error={pages.error} onRetry={() => void pages.refresh()} />
      ) : pages.isLoading && pages.items.length === 0 ? (
        <Loading shape="cards" count={2} />
      ) : pages.items.length === 0 ? (
        <EmptyState
          icon={partners ? 'handshake' : 'gift'}
          title={
            partners
              ? i18n._({ id: 'pro-content.partners.empty', message: 'No partners to show yet' })
              : i18n._({ id: 'pro-content.perks.empty', message: 'No perks to show yet' })
          }
        >
          <p>
            {i18n._({
              id: 'pro-content.empty-hint',
              message: 'We are agreeing new offers with suppliers. Look again soon.',
            })}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="list pro-offer-list" data-testid="pro-offers">
            {pages.items.map((page) => (
              <OfferCard key={page.id} page={page} />
            ))}
          </ul>
          {pages.error ? <LoadFailed error={pages.error} onRetry={pages.loadMore} /> : null}
          <LoadMore hasMore={pages.hasMore} isLoadingMore={pages.isLoadingMore} onLoadMore={pages.loadMore} />
        </>
      )}
    </div>
  );
}

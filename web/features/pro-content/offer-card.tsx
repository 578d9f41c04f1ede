// One partner or trade perk as a card: who makes the offer, what it is, the code to quote when it
// has one, how it works, and a link out to the partner's own site. The link is an ordinary external
// link: it leaves the site in the same tab, and the partner's page gets no hold on this one.
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import type { ProContentOfferCardFragment } from '../../generated/graphql.ts';

export function OfferCard({ page }: { page: ProContentOfferCardFragment }) {
  const { i18n } = useLingui();
  const { offer } = page;
  return (
    <li className="card pro-offer" data-testid="pro-offer">
      {offer ? <p className="pro-offer-partner">{offer.partnerName}</p> : null}
      <h2 className="pro-offer-title">{page.title}</h2>
      <p className="pro-offer-summary">{page.summary}</p>
      {offer ? (
        <p className="pro-offer-deal" data-testid="pro-offer-deal">
          <Icon icon="tag" />
          {offer.headline}
        </p>
      ) : null}
      {offer?.code ? (
        <p className="pro-offer-code" data-testid="pro-offer-code">
          <Icon icon="ticket-percent" />
          <span>
            {i18n._({ id: 'pro-content.offer.code', message: 'Your code:' })} <code>{offer.code}</code>
          </span>
        </p>
      ) : null}
      {page.body.map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no id and never move.
          <h3 key={index} className="pro-offer-subheading">
            {block.text}
          </h3>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks have no id and never move.
          <p key={index} className="pro-offer-text">
            {block.text}
          </p>
        ),
      )}
      {offer ? (
        <p className="pro-offer-out">
          <a className="pro-offer-link" href={offer.url} rel="noopener" data-testid="pro-offer-link">
            {i18n._({
              id: 'pro-content.offer.link',
              message: 'Go to {partner}',
              values: { partner: offer.partnerName },
            })}
            <Icon icon="external-link" />
          </a>
        </p>
      ) : null}
    </li>
  );
}

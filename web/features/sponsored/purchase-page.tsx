// §2.7 sponsored-placement/purchase-flow (decision 067): one of the professional's trades and a town
// their work area reaches — both in the address, so the page can be shared and reloaded — then what
// first place there costs for 1, 3 or 6 months, before and with VAT, how many of the town's places
// are free, and buying it. Every refusal is said as what to do next; a purchase goes on to /success.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { basisPointsOf, vatOn } from '../../../shared/vat.ts';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, SelectField } from '../../components/ui/fields.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PlanCard, PlanCards } from '../../components/ui/plan-card.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { SponsoredPlacementChoicesQuery, SponsoredPlacementOfferQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import {
  BuySponsoredPlacementDocument,
  SponsoredPlacementChoicesDocument,
  SponsoredPlacementOfferDocument,
} from './generated/documents.ts';
import { useIneligibleWord, useMonthsWord, useRefusalWords } from './sponsored-words.ts';

// The address's keys: the trade's id and the town's slug.
export const PURCHASE_KEYS = { profession: 'professionId', town: 'town' } as const;

export interface PurchaseChoice {
  readonly professionId: string;
  readonly localitySlug: string;
}

export function purchaseChoiceOf(search: URLSearchParams): PurchaseChoice | null {
  const professionId = search.get(PURCHASE_KEYS.profession)?.trim() ?? '';
  const localitySlug = search.get(PURCHASE_KEYS.town)?.trim() ?? '';
  return professionId && localitySlug ? { professionId, localitySlug } : null;
}

// What the page starts from when the address names nothing: the first trade and the nearest town.
export function defaultChoiceOf(choices: SponsoredPlacementChoicesQuery | undefined): PurchaseChoice | null {
  const professionId = choices?.myServicePreferences.professions[0]?.profession.id;
  const localitySlug = choices?.sponsoredPlacementTowns[0]?.slug;
  return professionId && localitySlug ? { professionId, localitySlug } : null;
}

export const choiceQuery = (choice: PurchaseChoice) =>
  new URLSearchParams({ [PURCHASE_KEYS.profession]: choice.professionId, [PURCHASE_KEYS.town]: choice.localitySlug });

export function SponsoredPurchasePage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const choices = useQuery(SponsoredPlacementChoicesDocument);
  const asked = purchaseChoiceOf(router.query);
  const choice = asked ?? defaultChoiceOf(choices.data);
  // Come in-page without a choice, the address takes the one shown, as the server's redirect does.
  useEffect(() => {
    if (!asked && choice) router.replaceQuery(choiceQuery(choice));
  }, [asked, choice, router]);
  return (
    <div className="account-page">
      <BackLink to="proSponsoredPlacement">{i18n._({ id: 'sponsored.caption', message: 'Your placements' })}</BackLink>
      <PageHeading
        title={i18n._({ id: 'sponsored.purchase.title', message: 'Buy a sponsored placement' })}
        lead={i18n._({
          id: 'sponsored.purchase.lead',
          message: 'Choose a trade and a town, then for how long you want to come first there.',
        })}
      />
      <QueryState data={choices.data} error={choices.error} onRetry={() => void choices.mutate()}>
        {(data) =>
          choice ? (
            <>
              <ChoiceForm data={data} choice={choice} onChange={(next) => router.replaceQuery(choiceQuery(next))} />
              <Offer choice={choice} />
            </>
          ) : (
            <NothingToChoose data={data} />
          )
        }
      </QueryState>
    </div>
  );
}

// Without a trade or a work area there is nothing to sponsor yet: the way to set them.
function NothingToChoose({ data }: { data: SponsoredPlacementChoicesQuery }) {
  const { i18n } = useLingui();
  const noTrade = data.myServicePreferences.professions.length === 0;
  return (
    <EmptyState
      icon="map-pin"
      title={
        noTrade
          ? i18n._({ id: 'sponsored.purchase.no-trade', message: 'Add a trade first' })
          : i18n._({ id: 'sponsored.purchase.no-area', message: 'Set your work area first' })
      }
    >
      <p>
        {i18n._({
          id: 'sponsored.purchase.nothing-text',
          message: 'A placement is for one of your trades in a town your work area reaches.',
        })}
      </p>
      <p>
        <Link to={noTrade ? 'proServicePreferences' : 'proWorkArea'} className="button">
          {noTrade
            ? i18n._({ id: 'account.link.services', message: 'Trades and services' })
            : i18n._({ id: 'account.link.work-area', message: 'Work area' })}
        </Link>
      </p>
    </EmptyState>
  );
}

function ChoiceForm({
  data,
  choice,
  onChange,
}: {
  data: SponsoredPlacementChoicesQuery;
  choice: PurchaseChoice;
  onChange: (choice: PurchaseChoice) => void;
}) {
  const { i18n } = useLingui();
  const trades = data.myServicePreferences.professions.map(({ profession }) => ({
    value: profession.id,
    label: profession.name,
  }));
  const towns = data.sponsoredPlacementTowns.map((town) => ({ value: town.slug, label: town.name }));
  // A town from a shared address that is not among those offered still shows as chosen.
  const townOptions = towns.some((town) => town.value === choice.localitySlug)
    ? towns
    : [{ value: choice.localitySlug, label: choice.localitySlug }, ...towns];
  return (
    <section className="card account-topic" data-testid="sponsored-choice">
      <SelectField
        label={i18n._({ id: 'sponsored.purchase.trade', message: 'Trade' })}
        value={choice.professionId}
        options={trades}
        onChange={(event) => onChange({ ...choice, professionId: event.target.value })}
        data-testid="sponsored-trade"
      />
      <SelectField
        label={i18n._({ id: 'sponsored.purchase.town', message: 'Town' })}
        hint={i18n._({ id: 'sponsored.purchase.town-hint', message: 'Towns your work area reaches, nearest first' })}
        value={choice.localitySlug}
        options={townOptions}
        onChange={(event) => onChange({ ...choice, localitySlug: event.target.value })}
        data-testid="sponsored-town"
      />
    </section>
  );
}

function Offer({ choice }: { choice: PurchaseChoice }) {
  const offer = useQuery(SponsoredPlacementOfferDocument, choice);
  const ineligible = useIneligibleWord();
  const { i18n } = useLingui();
  return (
    <QueryState data={offer.data} error={offer.error} onRetry={() => void offer.mutate()}>
      {({ sponsoredPlacementOffer: answer }) => {
        switch (answer.__typename) {
          case 'SponsoredPlacementOffer':
            return <Periods offer={answer} choice={choice} onRefused={() => void offer.mutate()} />;
          case 'SponsoredPlacementNotEligible':
            return <FormMessage>{ineligible(answer.reason)}</FormMessage>;
          default:
            return (
              <FormMessage>
                {i18n._({
                  id: 'sponsored.refusal.not-found',
                  message: 'This trade or town is not one we know. Choose them again.',
                })}
              </FormMessage>
            );
        }
      }}
    </QueryState>
  );
}

type OfferFields = Extract<
  SponsoredPlacementOfferQuery['sponsoredPlacementOffer'],
  { __typename: 'SponsoredPlacementOffer' }
>;

// A period's price: the month's times the months, its VAT, and the total charged.
export function periodPrice(offer: Pick<OfferFields, 'pricePerMonth' | 'vatRatePercent'>, months: number) {
  const net = offer.pricePerMonth.amountMinor * months;
  const vat = vatOn(net, basisPointsOf(offer.vatRatePercent));
  return { net, vat, total: net + vat };
}

function Periods({ offer, choice, onRefused }: { offer: OfferFields; choice: PurchaseChoice; onRefused: () => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { formatDate } = useDateFormatters();
  const monthsWord = useMonthsWord();
  const refusal = useRefusalWords();
  const errorMessage = useErrorMessage();
  const buy = useMutation(BuySponsoredPlacementDocument, { revalidate: ['sponsoredPlacements', 'moneyBalance'] });
  const [problem, setProblem] = useState<string | null>(null);
  const money = (amountMinor: number) => formatMoney({ ...offer.pricePerMonth, amountMinor }, i18n.locale);

  async function purchase(months: number) {
    setProblem(null);
    try {
      const { buySponsoredPlacement: answer } = await buy.trigger({ input: { ...choice, months } });
      if (answer.__typename === 'SponsoredPlacementBought') {
        router.navigate(router.href('proSponsoredPlacementSuccess', { id: answer.placement.id }));
        return;
      }
      setProblem(refusal(answer));
      onRefused();
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  if (offer.slotsLeft === 0) {
    return (
      <Notice
        title={i18n._({ id: 'sponsored.full.title', message: 'Every place here is taken' })}
        testId="sponsored-full"
      >
        <p>
          {offer.freeFrom
            ? i18n._({
                id: 'sponsored.full.until',
                message: 'All {slots} places for {trade} in {town} are taken. The first frees up on {date}.',
                values: {
                  slots: offer.slots,
                  trade: offer.professionName,
                  town: offer.localityName,
                  date: formatDate(offer.freeFrom, { dateStyle: 'long' }),
                },
              })
            : i18n._({
                id: 'sponsored.full.text',
                message: 'All {slots} places for {trade} in {town} are taken.',
                values: { slots: offer.slots, trade: offer.professionName, town: offer.localityName },
              })}
        </p>
      </Notice>
    );
  }
  const until = (months: number) => {
    const end = new Date();
    end.setMonth(end.getMonth() + months);
    return formatDate(end, { dateStyle: 'long' });
  };
  return (
    <section data-testid="sponsored-offer">
      <p className="lead">
        {i18n._({
          id: 'sponsored.offer.places',
          message: '{left, plural, one {# of {slots} places} other {# of {slots} places}} free for {trade} in {town}.',
          values: { left: offer.slotsLeft, slots: offer.slots, trade: offer.professionName, town: offer.localityName },
        })}
      </p>
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <PlanCards label={i18n._({ id: 'sponsored.offer.periods', message: 'How long' })}>
        {offer.months.map((months) => {
          const price = periodPrice(offer, months);
          return (
            <PlanCard
              key={months}
              name={monthsWord(months)}
              price={money(price.net)}
              per={i18n._({
                id: 'sponsored.offer.per',
                message: 'excl. VAT, {month} a month',
                values: { month: money(offer.pricePerMonth.amountMinor) },
              })}
              points={[
                i18n._({
                  id: 'sponsored.offer.until',
                  message: 'First place from today until {date}',
                  values: { date: until(months) },
                }),
                i18n._({ id: 'sponsored.offer.marked', message: 'Marked as sponsored on your card' }),
                i18n._({
                  id: 'sponsored.offer.vat',
                  message: 'VAT {rate}%: {vat}',
                  values: { rate: offer.vatRatePercent.toLocaleString(i18n.locale), vat: money(price.vat) },
                }),
              ]}
              highlighted={months === 3}
              testId={`sponsored-period-${months}`}
              action={
                <button
                  type="button"
                  className="button"
                  disabled={buy.isMutating}
                  onClick={() => void purchase(months)}
                  data-testid={`sponsored-buy-${months}`}
                >
                  {i18n._({
                    id: 'sponsored.offer.buy',
                    message: 'Buy for {total} incl. VAT',
                    values: { total: money(price.total) },
                  })}
                </button>
              }
            />
          );
        })}
      </PlanCards>
      <p className="field-hint">
        {i18n._({
          id: 'sponsored.offer.how-paid',
          message:
            'The price with VAT is added to your balance today and is on this month’s invoice. A placement is not renewed by itself.',
        })}
      </p>
    </section>
  );
}

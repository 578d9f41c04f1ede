// §2.7 sponsored-placement, its /{id} and /success (decision 067): the professional's placements —
// each with its trade and town, its months, its price and where it stands — one placement with the
// way to where it shows, and the page that confirms a purchase.
import { useLingui } from '@lingui/react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import { ValueList } from '../../components/ui/value-list.tsx';
import type { SponsoredPlacementFieldsFragment } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { SponsoredPlacementDocument, SponsoredPlacementsDocument } from './generated/documents.ts';
import { useMonthsWord, usePlacementStatusWord } from './sponsored-words.ts';

type Placement = SponsoredPlacementFieldsFragment;

// Where the placement shows: the directory for its trade in its town.
const directoryOf = (placement: Placement) => ({
  profession: placement.professionSlug,
  location: placement.localitySlug,
});

function useAreaWords(): (placement: Placement) => string {
  const { i18n } = useLingui();
  return (placement) =>
    i18n._({
      id: 'sponsored.area',
      message: '{trade} in {town}',
      values: { trade: placement.professionName, town: placement.localityName },
    });
}

export function SponsoredPlacementsPage() {
  const { i18n } = useLingui();
  const placements = useQuery(SponsoredPlacementsDocument);
  return (
    <div className="account-page">
      <BackLink to="proManageAccount">{i18n._({ id: 'account.back', message: 'Your account' })}</BackLink>
      <PageHeading
        title={i18n._({ id: 'sponsored.title', message: 'Sponsored placement' })}
        lead={i18n._({
          id: 'sponsored.lead',
          message:
            'Be the first professional home owners see for your trade in a town: at the top of the directory and of the recommendations for their jobs, marked as sponsored. Each town has three places per trade.',
        })}
      >
        <div className="actions">
          <Link to="proSponsoredPlacementPurchase" className="button" data-testid="sponsored-buy-link">
            {i18n._({ id: 'sponsored.buy-link', message: 'Buy a placement' })}
          </Link>
        </div>
      </PageHeading>
      <QueryState data={placements.data} error={placements.error} onRetry={() => void placements.mutate()}>
        {({ mySponsoredPlacements }) => <Placements placements={mySponsoredPlacements} />}
      </QueryState>
    </div>
  );
}

function Placements({ placements }: { placements: readonly Placement[] }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWord = usePlacementStatusWord();
  const area = useAreaWords();
  if (placements.length === 0) {
    return (
      <EmptyState icon="badge-check" title={i18n._({ id: 'sponsored.none', message: 'No placements yet' })}>
        <p>
          {i18n._({
            id: 'sponsored.none-text',
            message: 'Choose one of your trades and a town your work area reaches to see what first place costs there.',
          })}
        </p>
      </EmptyState>
    );
  }
  const columns: Column<Placement>[] = [
    {
      key: 'area',
      header: i18n._({ id: 'sponsored.column.area', message: 'Trade and town' }),
      cell: (placement) => (
        <Link to="proSponsoredPlacementDetails" params={{ id: placement.id }} data-testid="sponsored-placement-link">
          {area(placement)}
        </Link>
      ),
    },
    {
      key: 'period',
      header: i18n._({ id: 'sponsored.column.period', message: 'Period' }),
      nowrap: true,
      cell: (placement) =>
        i18n._({
          id: 'sponsored.period',
          message: '{from} to {until}',
          values: {
            from: formatDate(placement.startsAt, { dateStyle: 'medium' }),
            until: formatDate(placement.endsAt, { dateStyle: 'medium' }),
          },
        }),
    },
    {
      key: 'price',
      header: i18n._({ id: 'sponsored.column.price', message: 'Price excl. VAT' }),
      numeric: true,
      nowrap: true,
      cell: (placement) => formatMoney(placement.price, i18n.locale),
    },
    {
      key: 'status',
      header: i18n._({ id: 'sponsored.column.status', message: 'Placement status' }),
      nowrap: true,
      cell: (placement) => {
        const { text, tone } = statusWord(placement.status);
        return <StatusPill tone={tone}>{text}</StatusPill>;
      },
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'sponsored.caption', message: 'Your placements' })}
      columns={columns}
      rows={placements}
      rowKey={(placement) => placement.id}
      testId="sponsored-placements"
    />
  );
}

export function SponsoredPlacementDetailsPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const placement = useQuery(SponsoredPlacementDocument, { id });
  return (
    <div className="narrow account-page">
      <BackLink to="proSponsoredPlacement">{i18n._({ id: 'sponsored.caption', message: 'Your placements' })}</BackLink>
      <QueryState data={placement.data} error={placement.error} onRetry={() => void placement.mutate()}>
        {({ mySponsoredPlacement }) =>
          mySponsoredPlacement ? <PlacementDetails placement={mySponsoredPlacement} /> : null
        }
      </QueryState>
    </div>
  );
}

function PlacementDetails({ placement }: { placement: Placement }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const statusWord = usePlacementStatusWord();
  const monthsWord = useMonthsWord();
  const area = useAreaWords();
  const { text, tone } = statusWord(placement.status);
  const running = placement.status === 'ACTIVE' || placement.status === 'SCHEDULED';
  return (
    <>
      <PageHeading title={area(placement)}>
        <p>
          <StatusPill tone={tone}>{text}</StatusPill>
        </p>
      </PageHeading>
      <section className="card account-topic" data-testid="sponsored-details">
        <ValueList
          rows={[
            {
              key: 'from',
              label: i18n._({ id: 'sponsored.details.from', message: 'From' }),
              value: formatDate(placement.startsAt, { dateStyle: 'long' }),
            },
            {
              key: 'until',
              label: i18n._({ id: 'sponsored.details.until', message: 'Until' }),
              value: formatDate(placement.endsAt, { dateStyle: 'long' }),
            },
            {
              key: 'months',
              label: i18n._({ id: 'sponsored.details.months', message: 'Period' }),
              value: monthsWord(placement.months),
            },
            {
              key: 'price',
              label: i18n._({ id: 'sponsored.column.price', message: 'Price excl. VAT' }),
              value: formatMoney(placement.price, i18n.locale),
            },
          ]}
        />
        <p className="field-hint">
          {i18n._({
            id: 'sponsored.details.invoiced',
            message:
              'The price with VAT was added to your balance on the day you bought it and is on that month’s invoice.',
          })}
        </p>
        <div className="actions">
          {running ? (
            <Link
              to="directorySearchResults"
              params={directoryOf(placement)}
              className="button"
              data-testid="sponsored-see"
            >
              {i18n._({ id: 'sponsored.see', message: 'See where you appear' })}
            </Link>
          ) : (
            <Link
              to="proSponsoredPlacementPurchase"
              params={{ professionId: placement.professionId, town: placement.localitySlug }}
              className="button"
              data-testid="sponsored-again"
            >
              {i18n._({ id: 'sponsored.again', message: 'Buy this placement again' })}
            </Link>
          )}
          <Link to="proPayInvoices" className="button secondary">
            {i18n._({ id: 'money.invoices.title', message: 'Invoices' })}
          </Link>
        </div>
      </section>
    </>
  );
}

export function SponsoredPlacementSuccessPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const area = useAreaWords();
  const placement = useQuery(SponsoredPlacementDocument, { id });
  return (
    <div className="narrow account-page">
      <QueryState data={placement.data} error={placement.error} onRetry={() => void placement.mutate()}>
        {({ mySponsoredPlacement }) =>
          mySponsoredPlacement ? (
            <div data-testid="sponsored-success">
              <PageHeading
                title={i18n._({
                  id: 'sponsored.success.title',
                  message: 'You come first for {area}',
                  values: { area: area(mySponsoredPlacement) },
                })}
                lead={i18n._({
                  id: 'sponsored.success.lead',
                  message:
                    'From today until {date}, home owners looking for your trade there see you at the top, marked as sponsored.',
                  values: { date: formatDate(mySponsoredPlacement.endsAt, { dateStyle: 'long' }) },
                })}
              />
              <div className="actions">
                <Link to="directorySearchResults" params={directoryOf(mySponsoredPlacement)} className="button">
                  {i18n._({ id: 'sponsored.see', message: 'See where you appear' })}
                </Link>
                <Link to="proSponsoredPlacement" className="button secondary">
                  {i18n._({ id: 'sponsored.caption', message: 'Your placements' })}
                </Link>
              </div>
            </div>
          ) : null
        }
      </QueryState>
    </div>
  );
}

// The brand's trust figures under the search (spec §2.2; docs/decisions/041-home-page.md): how many
// vetted tradespeople, how many reviews and their average, counted by the upstream from the data.
// Large counts are rounded down and marked "+", as people say them ("12,400+"); a figure of nothing
// is left out rather than boasted about.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import type { HomeFiguresQuery } from '../../generated/graphql.ts';

// From a thousand on, a count is shown to the hundred below it, and its "+" says there are more.
export function roundedDown(count: number): { value: number; more: boolean } {
  if (count < 1000) return { value: count, more: false };
  const value = Math.floor(count / 100) * 100;
  return { value, more: value < count };
}

function figure(i18n: I18n, count: number): string {
  const { value, more } = roundedDown(count);
  const number = i18n.number(value);
  return more ? i18n._({ id: 'home.figures.more-than', message: '{number}+', values: { number } }) : number;
}

function Figure({ icon, value, label }: { icon: IconName; value: string; label: string }) {
  return (
    <li>
      <Icon icon={icon} />
      <span className="home-figure">
        <strong>{value}</strong> <span>{label}</span>
      </span>
    </li>
  );
}

export function TrustFigures({ figures }: { figures: HomeFiguresQuery['marketplaceFigures'] }) {
  const { i18n } = useLingui();
  if (figures.vettedProCount === 0) return null;
  const { vettedProCount, reviewCount, averageRating } = figures;
  return (
    <ul
      className="home-figures"
      aria-label={i18n._({ id: 'home.figures.label', message: 'Our tradespeople in figures' })}
      data-testid="home-figures"
    >
      <Figure
        icon="shield-check"
        value={figure(i18n, vettedProCount)}
        label={i18n._({
          id: 'home.figures.vetted-pros',
          message: '{count, plural, one {vetted tradesperson} other {vetted tradespeople}}',
          values: { count: vettedProCount },
        })}
      />
      {reviewCount > 0 ? (
        <Figure
          icon="message-square-text"
          value={figure(i18n, reviewCount)}
          label={i18n._({
            id: 'home.figures.reviews',
            message: '{count, plural, one {review from a home owner} other {reviews from home owners}}',
            values: { count: reviewCount },
          })}
        />
      ) : null}
      {reviewCount > 0 && averageRating !== null ? (
        <Figure
          icon="star"
          value={i18n._({
            id: 'home.figures.score',
            message: '{score}/5',
            values: { score: i18n.number(averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) },
          })}
          label={i18n._({ id: 'home.figures.average', message: 'average rating' })}
        />
      ) : null}
    </ul>
  );
}

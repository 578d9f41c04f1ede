// What makes a professional trustworthy at a glance: their review score and their checks.
import { useLingui } from '@lingui/react';
import { Icon } from './icon.tsx';
import { StarRating } from './stars.tsx';

// "4.6 ★★★★½ 12 reviews", read out as one sentence. No reviews yet is said plainly, not as zero stars.
export function RatingSummary({ average, count }: { average: number | null | undefined; count: number }) {
  const { i18n } = useLingui();
  if (!count || average == null) {
    return <span className="rating rating-none">{i18n._({ id: 'ui.rating.none', message: 'No reviews yet' })}</span>;
  }
  const score = i18n.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const label = i18n._({
    id: 'ui.rating.label',
    message: 'Rated {score} out of 5 from {count, plural, one {# review} other {# reviews}}',
    values: { score, count },
  });
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating-score">{score}</span>
      <StarRating value={average} size="small" decorative />
      <span className="rating-count">
        {i18n._({
          id: 'ui.rating.count',
          message: '{count, plural, one {# review} other {# reviews}}',
          values: { count },
        })}
      </span>
    </span>
  );
}

export function VerifiedBadge() {
  const { i18n } = useLingui();
  return (
    <span className="badge badge-verified">
      <Icon icon="badge-check" />
      {i18n._({ id: 'ui.badge.verified', message: 'Verified' })}
    </span>
  );
}

// A certificate of good conduct staff approved in the last three years (decision 078).
export function BackgroundCheckedBadge() {
  const { i18n } = useLingui();
  return (
    <span className="badge badge-verified">
      <Icon icon="shield-check" />
      {i18n._({ id: 'ui.badge.background-checked', message: 'Background-checked' })}
    </span>
  );
}

export function StatusPill({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'good' | 'warn' | 'bad';
  children: string;
}) {
  return <span className={`pill pill-${tone}`}>{children}</span>;
}

// An award or a check the pro earned, as a badge beside the verified one.
export function AwardBadge({ children }: { children: string }) {
  return (
    <span className="badge badge-award">
      <Icon icon="award" />
      {children}
    </span>
  );
}

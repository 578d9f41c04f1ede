// What makes a professional trustworthy at a glance: their review score and their checks.
import { useLingui } from '@lingui/react';

// "4.6 ★ (12 reviews)", read out as a sentence. No reviews yet is said plainly, not as zero stars.
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
      <span aria-hidden="true" className="rating-stars">
        {'★'.repeat(Math.round(average))}
        {'☆'.repeat(5 - Math.round(average))}
      </span>{' '}
      <span aria-hidden="true">
        {score} ({i18n.number(count)})
      </span>
    </span>
  );
}

export function VerifiedBadge() {
  const { i18n } = useLingui();
  return (
    <span className="badge badge-verified">
      <span aria-hidden="true">✓ </span>
      {i18n._({ id: 'ui.badge.verified', message: 'Verified' })}
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

// One rating as five stars (full, half or empty), read out as "Rated 4 out of 5". The star shapes
// come from the icon sprite (icon.tsx): a page of reviews repeats a few bytes per star.
import { useLingui } from '@lingui/react';
import { Icon } from './icon.tsx';

type StarKind = 'full' | 'half' | 'empty';

// A rating to the nearest half star: 4.3 → ★★★★½, 4.2 → ★★★★☆.
export function starsOf(value: number): StarKind[] {
  const halves = Math.round(Math.min(Math.max(value, 0), 5) * 2);
  return [1, 2, 3, 4, 5].map((n) => (halves >= n * 2 ? 'full' : halves === n * 2 - 1 ? 'half' : 'empty'));
}

export function StarRating({
  value,
  size = 'medium',
  decorative = false,
}: {
  value: number;
  size?: 'small' | 'medium';
  // Inside something that already says the rating in words (RatingSummary), the stars are not read.
  decorative?: boolean;
}) {
  const { i18n } = useLingui();
  const stars = starsOf(value).map((kind, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: five fixed places
    <span key={index} className={`star star-${kind}`}>
      <Icon icon="star" />
      {kind === 'half' ? <Icon icon="star-half" className="star-half-fill" /> : null}
    </span>
  ));
  if (decorative) {
    return (
      <span className={`stars stars-${size}`} aria-hidden="true">
        {stars}
      </span>
    );
  }
  const label = i18n._({
    id: 'ui.stars.label',
    message: 'Rated {score} out of 5',
    values: { score: i18n.number(value, { maximumFractionDigits: 1 }) },
  });
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={label} data-testid="stars">
      {stars}
    </span>
  );
}

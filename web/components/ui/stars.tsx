// One rating as five stars (full, half or empty), read out as "Rated 4 out of 5". The two star
// shapes are drawn once per page (StarSymbols, in the page frame) and every star uses them: a page
// of reviews repeats a few bytes per star instead of the whole icon.
import { useLingui } from '@lingui/react';
import Star from 'lucide-react/icons/star';
import StarHalf from 'lucide-react/icons/star-half';

const STAR_ID = 'ui-star';
const HALF_STAR_ID = 'ui-star-half';

// The shapes the stars use, once in the document. Their colours come from each star's own styles.
export function StarSymbols() {
  return (
    <svg className="star-symbols" aria-hidden="true" focusable="false">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <Star fill="inherit" stroke="inherit" />
      </symbol>
      <symbol id={HALF_STAR_ID} viewBox="0 0 24 24">
        <StarHalf fill="inherit" stroke="inherit" />
      </symbol>
    </svg>
  );
}

function StarShape({ id, className }: { id: string; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`#${id}`} />
    </svg>
  );
}

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
      <StarShape id={STAR_ID} />
      {kind === 'half' ? <StarShape id={HALF_STAR_ID} className="star-half-fill" /> : null}
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

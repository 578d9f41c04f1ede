// The star rating of a review (spec §2.6): one to five stars as a group of choices, with the
// group's error under it.
import { useLingui } from '@lingui/react';
import type { RefObject } from 'react';

const RATINGS = [1, 2, 3, 4, 5] as const;
const ERROR_ID = 'consumer-review-rating-error';

export function RatingField({
  rating,
  error,
  groupRef,
  onChange,
}: {
  rating: number | null;
  error: string | undefined;
  // The form focuses the first choice when the rating is what needs correcting.
  groupRef: RefObject<HTMLFieldSetElement | null>;
  onChange: (rating: number) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset
      ref={groupRef}
      className={error ? 'consumer-rating field-invalid' : 'consumer-rating'}
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <legend>{i18n._({ id: 'consumer.review.rating', message: 'Your rating' })}</legend>
      <div className="consumer-rating-options">
        {RATINGS.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => onChange(value)}
              data-testid={`review-rating-${value}`}
            />
            <span>
              {i18n._({
                id: 'consumer.review.stars',
                message: '{count, plural, one {# star} other {# stars}}',
                values: { count: value },
              })}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={ERROR_ID} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

// What a home owner may write in a review (spec §5 invalid fields, contact details leaked): the
// rating and the lengths of the texts, and no way to reach the professional around the platform.
import type { FieldErrorCode } from '../../generated/graphql.ts';
import { invalidFields } from '../account/results.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';

export interface ReviewFields {
  readonly rating: number;
  readonly title: string;
  readonly body: string;
}

// A trimmed text of a length between min and max (bounds are ours; the spec shows none).
export function checkText(raw: string, min: number, max: number): FieldErrorCode | null {
  const text = raw.trim();
  if (text === '') return 'REQUIRED';
  return text.length < min || text.length > max ? 'INVALID' : null;
}

export function contactDetailsIn(fields: Readonly<Record<string, string>>) {
  const field = Object.keys(fields).find((name) => sharesContactDetails(fields[name] ?? ''));
  return field ? ({ __typename: 'ContactDetailsShared', field } as const) : null;
}

// The refusal of a review's fields, or null when they may be stored (trimmed).
export function refuseReviewFields(fields: ReviewFields) {
  const ratingOk = Number.isInteger(fields.rating) && fields.rating >= 1 && fields.rating <= 5;
  const invalid = invalidFields({
    rating: ratingOk ? null : 'INVALID',
    title: checkText(fields.title, 3, 100),
    body: checkText(fields.body, 20, 3000),
  });
  return invalid ?? contactDetailsIn({ title: fields.title, body: fields.body });
}

// How a person is shown to the public: their first name and the initial of the last.
export function shortName(person: { readonly first_name: string; readonly last_name: string }): string {
  const initial = [...person.last_name.trim()][0];
  return initial ? `${person.first_name.trim()} ${initial.toUpperCase()}.` : person.first_name.trim();
}

// The parts of a proposal (spec §2.7 create-proposal: additional-info, request-home-visit,
// price-estimate, availability, similar-work) checked before it is stored.
import type { Queryable } from '../../db/database.ts';
import type { CreateProposalInput, FieldError } from '../../generated/graphql.ts';
import { sharesContactDetails } from '../validation/contact-details.ts';
import { isUuid } from '../validation/ids.ts';
import { checkPrice } from './price.ts';
import type { ProposalValues } from './response-steps.ts';
import { contactDetailsShared, fieldError, invalidFields } from './results.ts';

export const ADDITIONAL_INFO_LENGTH = { min: 20, max: 3000 } as const;
export const MAX_SHORT_TEXT_LENGTH = 500;
export const MAX_SIMILAR_WORK_PHOTOS = 6;

function checkLength(text: string, field: string, min: number, max: number, errors: FieldError[]) {
  if (!text) errors.push(fieldError(field, 'REQUIRED'));
  else if (text.length < min || text.length > max) errors.push(fieldError(field, 'INVALID'));
}

function optionalText(raw: string | null | undefined, field: string, errors: FieldError[]): string | null {
  const text = raw?.trim() || null;
  if (text && text.length > MAX_SHORT_TEXT_LENGTH) errors.push(fieldError(field, 'INVALID'));
  return text;
}

// Spec §2.7 similar-work: photos of the professional's own past work, a few at most.
async function checkPhotos(tx: Queryable, proId: string, raw: readonly string[], errors: FieldError[]) {
  const ids = [...new Set(raw)];
  if (ids.length > MAX_SIMILAR_WORK_PHOTOS || !ids.every(isUuid)) {
    errors.push(fieldError('similarWorkPhotoIds', 'INVALID'));
    return ids;
  }
  if (ids.length === 0) return ids;
  const own = await tx.query('SELECT id FROM pro_photos WHERE pro_id = $1 AND id = ANY($2::uuid[])', [proId, ids]);
  if (own.length !== ids.length) errors.push(fieldError('similarWorkPhotoIds', 'INVALID'));
  return ids;
}

// The values to store, or the variant that refuses them: invalid fields first, then contact
// details in any text the home owner reads (spec §5 contact details leaked).
export async function checkProposalInput(tx: Queryable, proId: string, input: CreateProposalInput) {
  const errors: FieldError[] = [];
  const additionalInfo = input.additionalInfo.trim();
  checkLength(additionalInfo, 'additionalInfo', ADDITIONAL_INFO_LENGTH.min, ADDITIONAL_INFO_LENGTH.max, errors);
  const values: ProposalValues = {
    additional_info: additionalInfo,
    home_visit_requested: input.requestHomeVisit,
    home_visit_note: optionalText(input.homeVisitNote, 'homeVisitNote', errors),
    availability: optionalText(input.availability, 'availability', errors),
    ...checkPrice(input.price, errors),
    similar_work_photo_ids: await checkPhotos(tx, proId, input.similarWorkPhotoIds ?? [], errors),
  };
  if (errors.length > 0) return { refusal: invalidFields(errors) };
  const texts: [string, string | null][] = [
    ['additionalInfo', values.additional_info],
    ['homeVisitNote', values.home_visit_note],
    ['availability', values.availability],
    ['price.note', values.price_note],
  ];
  const leaked = texts.find(([, text]) => text !== null && sharesContactDetails(text));
  if (leaked) return { refusal: contactDetailsShared(leaked[0]) };
  return { values };
}

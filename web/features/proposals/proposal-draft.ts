// What a professional enters across the create-proposal steps (spec §2.7), kept in the browser's
// session storage so a reload or the back button loses nothing, checked step by step with the
// bounds the API applies (spec §5), and turned into CreateProposalInput at the end.
import type { CreateProposalInput, PriceType } from '../../generated/graphql.ts';

export const STEPS = [
  'additional-info',
  'request-home-visit',
  'price-estimate',
  'availability',
  'similar-work',
] as const;
export type StepName = (typeof STEPS)[number];

export function stepOf(param: string | undefined): StepName {
  return (STEPS as readonly string[]).includes(param ?? '') ? (param as StepName) : STEPS[0];
}

// The API's bounds (the same the server checks).
export const ADDITIONAL_INFO_MIN = 20;
export const ADDITIONAL_INFO_MAX = 3000;
export const SHORT_TEXT_MAX = 500;
export const MAX_AMOUNT_MINOR = 10_000_000;
export const MAX_SIMILAR_WORK_PHOTOS = 6;

export interface ProposalDraft {
  readonly additionalInfo: string;
  readonly requestHomeVisit: boolean;
  readonly homeVisitNote: string;
  readonly priceType: PriceType;
  // Amounts as typed, in the currency's main unit (12,50 or 12.50).
  readonly amount: string;
  readonly min: string;
  readonly max: string;
  readonly priceNote: string;
  readonly availability: string;
  readonly similarWorkPhotoIds: readonly string[];
}

export const EMPTY_DRAFT: ProposalDraft = {
  additionalInfo: '',
  requestHomeVisit: false,
  homeVisitNote: '',
  priceType: 'ESTIMATED_PRICE',
  amount: '',
  min: '',
  max: '',
  priceNote: '',
  availability: '',
  similarWorkPhotoIds: [],
};

// The fields the steps show, named as the form controls are (and as the API names them).
export type DraftField =
  | 'additionalInfo'
  | 'homeVisitNote'
  | 'price.amountMinor'
  | 'price.minMinor'
  | 'price.maxMinor'
  | 'price.note'
  | 'availability'
  | 'similarWorkPhotoIds';

export type DraftProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID' | 'RANGE_ORDER' | 'TOO_MANY' | 'CONTACT';
export type DraftErrors = Partial<Record<DraftField, DraftProblem>>;

export const FIELD_STEP: Readonly<Record<DraftField, StepName>> = {
  additionalInfo: 'additional-info',
  homeVisitNote: 'request-home-visit',
  'price.amountMinor': 'price-estimate',
  'price.minMinor': 'price-estimate',
  'price.maxMinor': 'price-estimate',
  'price.note': 'price-estimate',
  availability: 'availability',
  similarWorkPhotoIds: 'similar-work',
};

export function isDraftField(field: string): field is DraftField {
  return Object.hasOwn(FIELD_STEP, field);
}

// "1.234,50", "1234.5", "€ 80" → minor units; null when it is no amount at all.
export function toMinor(text: string): number | null {
  const cleaned = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const lastSeparator = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  const decimals = lastSeparator >= 0 ? cleaned.slice(lastSeparator + 1) : '';
  // A separator followed by three digits groups thousands; one or two digits are cents.
  const whole =
    lastSeparator >= 0 && decimals.length <= 2
      ? `${cleaned.slice(0, lastSeparator).replace(/[.,]/g, '')}.${decimals}`
      : cleaned.replace(/[.,]/g, '');
  const value = Number(whole);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

function checkText(text: string, min: number, max: number, required: boolean): DraftProblem | undefined {
  const trimmed = text.trim();
  if (!trimmed) return required ? 'REQUIRED' : undefined;
  if (trimmed.length < min) return 'TOO_SHORT';
  if (trimmed.length > max) return 'TOO_LONG';
  return undefined;
}

function checkAmount(text: string): DraftProblem | undefined {
  if (!text.trim()) return 'REQUIRED';
  const minor = toMinor(text);
  if (minor === null || minor <= 0 || minor > MAX_AMOUNT_MINOR) return 'INVALID';
  return undefined;
}

function compact(errors: Record<string, DraftProblem | undefined>): DraftErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined)) as DraftErrors;
}

export function validateStep(step: StepName, draft: ProposalDraft): DraftErrors {
  switch (step) {
    case 'additional-info':
      return compact({
        additionalInfo: checkText(draft.additionalInfo, ADDITIONAL_INFO_MIN, ADDITIONAL_INFO_MAX, true),
      });
    case 'request-home-visit':
      return compact({
        homeVisitNote: draft.requestHomeVisit ? checkText(draft.homeVisitNote, 0, SHORT_TEXT_MAX, false) : undefined,
      });
    case 'price-estimate': {
      const note = checkText(draft.priceNote, 0, SHORT_TEXT_MAX, draft.priceType === 'OTHER');
      if (draft.priceType === 'ESTIMATED_PRICE') {
        return compact({ 'price.amountMinor': checkAmount(draft.amount), 'price.note': note });
      }
      if (draft.priceType === 'ESTIMATED_PRICE_RANGE') {
        const min = checkAmount(draft.min);
        let max = checkAmount(draft.max);
        if (!min && !max && (toMinor(draft.max) ?? 0) <= (toMinor(draft.min) ?? 0)) max = 'RANGE_ORDER';
        return compact({ 'price.minMinor': min, 'price.maxMinor': max, 'price.note': note });
      }
      return compact({ 'price.note': note });
    }
    case 'availability':
      return compact({ availability: checkText(draft.availability, 0, SHORT_TEXT_MAX, false) });
    case 'similar-work':
      return compact({
        similarWorkPhotoIds: draft.similarWorkPhotoIds.length > MAX_SIMILAR_WORK_PHOTOS ? 'TOO_MANY' : undefined,
      });
  }
}

// The first step with a problem, and its problems; null when every step is fine.
export function firstInvalidStep(draft: ProposalDraft): { step: StepName; errors: DraftErrors } | null {
  for (const step of STEPS) {
    const errors = validateStep(step, draft);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}

const optional = (text: string) => text.trim() || null;

export function toCreateProposalInput(
  serviceRequestId: string,
  draft: ProposalDraft,
  expectedLeadFeeMinor: number,
): CreateProposalInput {
  const note = optional(draft.priceNote);
  const price =
    draft.priceType === 'ESTIMATED_PRICE'
      ? { type: draft.priceType, amountMinor: toMinor(draft.amount), note }
      : draft.priceType === 'ESTIMATED_PRICE_RANGE'
        ? { type: draft.priceType, minMinor: toMinor(draft.min), maxMinor: toMinor(draft.max), note }
        : { type: draft.priceType, note };
  return {
    serviceRequestId,
    additionalInfo: draft.additionalInfo.trim(),
    requestHomeVisit: draft.requestHomeVisit,
    homeVisitNote: draft.requestHomeVisit ? optional(draft.homeVisitNote) : null,
    price,
    availability: optional(draft.availability),
    similarWorkPhotoIds: [...draft.similarWorkPhotoIds],
    expectedLeadFeeMinor,
  };
}

// Session storage: kept for this tab only, per job, and forgotten once the proposal is sent.
const storageKey = (serviceRequestId: string) => `hearth.proposal-draft.${serviceRequestId}`;

export function loadDraft(serviceRequestId: string): ProposalDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(serviceRequestId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ProposalDraft>;
    return { ...EMPTY_DRAFT, ...parsed };
  } catch {
    return null;
  }
}

export function saveDraft(serviceRequestId: string, draft: ProposalDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(serviceRequestId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the draft still lives in the page's state.
  }
}

export function clearDraft(serviceRequestId: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(serviceRequestId));
  } catch {
    // Nothing stored.
  }
}

// An auto-respond rule as the setup form holds it (spec §2.7 auto-respond/setup): checked with the
// rules the upstream applies (§5 field codes, the daily limit's bounds from the upstream), turned
// into AutoRespondRuleInput, and kept in this tab's session storage while the professional writes a
// new template on the way (fromPage brings them back to it).
import type { AutoRespondPriceFragment, AutoRespondRuleInput, PriceInput } from '../../generated/graphql.ts';

// 'WORK_AREA': any job the work area reaches; 'DISTANCE': only those within maxDistance of its centre.
export type RuleArea = 'WORK_AREA' | 'DISTANCE';

export interface RuleDraft {
  readonly professionId: string;
  readonly serviceIds: readonly string[];
  readonly area: RuleArea;
  // As typed, in the brand's unit ("12,5" or "12.5").
  readonly maxDistance: string;
  readonly templateId: string;
  readonly dailyLimit: string;
  readonly enabled: boolean;
}

export type RuleField = 'professionId' | 'serviceIds' | 'maxDistance' | 'templateId' | 'dailyLimit';

// Spec §5 codes; GONE is a template that no longer exists (the upstream's NotFound).
export type RuleProblem = 'REQUIRED' | 'INVALID' | 'GONE';

export type RuleErrors = Partial<Record<RuleField, RuleProblem>>;

export interface DailyLimitBounds {
  readonly min: number;
  readonly max: number;
}

export function isRuleField(field: string): field is RuleField {
  return ['professionId', 'serviceIds', 'maxDistance', 'templateId', 'dailyLimit'].includes(field);
}

// "12,5" and "12.5" are both twelve and a half; anything else that is no number is null.
export function toDistance(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

function toWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function checkRule(draft: RuleDraft, bounds: DailyLimitBounds): RuleErrors {
  const errors: RuleErrors = {};
  if (draft.professionId === '') errors.professionId = 'REQUIRED';
  else if (draft.serviceIds.length === 0) errors.serviceIds = 'REQUIRED';
  if (draft.area === 'DISTANCE') {
    const distance = toDistance(draft.maxDistance);
    if (draft.maxDistance.trim() === '') errors.maxDistance = 'REQUIRED';
    else if (distance === null || distance <= 0) errors.maxDistance = 'INVALID';
  }
  if (draft.templateId === '') errors.templateId = 'REQUIRED';
  const limit = toWholeNumber(draft.dailyLimit);
  if (draft.dailyLimit.trim() === '') errors.dailyLimit = 'REQUIRED';
  else if (limit === null || limit < bounds.min || limit > bounds.max) errors.dailyLimit = 'INVALID';
  return errors;
}

// The rule's price is not set on this form; a rule that has one keeps it as it is.
export function priceInputOf(price: AutoRespondPriceFragment | null | undefined): PriceInput | null {
  if (!price) return null;
  return {
    type: price.type,
    amountMinor: price.amount?.amountMinor ?? null,
    minMinor: price.min?.amountMinor ?? null,
    maxMinor: price.max?.amountMinor ?? null,
    note: price.note ?? null,
  };
}

export function toRuleInput(draft: RuleDraft, price: PriceInput | null): AutoRespondRuleInput {
  return {
    enabled: draft.enabled,
    serviceIds: [...draft.serviceIds],
    maxDistance: draft.area === 'DISTANCE' ? toDistance(draft.maxDistance) : null,
    templateId: draft.templateId,
    dailyLimit: toWholeNumber(draft.dailyLimit),
    price,
  };
}

// Session storage: this tab only, per rule (or the new one), forgotten once the rule is saved.
const storageKey = (ruleId: string | null) => `hearth.auto-respond-draft.${ruleId ?? 'new'}`;

export function loadRuleDraft(ruleId: string | null): RuleDraft | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey(ruleId));
    return raw ? (JSON.parse(raw) as RuleDraft) : null;
  } catch {
    return null;
  }
}

export function saveRuleDraft(ruleId: string | null, draft: RuleDraft): void {
  try {
    window.sessionStorage.setItem(storageKey(ruleId), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the draft still lives in the page's state.
  }
}

export function clearRuleDraft(ruleId: string | null): void {
  try {
    window.sessionStorage.removeItem(storageKey(ruleId));
  } catch {
    // Nothing stored.
  }
}

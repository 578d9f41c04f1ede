// A professional's auto-respond rules (spec §2.7 auto-respond, /setup): which services and how far,
// which template to answer with, at what price, and how many jobs a day.
import type { Queryable } from '../../db/database.ts';
import type { AutoRespondRuleInput, FieldError, ResolversParentTypes } from '../../generated/graphql.ts';
import { toKm } from '../catalogue/distance.ts';
import { DEFAULT_AUTO_RESPOND_DAILY_LIMIT } from '../catalogue/profile-resolvers.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { checkPrice, NO_PRICE, type PriceColumns } from './price.ts';
import { fieldError, invalidFields, notFound } from './results.ts';
import type { AutoRespondRuleRow } from './rows.ts';
import { ownTemplate } from './templates.ts';
import { proFacts } from './work-area.ts';

type SaveAnswer = ResolversParentTypes['SaveAutoRespondRuleResult'];

interface RuleValues extends PriceColumns {
  readonly enabled: boolean;
  readonly service_ids: readonly string[];
  readonly max_distance_km: number | null;
  readonly template_id: string;
  readonly daily_limit: number;
}

export interface DailyLimitBounds {
  readonly min: number;
  readonly max: number;
}

// A rule answers at least one job a day, and at most the professional's own daily limit, which
// holds for all their rules together (auto-respond.ts).
export async function dailyLimitBounds(db: Queryable, proId: string): Promise<DailyLimitBounds> {
  const [row] = await db.query<{ daily_limit: number }>(
    'SELECT auto_respond_daily_limit AS daily_limit FROM company_profiles WHERE user_id = $1',
    [proId],
  );
  return { min: 1, max: Math.max(1, row?.daily_limit ?? DEFAULT_AUTO_RESPOND_DAILY_LIMIT) };
}

export function autoRespondRules(db: Queryable, viewer: Viewer): Promise<AutoRespondRuleRow[]> {
  return db.query<AutoRespondRuleRow>('SELECT * FROM auto_respond_rules WHERE pro_id = $1 ORDER BY created_at, id', [
    viewer.userId,
  ]);
}

export async function ownRule(db: Queryable, proId: string, id: string): Promise<AutoRespondRuleRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<AutoRespondRuleRow>('SELECT * FROM auto_respond_rules WHERE id = $1 AND pro_id = $2', [
    id,
    proId,
  ]);
  return row;
}

// The values to store, or the variant that refuses them: a template that is not the professional's
// own is not found; services they do not offer, a distance of nothing, bad prices and a daily limit
// out of bounds are invalid.
async function checkRule(db: Queryable, proId: string, input: AutoRespondRuleInput) {
  if (!(await ownTemplate(db, proId, input.templateId))) return { refusal: notFound(input.templateId) };
  const pro = await proFacts(db, proId);
  const errors: FieldError[] = [];
  const serviceIds = [...new Set(input.serviceIds)];
  if (serviceIds.length === 0) errors.push(fieldError('serviceIds', 'REQUIRED'));
  else if (!serviceIds.every((id) => pro.serviceIds.includes(id))) errors.push(fieldError('serviceIds', 'INVALID'));
  const distance = input.maxDistance ?? null;
  if (distance !== null && (!Number.isFinite(distance) || distance <= 0)) {
    errors.push(fieldError('maxDistance', 'INVALID'));
  }
  const price = input.price ? checkPrice(input.price, errors) : NO_PRICE;
  const bounds = await dailyLimitBounds(db, proId);
  const dailyLimit = input.dailyLimit ?? bounds.max;
  if (dailyLimit < bounds.min || dailyLimit > bounds.max) errors.push(fieldError('dailyLimit', 'INVALID'));
  if (errors.length > 0) return { refusal: invalidFields(errors) };
  const values: RuleValues = {
    enabled: input.enabled,
    service_ids: serviceIds,
    max_distance_km: distance === null ? null : toKm(distance, pro.unit),
    template_id: input.templateId,
    daily_limit: dailyLimit,
    ...price,
  };
  return { values };
}

const RULE_PARAMS = (values: RuleValues) => [
  values.enabled,
  values.service_ids,
  values.max_distance_km,
  values.template_id,
  values.price_type,
  values.price_amount_minor,
  values.price_min_minor,
  values.price_max_minor,
  values.price_note,
  values.daily_limit,
];

export async function createAutoRespondRule(
  db: Queryable,
  viewer: Viewer,
  input: AutoRespondRuleInput,
): Promise<SaveAnswer> {
  const checked = await checkRule(db, viewer.userId, input);
  if (checked.refusal) return checked.refusal;
  const [rule] = await db.query<AutoRespondRuleRow>(
    `INSERT INTO auto_respond_rules (enabled, service_ids, max_distance_km, template_id, price_type, price_amount_minor,
                                     price_min_minor, price_max_minor, price_note, daily_limit, pro_id)
     VALUES ($1, $2::uuid[], $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [...RULE_PARAMS(checked.values), viewer.userId],
  );
  if (!rule) throw new Error('storing a rule returned no row');
  return { __typename: 'AutoRespondRuleSaved', rule };
}

export async function updateAutoRespondRule(
  db: Queryable,
  viewer: Viewer,
  input: { ruleId: string; rule: AutoRespondRuleInput },
): Promise<SaveAnswer> {
  if (!(await ownRule(db, viewer.userId, input.ruleId))) return notFound(input.ruleId);
  const checked = await checkRule(db, viewer.userId, input.rule);
  if (checked.refusal) return checked.refusal;
  const [rule] = await db.query<AutoRespondRuleRow>(
    `UPDATE auto_respond_rules SET enabled = $1, service_ids = $2::uuid[], max_distance_km = $3, template_id = $4,
            price_type = $5, price_amount_minor = $6, price_min_minor = $7, price_max_minor = $8, price_note = $9,
            daily_limit = $10
      WHERE id = $11 RETURNING *`,
    [...RULE_PARAMS(checked.values), input.ruleId],
  );
  if (!rule) return notFound(input.ruleId);
  return { __typename: 'AutoRespondRuleSaved', rule };
}

export async function deleteAutoRespondRule(
  db: Queryable,
  viewer: Viewer,
  ruleId: string,
): Promise<ResolversParentTypes['DeleteAutoRespondRuleResult']> {
  if (!isUuid(ruleId)) return notFound(ruleId);
  const deleted = await db.query('DELETE FROM auto_respond_rules WHERE id = $1 AND pro_id = $2 RETURNING id', [
    ruleId,
    viewer.userId,
  ]);
  if (deleted.length === 0) return notFound(ruleId);
  return { __typename: 'AutoRespondRuleDeleted', ruleId };
}

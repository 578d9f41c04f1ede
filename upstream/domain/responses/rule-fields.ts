// The fields of message templates and auto-respond rules: distances in the professional's brand's
// unit, prices in its currency; what a rule sent today for its owner only.
import type { Queryable } from '../../db/database.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { serviceById, userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsById } from '../../graphql/loaders.ts';
import { mayActFor } from '../access/policy.ts';
import { forbidden } from '../access/refusals.ts';
import { fromKm } from '../catalogue/distance.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { START_OF_TODAY_SQL } from './auto-respond.ts';
import { priceOf } from './price.ts';
import type { AutoRespondRuleRow, MessageTemplateRow, ProposalRow } from './rows.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

const templateById = ({ loaders }: Context) =>
  loaders.get('responses.templateById', rowsById<MessageTemplateRow>('message_templates'));

const ruleCountByTemplate = ({ loaders }: Context) =>
  loaders.get('responses.ruleCountByTemplate', async (db: Queryable, templateIds: readonly string[]) => {
    const rows = await db.query<{ template_id: string; rules: number }>(
      `SELECT template_id, count(*)::int AS rules FROM auto_respond_rules
        WHERE template_id = ANY($1::uuid[]) GROUP BY template_id`,
      [templateIds],
    );
    const byId = new Map(rows.map((row) => [row.template_id, row.rules]));
    return templateIds.map((id) => byId.get(id) ?? 0);
  });

// The proposals each rule sent today, newest first.
const sentTodayByRule = ({ loaders }: Context) =>
  loaders.get('responses.sentTodayByRule', async (db: Queryable, ruleIds: readonly string[]) => {
    const rows = await db.query<ProposalRow>(
      `SELECT * FROM proposals
        WHERE auto_respond_rule_id = ANY($1::uuid[]) AND created_at >= ${START_OF_TODAY_SQL}
        ORDER BY created_at DESC, id DESC`,
      [ruleIds],
    );
    return ruleIds.map((id) => rows.filter((row) => row.auto_respond_rule_id === id));
  });

async function marketOfPro(ctx: Context, rule: AutoRespondRuleRow) {
  const pro = await userById(ctx).load(rule.pro_id);
  return marketOf(requireBrand(pro?.brand ?? ''));
}

export const ruleFieldResolvers: Resolvers = {
  MessageTemplate: {
    createdAt: (template) => template.created_at,
    updatedAt: (template) => template.updated_at,
    autoRespondRuleCount: (template, _args, ctx) => ruleCountByTemplate(ctx).load(template.id),
  },
  AutoRespondRule: {
    async services(rule, _args, ctx) {
      const services = await serviceById(ctx).loadMany([...rule.service_ids]);
      return services.filter((service): service is ServiceRow => service !== undefined && !(service instanceof Error));
    },
    async maxDistance(rule, _args, ctx) {
      if (rule.max_distance_km === null) return null;
      const { distanceUnit } = await marketOfPro(ctx, rule);
      // Stored in km; shown as entered, without the float noise of a round trip through miles.
      return Math.round(fromKm(rule.max_distance_km, distanceUnit) * 1000) / 1000;
    },
    async template(rule, _args, ctx) {
      const template = await templateById(ctx).load(rule.template_id);
      if (!template) throw new Error('A rule refers to a template that does not exist');
      return template;
    },
    price: async (rule, _args, ctx) => priceOf(rule, (await marketOfPro(ctx, rule)).currency),
    dailyLimit: (rule) => rule.daily_limit,
    // Which jobs the professional's money went on today: theirs, and those acting for them, only.
    async sentToday(rule, _args, ctx) {
      if (!(await mayActFor(ctx.db, ctx.viewer, rule.pro_id)))
        throw forbidden("Only the rule's owner sees what it sent");
      return sentTodayByRule(ctx).load(rule.id);
    },
    createdAt: (rule) => rule.created_at,
  },
};

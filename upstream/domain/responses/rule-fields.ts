// The fields of message templates and auto-respond rules: distances in the professional's brand's
// unit, prices in its currency.
import type { Resolvers } from '../../generated/graphql.ts';
import { serviceById, userById } from '../../graphql/common-loaders.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsById } from '../../graphql/loaders.ts';
import { fromKm } from '../catalogue/distance.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { priceOf } from './price.ts';
import type { AutoRespondRuleRow, MessageTemplateRow } from './rows.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

const templateById = ({ loaders }: Context) =>
  loaders.get('responses.templateById', rowsById<MessageTemplateRow>('message_templates'));

async function marketOfPro(ctx: Context, rule: AutoRespondRuleRow) {
  const pro = await userById(ctx).load(rule.pro_id);
  return marketOf(requireBrand(pro?.brand ?? ''));
}

export const ruleFieldResolvers: Resolvers = {
  MessageTemplate: {
    createdAt: (template) => template.created_at,
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
    createdAt: (rule) => rule.created_at,
  },
};

// Taxonomy and places (spec §3): a brand's market facts, professions with their skill clusters,
// services and questions, and the places of the brand's country.
import type { Currency, Resolvers } from '../../generated/graphql.ts';
import { locationById, professionById, serviceById, skillClusterById } from '../../graphql/common-loaders.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import { inNameOrder } from './collation.ts';
import { listedProfiles, townsWithPros, tradesWithPros } from './directory-index.ts';
import { keptFor, marketplaceFigures, popularProfessions } from './home-figures.ts';
import { clustersOfProfession, questionsOfService, servicesOfCluster, servicesOfProfession } from './loaders.ts';
import { findLocation, searchLocations } from './places.ts';
import type { ProfessionRow } from './rows.ts';

// A row the taxonomy refers to by a foreign key always exists (the keys are enforced).
async function required<Row>(row: Promise<Row | undefined>): Promise<Row> {
  const found = await row;
  if (found === undefined) throw new Error('A catalogue row refers to a missing row');
  return found;
}

// The brand a profession belongs to, checked like any other brand (a row holds one of the nine).
const brandOf = (profession: ProfessionRow) => requireBrand(profession.brand);

export const taxonomyResolvers: Resolvers = {
  Query: {
    market: (_root, { brand }) => marketOf(requireBrand(brand)),
    async professions(_root, { brand }, { db }) {
      const id = requireBrand(brand);
      return inNameOrder(await db.query<ProfessionRow>('SELECT * FROM professions WHERE brand = $1', [id]), id);
    },
    async profession(_root, { brand, slug }, { db }) {
      const [row] = await db.query<ProfessionRow>('SELECT * FROM professions WHERE brand = $1 AND slug = $2', [
        requireBrand(brand),
        slug,
      ]);
      return row ?? null;
    },
    popularProfessions: (_root, { brand, first }, { db, config }) => {
      const id = requireBrand(brand);
      const count = first ?? 8;
      return keptFor(db, `popular:${id}:${count}`, config.homeFiguresCacheSeconds, () =>
        popularProfessions(db, id, count),
      );
    },
    marketplaceFigures: (_root, { brand }, { db, config }) => {
      const id = requireBrand(brand);
      return keptFor(db, `figures:${id}`, config.homeFiguresCacheSeconds, () => marketplaceFigures(db, id));
    },
    // Counted over every profile of the brand: the whole-brand lists are kept as the home figures
    // are; a filtered one is counted each time, as keeping any slug asked for would grow unbounded.
    townsWithPros: (_root, { brand, professionSlug, regionSlug }, { db, config }) => {
      const id = requireBrand(brand);
      if (professionSlug != null || regionSlug != null) return townsWithPros(db, id, { professionSlug, regionSlug });
      return keptFor(db, `towns:${id}`, config.homeFiguresCacheSeconds, () => townsWithPros(db, id, {}));
    },
    tradesWithPros: (_root, { brand, townSlug }, { db, config }) => {
      const id = requireBrand(brand);
      if (townSlug != null) return tradesWithPros(db, id, townSlug);
      return keptFor(db, `trades:${id}`, config.homeFiguresCacheSeconds, () => tradesWithPros(db, id, null));
    },
    listedProfiles: (_root, { brand, page, pageSize }, { db }) =>
      listedProfiles(db, requireBrand(brand), page ?? 1, pageSize ?? 50_000),
    service: async (_root, { id }, context) => (isUuid(id) ? ((await serviceById(context).load(id)) ?? null) : null),
    locations: (_root, { brand, query, kind, first }, { db }) =>
      searchLocations(db, { country: marketOf(requireBrand(brand)).country, query, kind, first }),
    location: async (_root, { brand, slug, kind }, { db }) =>
      (await findLocation(db, marketOf(requireBrand(brand)).country, slug, kind ? [kind] : undefined)) ?? null,
  },
  Profession: {
    professionalsName: (profession) => profession.professionals_name,
    category: (profession) => profession.category ?? null,
    skillClusters: async (profession, _args, context) =>
      inNameOrder(await clustersOfProfession(context).load(profession.id), brandOf(profession)),
    services: async (profession, _args, context) =>
      inNameOrder(await servicesOfProfession(context).load(profession.id), brandOf(profession)),
  },
  SkillCluster: {
    profession: (cluster, _args, context) => required(professionById(context).load(cluster.profession_id)),
    async services(cluster, _args, context) {
      const [services, profession] = await Promise.all([
        servicesOfCluster(context).load(cluster.id),
        required(professionById(context).load(cluster.profession_id)),
      ]);
      return inNameOrder(services, brandOf(profession));
    },
  },
  Service: {
    profession: (service, _args, context) => required(professionById(context).load(service.profession_id)),
    skillCluster: async (service, _args, context) =>
      service.skill_cluster_id ? ((await skillClusterById(context).load(service.skill_cluster_id)) ?? null) : null,
    defaultLeadType: (service) => service.default_lead_type,
    leadFee: (service) => ({ amountMinor: service.lead_fee_minor, currency: service.currency as Currency }),
    questions: (service, _args, context) => questionsOfService(context).load(service.id),
  },
  ServiceQuestion: {
    fieldType: (question) => question.field_type,
    options: (question) => [...question.options],
    min: (question) => question.min_value,
    max: (question) => question.max_value,
  },
  Location: {
    parent: async (location, _args, context) =>
      location.parent_id ? ((await locationById(context).load(location.parent_id)) ?? null) : null,
  },
};

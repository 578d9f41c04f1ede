// The taxonomy of one brand in its language (spec §3): professions, skill clusters, services with
// lead fees and the questions of their job forms.
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../database.ts';
import { insertRows } from './bulk-insert.ts';
import { say, slugify } from './language.ts';
import { currencyOf, leadFeeMinor, priceMinor } from './money.ts';
import { CHOICES, DETAILS, MATERIALS, MEASURES, NOTES, NUMBERS, PROPERTY, type QuestionSpec } from './questions.ts';
import { stableId } from './random.ts';
import type { ServiceSpec, TradeSpec } from './trade-spec.ts';
import { BUILDING_TRADES } from './trades-building.ts';
import { FINISHING_TRADES } from './trades-finishing.ts';
import { INSTALLATION_TRADES } from './trades-installation.ts';
import { SERVICE_TRADES } from './trades-services.ts';

export const TRADES: readonly TradeSpec[] = [
  ...INSTALLATION_TRADES,
  ...BUILDING_TRADES,
  ...FINISHING_TRADES,
  ...SERVICE_TRADES,
];

export interface Question {
  id: string;
  readonly key: string;
  readonly spec: QuestionSpec;
  readonly label: string;
  readonly required: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

export interface Service {
  id: string;
  readonly slug: string;
  readonly name: string;
  readonly spec: ServiceSpec;
  readonly profession: Profession;
  readonly clusterSlug: string;
  readonly feeMinor: number;
  readonly priceMinMinor: number;
  readonly priceMaxMinor: number;
  readonly questions: Question[];
}

export interface Profession {
  id: string;
  readonly slug: string;
  readonly name: string;
  readonly professionalsName: string;
  readonly one: string;
  readonly trade: TradeSpec;
  readonly clusters: { id: string; readonly slug: string; readonly name: string }[];
  readonly services: Service[];
}

function questionsOf(trade: TradeSpec, spec: ServiceSpec): QuestionSpec[] {
  const list: QuestionSpec[] = [
    PROPERTY,
    MEASURES[spec.measure ?? trade.measure],
    CHOICES[trade.choice],
    NUMBERS[trade.number],
  ];
  list.push(DETAILS[trade.detail]);
  if (trade.materials) list.push(MATERIALS);
  list.push(NOTES);
  return list;
}

// Slugs name rows (unique per brand or per profession): two names with one slug would be one row.
function assertUnique(slugs: readonly string[], where: string) {
  const twice = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  if (twice.length > 0) throw new Error(`The demo taxonomy repeats ${twice.join(', ')} in ${where}`);
}

export function buildCatalogue(brand: BrandId, seed: number): Profession[] {
  const professions = TRADES.map((trade) => {
    const slug = slugify(say(trade.name, brand));
    const id = stableId(seed, 'profession', brand, trade.key);
    const profession: Profession = {
      id,
      slug,
      name: say(trade.name, brand),
      professionalsName: say(trade.pros, brand),
      one: say(trade.one, brand),
      trade,
      clusters: [],
      services: [],
    };
    for (const cluster of trade.clusters) {
      const clusterSlug = slugify(say(cluster.name, brand));
      profession.clusters.push({
        id: stableId(seed, 'cluster', brand, trade.key, clusterSlug),
        slug: clusterSlug,
        name: say(cluster.name, brand),
      });
      for (const spec of cluster.services) {
        const serviceSlug = slugify(say(spec.name, brand));
        const serviceId = stableId(seed, 'service', brand, trade.key, serviceSlug);
        profession.services.push({
          id: serviceId,
          slug: serviceSlug,
          name: say(spec.name, brand),
          spec,
          profession,
          clusterSlug,
          feeMinor: leadFeeMinor(spec.fee, brand),
          priceMinMinor: priceMinor(spec.price[0], brand),
          priceMaxMinor: priceMinor(spec.price[1], brand),
          questions: questionsOf(trade, spec).map((question) => ({
            id: stableId(seed, 'question', serviceId, question.key),
            key: question.key,
            spec: question,
            label: say(question.label, brand),
            // The kind of place and its size decide the price; the rest helps.
            required:
              question === PROPERTY || question.fieldType === 'MEASUREMENT' || question.fieldType === 'QUANTITY',
            options: (question.options ?? []).map(([value, label]) => ({ value, label: say(label, brand) })),
          })),
        });
      }
    }
    assertUnique(
      profession.clusters.map((cluster) => cluster.slug),
      `${brand}/${slug}`,
    );
    assertUnique(
      profession.services.map((service) => service.slug),
      `${brand}/${slug}`,
    );
    return profession;
  });
  assertUnique(
    professions.map((profession) => profession.slug),
    brand,
  );
  return professions;
}

export async function insertCatalogue(db: Queryable, brand: BrandId, professions: readonly Profession[]) {
  const currency = currencyOf(brand);
  await insertRows(
    db,
    'professions',
    { id: 'uuid', brand: 'text', slug: 'text', name: 'text', professionals_name: 'text', category: 'text' },
    professions.map((p) => ({
      id: p.id,
      brand,
      slug: p.slug,
      name: p.name,
      professionals_name: p.professionalsName,
      category: p.trade.key,
    })),
    { skipExisting: true },
  );
  await bindCatalogue(db, brand, professions, ['professions']);
  await insertRows(
    db,
    'skill_clusters',
    { id: 'uuid', profession_id: 'uuid', slug: 'text', name: 'text' },
    professions.flatMap((p) => p.clusters.map((c) => ({ ...c, profession_id: p.id }))),
    { skipExisting: true },
  );
  await bindCatalogue(db, brand, professions, ['skill_clusters']);
  const services = professions.flatMap((p) => p.services);
  const clusterId = (s: Service) => s.profession.clusters.find((c) => c.slug === s.clusterSlug)?.id ?? null;
  await insertRows(
    db,
    'services',
    {
      id: 'uuid',
      profession_id: 'uuid',
      skill_cluster_id: 'uuid',
      slug: 'text',
      name: 'text',
      default_lead_type: 'text',
      lead_fee_minor: 'int',
      currency: 'text',
    },
    services.map((s) => ({
      id: s.id,
      profession_id: s.profession.id,
      skill_cluster_id: clusterId(s),
      slug: s.slug,
      name: s.name,
      default_lead_type: s.spec.leadType,
      lead_fee_minor: s.feeMinor,
      currency,
    })),
    { skipExisting: true },
  );
  await bindCatalogue(db, brand, professions, ['services']);
  await insertRows(
    db,
    'service_questions',
    {
      id: 'uuid',
      service_id: 'uuid',
      position: 'int',
      key: 'text',
      label: 'text',
      field_type: 'text',
      required: 'bool',
      options: 'jsonb',
      unit: 'text',
      min_value: 'float8',
      max_value: 'float8',
    },
    services.flatMap((s) =>
      s.questions.map((q, position) => ({
        id: q.id,
        service_id: s.id,
        position,
        key: q.key,
        label: q.label,
        field_type: q.spec.fieldType,
        required: q.required,
        options: q.options,
        unit: q.spec.unit ?? null,
        min_value: q.spec.min ?? null,
        max_value: q.spec.max ?? null,
      })),
    ),
    { skipExisting: true },
  );
  await bindCatalogue(db, brand, professions, ['service_questions']);
}

type CatalogueTable = 'professions' | 'skill_clusters' | 'services' | 'service_questions';

// Takes the ids the database holds for the brand's taxonomy, found by their natural keys.
// A database seeded before trades had a category gets each demo trade's (migration 006): the
// trade spec's key, the same in every brand.
export async function fillCategories(db: Queryable, brand: BrandId, professions: readonly Profession[]) {
  await db.query(
    `UPDATE professions p SET category = c.category
       FROM unnest($2::text[], $3::text[]) AS c(slug, category)
      WHERE p.brand = $1 AND p.slug = c.slug AND p.category IS NULL`,
    [brand, professions.map((p) => p.slug), professions.map((p) => p.trade.key)],
  );
}

export async function bindCatalogue(
  db: Queryable,
  brand: BrandId,
  professions: readonly Profession[],
  tables: readonly CatalogueTable[] = ['professions', 'skill_clusters', 'services', 'service_questions'],
): Promise<void> {
  const lookup = async (sql: string) => {
    const rows = await db.query<{ id: string; owner: string; key: string }>(sql, [brand]);
    return new Map(rows.map((row) => [`${row.owner}/${row.key}`, row.id]));
  };
  const take = (ids: Map<string, string>, owner: string, key: string) => {
    const id = ids.get(`${owner}/${key}`);
    if (!id) throw new Error(`The demo taxonomy of ${brand} lacks ${key}`);
    return id;
  };
  if (tables.includes('professions')) {
    const ids = await lookup(`SELECT id, brand AS owner, slug AS key FROM professions WHERE brand = $1`);
    for (const p of professions) p.id = take(ids, brand, p.slug);
  }
  const ofBrand = 'JOIN professions p ON p.id = t.profession_id WHERE p.brand = $1';
  if (tables.includes('skill_clusters')) {
    const ids = await lookup(`SELECT t.id, t.profession_id AS owner, t.slug AS key FROM skill_clusters t ${ofBrand}`);
    for (const p of professions) for (const c of p.clusters) c.id = take(ids, p.id, c.slug);
  }
  if (tables.includes('services')) {
    const ids = await lookup(`SELECT t.id, t.profession_id AS owner, t.slug AS key FROM services t ${ofBrand}`);
    for (const p of professions) for (const s of p.services) s.id = take(ids, p.id, s.slug);
  }
  if (tables.includes('service_questions')) {
    const ids = await lookup(
      `SELECT q.id, q.service_id AS owner, q.key FROM service_questions q JOIN services t ON t.id = q.service_id ${ofBrand}`,
    );
    for (const p of professions) for (const s of p.services) for (const q of s.questions) q.id = take(ids, s.id, q.key);
  }
}

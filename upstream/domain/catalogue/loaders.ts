// The catalogue's per-request loaders: the lists each profession, cluster, service and professional
// hangs off, one query for all the parents of a response (no N+1).
import type { Queryable } from '../../db/database.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { rowsGroupedBy } from '../../graphql/loaders.ts';
import type {
  LocationRow,
  ProAwardRow,
  ProfessionRow,
  ProPhotoRow,
  ProProfileRow,
  ServiceQuestionRow,
  ServiceRow,
  SkillClusterRow,
} from './rows.ts';

type Context = Pick<UpstreamContext, 'loaders'>;

export const clustersOfProfession = ({ loaders }: Context) =>
  loaders.get(
    'catalogue.clustersByProfession',
    rowsGroupedBy<SkillClusterRow>('skill_clusters', 'profession_id', 'name, id'),
  );

export const servicesOfProfession = ({ loaders }: Context) =>
  loaders.get('catalogue.servicesByProfession', rowsGroupedBy<ServiceRow>('services', 'profession_id', 'name, id'));

export const servicesOfCluster = ({ loaders }: Context) =>
  loaders.get('catalogue.servicesByCluster', rowsGroupedBy<ServiceRow>('services', 'skill_cluster_id', 'name, id'));

export const questionsOfService = ({ loaders }: Context) =>
  loaders.get(
    'catalogue.questionsByService',
    rowsGroupedBy<ServiceQuestionRow>('service_questions', 'service_id', 'position, id'),
  );

export const photosOfPro = ({ loaders }: Context) =>
  loaders.get('catalogue.photosByPro', rowsGroupedBy<ProPhotoRow>('pro_photos', 'pro_id', 'position, created_at, id'));

// Newest award first.
export const awardsOfPro = ({ loaders }: Context) =>
  loaders.get('catalogue.awardsByPro', rowsGroupedBy<ProAwardRow>('pro_awards', 'pro_id', 'year DESC, award'));

// Rows of a join table's other side, grouped by the professional, in the other table's name order.
function joinedByPro<Row extends object>(joinTable: string, table: string, column: string) {
  return async (db: Queryable, proIds: readonly string[]): Promise<Row[][]> => {
    const rows = await db.query<Row & { pro_id: string }>(
      `SELECT t.*, j.pro_id FROM ${joinTable} j JOIN ${table} t ON t.id = j.${column}
        WHERE j.pro_id = ANY($1::uuid[]) ORDER BY t.name, t.id`,
      [proIds],
    );
    const groups = new Map<string, Row[]>(proIds.map((id) => [id, []]));
    for (const row of rows) groups.get(row.pro_id)?.push(row);
    return proIds.map((id) => groups.get(id) ?? []);
  };
}

export const professionsOfPro = ({ loaders }: Context) =>
  loaders.get(
    'catalogue.professionsByPro',
    joinedByPro<ProfessionRow>('pro_professions', 'professions', 'profession_id'),
  );

export const servicesOfPro = ({ loaders }: Context) =>
  loaders.get('catalogue.servicesByPro', joinedByPro<ServiceRow>('pro_services', 'services', 'service_id'));

export const profileOfPro = ({ loaders }: Context) =>
  loaders.get('catalogue.profileByPro', async (db: Queryable, proIds: readonly string[]) => {
    const rows = await db.query<ProProfileRow>(
      `SELECT user_id, brand, primary_locality_id, bio, founded_year, is_verified, work_latitude, work_longitude,
              work_radius_km, auto_respond_daily_limit, last_active_at
         FROM company_profiles WHERE user_id = ANY($1::uuid[])`,
      [proIds],
    );
    const byPro = new Map(rows.map((row) => [row.user_id, row]));
    return proIds.map((id) => byPro.get(id));
  });

// Whether the professional has an enabled auto-respond rule.
export const autoRespondOfPro = ({ loaders }: Context) =>
  loaders.get('catalogue.autoRespondByPro', async (db: Queryable, proIds: readonly string[]) => {
    const rows = await db.query<{ pro_id: string }>(
      'SELECT DISTINCT pro_id FROM auto_respond_rules WHERE enabled AND pro_id = ANY($1::uuid[])',
      [proIds],
    );
    const enabled = new Set(rows.map((row) => row.pro_id));
    return proIds.map((id) => enabled.has(id));
  });

// The city of the country nearest to a point, keyed by "country|latitude|longitude". Cities have
// no coordinate index; a country holds few enough of them to measure each.
export const nearestCity = ({ loaders }: Context) =>
  loaders.get('catalogue.nearestCity', async (db: Queryable, keys: readonly string[]) => {
    const points = keys.map((key) => {
      const [country, latitude, longitude] = key.split('|');
      return { country, latitude: Number(latitude), longitude: Number(longitude) };
    });
    const rows = await db.query<LocationRow & { point: string }>(
      `SELECT n.*, p.ordinality::text AS point
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS p(value, ordinality)
         CROSS JOIN LATERAL (
           SELECT * FROM locality_nodes c
            WHERE c.country = p.value->>'country' AND c.kind = 'CITY' AND c.latitude IS NOT NULL
            ORDER BY power(c.latitude - (p.value->>'latitude')::float8, 2)
                     + power((c.longitude - (p.value->>'longitude')::float8)
                             * cos(radians((p.value->>'latitude')::float8)), 2), c.id
            LIMIT 1) n`,
      [JSON.stringify(points)],
    );
    const byPoint = new Map(rows.map(({ point, ...row }) => [Number(point) - 1, row as LocationRow]));
    return keys.map((_key, index) => byPoint.get(index));
  });

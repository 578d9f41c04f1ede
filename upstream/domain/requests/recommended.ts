// The professionals a job's home owner is shown (ServiceRequest.recommendedServicePros): active
// professionals offering the job's service whose work area covers the job. Best first:
//   0. sponsored: a running placement for the job's trade in the job's town (decision 067);
//   1. rating, smoothed towards a prior (a Bayesian average), so one 5-star review does not beat
//      forty 4.8-star ones: (count × average + PRIOR_WEIGHT × PRIOR_RATING) / (count + PRIOR_WEIGHT);
//   2. the day they were last active, most recent first (never active last);
//   3. distance from their work area's centre to the job, nearest first;
//   4. id, so the order is total and paging never skips or repeats anyone.
// Candidates are found through the service (pro_services by service); the work-area test then
// measures each one's distance against their own radius.
import type { Queryable, SqlValue } from '../../db/database.ts';
import type { DistanceUnit, PageInfo } from '../../generated/graphql.ts';
import { decodeKeyCursor, pageSize, type SortKey, toKeyConnection } from '../../graphql/pagination.ts';
import { refusal } from '../access/refusals.ts';
import { sponsoredSql } from '../billing/sponsored.ts';
import { distanceIn, distanceKmSql } from '../catalogue/distance.ts';
import type { UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';
import type { ServiceRequestRow } from './rows.ts';

export const PRIOR_RATING = 4;
export const PRIOR_WEIGHT = 5;

interface RecommendedRow extends UserRow {
  readonly distance_km: number;
  readonly sponsored_key: number;
  readonly rating_key: number;
  readonly activity_key: number;
  readonly distance_key: number;
}

export interface RecommendedConnection {
  readonly edges: {
    cursor: string;
    node: UserRow;
    distance: { value: number; unit: DistanceUnit };
    sponsored: boolean;
  }[];
  readonly pageInfo: PageInfo;
  readonly totalCount: number;
}

export const EMPTY_CONNECTION: RecommendedConnection = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: 0,
};

// The job's place and the town it lies in (a postal code's parent): a placement is bought for a town.
const JOB_TOWNS = 'ARRAY[$5::uuid, (SELECT l.parent_id FROM locality_nodes l WHERE l.id = $5::uuid)]';

const CANDIDATES = `
  SELECT u.*, d.km AS distance_km,
         ${sponsoredSql('u.id', '$4', JOB_TOWNS, 'now()')} AS sponsored_key,
         round(((c.review_count * coalesce(c.review_average, 0) + ${PRIOR_WEIGHT * PRIOR_RATING})
                / (c.review_count + ${PRIOR_WEIGHT}))::numeric, 3)::float8 AS rating_key,
         coalesce(floor(extract(epoch FROM c.last_active_at) / 86400), 0)::int AS activity_key,
         round(d.km::numeric, 3)::float8 AS distance_key
    FROM pro_services ps
    JOIN users u ON u.id = ps.pro_id
    JOIN company_profiles c ON c.user_id = u.id
    CROSS JOIN LATERAL (
      SELECT ${distanceKmSql('c.work_latitude', 'c.work_longitude', '$2::float8', '$3::float8')} AS km
    ) d
   WHERE ps.service_id = $1 AND u.type = 'SERVICE_PRO' AND u.status = 'ACTIVE' AND d.km <= c.work_radius_km`;

const AFTER_CURSOR = `
  WHERE sponsored_key < $7
     OR (sponsored_key = $7 AND rating_key < $8)
     OR (sponsored_key = $7 AND rating_key = $8 AND activity_key < $9)
     OR (sponsored_key = $7 AND rating_key = $8 AND activity_key = $9 AND distance_key > $10)
     OR (sponsored_key = $7 AND rating_key = $8 AND activity_key = $9 AND distance_key = $10 AND id > $11::uuid)`;

const keysOf = (row: RecommendedRow): SortKey[] => [
  row.sponsored_key,
  row.rating_key,
  row.activity_key,
  row.distance_key,
  row.id,
];

function decodeAfter(after: string | null | undefined): [number, number, number, number, string] | null {
  const keys = decodeKeyCursor(after, 5);
  if (!keys) return null;
  const [sponsored, rating, activity, distance, id] = keys;
  if (
    typeof sponsored !== 'number' ||
    typeof rating !== 'number' ||
    typeof activity !== 'number' ||
    typeof distance !== 'number' ||
    typeof id !== 'string' ||
    !isUuid(id)
  ) {
    throw refusal('after is not a cursor of this list', 'BAD_USER_INPUT');
  }
  return [sponsored, rating, activity, distance, id];
}

export async function recommendedServicePros(
  db: Queryable,
  job: ServiceRequestRow,
  unit: DistanceUnit,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<RecommendedConnection> {
  const size = pageSize(first);
  const cursor = decodeAfter(after);
  const params: SqlValue[] = [
    job.service_id,
    job.latitude,
    job.longitude,
    job.profession_id,
    job.locality_id,
    size + 1,
    ...(cursor ?? []),
  ];
  const [rows, [count]] = await Promise.all([
    db.query<RecommendedRow>(
      `WITH candidates AS (${CANDIDATES})
       SELECT * FROM candidates ${cursor ? AFTER_CURSOR : ''}
        ORDER BY sponsored_key DESC, rating_key DESC, activity_key DESC, distance_key, id
        LIMIT $6`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${CANDIDATES}) candidates`, params.slice(0, 5)),
  ]);
  const connection = toKeyConnection(rows, size, cursor !== null, keysOf);
  return {
    edges: connection.edges.map((edge) => ({
      ...edge,
      distance: distanceIn(edge.node.distance_km, unit),
      sponsored: edge.node.sponsored_key === 1,
    })),
    pageInfo: connection.pageInfo,
    totalCount: count?.total ?? 0,
  };
}

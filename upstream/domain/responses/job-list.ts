// The professional's new-job list (spec §3 newJobList): open jobs that fit their services and work
// area or were sent to them, narrowed by the filters, in the chosen order, a page at a time.
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { QueryNewJobListArgs } from '../../generated/graphql.ts';
import { cursorTime, pageSize, toKeyConnection } from '../../graphql/pagination.ts';
import { distanceKmSql } from '../catalogue/distance.ts';
import type { Viewer } from '../identity/sessions.ts';
import { qualifiedSql } from '../pro-services/qualification.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { filterConditions, fitConditions, reachKm } from './job-list-filters.ts';
import {
  decodeJobCursor,
  FEATURED_SQL,
  type JobListRow,
  NO_DISTANCE_KM,
  orderOf,
  SCORE_SQL,
} from './job-list-order.ts';
import { type ProFacts, proFacts } from './work-area.ts';

// The jobs that fit and pass the filters, each with its distance, whether the professional is
// qualified for its trade (as for choosing services: PASSED), and its sort keys. Fit is first
// narrowed on the indexed columns (service, bounding box), then checked by exact distance.
function fittingJobs(
  pro: ProFacts,
  args: QueryNewJobListArgs,
  params: SqlParams,
  asOf = new Date().toISOString(),
): string {
  const proId = params.add(pro.proId);
  const distance = pro.area
    ? distanceKmSql(
        `${params.add(pro.area.latitude)}::float8`,
        `${params.add(pro.area.longitude)}::float8`,
        'r.latitude',
        'r.longitude',
      )
    : 'NULL::float8';
  const candidates = `
    SELECT r.*, ${distance} AS distance_km,
           EXISTS (SELECT 1 FROM pro_professions pp
                    WHERE pp.pro_id = ${proId} AND pp.profession_id = r.profession_id
                      AND ${qualifiedSql('pp.qualification')}) AS qualified
      FROM service_requests r
     WHERE ${fitConditions(pro, params).join(' AND ')}`;
  const conditions = [
    pro.area
      ? `(r.direct_pro_id = ${proId} OR r.distance_km <= ${params.add(pro.area.radiusKm)})`
      : `r.direct_pro_id = ${proId}`,
    ...filterConditions(pro, args.filters ?? {}, params),
  ];
  const distanceFilter = args.filters?.distance;
  if (distanceFilter !== null && distanceFilter !== undefined) {
    conditions.push(`r.distance_km <= ${params.add(reachKm(pro, distanceFilter))}`);
  }
  return `
    SELECT r.*, coalesce(r.distance_km, ${NO_DISTANCE_KM}) AS distance_key, ${SCORE_SQL} AS score,
           ${FEATURED_SQL(params.add(asOf))} AS featured, ${cursorTime('r.created_at')} AS cursor_at
      FROM (${candidates}) r
     WHERE ${conditions.join(' AND ')}`;
}

export async function newJobList(db: Queryable, viewer: Viewer, args: QueryNewJobListArgs) {
  const size = pageSize(args.first);
  const sort = args.sortBy ?? 'DATE';
  const after = decodeJobCursor(sort, args.after);
  const asOf = after?.asOf ?? new Date().toISOString();
  const order = orderOf(sort, asOf);
  const pro = await proFacts(db, viewer.userId);

  const countParams = new SqlParams();
  const countSql = `SELECT count(*)::int AS total FROM (${fittingJobs(pro, args, countParams)}) r`;
  const pageParams = new SqlParams();
  const jobs = fittingJobs(pro, args, pageParams, asOf);
  const afterCondition = after ? `WHERE ${order.after(after, pageParams)}` : '';
  const pageSql = `SELECT * FROM (${jobs}) r ${afterCondition}
                    ORDER BY ${order.orderBy} LIMIT ${pageParams.add(size + 1)}`;

  const [rows, [count]] = await Promise.all([
    db.query<ServiceRequestRow & JobListRow>(pageSql, pageParams.values),
    db.query<{ total: number }>(countSql, countParams.values),
  ]);
  return { ...toKeyConnection(rows, size, after !== null, order.keysOf), totalCount: count?.total ?? 0 };
}

// How many of the jobs that fit (without filters) were posted after `since`: the welcome-back
// page's new jobs (docs/decisions/052-welcome-back.md).
export async function countJobsPostedSince(db: Queryable, proId: string, since: Date): Promise<number> {
  const pro = await proFacts(db, proId);
  const params = new SqlParams();
  const jobs = fittingJobs(pro, {}, params);
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${jobs}) r WHERE r.created_at > ${params.add(since)}::timestamptz`,
    params.values,
  );
  return row?.total ?? 0;
}

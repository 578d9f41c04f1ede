// The professional directory (spec §2.3): a brand's active professionals, narrowed by trade,
// service, the place their work area covers and photos, in one of the provider sort orders.

import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { DirectorySearchInput, Distance, PageInfo } from '../../generated/graphql.ts';
import { numberedOffset, pageSize, type SortKey, toKeyConnection } from '../../graphql/pagination.ts';
import { sponsoredSql } from '../billing/sponsored.ts';
import type { UserRow } from '../identity/users.ts';
import { marketOf } from '../validation/brand.ts';
import { afterKeys, decodeDirectoryCursor, directoryCursorKeys, keyColumns, orderKeys } from './directory-order.ts';
import { recommendedScoreSql } from './directory-score.ts';
import { boundingBox, distanceIn, distanceKmSql, workAreaBoxSql } from './distance.ts';
import { findLocation, findPostalCode } from './places.ts';
import type { LocationRow } from './rows.ts';

// The widest work area a search looks for: the bounding box around the place (an index range on
// the work centres) is this big, and the exact distance then has to be within each radius.
export const MAX_SEARCH_RADIUS_KM = 100;

export type DirectoryRow = UserRow & { readonly distance_km: number | null } & Readonly<Record<string, unknown>>;

export interface DirectoryConnection {
  readonly edges: { cursor: string; node: DirectoryRow; distance: Distance | null; sponsored: boolean }[];
  readonly pageInfo: PageInfo;
  readonly totalCount: number;
}

interface Filters {
  readonly professionId: string | null;
  readonly serviceIds: readonly string[] | null;
  // The places the work area must cover; distances are measured from the first.
  readonly places: readonly LocationRow[];
}

function emptyConnection(hasPrevious: boolean): DirectoryConnection {
  return {
    edges: [],
    pageInfo: { hasNextPage: false, hasPreviousPage: hasPrevious, startCursor: null, endCursor: null },
    totalCount: 0,
  };
}

// The search's slugs and postal code as rows; null when one of them names nothing (no results).
async function resolveFilters(db: Queryable, brand: BrandId, input: DirectorySearchInput): Promise<Filters | null> {
  const { country } = marketOf(brand);
  let professionId: string | null = null;
  if (input.professionSlug != null) {
    const [row] = await db.query<{ id: string }>('SELECT id FROM professions WHERE brand = $1 AND slug = $2', [
      brand,
      input.professionSlug,
    ]);
    if (!row) return null;
    professionId = row.id;
  }
  let serviceIds: string[] | null = null;
  if (input.serviceSlug != null) {
    const rows = await db.query<{ id: string }>(
      `SELECT s.id FROM services s JOIN professions p ON p.id = s.profession_id
        WHERE p.brand = $1 AND s.slug = $2 AND ($3::uuid IS NULL OR p.id = $3::uuid)`,
      [brand, input.serviceSlug, professionId],
    );
    if (rows.length === 0) return null;
    serviceIds = rows.map((row) => row.id);
  }
  const places: LocationRow[] = [];
  if (input.postalCode != null) {
    const code = await findPostalCode(db, country, input.postalCode);
    if (!code) return null;
    places.push(code);
  }
  if (input.localitySlug != null) {
    const place = await findLocation(db, country, input.localitySlug, ['CITY', 'REGION']);
    if (!place) return null;
    places.push(place);
  }
  // A place without coordinates cannot be measured from, so no work area is known to cover it.
  if (places.some((place) => place.latitude === null || place.longitude === null)) return null;
  return { professionId, serviceIds, places };
}

// The WHERE conditions shared by the page and the count, and the distance to the first place.
function conditions(brand: BrandId, input: DirectorySearchInput, filters: Filters, params: SqlParams) {
  const where = [
    `c.brand = ${params.add(brand)}`,
    `u.type = 'SERVICE_PRO'`,
    `u.status = 'ACTIVE'`,
    'NOT u.assumable_only',
  ];
  if (input.onlyWithPhotos) where.push('c.photo_count > 0');
  // A trade or service narrows far more than the brand or the 100 km box (which covers a small
  // country whole). As an array of ids it is a lookup of those profiles by user_id, so the cost
  // follows the matches; as an EXISTS the planner hash-joined it against a read of every profile of
  // the brand (the scale benchmark, scripts/bench/upstream-scale.ts).
  if (filters.professionId !== null) {
    where.push(`c.user_id = ANY(ARRAY(SELECT pp.pro_id FROM pro_professions pp
      WHERE pp.profession_id = ${params.add(filters.professionId)}::uuid))`);
  }
  if (filters.serviceIds !== null) {
    where.push(`c.user_id = ANY(ARRAY(SELECT ps.pro_id FROM pro_services ps
      WHERE ps.service_id = ANY(${params.add(filters.serviceIds)}::uuid[])))`);
  }
  const distances = filters.places.map((place) => {
    const latitude = place.latitude ?? 0;
    const longitude = place.longitude ?? 0;
    const box = boundingBox(latitude, longitude, MAX_SEARCH_RADIUS_KM);
    const distance = distanceKmSql(
      'c.work_latitude',
      'c.work_longitude',
      `${params.add(latitude)}::float8`,
      `${params.add(longitude)}::float8`,
    );
    where.push(
      `c.work_latitude BETWEEN ${params.add(box.minLatitude)}::float8 AND ${params.add(box.maxLatitude)}::float8`,
      `c.work_longitude BETWEEN ${params.add(box.minLongitude)}::float8 AND ${params.add(box.maxLongitude)}::float8`,
      `${distance} <= c.work_radius_km`,
    );
    // Without a trade, the work areas whose box holds the place (migration 036's index). With one,
    // the trade's professionals are fewer: the planner must start from them, so no box is offered.
    if (filters.professionId === null && filters.serviceIds === null) {
      const lat = `${params.add(latitude)}::float8`;
      const lng = `${params.add(longitude)}::float8`;
      where.push(
        `${workAreaBoxSql('c.work_latitude', 'c.work_longitude', 'c.work_radius_km')} @> box(point(${lng}, ${lat}), point(${lng}, ${lat}))`,
      );
    }
    return distance;
  });
  return { where: where.join(' AND '), distance: distances[0] ?? null };
}

export interface DirectoryPage {
  readonly first?: number | null;
  readonly after?: string | null;
  // A numbered page, from 1, instead of a cursor: the directory's pages as links a crawler follows.
  readonly page?: number | null;
}

export async function searchDirectory(
  db: Queryable,
  brand: BrandId,
  input: DirectorySearchInput,
  page: DirectoryPage,
): Promise<DirectoryConnection> {
  const size = pageSize(page.first);
  const numbered = page.page ?? null;
  const offset = numberedOffset(numbered, page.after, size);
  const sortBy = input.sortBy ?? 'RECOMMENDED';
  const filters = await resolveFilters(db, brand, input);
  if (filters === null) return emptyConnection(page.after != null);

  // A trade searched in a town: the professionals sponsored there come first (decision 067).
  const towns = filters.places.filter((place) => place.kind === 'CITY').map((place) => place.id);
  const sponsoredFirst = filters.professionId !== null && towns.length > 0;
  // RECOMMENDED scores are as of the first page's time, which the cursor carries to the next ones.
  const cursor = decodeDirectoryCursor(page.after, sortBy, sponsoredFirst);
  const asOf = cursor?.asOf ?? new Date().toISOString();
  const params = new SqlParams();
  const { where, distance } = conditions(brand, input, filters, params);
  const countParams = [...params.values];
  const keys = orderKeys(
    sortBy,
    () => recommendedScoreSql(`${params.add(asOf)}::timestamptz`, distance),
    sponsoredFirst
      ? () => sponsoredSql('u.id', params.add(filters.professionId), params.add(towns), params.add(asOf))
      : null,
  );
  const columns = keyColumns(keys);
  const rows = await db.query<DirectoryRow>(
    `SELECT d.*, ${columns.outer}
       FROM (SELECT u.*, ${distance ?? 'NULL::float8'} AS distance_km, ${columns.inner}
               FROM company_profiles c JOIN users u ON u.id = c.user_id
              WHERE ${where}) d
      WHERE ${cursor ? afterKeys(keys, cursor.values, params.add) : 'true'}
      ORDER BY ${columns.orderBy}
      LIMIT ${params.add(size + 1)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM company_profiles c JOIN users u ON u.id = c.user_id WHERE ${where}`,
    countParams,
  );
  const keysOf = (row: DirectoryRow) =>
    directoryCursorKeys(
      sortBy,
      asOf,
      keys.map((_key, index) => (row[`c${index}`] ?? null) as SortKey),
    );
  // A numbered page's edges carry cursors too: a client may read on from one by cursor.
  const connection = toKeyConnection(rows, size, cursor !== null || offset > 0, keysOf);
  const { distanceUnit } = marketOf(brand);
  return {
    edges: connection.edges.map((edge) => ({
      ...edge,
      distance: edge.node.distance_km === null ? null : distanceIn(edge.node.distance_km, distanceUnit),
      // The first key, when sponsored professionals come first.
      sponsored: sponsoredFirst && Number(edge.node.c0) === 1,
    })),
    pageInfo: connection.pageInfo,
    totalCount: count?.total ?? 0,
  };
}

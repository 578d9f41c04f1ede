// The directory's indexes (issue 21: /{all-locations}, /{all-trades} and a trade's own page): the
// towns the brand's professionals work from and the trades they work in, each with how many
// professionals and published reviews it has. Counted from the profiles in one grouped query,
// over the professionals the directory lists (active, of the brand, not an assumable account).
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { refusal } from '../access/refusals.ts';
import { marketOf } from '../validation/brand.ts';
import { inNameOrder } from './collation.ts';
import type { LocationRow, ProfessionRow } from './rows.ts';

export interface DirectoryFigures {
  readonly proCount: number;
  readonly reviewCount: number;
}

export type TownWithPros = DirectoryFigures & { readonly location: LocationRow };
export type TradeWithPros = DirectoryFigures & { readonly profession: ProfessionRow };

const LISTED = `c.brand = $1 AND u.type = 'SERVICE_PRO' AND u.status = 'ACTIVE' AND NOT u.assumable_only`;

export interface TownFilter {
  readonly professionSlug?: string | null;
  readonly regionSlug?: string | null;
}

// The towns professionals work from (a work centre at a postal code counts for its town), of one
// trade and one region when asked; in name order. A trade or region that does not exist has none.
export async function townsWithPros(db: Queryable, brand: BrandId, filter: TownFilter): Promise<TownWithPros[]> {
  const params = new SqlParams();
  params.add(brand);
  const where = [LISTED, `town.kind = 'CITY'`, `town.country = ${params.add(marketOf(brand).country)}`];
  if (filter.professionSlug != null) {
    where.push(`c.user_id IN (SELECT pp.pro_id FROM pro_professions pp JOIN professions p ON p.id = pp.profession_id
                               WHERE p.brand = $1 AND p.slug = ${params.add(filter.professionSlug)})`);
  }
  if (filter.regionSlug != null) {
    where.push(`town.parent_id IN (SELECT r.id FROM locality_nodes r
                                    WHERE r.kind = 'REGION' AND r.country = town.country
                                      AND r.slug = ${params.add(filter.regionSlug)})`);
  }
  const rows = await db.query<LocationRow & { pro_count: number; review_count: number }>(
    `SELECT town.*, count(*)::int AS pro_count, coalesce(sum(c.review_count), 0)::int AS review_count
       FROM company_profiles c
       JOIN users u ON u.id = c.user_id
       JOIN locality_nodes centre ON centre.id = COALESCE(c.work_centre_id, c.primary_locality_id)
       JOIN locality_nodes town ON town.id = CASE WHEN centre.kind = 'POSTAL_CODE' THEN centre.parent_id ELSE centre.id END
      WHERE ${where.join(' AND ')}
      GROUP BY town.id`,
    params.values,
  );
  return inNameOrder(rows, brand).map(({ pro_count, review_count, ...location }) => ({
    location,
    proCount: pro_count,
    reviewCount: review_count,
  }));
}

// Every trade of the brand, in name order, with its professionals (in one town when asked: those
// working from it); a trade nobody works in yet counts zero.
export async function tradesWithPros(
  db: Queryable,
  brand: BrandId,
  townSlug: string | null | undefined,
): Promise<TradeWithPros[]> {
  const params = new SqlParams();
  params.add(brand);
  const inTown =
    townSlug == null
      ? 'true'
      : `COALESCE(c.work_centre_id, c.primary_locality_id) IN (
           SELECT n.id FROM locality_nodes n JOIN locality_nodes t ON t.id = n.id OR t.id = n.parent_id
            WHERE t.kind = 'CITY' AND t.country = ${params.add(marketOf(brand).country)} AND t.slug = ${params.add(townSlug)})`;
  const rows = await db.query<ProfessionRow & { pro_count: number; review_count: number }>(
    `SELECT p.*, coalesce(f.pro_count, 0)::int AS pro_count, coalesce(f.review_count, 0)::int AS review_count
       FROM professions p
       LEFT JOIN (SELECT pp.profession_id, count(*) AS pro_count, sum(c.review_count) AS review_count
                    FROM pro_professions pp
                    JOIN company_profiles c ON c.user_id = pp.pro_id
                    JOIN users u ON u.id = c.user_id
                   WHERE ${LISTED} AND ${inTown}
                   GROUP BY pp.profession_id) f ON f.profession_id = p.id
      WHERE p.brand = $1`,
    params.values,
  );
  return inNameOrder(rows, brand).map(({ pro_count, review_count, ...profession }) => ({
    profession,
    proCount: pro_count,
    reviewCount: review_count,
  }));
}

// A sitemap holds at most 50,000 addresses (sitemaps.org), so the profiles are read that many a page.
export const MAX_LISTED_PROFILES_PAGE = 50_000;

export interface ListedProfiles {
  readonly profiles: { readonly slug: string; readonly lastModified: Date }[];
  readonly totalCount: number;
}

// The public profiles of the brand's listed professionals, by slug (a stable order for numbered
// pages), each dated by what it shows that last changed: its newest published review, or the day
// the professional joined.
export async function listedProfiles(
  db: Queryable,
  brand: BrandId,
  page: number,
  pageSize: number,
): Promise<ListedProfiles> {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1) {
    throw refusal('page and pageSize must be positive', 'BAD_USER_INPUT');
  }
  if (pageSize > MAX_LISTED_PROFILES_PAGE) {
    throw refusal(`pageSize must be at most ${MAX_LISTED_PROFILES_PAGE}`, 'BAD_USER_INPUT');
  }
  const rows = await db.query<{ slug: string; last_modified: Date }>(
    `SELECT u.slug, greatest(u.created_at, (SELECT max(r.created_at) FROM reviews r
                                              WHERE r.pro_id = u.id AND r.status = 'APPROVED')) AS last_modified
       FROM company_profiles c JOIN users u ON u.id = c.user_id
      WHERE ${LISTED} AND u.slug IS NOT NULL
      ORDER BY u.slug
      LIMIT $2 OFFSET $3`,
    [brand, pageSize, (page - 1) * pageSize],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM company_profiles c JOIN users u ON u.id = c.user_id
      WHERE ${LISTED} AND u.slug IS NOT NULL`,
    [brand],
  );
  return {
    profiles: rows.map((row) => ({ slug: row.slug, lastModified: row.last_modified })),
    totalCount: count?.total ?? 0,
  };
}

// Places of a brand's country (spec §3 Location): prefix search for place pickers, and one place by
// its slug for location pages.
import type { Queryable } from '../../db/database.ts';
import type { LocalityKind } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import type { LocationRow } from './rows.ts';

export const MAX_LOCATIONS = 50;

// Cities are what people look for most, then postal codes, then regions.
const KIND_ORDER = `CASE kind WHEN 'CITY' THEN 0 WHEN 'POSTAL_CODE' THEN 1 ELSE 2 END`;

// LIKE treats % and _ as wildcards; a typed prefix means them literally.
function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface LocationSearch {
  readonly country: string;
  readonly query: string;
  readonly kind?: LocalityKind | null;
  readonly first?: number | null;
}

// Places whose name (a postal code's name is the code) starts with the text, case-insensitively:
// lower(name) LIKE 'prefix%' is a range scan of locality_nodes_name_idx.
export async function searchLocations(db: Queryable, search: LocationSearch): Promise<LocationRow[]> {
  const first = search.first ?? 10;
  if (!Number.isInteger(first) || first < 1 || first > MAX_LOCATIONS) {
    throw refusal(`first must be between 1 and ${MAX_LOCATIONS}`, 'BAD_USER_INPUT');
  }
  const text = search.query.trim().replace(/\s+/g, ' ');
  if (text === '') return [];
  return db.query<LocationRow>(
    `SELECT * FROM locality_nodes
      WHERE country = $1 AND lower(name) LIKE $2 AND ($3::text IS NULL OR kind = $3)
      ORDER BY ${KIND_ORDER}, name, id
      LIMIT $4`,
    [search.country, likePrefix(text), search.kind ?? null, first],
  );
}

// A place of the country by slug; a city before a postal code or region of the same slug.
export async function findLocation(
  db: Queryable,
  country: string,
  slug: string,
  kinds: readonly LocalityKind[] = ['CITY', 'POSTAL_CODE', 'REGION'],
): Promise<LocationRow | undefined> {
  const [row] = await db.query<LocationRow>(
    `SELECT * FROM locality_nodes WHERE country = $1 AND slug = $2 AND kind = ANY($3::text[])
      ORDER BY ${KIND_ORDER} LIMIT 1`,
    [country, slug, kinds],
  );
  return row;
}

// A postal code of the country, as people type it (any case; surrounding and repeated spaces ignored).
export async function findPostalCode(db: Queryable, country: string, code: string): Promise<LocationRow | undefined> {
  const text = code.trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') return undefined;
  const [row] = await db.query<LocationRow>(
    `SELECT * FROM locality_nodes WHERE country = $1 AND lower(name) = $2 AND kind = 'POSTAL_CODE'
      ORDER BY id LIMIT 1`,
    [country, text],
  );
  return row;
}

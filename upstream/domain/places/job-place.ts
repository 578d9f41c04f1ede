// Where a job is (spec §2.5 postcode step, §8 INVALID_POSTAL_CODE; decision record 029): a
// postal code of the brand's country, found among the places stored (the demo places, and every
// code a job was posted with), in the reference data (towns.ts, uk-postcode-areas.ts,
// us-zip-codes.ts), or, for a well-formed code of no known place, in the town the poster names.
// Looking up writes nothing; the place is stored with the job that needs it (storeJobPlace).
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import { distanceKm } from '../catalogue/distance.ts';
import { canonicalPostalCode } from './postal-code-formats.ts';
import { largestTownNamed, nearestTown, type Town, townById } from './towns.ts';
import { ukPostTown } from './uk-postcode-areas.ts';
import { zipPoint } from './us-zip-codes.ts';

export interface JobPlace {
  // The stored postal code; null until storeJobPlace stores it.
  readonly id: string | null;
  readonly country: string;
  // As the country writes it ("M1 1AE").
  readonly code: string;
  readonly latitude: number;
  readonly longitude: number;
  // The town a new code is stored under (its parent), when one is known.
  readonly town: Town | null;
  // For the person: the town of the code, when there is one.
  readonly townName: string | null;
}

export type PostalCodeLookup =
  | { readonly status: 'INVALID' }
  | { readonly status: 'KNOWN'; readonly code: string; readonly place: JobPlace }
  | { readonly status: 'TOWN_NEEDED'; readonly code: string };

const slugOf = (code: string) => code.toLowerCase().replace(/\s+/g, '-');

interface StoredCodeRow {
  readonly id: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly town_name: string | null;
}

// A stored postal code of the country by its name or slug (both indexed); its point is its own,
// or its town's.
async function findStoredCode(db: Queryable, country: string, code: string): Promise<JobPlace | null> {
  const [row] = await db.query<StoredCodeRow>(
    `SELECT p.id, coalesce(p.latitude, c.latitude) AS latitude, coalesce(p.longitude, c.longitude) AS longitude,
            c.name AS town_name
       FROM locality_nodes p LEFT JOIN locality_nodes c ON c.id = p.parent_id
      WHERE p.country = $1 AND p.kind = 'POSTAL_CODE' AND (lower(p.name) = $2 OR p.slug = $3)
      ORDER BY lower(p.name) = $2 DESC, p.id
      LIMIT 1`,
    [country, code.toLowerCase(), slugOf(code)],
  );
  if (!row || row.latitude === null || row.longitude === null) return null;
  return {
    id: row.id,
    country,
    code,
    latitude: row.latitude,
    longitude: row.longitude,
    town: null,
    townName: row.town_name,
  };
}

function inTown(country: string, code: string, town: Town, point: { latitude: number; longitude: number } = town) {
  return {
    id: null,
    country,
    code,
    latitude: point.latitude,
    longitude: point.longitude,
    town,
    townName: town.name,
  } satisfies JobPlace;
}

// What the reference data says of a code: a UK code is in its area's post town, a US ZIP code at
// its Census point (under the nearest town).
function referencePlace(country: string, code: string): JobPlace | null {
  if (country === 'GB') {
    const name = ukPostTown(code);
    const town = name ? largestTownNamed('GB', name) : null;
    return town ? inTown(country, code, town) : null;
  }
  if (country === 'US') {
    const point = zipPoint(code);
    const town = point ? nearestTown('US', point.latitude, point.longitude) : null;
    return point && town ? inTown(country, code, town, point) : null;
  }
  return null;
}

export async function lookUpPostalCode(db: Queryable, country: string, raw: string): Promise<PostalCodeLookup> {
  const code = canonicalPostalCode(country, raw);
  if (!code) return { status: 'INVALID' };
  const place = (await findStoredCode(db, country, code)) ?? referencePlace(country, code);
  return place ? { status: 'KNOWN', code, place } : { status: 'TOWN_NEEDED', code };
}

// A well-formed code of no known place, in the town the poster chose; null for no such town.
export function placeInTown(country: string, code: string, townId: string): JobPlace | null {
  const town = townById(country, townId);
  return town ? inTown(country, code, town) : null;
}

// How far a stored town of the same name may be from a reference town and still be that town.
const SAME_TOWN_KM = 25;

// The stored town (CITY) for a reference town: one of that name within SAME_TOWN_KM (the demo's
// Manchester is GeoNames' Manchester), or a new one. A new town whose slug is taken by another of
// the same name gets GeoNames' id in its slug.
async function storeTown(tx: Queryable, brand: BrandId, country: string, town: Town): Promise<string> {
  const named = await tx.query<{ id: string; latitude: number | null; longitude: number | null }>(
    `SELECT id, latitude, longitude FROM locality_nodes WHERE country = $1 AND kind = 'CITY' AND lower(name) = $2`,
    [country, town.name.toLowerCase()],
  );
  const same = named.find(
    (row) =>
      row.latitude !== null &&
      row.longitude !== null &&
      distanceKm(row.latitude, row.longitude, town.latitude, town.longitude) <= SAME_TOWN_KM,
  );
  if (same) return same.id;
  const base = townSlug(town.name);
  for (const slug of [base, `${base}-${town.id}`]) {
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude, brand)
       VALUES ($1, 'CITY', $2, $3, $4, $5, $6)
       ON CONFLICT (country, kind, slug) DO NOTHING RETURNING id`,
      [country, town.name, slug, town.latitude, town.longitude, brand],
    );
    if (created) return created.id;
  }
  const [stored] = await tx.query<{ id: string }>(
    `SELECT id FROM locality_nodes WHERE country = $1 AND kind = 'CITY' AND slug = $2`,
    [country, `${base}-${town.id}`],
  );
  if (!stored) throw new Error(`Town ${town.id} could not be stored`);
  return stored.id;
}

function townSlug(name: string): string {
  const slug = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'town' : slug;
}

// The id of the job's postal code, storing it (and its town) when it is new, in the caller's
// transaction. Two jobs posted at once with the same new code share one place.
export async function storeJobPlace(tx: Queryable, brand: BrandId, place: JobPlace): Promise<string> {
  if (place.id) return place.id;
  const parentId = place.town ? await storeTown(tx, brand, place.country, place.town) : null;
  const slug = slugOf(place.code);
  const [created] = await tx.query<{ id: string }>(
    `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude, parent_id, brand)
     VALUES ($1, 'POSTAL_CODE', $2, $3, $4, $5, $6, $7)
     ON CONFLICT (country, kind, slug) DO NOTHING RETURNING id`,
    [place.country, place.code, slug, place.latitude, place.longitude, parentId, brand],
  );
  if (created) return created.id;
  const [existing] = await tx.query<{ id: string }>(
    `SELECT id FROM locality_nodes WHERE country = $1 AND kind = 'POSTAL_CODE' AND slug = $2`,
    [place.country, slug],
  );
  if (!existing) throw new Error(`Postal code ${place.code} could not be stored`);
  return existing.id;
}

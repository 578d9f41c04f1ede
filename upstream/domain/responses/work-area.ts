// A professional's side of matching (spec §2.7): the services they offer, the centre and radius of
// their work area, and the unit their brand shows distances in.
import type { Queryable } from '../../db/database.ts';
import type { DistanceUnit } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { distanceIn, distanceKm } from '../catalogue/distance.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';

export interface WorkArea {
  readonly latitude: number;
  readonly longitude: number;
  readonly radiusKm: number;
}

export interface ProFacts {
  readonly proId: string;
  readonly unit: DistanceUnit;
  // Null while the professional has not set a work area: only jobs sent to them fit then.
  readonly area: WorkArea | null;
  readonly serviceIds: readonly string[];
}

interface AreaRow {
  readonly user_id: string;
  readonly brand: string;
  readonly work_latitude: number | null;
  readonly work_longitude: number | null;
  readonly work_radius_km: number | null;
}

const AREA_SQL = `SELECT u.id AS user_id, u.brand, c.work_latitude, c.work_longitude, c.work_radius_km
                    FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id
                   WHERE u.id = ANY($1::uuid[])`;

function areaOf(row: AreaRow | undefined): WorkArea | null {
  if (row?.work_latitude == null || row.work_longitude == null || row.work_radius_km == null) return null;
  return { latitude: row.work_latitude, longitude: row.work_longitude, radiusKm: row.work_radius_km };
}

export function unitOfBrand(brand: string): DistanceUnit {
  return marketOf(requireBrand(brand)).distanceUnit;
}

export async function proFacts(db: Queryable, proId: string): Promise<ProFacts> {
  const [row] = await db.query<AreaRow>(AREA_SQL, [[proId]]);
  const services = await db.query<{ service_id: string }>('SELECT service_id FROM pro_services WHERE pro_id = $1', [
    proId,
  ]);
  return {
    proId,
    unit: unitOfBrand(row?.brand ?? 'nl'),
    area: areaOf(row),
    serviceIds: services.map((service) => service.service_id),
  };
}

// The work areas of professionals, batched per request (a job list asks once per job).
const workAreaByPro = ({ loaders }: Pick<UpstreamContext, 'loaders'>) =>
  loaders.get('responses.workAreaByPro', async (db: Queryable, proIds: readonly string[]) => {
    const rows = await db.query<AreaRow>(AREA_SQL, [proIds]);
    const byId = new Map(rows.map((row) => [row.user_id, areaOf(row)]));
    return proIds.map((id) => byId.get(id) ?? null);
  });

// ServiceRequest.distance: for a professional, how far the job lies from their work area's centre,
// in the job's brand's unit; null for everyone else and for a professional without a work area.
export async function jobDistance(ctx: Pick<UpstreamContext, 'loaders' | 'viewer'>, job: ServiceRequestRow) {
  if (ctx.viewer?.userType !== 'SERVICE_PRO') return null;
  let km = job.distance_km;
  if (km === undefined) {
    const area = await workAreaByPro(ctx).load(ctx.viewer.userId);
    km = area ? distanceKm(area.latitude, area.longitude, job.latitude, job.longitude) : null;
  }
  return km === null ? null : distanceIn(km, unitOfBrand(job.brand));
}

// What a professional offers and where (spec §2.7 service-preferences, choose-services, work-area):
// their trades (pro_professions, with the qualification), the services they offer
// (pro_services) and the centre and radius of their work area (company_profiles). Matching and the
// directory read these very rows, so a change counts there at once. Choosing services completes
// the onboarding step SERVICES_REQUESTED (decision 054).
import type { Database, Queryable } from '../../db/database.ts';
import type { DistanceUnit, FieldError, QualificationStatus } from '../../generated/graphql.ts';
import { fromKm, toKm } from '../catalogue/distance.ts';
import type { LocationRow, ProfessionRow, ServiceRow } from '../catalogue/rows.ts';
import { missingQualification } from '../documents/documents.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.ts';
import { fieldError, invalidFields, notFound } from '../responses/results.ts';
import { marketOf, requireBrand } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';

// A radius a professional can really travel, and wide enough for a rural area (decision 059).
const RADIUS_BOUNDS_KM = { min: 1, max: 150 } as const;

export interface ProProfessionAnswer {
  readonly profession: ProfessionRow;
  readonly qualification: QualificationStatus;
  readonly services: ServiceRow[];
}

export interface PreferencesAnswer {
  readonly professions: ProProfessionAnswer[];
  readonly workArea: {
    readonly centre: LocationRow | null;
    readonly latitude: number;
    readonly longitude: number;
    readonly radius: number;
    readonly unit: DistanceUnit;
  } | null;
  readonly radiusBounds: { readonly min: number; readonly max: number; readonly unit: DistanceUnit };
}

interface ProRow {
  readonly brand: string;
  readonly work_latitude: number | null;
  readonly work_longitude: number | null;
  readonly work_radius_km: number | null;
  readonly work_centre_id: string | null;
}

async function proRow(db: Queryable, proId: string): Promise<ProRow> {
  const [row] = await db.query<ProRow>(
    // An area set before its place was kept (the seed's) is measured from the company's place.
    `SELECT u.brand, c.work_latitude, c.work_longitude, c.work_radius_km,
            COALESCE(c.work_centre_id, c.primary_locality_id) AS work_centre_id
       FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id WHERE u.id = $1`,
    [proId],
  );
  if (!row) throw new Error('The signed-in professional was not found');
  return row;
}

const unitOf = (brand: string): DistanceUnit => marketOf(requireBrand(brand)).distanceUnit;

// One decimal in the brand's unit, as people say a distance.
const rounded = (value: number) => Math.round(value * 10) / 10;

export async function servicePreferences(db: Queryable, proId: string): Promise<PreferencesAnswer> {
  const pro = await proRow(db, proId);
  const unit = unitOf(pro.brand);
  const professions = await db.query<ProfessionRow & { qualification: QualificationStatus }>(
    `SELECT p.*, pp.qualification FROM pro_professions pp JOIN professions p ON p.id = pp.profession_id
      WHERE pp.pro_id = $1 ORDER BY p.name, p.id`,
    [proId],
  );
  const services = await db.query<ServiceRow>(
    `SELECT s.* FROM pro_services ps JOIN services s ON s.id = ps.service_id WHERE ps.pro_id = $1 ORDER BY s.name, s.id`,
    [proId],
  );
  const [centre] = pro.work_centre_id
    ? await db.query<LocationRow>('SELECT * FROM locality_nodes WHERE id = $1', [pro.work_centre_id])
    : [];
  const hasArea = pro.work_latitude !== null && pro.work_longitude !== null && pro.work_radius_km !== null;
  return {
    professions: professions.map(({ qualification, ...profession }) => ({
      profession,
      qualification,
      services: services.filter((service) => service.profession_id === profession.id),
    })),
    workArea: hasArea
      ? {
          centre: centre ?? null,
          latitude: pro.work_latitude as number,
          longitude: pro.work_longitude as number,
          radius: rounded(fromKm(pro.work_radius_km as number, unit)),
          unit,
        }
      : null,
    radiusBounds: {
      min: rounded(fromKm(RADIUS_BOUNDS_KM.min, unit)),
      max: rounded(fromKm(RADIUS_BOUNDS_KM.max, unit)),
      unit,
    },
  };
}

async function professionOfBrand(db: Queryable, proId: string, professionId: string): Promise<ProfessionRow | null> {
  if (!isUuid(professionId)) return null;
  const [row] = await db.query<ProfessionRow>(
    `SELECT p.* FROM professions p JOIN users u ON u.brand = p.brand WHERE p.id = $1 AND u.id = $2`,
    [professionId, proId],
  );
  return row ?? null;
}

const saved = async (db: Queryable, proId: string) => ({
  __typename: 'ServicePreferencesSaved' as const,
  preferences: await servicePreferences(db, proId),
});

export async function addProfession(db: Database, proId: string, professionId: string) {
  const profession = await professionOfBrand(db, proId, professionId);
  if (!profession) return notFound(professionId);
  await db.query('INSERT INTO pro_professions (pro_id, profession_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    proId,
    profession.id,
  ]);
  return saved(db, proId);
}

export async function removeProfession(db: Database, proId: string, professionId: string) {
  const profession = await professionOfBrand(db, proId, professionId);
  if (!profession) return notFound(professionId);
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM pro_services WHERE pro_id = $1 AND service_id IN (SELECT id FROM services WHERE profession_id = $2)`,
      [proId, profession.id],
    );
    await tx.query('DELETE FROM pro_professions WHERE pro_id = $1 AND profession_id = $2', [proId, profession.id]);
  });
  return saved(db, proId);
}

export async function chooseServices(
  db: Database,
  proId: string,
  input: { readonly professionId: string; readonly serviceIds: readonly string[] },
) {
  const profession = await professionOfBrand(db, proId, input.professionId);
  if (!profession) return notFound(input.professionId);
  const wanted = [...new Set(input.serviceIds)];
  if (wanted.length === 0) return invalidFields([fieldError('serviceIds', 'REQUIRED')]);
  if (!wanted.every(isUuid)) return invalidFields([fieldError('serviceIds', 'INVALID')]);
  const known = await db.query<{ id: string }>(
    'SELECT id FROM services WHERE profession_id = $1 AND id = ANY($2::uuid[])',
    [profession.id, wanted],
  );
  // Every service must be one of this trade's.
  if (known.length !== wanted.length) return invalidFields([fieldError('serviceIds', 'INVALID')]);
  // §5 missing qualification: work that needs the trade's qualification waits until it is PASSED.
  const missing = await missingQualification(db, proId, wanted);
  if (missing) return missing;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO pro_professions (pro_id, profession_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      proId,
      profession.id,
    ]);
    await tx.query(
      `DELETE FROM pro_services WHERE pro_id = $1 AND service_id IN (SELECT id FROM services WHERE profession_id = $2)
         AND NOT service_id = ANY($3::uuid[])`,
      [proId, profession.id, wanted],
    );
    await tx.query(
      `INSERT INTO pro_services (pro_id, service_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [proId, wanted],
    );
    await completeOnboardingStep(tx, proId, 'SERVICES_REQUESTED');
  });
  return saved(db, proId);
}

export async function setWorkArea(
  db: Database,
  proId: string,
  input: { readonly centreId: string; readonly radius: number },
) {
  const pro = await proRow(db, proId);
  const brand = requireBrand(pro.brand);
  const unit = unitOf(brand);
  const errors: FieldError[] = [];
  const radiusKm = toKm(input.radius, unit);
  // A little slack for the rounding of the bounds shown in the brand's unit.
  if (
    !Number.isFinite(input.radius) ||
    radiusKm < RADIUS_BOUNDS_KM.min - 0.05 ||
    radiusKm > RADIUS_BOUNDS_KM.max + 0.05
  ) {
    errors.push(fieldError('radius', 'INVALID'));
  }
  const [centre] = isUuid(input.centreId)
    ? await db.query<LocationRow>(
        `SELECT * FROM locality_nodes WHERE id = $1 AND country = $2 AND kind IN ('CITY', 'POSTAL_CODE')
           AND latitude IS NOT NULL AND longitude IS NOT NULL`,
        [input.centreId, marketOf(brand).country],
      )
    : [];
  if (!centre) errors.push(fieldError('centreId', 'INVALID'));
  if (errors.length > 0 || !centre) return invalidFields(errors);
  // The company's place is the city of the centre (a postal code's city).
  const city = centre.kind === 'CITY' ? centre.id : centre.parent_id;
  await db.query(
    `UPDATE company_profiles
        SET work_latitude = $2, work_longitude = $3, work_radius_km = $4, work_centre_id = $5,
            primary_locality_id = COALESCE($6, primary_locality_id)
      WHERE user_id = $1`,
    [
      proId,
      centre.latitude,
      centre.longitude,
      Math.min(Math.max(radiusKm, RADIUS_BOUNDS_KM.min), RADIUS_BOUNDS_KM.max),
      centre.id,
      city,
    ],
  );
  return saved(db, proId);
}

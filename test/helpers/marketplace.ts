// Marketplace fixtures for tests: a trade with services and questions, places, professionals with a
// work area, home owners and jobs, written straight into the test upstream's database. Each call
// makes new rows with unique slugs and emails, so tests do not depend on each other or on the seed.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../upstream/db/database.ts';
import { hashPassword } from '../../upstream/domain/identity/passwords.ts';
import type { StartSessionOptions } from '../../upstream/domain/identity/sessions.ts';

export const FIXTURE_PASSWORD = 'a-fixture-password';
let passwordHash: Promise<string> | undefined;
const unique = () => randomBytes(4).toString('hex');

export interface TradeFixture {
  readonly professionId: string;
  readonly professionSlug: string;
  readonly skillClusterId: string;
  // The first service has one question of every field type; the second none.
  readonly serviceIds: readonly [string, string];
  readonly questionIds: Readonly<
    Record<'select' | 'checkbox' | 'integer' | 'measurement' | 'quantity' | 'string' | 'text', string>
  >;
}

export async function createTrade(db: Database, brand = 'nl', leadFeeMinor = 1500): Promise<TradeFixture> {
  const suffix = unique();
  const [profession] = await db.query<{ id: string; slug: string }>(
    `INSERT INTO professions (brand, slug, name, professionals_name) VALUES ($1, $2, $3, $4) RETURNING id, slug`,
    [brand, `trade-${suffix}`, `Trade ${suffix}`, `Tradespeople ${suffix}`],
  );
  const professionId = profession?.id ?? '';
  const [cluster] = await db.query<{ id: string }>(
    `INSERT INTO skill_clusters (profession_id, slug, name) VALUES ($1, $2, $3) RETURNING id`,
    [professionId, `cluster-${suffix}`, `Cluster ${suffix}`],
  );
  const services: string[] = [];
  for (const [index, leadType] of ['PICK_AND_CHOOSE', 'SHORTLIST_ME'].entries()) {
    const [service] = await db.query<{ id: string }>(
      `INSERT INTO services (profession_id, skill_cluster_id, slug, name, default_lead_type, lead_fee_minor, currency)
       VALUES ($1, $2, $3, $4, $5, $6, 'EUR') RETURNING id`,
      [
        professionId,
        cluster?.id ?? null,
        `service-${index}-${suffix}`,
        `Service ${index} ${suffix}`,
        leadType,
        leadFeeMinor,
      ],
    );
    services.push(service?.id ?? '');
  }
  const questions: Record<string, string> = {};
  const specs = [
    [
      'select',
      'SELECT',
      [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
      null,
    ],
    [
      'checkbox',
      'CHECKBOX',
      [
        { value: 'inside', label: 'Inside' },
        { value: 'outside', label: 'Outside' },
      ],
      null,
    ],
    ['integer', 'INTEGER', [], null],
    ['measurement', 'MEASUREMENT', [], 'm²'],
    ['quantity', 'QUANTITY', [], null],
    ['string', 'STRING', [], null],
    ['text', 'TEXT', [], null],
  ] as const;
  for (const [position, [key, fieldType, options, unit]] of specs.entries()) {
    const [question] = await db.query<{ id: string }>(
      `INSERT INTO service_questions (service_id, position, key, label, field_type, required, options, unit, min_value, max_value)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING id`,
      [
        services[0] ?? '',
        position,
        key,
        `Question ${key}`,
        fieldType,
        key === 'select' || key === 'integer',
        JSON.stringify(options),
        unit,
        fieldType === 'INTEGER' || fieldType === 'MEASUREMENT' || fieldType === 'QUANTITY' ? 0 : null,
        fieldType === 'INTEGER' || fieldType === 'MEASUREMENT' || fieldType === 'QUANTITY' ? 1000 : null,
      ],
    );
    questions[key] = question?.id ?? '';
  }
  return {
    professionId,
    professionSlug: profession?.slug ?? '',
    skillClusterId: cluster?.id ?? '',
    serviceIds: [services[0] ?? '', services[1] ?? ''],
    questionIds: questions as TradeFixture['questionIds'],
  };
}

export interface PlaceFixture {
  readonly cityId: string;
  readonly citySlug: string;
  readonly postalCodeId: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

// A well-formed Dutch postal code ("1234 AK") that no demo code can be: the demo's start with a
// letter after F (upstream/db/demo/postal-codes.ts).
function fixturePostalCode(suffix: string): string {
  const bits = Number.parseInt(suffix, 16);
  const letters = `${'ABCDEF'.charAt(bits % 6)}${String.fromCharCode(65 + (Math.floor(bits / 6) % 26))}`;
  return `${1000 + (Math.floor(bits / 156) % 9000)} ${letters}`;
}

// A city with one postal code at the given point (Utrecht by default).
export async function createPlace(
  db: Database,
  country = 'NL',
  latitude = 52.0907,
  longitude = 5.1214,
): Promise<PlaceFixture> {
  const suffix = unique();
  const [city] = await db.query<{ id: string }>(
    `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude) VALUES ($1, 'CITY', $2, $3, $4, $5) RETURNING id`,
    [country, `City ${suffix}`, `city-${suffix}`, latitude, longitude],
  );
  const postalCode = fixturePostalCode(suffix);
  const [code] = await db.query<{ id: string }>(
    `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude, parent_id)
     VALUES ($1, 'POSTAL_CODE', $2, $3, $4, $5, $6) RETURNING id`,
    [country, postalCode, postalCode.toLowerCase().replace(/\s+/g, '-'), latitude, longitude, city?.id ?? null],
  );
  return {
    cityId: city?.id ?? '',
    citySlug: `city-${suffix}`,
    postalCodeId: code?.id ?? '',
    postalCode,
    latitude,
    longitude,
  };
}

export interface PersonFixture {
  readonly id: string;
  readonly email: string;
  readonly slug: string | null;
}

async function insertPerson(db: Database, type: 'CONSUMER' | 'SERVICE_PRO', brand: string, phone: string | null) {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const suffix = unique();
  const email = `${type === 'CONSUMER' ? 'owner' : 'pro'}.${suffix}@example.org`;
  const [row] = await db.query<{ id: string; email: string; slug: string | null }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, slug, password_hash,
                        status, activated_at)
     VALUES ($1, $1, $2, $3, 'nl-NL', 'Fixture', $4, $5, $6, $7, 'ACTIVE', now()) RETURNING id, email, slug`,
    [
      email,
      type,
      brand,
      `Person ${suffix}`,
      phone,
      type === 'SERVICE_PRO' ? `pro-${suffix}` : null,
      await passwordHash,
    ],
  );
  if (!row) throw new Error('no user');
  return row;
}

export async function createConsumer(
  db: Database,
  brand = 'nl',
  phone: string | null = '+31612345678',
): Promise<PersonFixture> {
  return insertPerson(db, 'CONSUMER', brand, phone);
}

export interface ProOptions {
  readonly brand?: string;
  readonly serviceIds: readonly string[];
  readonly professionId: string;
  readonly latitude?: number;
  readonly longitude?: number;
  readonly radiusKm?: number;
  readonly qualification?: 'PASSED' | 'PENDING';
  readonly reviewAverage?: number | null;
  readonly reviewCount?: number;
}

// A professional with a company, a work area and the given services.
export async function createPro(db: Database, options: ProOptions): Promise<PersonFixture> {
  const brand = options.brand ?? 'nl';
  const person = await insertPerson(db, 'SERVICE_PRO', brand, '+31687654321');
  await db.query(
    `INSERT INTO company_profiles (user_id, company_name, brand, work_latitude, work_longitude, work_radius_km,
                                   review_average, review_count, last_active_at, is_verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), true)`,
    [
      person.id,
      `Company ${person.slug}`,
      brand,
      options.latitude ?? 52.0907,
      options.longitude ?? 5.1214,
      options.radiusKm ?? 30,
      options.reviewAverage ?? null,
      options.reviewCount ?? 0,
    ],
  );
  for (const serviceId of options.serviceIds) {
    await db.query('INSERT INTO pro_services (pro_id, service_id) VALUES ($1, $2)', [person.id, serviceId]);
  }
  await db.query('INSERT INTO pro_professions (pro_id, profession_id, qualification) VALUES ($1, $2, $3)', [
    person.id,
    options.professionId,
    options.qualification ?? 'PASSED',
  ]);
  return person;
}

export interface JobOptions {
  readonly consumerId: string;
  readonly trade: TradeFixture;
  readonly place: PlaceFixture;
  readonly brand?: string;
  readonly serviceIndex?: 0 | 1;
  readonly description?: string;
  readonly leadType?: string;
  readonly status?: 'OPEN' | 'HIRED' | 'CLOSED' | 'CANCELLED';
  readonly directProId?: string | null;
  readonly createdAt?: Date;
  readonly photoCount?: number;
  readonly responsesCount?: number;
}

// An open job (or in the given state) of the trade's service at the place.
export async function createJob(db: Database, options: JobOptions): Promise<string> {
  const description = options.description ?? 'Replace the old kitchen tap and fix a slow drain under the sink.';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO service_requests (brand, consumer_id, profession_id, service_id, description, start_time, locality_id,
                                   latitude, longitude, lead_type, status, direct_pro_id, matching_strategies,
                                   photo_count, responses_count, search_text, created_at)
     VALUES ($1, $2, $3, $4, $5, 'WITHIN_TWO_WEEKS', $6, $7, $8, $9, $10, $11, '[{"kind":"WORK_AREA","radiusKm":30}]',
             $12, $13, lower($5), coalesce($14, now())) RETURNING id`,
    [
      options.brand ?? 'nl',
      options.consumerId,
      options.trade.professionId,
      options.trade.serviceIds[options.serviceIndex ?? 0],
      description,
      options.place.postalCodeId,
      options.place.latitude,
      options.place.longitude,
      options.leadType ?? 'PICK_AND_CHOOSE',
      options.status ?? 'OPEN',
      options.directProId ?? null,
      options.photoCount ?? 0,
      options.responsesCount ?? 0,
      options.createdAt ?? null,
    ],
  );
  if (!row) throw new Error('no job');
  return row.id;
}

// A proposal of the professional on the job, PROPOSED now unless told otherwise.
export async function createProposal(db: Database, jobId: string, proId: string, status = 'PROPOSED'): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO proposals (service_request_id, pro_id, status, proposed_at) VALUES ($1, $2, $3, now()) RETURNING id`,
    [jobId, proId, status],
  );
  if (!row) throw new Error('no proposal');
  return row.id;
}

// A colleague of the professional's company with the role given, working for the company (an
// ASSUMED session): the way a MANAGER's or a MEMBER's calls reach the upstream.
export async function colleagueSession(
  upstream: { readonly db: Database; sessionFor(options: StartSessionOptions): Promise<string> },
  proId: string,
  role: 'MANAGER' | 'MEMBER',
): Promise<string> {
  const colleague = await createConsumer(upstream.db);
  await upstream.db.query(`UPDATE users SET type = 'SERVICE_PRO', assumable_only = true WHERE id = $1`, [colleague.id]);
  await upstream.db.query(
    `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
     VALUES ($1, $2, $3, $3, $4, 'ACTIVE', now())`,
    [proId, colleague.id, colleague.email, role],
  );
  return upstream.sessionFor({ userId: proId, actorId: colleague.id, mode: 'ASSUMED', secondLayer: false });
}

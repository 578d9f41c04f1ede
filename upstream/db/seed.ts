// Demo data for development and test: per brand a consumer, a service pro with a company profile
// and a colleague who works on the pro's account (MEMBER), plus one staff user, all with the demo
// password. Safe to run again: existing rows stay.
import { BRAND_IDS, BRANDS } from '../../shared/brands.ts';
import { hashPassword } from '../domain/identity/passwords.ts';
import type { Database, Queryable } from './database.ts';
import { DEMO_BRANDS, DEMO_PASSWORD, DEMO_STAFF } from './demo-people.ts';

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface NewUser {
  email: string;
  type: 'CONSUMER' | 'SERVICE_PRO' | 'ADMIN';
  assumableOnly?: boolean;
  brand: string;
  locale: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  slug: string | null;
}

async function insertUser(tx: Queryable, user: NewUser): Promise<string | undefined> {
  // Each account gets its own salt, as a real one would.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, slug, password_hash,
                        assumable_only, activated_at)
     VALUES ($1, lower($1), $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     ON CONFLICT (email_normalised) DO NOTHING RETURNING id`,
    [
      user.email,
      user.type,
      user.brand,
      user.locale,
      user.firstName,
      user.lastName,
      user.phone,
      user.slug,
      passwordHash,
      user.assumableOnly ?? false,
    ],
  );
  return row?.id;
}

export async function seedDemoData(db: Database): Promise<{ created: number }> {
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'`,
  );
  if ((existing[0]?.n ?? 0) >= BRAND_IDS.length * 3 + 1) return { created: 0 };
  let created = 0;
  await db.transaction(async (tx) => {
    const adminId = await insertUser(tx, {
      ...DEMO_STAFF,
      type: 'ADMIN',
      brand: 'uk',
      locale: 'en-GB',
      phone: null,
      slug: null,
    });
    if (adminId) created++;
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      const demo = DEMO_BRANDS[id];
      const [city] = await tx.query<{ id: string }>(
        `INSERT INTO locality_nodes (country, kind, name, slug, latitude, longitude)
         VALUES ($1, 'CITY', $2, $3, $4, $5)
         ON CONFLICT (country, kind, slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        [demo.country, demo.city.name, demo.city.slug, demo.city.latitude, demo.city.longitude],
      );
      const consumerId = await insertUser(tx, {
        email: `consumer.${id}@example.com`,
        type: 'CONSUMER',
        brand: id,
        locale: brand.locale,
        ...demo.consumer,
        slug: null,
      });
      if (consumerId) created++;
      const { companyName, ...person } = demo.pro;
      const proId = await insertUser(tx, {
        email: `pro.${id}@example.com`,
        type: 'SERVICE_PRO',
        brand: id,
        locale: brand.locale,
        ...person,
        slug: `${slugify(companyName)}-${demo.city.slug}`,
      });
      if (proId) {
        created++;
        await tx.query(
          'INSERT INTO company_profiles (user_id, company_name, primary_locality_id) VALUES ($1, $2, $3)',
          [proId, companyName, city?.id ?? null],
        );
      }
      // A colleague who works on the pro's account through assumable access (spec §6).
      const memberEmail = `member.${id}@example.com`;
      const memberId = await insertUser(tx, {
        email: memberEmail,
        type: 'SERVICE_PRO',
        assumableOnly: true,
        brand: id,
        locale: brand.locale,
        ...demo.member,
        phone: null,
        slug: null,
      });
      if (memberId) {
        created++;
        await tx.query(
          `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
           SELECT u.id, $2, $3, lower($3), 'MEMBER', 'ACTIVE', now() FROM users u WHERE u.email_normalised = $1`,
          [`pro.${id}@example.com`, memberId, memberEmail],
        );
      }
    }
  });
  return { created };
}

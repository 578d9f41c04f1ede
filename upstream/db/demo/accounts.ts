// The named demo accounts: per brand a consumer, a service pro with a company profile and a
// colleague who works on the pro's account (MEMBER), plus one staff user, all with the demo
// password. The pro has two message templates in the brand's language. Their ids are fixed, so generated data points at the same people in every database.
import { BRAND_IDS, BRANDS, type BrandId } from '../../../shared/brands.ts';
import { companyNumberKey } from '../../domain/company/company.ts';
import { hashPassword } from '../../domain/identity/passwords.ts';
import type { Database, Queryable } from '../database.ts';
import { DEMO_BRANDS, DEMO_PASSWORD, DEMO_STAFF } from '../demo-people.ts';
import { slugify } from './language.ts';
import { COUNTRY_OF } from './places.ts';
import { stableId } from './random.ts';
import { demoTemplates } from './templates.ts';
import type { DemoAccounts } from './world.ts';

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

export function accountId(email: string): string {
  return stableId(0, 'account', email);
}

async function insertUser(tx: Queryable, user: NewUser, passwordHash: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO users (id, email, email_normalised, type, brand, locale, first_name, last_name, phone, slug, password_hash,
                        assumable_only, activated_at)
     VALUES ($1, $2, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      accountId(user.email),
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

// Adds the accounts that are missing; safe to run again. Needs the places of every brand (the
// pro's company is in the demo city).
export async function seedDemoAccounts(db: Database): Promise<number> {
  const existing = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@example.com'`,
  );
  if ((existing[0]?.n ?? 0) >= BRAND_IDS.length * 3 + 1) return 0;
  // One hash for all: scrypt is slow on purpose, and a test upstream seeds these at every start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  await db.transaction(async (tx) => {
    const staff = { ...DEMO_STAFF, type: 'ADMIN' as const, brand: 'uk', locale: 'en-GB', phone: null, slug: null };
    if (await insertUser(tx, staff, passwordHash)) created++;
    for (const id of BRAND_IDS) {
      const brand = BRANDS[id];
      const demo = DEMO_BRANDS[id];
      const [city] = await tx.query<{ id: string }>(
        `SELECT id FROM locality_nodes WHERE country = $1 AND kind = 'CITY' AND slug = $2`,
        [COUNTRY_OF[id], demo.city.slug],
      );
      const consumer = {
        email: `consumer.${id}@example.com`,
        type: 'CONSUMER' as const,
        brand: id,
        locale: brand.locale,
      };
      if (await insertUser(tx, { ...consumer, ...demo.consumer, slug: null }, passwordHash)) created++;
      const { companyName, companyNumber, legalForm, ...person } = demo.pro;
      const pro = { email: `pro.${id}@example.com`, type: 'SERVICE_PRO' as const, brand: id, locale: brand.locale };
      const proId = await insertUser(
        tx,
        { ...pro, ...person, slug: `${slugify(companyName)}-${demo.city.slug}` },
        passwordHash,
      );
      if (proId) {
        created++;
        // The company as if picked from its country's register (decision 055).
        await tx.query(
          `INSERT INTO company_profiles (id, user_id, company_name, primary_locality_id, brand, company_number,
             register_country, company_number_key, company_source, legal_form)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'REGISTER', $9)`,
          [
            stableId(0, 'company', pro.email),
            proId,
            companyName,
            city?.id ?? null,
            id,
            companyNumber,
            demo.country,
            companyNumberKey(companyNumber),
            legalForm,
          ],
        );
        // Templates to start a proposal or a reply from (spec §2.7 message-templates).
        for (const [index, template] of demoTemplates(id).entries()) {
          await tx.query('INSERT INTO message_templates (id, pro_id, title, body) VALUES ($1, $2, $3, $4)', [
            stableId(0, `template-${index}`, pro.email),
            proId,
            template.title,
            template.body,
          ]);
        }
      }
      // A colleague who works on the pro's account through assumable access (spec §6).
      const member = {
        email: `member.${id}@example.com`,
        type: 'SERVICE_PRO' as const,
        assumableOnly: true,
        brand: id,
      };
      const memberId = await insertUser(
        tx,
        { ...member, locale: brand.locale, ...demo.member, phone: null, slug: null },
        passwordHash,
      );
      if (memberId) {
        created++;
        await tx.query(
          `INSERT INTO organisation_access (organisation_id, member_user_id, email, email_normalised, role, status, accepted_at)
           SELECT u.id, $2, $3, lower($3), 'MEMBER', 'ACTIVE', now() FROM users u WHERE u.email_normalised = $1`,
          [pro.email, memberId, member.email],
        );
      }
    }
  });
  return created;
}

// The brand's demo consumer and pro as the generated data needs them, or null without them.
export async function loadDemoAccounts(db: Queryable, brand: BrandId): Promise<DemoAccounts | null> {
  const rows = await db.query<{
    id: string;
    email_normalised: string;
    first_name: string;
    last_name: string;
    slug: string | null;
    company_name: string | null;
  }>(
    `SELECT u.id, u.email_normalised, u.first_name, u.last_name, u.slug, c.company_name
       FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id
      WHERE u.email_normalised = ANY($1::text[])`,
    [[`consumer.${brand}@example.com`, `pro.${brand}@example.com`]],
  );
  const consumer = rows.find((row) => row.email_normalised.startsWith('consumer.'));
  const pro = rows.find((row) => row.email_normalised.startsWith('pro.'));
  if (!consumer || !pro?.company_name) return null;
  const demo = DEMO_BRANDS[brand];
  return {
    consumerId: consumer.id,
    consumerFirstName: consumer.first_name,
    proId: pro.id,
    proFirstName: pro.first_name,
    proLastName: pro.last_name,
    proSlug: pro.slug,
    companyName: pro.company_name,
    citySlug: demo.city.slug,
    tradeKeys: demo.trades,
  };
}

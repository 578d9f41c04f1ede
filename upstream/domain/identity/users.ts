// Reading users and their company profiles.
import type { Queryable } from '../../db/database.ts';
import type { AccountStatus, UserType } from '../../generated/graphql.ts';

export interface UserRow {
  readonly id: string;
  readonly email: string;
  readonly type: UserType;
  readonly brand: string;
  readonly locale: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string | null;
  readonly slug: string | null;
  readonly password_hash: string | null;
  readonly status: AccountStatus;
  // A person who only acts for organisations that invited them (no account of their own).
  readonly assumable_only: boolean;
  readonly created_at: Date;
  readonly activated_at: Date | null;
  readonly disabled_at: Date | null;
  readonly anonymised_at: Date | null;
  readonly banned_at: Date | null;
  readonly ban_reason: string | null;
  readonly background_checked_at: Date | null;
}

export interface CompanyRow {
  readonly id: string;
  readonly user_id: string;
  readonly company_name: string;
  readonly primary_locality_id: string | null;
  readonly logo_small_url: string | null;
  readonly locality_name: string | null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE email_normalised = $1', [normaliseEmail(email)]);
  return row;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return row;
}

export async function findCompanyProfile(db: Queryable, userId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.query<CompanyRow>(
    `SELECT c.*, l.name AS locality_name
       FROM company_profiles c LEFT JOIN locality_nodes l ON l.id = c.primary_locality_id
      WHERE c.user_id = $1`,
    [userId],
  );
  return row;
}

// Whether the person has access to at least one organisation (spec §6 assumable access).
export async function hasActiveAccess(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM organisation_access WHERE member_user_id = $1 AND status = 'ACTIVE' LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

// Reading users and their company profiles.
import type { Queryable } from '../../db/database.ts';
import type { UserType } from '../../generated/graphql.ts';

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
  readonly status: 'PENDING' | 'ACTIVE' | 'DISABLED';
  readonly created_at: Date;
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

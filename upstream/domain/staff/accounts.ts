// Accounts as staff look for them (issue 22, the console's users list): by id, or by words that
// must each appear in the account's email, name, company or phone (the phone also as bare digits);
// of one type and status; ordered as asked; a
// numbered page with the number of matches in all.
import type { Queryable } from '../../db/database.ts';
import type { AccountStatus, StaffAccountOrder, UserType } from '../../generated/graphql.ts';
import { numberedOffset } from '../../graphql/pagination.ts';
import { refusal } from '../access/refusals.ts';
import type { UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';

export const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 8;
const MAX_ACCOUNT_PAGE_SIZE = 100;

export interface StaffAccountsFilter {
  readonly search?: string | null;
  readonly type?: UserType | null;
  readonly status?: AccountStatus | null;
  readonly order?: StaffAccountOrder | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export type StaffAccountRow = UserRow & { readonly company_name: string | null };

const ORDER_BY: Readonly<Record<StaffAccountOrder, string>> = {
  NEWEST: 'u.created_at DESC, u.id DESC',
  OLDEST: 'u.created_at, u.id',
  NAME: 'lower(u.last_name), lower(u.first_name), u.id',
  EMAIL: 'u.email_normalised, u.id',
};

function searchWords(search: string | null | undefined): { id: string | null; words: string[] } {
  const text = search?.trim() ?? '';
  if (text.length > MAX_SEARCH_LENGTH) {
    throw refusal(`search may be at most ${MAX_SEARCH_LENGTH} characters`, 'BAD_USER_INPUT');
  }
  if (isUuid(text)) return { id: text.toLowerCase(), words: [] };
  // A number is looked for without its leading + or zeros, so a national number ("0612345678")
  // finds the international one it is part of ("+31 6 12 34 56 78").
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/^\+?\d+$/.test(word) ? word.replace(/^\+?0*/, '') || word : word));
  if (words.length > MAX_SEARCH_WORDS) {
    throw refusal(`search may hold at most ${MAX_SEARCH_WORDS} words`, 'BAD_USER_INPUT');
  }
  return { id: null, words };
}

// The accounts that match ($1 an id, $2 a type, $3 a status, $4 the words each must hold). Without
// words the company is not needed to match, and the count reads users alone.
const FILTERS = `($1::uuid IS NULL OR u.id = $1::uuid)
   AND ($2::text IS NULL OR u.type = $2)
   AND ($3::text IS NULL OR u.status = $3)`;
const WORDS = `NOT EXISTS (
     SELECT 1 FROM unnest($4::text[]) AS word
      WHERE strpos(lower(concat_ws(' ', u.email, u.first_name, u.last_name, c.company_name, u.phone,
                                   regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g'))), word) = 0)`;
const MATCHING = `FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id WHERE ${FILTERS} AND ${WORDS}`;

export async function staffAccounts(db: Queryable, filter: StaffAccountsFilter) {
  const size = filter.pageSize ?? 25;
  if (!Number.isInteger(size) || size < 1 || size > MAX_ACCOUNT_PAGE_SIZE) {
    throw refusal(`pageSize must be between 1 and ${MAX_ACCOUNT_PAGE_SIZE}`, 'BAD_USER_INPUT');
  }
  const offset = numberedOffset(filter.page ?? 1, null, size);
  const { id, words } = searchWords(filter.search);
  const matching = [id, filter.type ?? null, filter.status ?? null, words];
  // The page reads the order's index and stops at its last row; the total is counted apart, so a
  // list of every account does not sort them all to show twenty-five.
  const rows = await db.query<StaffAccountRow>(
    `SELECT u.*, c.company_name ${MATCHING}
      ORDER BY ${ORDER_BY[filter.order ?? 'NEWEST']} LIMIT $5 OFFSET $6`,
    [...matching, size, offset],
  );
  const [counted] =
    words.length > 0
      ? await db.query<{ total: number }>(`SELECT count(*)::int AS total ${MATCHING}`, matching)
      : await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM users u WHERE ${FILTERS}`,
          matching.slice(0, 3),
        );
  return { totalCount: counted?.total ?? 0, accounts: rows };
}

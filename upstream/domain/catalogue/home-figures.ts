// What the home page says of a brand's marketplace (spec §2.2; docs/decisions/041-home-page.md):
// its trust figures and the trades most asked for, each read in one query from the data. The
// figures come from the score columns every review write keeps exact (reviews/review-score.ts), so
// the busiest page costs one pass over the brand's profiles, never a read of every review.
import type { BrandId } from '../../../shared/brands.ts';
import type { Queryable } from '../../db/database.ts';
import type { MarketplaceFigures } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import { inNameOrder } from './collation.ts';
import type { ProfessionRow } from './rows.ts';

// The window of jobs the popular trades are counted over, and the most a page may ask for.
const POPULAR_DAYS = 90;
export const MAX_POPULAR = 20;

// What was counted, per database (one per app) and question, until when it is kept. The answer
// is kept as its promise, so callers arriving while it is counted share the one count; a failed
// count is not kept.
const kept = new WeakMap<object, Map<string, { readonly until: number; readonly answer: Promise<unknown> }>>();

export function keptFor<T>(db: Queryable, key: string, seconds: number, count: () => Promise<T>): Promise<T> {
  if (seconds <= 0) return count();
  let answers = kept.get(db);
  if (!answers) {
    answers = new Map();
    kept.set(db, answers);
  }
  const now = Date.now();
  const found = answers.get(key);
  if (found && found.until > now) return found.answer as Promise<T>;
  const answer = count();
  const entry = { until: now + seconds * 1000, answer };
  answers.set(key, entry);
  answer.catch(() => {
    if (answers.get(key) === entry) answers.delete(key);
  });
  return answer;
}

// Professionals as the directory lists them: active, of the brand, not a mere assumable account.
export async function marketplaceFigures(db: Queryable, brand: BrandId): Promise<MarketplaceFigures> {
  const [row] = await db.query<{ vetted: number; reviews: number; average: number | null }>(
    `SELECT count(*) FILTER (WHERE c.is_verified)::int AS vetted,
            coalesce(sum(c.review_count), 0)::int AS reviews,
            CASE WHEN sum(c.review_count) > 0
                 THEN round((sum(c.review_average * c.review_count) / sum(c.review_count))::numeric, 1)::float8 END
              AS average
       FROM company_profiles c JOIN users u ON u.id = c.user_id
      WHERE c.brand = $1 AND u.type = 'SERVICE_PRO' AND u.status = 'ACTIVE' AND NOT u.assumable_only`,
    [brand],
  );
  return { vettedProCount: row?.vetted ?? 0, reviewCount: row?.reviews ?? 0, averageRating: row?.average ?? null };
}

// The brand's trades by the jobs posted for them lately, most first; equal counts in name order.
export async function popularProfessions(db: Queryable, brand: BrandId, first: number): Promise<ProfessionRow[]> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_POPULAR) {
    throw refusal(`first must be between 1 and ${MAX_POPULAR}`, 'BAD_USER_INPUT');
  }
  const rows = await db.query<ProfessionRow & { jobs: number }>(
    `SELECT p.*, (SELECT count(*) FROM service_requests s
                   WHERE s.profession_id = p.id AND s.created_at >= now() - make_interval(days => $2::int))::int AS jobs
       FROM professions p WHERE p.brand = $1`,
    [brand, POPULAR_DAYS],
  );
  const jobs = new Map(rows.map((row) => [row.id, row.jobs]));
  return inNameOrder(rows, brand)
    .sort((a, b) => (jobs.get(b.id) ?? 0) - (jobs.get(a.id) ?? 0))
    .slice(0, first);
}

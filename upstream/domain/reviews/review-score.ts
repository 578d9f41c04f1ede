// A professional's score (spec §2.3 profiles, §3 BEST_RATED / MOST_REVIEWED): the count and mean of
// their published reviews, kept on company_profiles so the directory can sort by them. Every write
// that changes a published rating recomputes both in its own transaction.
import type { Queryable } from '../../db/database.ts';
import type { ReviewScore } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';

export async function recomputeReviewScore(tx: Queryable, proId: string): Promise<void> {
  // The lock first: the aggregate below then reads (read committed) every review a concurrent
  // writer of the same professional committed before us, so the stored figures stay exact.
  await tx.query('SELECT 1 FROM company_profiles WHERE user_id = $1 FOR UPDATE', [proId]);
  await tx.query(
    `UPDATE company_profiles c SET review_count = s.count, review_average = s.average
       FROM (SELECT count(*)::int AS count, avg(rating)::float8 AS average
               FROM reviews WHERE pro_id = $1 AND status = 'APPROVED') s
      WHERE c.user_id = $1`,
    [proId],
  );
}

interface ScoreRow {
  readonly user_id: string;
  readonly count: number;
  readonly average: number | null;
}

const NO_SCORE: ReviewScore = { average: null, count: 0 };

// The scores of many professionals in one query; the mean shown with one decimal.
export const reviewScoreByPro = ({ loaders }: Pick<UpstreamContext, 'loaders'>) =>
  loaders.get('reviews.scoreByPro', async (db: Queryable, proIds: readonly string[]) => {
    const rows = await db.query<ScoreRow>(
      `SELECT user_id, review_count AS count,
              CASE WHEN review_count > 0 THEN round(review_average::numeric, 1)::float8 END AS average
         FROM company_profiles WHERE user_id = ANY($1::uuid[])`,
      [proIds],
    );
    const byPro = new Map(
      rows.map((row): [string, ReviewScore] => [row.user_id, { average: row.average, count: row.count }]),
    );
    return proIds.map((id) => byPro.get(id) ?? NO_SCORE);
  });

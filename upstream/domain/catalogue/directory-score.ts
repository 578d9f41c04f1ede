// The RECOMMENDED order (spec §3 provider sort orders) ranks professionals by one score:
//
//   score = rating × (0.6 + 0.4 × activity) + 0.3 if verified − 0.02 per km from the searched place
//
// - rating: the review average smoothed towards 3.5 as if every professional had 5 more reviews of
//   3.5 stars (a Bayesian average), so one 5-star review does not outrank fifty 4.8-star ones and a
//   newcomer without reviews starts at 3.5;
// - activity: 1 when last active at the moment the list was first asked for, 1/2 thirty days
//   before, 1/3 sixty days before …, and 0 when never active: a strong profile gone quiet keeps
//   60 % of its rating;
// - a verified professional gains 0.3;
// - with a place, each km between the work area's centre and the place costs 0.02 (10 km = 0.2).
//
// The score is rounded to 6 decimals (exact in a cursor) and depends only on stored values, the
// place and the "as of" time the first page fixed, so the order is the same on every page; equal
// scores are ordered by id.
const PRIOR_MEAN = 3.5;
const PRIOR_REVIEWS = 5;
const ACTIVITY_HALVED_AFTER_DAYS = 30;
const VERIFIED_BONUS = 0.3;
const PENALTY_PER_KM = 0.02;

// asOfSql: a timestamptz expression; distanceSql: the km to the place, or null without one.
export function recommendedScoreSql(asOfSql: string, distanceSql: string | null): string {
  const rating = `((${PRIOR_REVIEWS} * ${PRIOR_MEAN} + coalesce(c.review_average, 0) * c.review_count)
    / (${PRIOR_REVIEWS} + c.review_count))`;
  // greatest() skips NULLs, so a professional never active is caught before it.
  const idleDays = `greatest(0, extract(epoch FROM (${asOfSql} - c.last_active_at))::float8 / 86400)`;
  const activity = `CASE WHEN c.last_active_at IS NULL THEN 0 ELSE 1 / (1 + ${idleDays} / ${ACTIVITY_HALVED_AFTER_DAYS}) END`;
  const verified = `CASE WHEN c.is_verified THEN ${VERIFIED_BONUS} ELSE 0 END`;
  const distance = distanceSql === null ? '' : ` - ${PENALTY_PER_KM} * ${distanceSql}`;
  return `round((${rating} * (0.6 + 0.4 * ${activity}) + ${verified}${distance})::numeric, 6)`;
}

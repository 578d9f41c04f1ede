// When a professional was here (docs/decisions/052-welcome-back.md). Every sign-in and every renewal
// of the access token is activity: it moves `last_seen_at` on. Activity after an hour without any
// begins a new visit, and the visit before it is remembered as ended at its last activity — that is
// "since your last visit" on the welcome-back page.
import type { Queryable } from '../../db/database.ts';

// A visit ends after this long without activity. An active person renews their access token every
// 15 minutes (ACCESS_TOKEN_LIFETIME_SECONDS), so a gap of an hour is a person who went away.
export const VISIT_GAP_MINUTES = 60;

export async function recordVisit(db: Queryable, proId: string): Promise<void> {
  await db.query(
    `INSERT INTO pro_visits (pro_id, visit_started_at, last_seen_at) VALUES ($1, now(), now())
     ON CONFLICT (pro_id) DO UPDATE SET
       previous_visit_ended_at = CASE WHEN pro_visits.last_seen_at < now() - make_interval(mins => $2)
                                      THEN pro_visits.last_seen_at ELSE pro_visits.previous_visit_ended_at END,
       visit_started_at = CASE WHEN pro_visits.last_seen_at < now() - make_interval(mins => $2)
                               THEN now() ELSE pro_visits.visit_started_at END,
       last_seen_at = now()`,
    [proId, VISIT_GAP_MINUTES],
  );
}

// When the visit before this one ended; null when none is on record.
export async function previousVisitEnd(db: Queryable, proId: string): Promise<Date | null> {
  const [row] = await db.query<{ previous_visit_ended_at: Date | null }>(
    'SELECT previous_visit_ended_at FROM pro_visits WHERE pro_id = $1',
    [proId],
  );
  return row?.previous_visit_ended_at ?? null;
}

// What professionals actually quoted for a service on the platform (issue 21; decision 077): a price
// guide's range follows from the quotes sent for its service over the last year — the middle 80 %
// of them (the 10th to the 90th percentile, so one odd quote moves nothing), with the median and how
// many there were. A quote given as a range counts as its midpoint; "other" prices (a day rate, on
// inspection) have no amount and are left out. Too few quotes say nothing: under five, none.
import type { Queryable } from '../../db/database.ts';

export const QUOTED_PRICES_MIN_QUOTES = 5;
const QUOTED_PRICES_DAYS = 365;

export interface QuotedPrices {
  readonly lowMinor: number;
  readonly medianMinor: number;
  readonly highMinor: number;
  readonly currency: string;
  readonly quoteCount: number;
  readonly since: Date;
}

// Whole units of the currency: a guide says £240, not £237.55.
const toWholeUnits = (minor: number) => Math.round(minor / 100) * 100;

export async function quotedPrices(db: Queryable, serviceId: string, now = new Date()): Promise<QuotedPrices | null> {
  const since = new Date(now.getTime() - QUOTED_PRICES_DAYS * 86_400_000);
  const [row] = await db.query<{
    low: number | null;
    median: number | null;
    high: number | null;
    quotes: number;
    currency: string | null;
  }>(
    `SELECT percentile_cont(0.1) WITHIN GROUP (ORDER BY amount) AS low,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY amount) AS high,
            count(*)::int AS quotes, min(currency) AS currency
       FROM (SELECT COALESCE(p.price_amount_minor, (p.price_min_minor + p.price_max_minor) / 2.0) AS amount,
                    p.currency
               FROM service_requests s JOIN proposals p ON p.service_request_id = s.id
              WHERE s.service_id = $1 AND s.created_at >= $2
                AND p.proposed_at IS NOT NULL AND p.price_type IN ('ESTIMATED_PRICE', 'ESTIMATED_PRICE_RANGE')
                AND p.currency IS NOT NULL) quotes`,
    [serviceId, since],
  );
  if (!row || row.quotes < QUOTED_PRICES_MIN_QUOTES || row.low === null || row.median === null || row.high === null) {
    return null;
  }
  return {
    lowMinor: toWholeUnits(row.low),
    medianMinor: toWholeUnits(row.median),
    highMinor: toWholeUnits(row.high),
    currency: row.currency ?? '',
    quoteCount: row.quotes,
    since,
  };
}

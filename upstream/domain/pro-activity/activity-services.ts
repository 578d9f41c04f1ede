// Spec §2.7 activity/{activity}/services: the professional's own responses of one activity-overview
// tab, counted by the service of their job, the busiest service first and equal counts in the order
// of the brand's language. One grouped read over the professional's proposals (proposals_pro_idx),
// with the same tab rules as the overview itself.
import type { Queryable } from '../../db/database.ts';
import type { ActivityTab } from '../../generated/graphql.ts';
import { inNameOrder } from '../catalogue/collation.ts';
import type { ServiceRow } from '../catalogue/rows.ts';
import { ACTIVITY_TABS } from '../responses/proposal-list.ts';
import { requireBrand } from '../validation/brand.ts';

interface GroupRow extends ServiceRow {
  readonly response_count: number;
  readonly latest_at: Date;
  readonly pro_brand: string;
}

export async function activityServices(db: Queryable, proId: string, tab: ActivityTab) {
  const rows = await db.query<GroupRow>(
    `SELECT s.*, g.response_count, g.latest_at, (SELECT brand FROM users WHERE id = $1) AS pro_brand
       FROM (SELECT r.service_id, count(*)::int AS response_count, max(p.created_at) AS latest_at
               FROM proposals p JOIN service_requests r ON r.id = p.service_request_id
              WHERE p.pro_id = $1 AND ${ACTIVITY_TABS[tab].condition}
              GROUP BY r.service_id) g
       JOIN services s ON s.id = g.service_id`,
    [proId],
  );
  const [first] = rows;
  if (!first) return { tab, totalCount: 0, groups: [] };
  // The sort is stable: names decide between equal counts.
  const groups = inNameOrder(rows, requireBrand(first.pro_brand))
    .sort((a, b) => b.response_count - a.response_count)
    .map(({ response_count, latest_at, pro_brand: _brand, ...service }) => ({
      service,
      count: response_count,
      latestAt: latest_at,
    }));
  return { tab, totalCount: groups.reduce((total, group) => total + group.count, 0), groups };
}

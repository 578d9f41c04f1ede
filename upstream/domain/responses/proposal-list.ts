// A professional's responses (spec §3 tradespersonProposalList, §2.7 my-proposals contacts and
// archive; activity-overview tabs), newest first, a page at a time.
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import type { ActivityTab, ProposalStatus, ResolversParentTypes } from '../../generated/graphql.ts';
import { type CursorRow, cursorTime, decodeCursor, pageSize, toConnection } from '../../graphql/pagination.ts';
import type { Viewer } from '../identity/sessions.ts';
import { isUuid } from '../validation/ids.ts';
import { notFound } from './results.ts';
import type { ProposalRow } from './rows.ts';

interface Page {
  readonly first?: number | null;
  readonly after?: string | null;
}

// The professional's proposals that meet `condition` (SQL on the proposal `p` and its job `r`),
// newest first.
type Condition = (params: SqlParams) => string;

async function proposalPage(db: Queryable, proId: string, page: Page, condition: Condition) {
  const size = pageSize(page.first);
  const after = decodeCursor(page.after);
  const from = (params: SqlParams) => `FROM proposals p JOIN service_requests r ON r.id = p.service_request_id
    WHERE p.pro_id = ${params.add(proId)} AND ${condition(params)}`;
  const countParams = new SqlParams();
  const countSql = `SELECT count(*)::int AS total ${from(countParams)}`;
  const pageParams = new SqlParams();
  let pageSql = `SELECT p.*, ${cursorTime('p.created_at')} AS cursor_at ${from(pageParams)}`;
  if (after) {
    pageSql += ` AND (p.created_at, p.id) < (${pageParams.add(after.at)}::timestamptz, ${pageParams.add(after.id)}::uuid)`;
  }
  pageSql += ` ORDER BY p.created_at DESC, p.id DESC LIMIT ${pageParams.add(size + 1)}`;
  const [rows, [count]] = await Promise.all([
    db.query<ProposalRow & CursorRow>(pageSql, pageParams.values),
    db.query<{ total: number }>(countSql, countParams.values),
  ]);
  return { ...toConnection(rows, size, after), totalCount: count?.total ?? 0 };
}

export function tradespersonProposalList(
  db: Queryable,
  viewer: Viewer,
  args: Page & { archived?: boolean | null; status?: readonly ProposalStatus[] | null },
) {
  const statuses = args.status?.length ? args.status : null;
  return proposalPage(db, viewer.userId, args, (params) => {
    const archived = `p.archived_by_pro = ${params.add(args.archived ?? false)}`;
    return statuses ? `${archived} AND p.status = ANY(${params.add(statuses)}::text[])` : archived;
  });
}

// The activity overview's tabs (spec §2.7): each response is in at most one. A response whose job is
// no longer open and did not hire this professional is closed, whatever its own status.
export const ACTIVITY_TABS: Readonly<Record<ActivityTab, { condition: string; typename: string }>> = {
  SHORTLISTED: { condition: `p.status = 'SHORTLISTED' AND r.status = 'OPEN'`, typename: 'ShortlistedActivity' },
  HIRED: { condition: `p.status = 'HIRED'`, typename: 'HiredActivity' },
  INTERESTED: {
    condition: `p.status IN ('INTERESTED', 'PROPOSED') AND r.status = 'OPEN'`,
    typename: 'InterestedActivity',
  },
  CLOSED: {
    condition: `(p.status IN ('DECLINED', 'CLOSED')
                 OR (p.status IN ('INTERESTED', 'PROPOSED', 'SHORTLISTED') AND r.status <> 'OPEN'))`,
    typename: 'ClosedActivity',
  },
};

// An unknown service id narrows to nothing, as a service without responses would.
export async function activityOverview(
  db: Queryable,
  viewer: Viewer,
  args: Page & { tab: ActivityTab; serviceId?: string | null },
) {
  const tab = ACTIVITY_TABS[args.tab];
  const { serviceId } = args;
  const page = await proposalPage(db, viewer.userId, args, (params) => {
    if (serviceId == null) return tab.condition;
    if (!isUuid(serviceId)) return 'false';
    return `(${tab.condition}) AND r.service_id = ${params.add(serviceId)}::uuid`;
  });
  return {
    ...page,
    edges: page.edges.map((edge) => ({
      cursor: edge.cursor,
      node: { ...edge.node, __typename: tab.typename } as ResolversParentTypes['Activity'],
    })),
  };
}

export async function setArchived(
  db: Queryable,
  viewer: Viewer,
  proposalId: string,
  archived: boolean,
): Promise<ResolversParentTypes['ArchiveProposalResult']> {
  if (!isUuid(proposalId)) return notFound(proposalId);
  const [proposal] = await db.query<ProposalRow>(
    'UPDATE proposals SET archived_by_pro = $3 WHERE id = $1 AND pro_id = $2 RETURNING *',
    [proposalId, viewer.userId, archived],
  );
  if (!proposal) return notFound(proposalId);
  return { __typename: 'ProposalArchived', proposal };
}

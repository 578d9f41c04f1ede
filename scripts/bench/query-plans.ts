// The SQL behind one upstream request, and how PostgreSQL runs it: a database wrapper that writes
// down the statements a request issues, and EXPLAIN ANALYZE of each, reduced to what the scale
// benchmark reports (which tables are read whole, which through an index, and the time taken).
import type { Database, SqlValue } from '../../upstream/db/database.ts';

export interface Statement {
  readonly sql: string;
  readonly params: readonly SqlValue[];
}

// The tables that grow with the demo data's scale (issue 8): reading one of them whole makes a
// list's cost grow with all the data rather than with the page.
export const LARGE_TABLES = ['service_requests', 'company_profiles', 'reviews', 'proposals', 'users'] as const;

export interface RecordingDatabase {
  readonly db: Database;
  // Runs `work` and returns the statements issued through `db` while it ran.
  record(work: () => Promise<unknown>): Promise<Statement[]>;
}

export function recordingDatabase(inner: Database): RecordingDatabase {
  let seen: Statement[] | null = null;
  const db: Database = {
    engine: inner.engine,
    query(sql, params = []) {
      seen?.push({ sql, params });
      return inner.query(sql, params);
    },
    exec: (sql) => inner.exec(sql),
    transaction: (work) => inner.transaction(work),
    begin: () => inner.begin(),
    close: () => inner.close(),
  };
  return {
    db,
    async record(work) {
      const statements: Statement[] = [];
      seen = statements;
      try {
        await work();
      } finally {
        seen = null;
      }
      return statements;
    },
  };
}

interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly Plans?: readonly PlanNode[];
}

interface ExplainOutput {
  readonly Plan: PlanNode;
  readonly 'Planning Time': number;
  readonly 'Execution Time': number;
}

export interface PlanSummary {
  // Each read of a large table: "Index Scan service_requests (service_requests_open_service_idx)".
  readonly scans: readonly string[];
  // The large tables read whole (Seq Scan).
  readonly seqScanned: readonly string[];
  // Rows the plan took from large tables, over all loops: what grows when the data does.
  readonly rowsRead: number;
  readonly planningMs: number;
  readonly executionMs: number;
}

// Whether a statement reads a large table and only reads: EXPLAIN ANALYZE runs the statement, and
// the bookkeeping writes a request makes (sessions, counters) are not what is measured here.
export function readsLargeTable(statement: Statement): boolean {
  return (
    /^\s*(SELECT|WITH)\b/i.test(statement.sql) &&
    !/\b(INSERT|UPDATE|DELETE)\b/i.test(statement.sql) &&
    LARGE_TABLES.some((table) => new RegExp(`\\b${table}\\b`).test(statement.sql))
  );
}

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

// The index names under a bitmap heap scan (its Bitmap Index Scan children, possibly ANDed or ORed).
function bitmapIndexes(node: PlanNode): string[] {
  return flatten(node).flatMap((child) => (child['Index Name'] ? [child['Index Name']] : []));
}

function isLarge(table: string | undefined): table is string {
  return (LARGE_TABLES as readonly string[]).includes(table ?? '');
}

function summarise(output: ExplainOutput): PlanSummary {
  const nodes = flatten(output.Plan).filter((node) => isLarge(node['Relation Name']));
  const scans = nodes.map((node) => {
    const indexes = node['Index Name'] ? [node['Index Name']] : bitmapIndexes(node);
    return `${node['Node Type']} ${node['Relation Name']}${indexes.length > 0 ? ` (${indexes.join(', ')})` : ''}`;
  });
  const seqScanned = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
  return {
    scans: [...new Set(scans)],
    seqScanned: [...new Set(seqScanned.filter(isLarge))],
    // Actual Rows is the mean per loop.
    rowsRead: Math.round(
      nodes.reduce((sum, node) => sum + (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1), 0),
    ),
    planningMs: output['Planning Time'],
    executionMs: output['Execution Time'],
  };
}

async function explainOnce(db: Database, statement: Statement): Promise<ExplainOutput> {
  // TIMING OFF: timing every node costs PGlite a clock call per row, which would swamp the times.
  const [row] = await db.query<{ 'QUERY PLAN': ExplainOutput[] | string }>(
    `EXPLAIN (ANALYZE, TIMING OFF, BUFFERS OFF, FORMAT JSON) ${statement.sql}`,
    statement.params,
  );
  const plan = row?.['QUERY PLAN'];
  const [output] = typeof plan === 'string' ? (JSON.parse(plan) as ExplainOutput[]) : (plan ?? []);
  if (!output) throw new Error(`No plan for ${statement.sql.slice(0, 80)}`);
  return output;
}

// The quickest of a few runs: one run's time is at the mercy of a collection or a cold cache.
export async function explainAnalyze(db: Database, statement: Statement, runs = 3): Promise<PlanSummary> {
  let best: PlanSummary | null = null;
  for (let run = 0; run < runs; run++) {
    const summary = summarise(await explainOnce(db, statement));
    if (!best || summary.planningMs + summary.executionMs < best.planningMs + best.executionMs) best = summary;
  }
  if (!best) throw new Error('explainAnalyze needs at least one run');
  return best;
}

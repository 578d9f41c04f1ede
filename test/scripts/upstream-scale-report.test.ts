// The scale section's latency table: a read that asks for no total count (the heaviest visitor
// query, ids only) says so, instead of "100 of 0" and a growth of NaN.
import t from 'tap';
import { type ScaleResult, scaleSection, type Timing } from '../../scripts/bench/upstream-scale-report.ts';

const timing = (p50: number, total: number | null): Timing => ({
  p50,
  p95: p50,
  p99: p50,
  errors: 0,
  shown: 20,
  total,
});
const result = (label: string, factor: number): ScaleResult => ({
  label,
  counts: { jobs: 10_000 * factor, openJobs: 0, pros: 0, reviews: 0, proposals: 0 },
  seedSeconds: 1,
  timings: new Map([
    ['job list', timing(10 * factor, 17 * factor)],
    ['place page', timing(4 * factor, 100 * factor)],
    ['heaviest visitor query', timing(17.92 * factor, null)],
  ]),
  plans: new Map(),
});

const FACTS = { brand: 'nl', warmUp: 1, measured: 1, seconds: 1, heaviestSearches: 4 };

t.test('a read without a total shows its page alone and no growth of its total', async (t) => {
  const section = scaleSection([result('10k', 1), result('100k', 10)], FACTS);
  const latency = section.tables.find((table) => table.caption?.startsWith('Latency'));
  const rows = latency?.rows ?? [];
  const text = JSON.stringify(rows);
  t.notMatch(text, /NaN/);
  t.same(
    rows.filter((row) => row[0] === 'heaviest visitor query').map((row) => row[2]),
    ['20 (no total asked)', '20 (no total asked)', ''],
  );
  t.same(
    rows.filter((row) => row[0] === 'job list').map((row) => row[2]),
    ['20 of 17', '20 of 170', 'total 10.00 ×'],
  );
});

t.test(
  'a missed budget of the heaviest read says how many searches the limit let through and what each cost',
  async (t) => {
    const section = scaleSection([result('10k', 1), result('100k', 10)], FACTS);
    const budget = section.budgets?.find((b) => b.name === "the costliest visitor's read the limits allow");
    t.equal(budget?.met, false, '4.48 × a page');
    t.match(budget?.note, /lets through 4 directory searches of 100 \(decision 081\), each 1\.12 × a page of 20/);
  },
);

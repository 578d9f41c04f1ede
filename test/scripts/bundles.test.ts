// The bundle-size benchmark (scripts/bench/bundles.ts) on a real production client build: a
// first-load row for every page module, the later chunks apart, and the two issue 8 budgets.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { bundles } from '../../scripts/bench/bundles.ts';
import { PAGE_MODULE_NAMES } from '../../web/page-modules.ts';

const workDir = await mkdtemp(join(tmpdir(), 'hearth-bundles-'));
t.teardown(() => rm(workDir, { recursive: true, force: true }));
const section = await bundles({ quick: true, workDir, log: () => {} });

t.test('every page kind has its first load, the entry chunks included', async (t) => {
  const [firstLoads, entry] = section.tables;
  t.same(
    firstLoads?.rows.map(([name]) => name),
    PAGE_MODULE_NAMES,
  );
  const entryGzip = Number(entry?.rows[0]?.[2]);
  t.ok(entryGzip > 0);
  for (const [name, , ...figures] of firstLoads?.rows ?? []) {
    const [raw, gzip, own, cssRaw, cssGzip] = figures.map(Number) as [number, number, number, number, number];
    t.ok(gzip < raw, `${name}: gzip is smaller than raw`);
    t.ok(gzip >= entryGzip && own > 0, `${name}: the entry plus the page's own chunks`);
    t.ok(cssGzip > 0 && cssGzip < cssRaw, `${name}: one stylesheet`);
  }
});

t.test('the error reporter and the analytics tracker are loaded later, not first', async (t) => {
  const later = section.tables[2]?.rows.map(([label]) => label) ?? [];
  t.ok(later.includes('@sentry/browser'));
  t.ok(later.includes('@snowplow/browser-tracker'));
});

t.test('the home page and every-page budgets are checked with their figures', async (t) => {
  t.same(
    section.budgets.map(({ name, target }) => [name, target]),
    [
      ['Home page first-load JavaScript', '≤ 100 KB gzip'],
      ['First-load JavaScript of every page', '≤ 150 KB gzip'],
    ],
  );
  for (const budget of section.budgets) t.match(budget.measured, /^\d+\.\d KB/);
});

// Scenario `pv`: POST /pv page-view beacons at 50 connections into the BFF's durable file sink
// (group commit: a beacon is answered 204 only after the fdatasync of its batch). Then the BFF is
// stopped with SIGTERM — it writes what is queued and exits — and the records in the sink's files
// are counted: an acknowledged page view that is not on disk was lost.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PATHS } from '../../locales/paths.ts';
import { PAGE_VIEW_PATH } from '../../shared/page-views.ts';
import { linkTo } from '../../shared/routes.ts';
import { count, megabytes, ms, rate } from './format.ts';
import { describeFailures, failures, runLoad } from './load-run.ts';
import { BRAND, DIRECTORY_CITY } from './operations.ts';
import { BFF_MEMORY_NOTE, type Budget, type Scenario } from './report.ts';
import { type SharedUpstream, startBff } from './stack.ts';

const CONNECTIONS = 50;
const BUDGET_MB = 250;

// The form the web client sends (web/lib/analytics/page-views.ts encodePageView): a directory page
// seen on a laptop, with the tracking ids the browser holds.
function beaconBody(): string {
  return new URLSearchParams({
    page_title: `Tradespeople in ${DIRECTORY_CITY}`,
    method: 'GET',
    uri: linkTo('findAProLocation', PATHS[BRAND.locale], { location: DIRECTORY_CITY }),
    referer: `https://${BRAND.hostname}/`,
    screen_resolution_width: '1920',
    screen_resolution_height: '1080',
    viewport_width: '1440',
    viewport_height: '900',
    color_depth: '24',
    timestamp: String(Date.now()),
    page_name: 'Visitor/FindAProLocation',
    ext_domain_user_id: randomBytes(16).toString('hex'),
    ext_domain_session_id: randomBytes(16).toString('hex'),
  }).toString();
}

const newId = () => randomBytes(16).toString('hex');

// Records in the sink's NDJSON files: one a line.
async function recordsOnDisk(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let lines = 0;
  for (const name of names.filter((file) => file.endsWith('.ndjson'))) {
    const text = await readFile(join(dir, name), 'utf8');
    for (const line of text.split('\n')) if (line.trim() !== '') lines += 1;
  }
  return lines;
}

export function createPageViewsScenario(upstream: SharedUpstream): Scenario {
  return async (context) => {
    const durationS = context.quick ? 2 : 8;
    const real = await upstream.start(context);
    const dir = join(context.workDir, 'pageviews');
    // The load comes from one address but stands for a crowd of browsers, each with an address of
    // its own: the per-address limit (RATE_LIMIT_PV_PER_IP) would otherwise be what is measured.
    const bff = await startBff(context, 'bff-pv', real.url, { PV_DIR: dir, RATE_LIMIT_PV_PER_IP: '1000000/1s' });
    let result: Awaited<ReturnType<typeof runLoad>>;
    let exitCode: number | null;
    try {
      result = await runLoad({
        origin: bff.url,
        request: {
          method: 'POST',
          path: PAGE_VIEW_PATH,
          headers: { host: BRAND.hostname, 'content-type': 'application/x-www-form-urlencoded' },
          body: beaconBody(),
          // Each beacon from a visitor of its own, as a crowd of browsers sends them; one client's
          // beacons would meet its rate limit (120 a minute) within the first second.
          setup: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: `client_id=${newId()}; session_id=${newId()}` },
          }),
        },
        connections: CONNECTIONS,
        durationS,
        serverPid: bff.pid,
      });
    } finally {
      exitCode = await bff.stop(30_000);
    }
    const accepted = result.statusCounts['204'] ?? 0;
    const records = await recordsOnDisk(dir);
    const lost = Math.max(0, accepted - records);
    context.log(`${accepted} beacons answered 204, ${records} records on disk, BFF exited with ${exitCode}`);
    const memoryMet = (result.memory?.peakBytes ?? Number.POSITIVE_INFINITY) <= BUDGET_MB * 1024 * 1024;
    const budgets: Budget[] = [
      {
        name: 'Page views: no acknowledged page view lost',
        target: 'records on disk ≥ 204s',
        measured: `${count(records)} on disk, ${count(accepted)} acknowledged`,
        met: accepted > 0 && lost === 0,
        ...(lost ? { note: `${count(lost)} acknowledged page views missing` } : {}),
      },
      {
        name: 'Page views: BFF peak RSS under load',
        target: `≤ ${BUDGET_MB} MB`,
        measured: `${megabytes(result.memory?.peakBytes ?? null)} MB`,
        met: memoryMet,
        ...(memoryMet ? {} : { note: BFF_MEMORY_NOTE }),
      },
    ];
    return {
      id: 'pv',
      title: 'Page-view beacons (POST /pv)',
      description: [
        `Beacons as the web client sends them (a form-encoded page-view record), each from a visitor of its own, at ${CONNECTIONS} connections for ${durationS} s (no warm-up, so every beacon sent is counted), into the BFF's default sink: NDJSON files with group commit, each batch made durable with fdatasync before its beacons are answered 204.`,
        'After the run the BFF is stopped with SIGTERM (a graceful stop writes what is still queued) and the records in the files are counted. Every 204 must be on disk.',
      ].join('\n\n'),
      tables: [
        {
          caption: 'Accepted beacons',
          columns: [
            'beacons/s (204)',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'Errors',
            '204s',
            'Records on disk',
            'Exit code',
            'Peak RSS MB',
          ],
          rows: [
            [
              rate(accepted / result.durationS),
              ms(result.p50),
              ms(result.p95),
              ms(result.p99),
              describeFailures(result),
              count(accepted),
              count(records),
              String(exitCode),
              megabytes(result.memory?.peakBytes ?? null),
            ],
          ],
        },
      ],
      budgets,
      notes: [
        ...(records > accepted
          ? [
              `${count(records - accepted)} more records than 204s: beacons still in flight when the load stopped were stored, but their answers were not read.`,
            ]
          : []),
        ...(failures(result)
          ? [
              `Not answered 204: ${JSON.stringify(result.statusCounts)}, ${result.errors} connection errors or timeouts.`,
            ]
          : []),
      ],
    };
  };
}

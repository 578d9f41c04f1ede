// Scenario `scaleout`: two BFFs and two upstream processes on one machine, as a site scaled out
// runs: the upstream as UPSTREAM_PROCESSES=2 on a PostgreSQL database of its own, each BFF with
// its rate limits in Redis and its page views in NATS JetStream. `npm run load`'s own run
// (scripts/load) sends its realistic mix to both BFFs in turn, as a load balancer would, with the
// same visitors and sessions. Then it checks what scale-out must keep:
// - nothing lost: every beacon a BFF acknowledged (204) is in the JetStream stream, once;
// - limits shared: the beacons accepted from the one address, across both BFFs, are the one
//   per-address limit, not one limit for each BFF.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { connect } from 'nats';
import { PAGE_VIEW_STREAM, PAGE_VIEW_SUBJECT } from '../../bff/page-views/nats-sink.ts';
import { DEFAULT_MIX, mixText } from '../load/options.ts';
import type { LoadReport } from '../load/report.ts';
import { runLoad as runSiteLoad } from '../load/run.ts';
import { count, ms, rate } from './format.ts';
import { BRAND } from './operations.ts';
import { createBenchDatabase } from './postgres.ts';
import type { Child } from './processes.ts';
import type { Budget, Scenario, Table } from './report.ts';
import { seedDemo, startBff, startUpstream } from './stack.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const NATS_URL = process.env.BENCH_NATS_URL || 'nats://127.0.0.1:4222';
const BFFS = 2;
const UPSTREAM_PROCESSES = 2;
// The beacons one address may send, for the whole run (the window opens at the first one). Set
// below what the run sends to each BFF, so one limit per BFF would let through twice as many.
const BEACONS_PER_ADDRESS = 150;
// The brand's site at a name under .localhost, which reaches this machine without DNS, as the
// brand's own host name would through a load balancer.
const SITE_HOST = `${BRAND.id}.localhost`;

// Messages stored under the brand's page-view subject (0 before the stream exists).
async function storedPageViews(): Promise<number> {
  const connection = await connect({ servers: NATS_URL, timeout: 5_000 });
  try {
    const manager = await connection.jetstreamManager();
    const subject = `${PAGE_VIEW_SUBJECT}.${BRAND.id}`;
    try {
      const info = await manager.streams.info(PAGE_VIEW_STREAM, { subjects_filter: subject });
      return info.state.subjects?.[subject] ?? 0;
    } catch {
      return 0;
    }
  } finally {
    await connection.close();
  }
}

function kindTable(report: LoadReport): Table {
  return {
    caption: `npm run load against both BFFs: ${report.rate} requests/s for ${report.durationSeconds} s, mix ${mixText(report.mix)}`,
    columns: ['Kind', 'sent', 'answered/s', 'right', 'rate limited', 'errors', 'p50 ms', 'p99 ms'],
    rows: [...report.kinds, { kind: 'all', ...report.overall }].map((row) => [
      row.kind,
      count(row.sent),
      rate(row.throughput),
      count(row.ok),
      count(row.rateLimited),
      count(row.errors.total),
      ms(row.latencyMs?.p50 ?? Number.NaN),
      ms(row.latencyMs?.p99 ?? Number.NaN),
    ]),
  };
}

function replicaTable(report: LoadReport): Table {
  return {
    caption: 'Measured answers by BFF',
    columns: ['BFF', 'answered'],
    rows: report.replicas.map((replica) => [replica.origin, count(replica.completed)]),
  };
}

export function createScaleOutScenario(): Scenario {
  return async (context) => {
    // At 200 requests a second the mix sends about 30 beacons a second: past both BFFs' limits.
    const durationS = context.quick ? 15 : 30;
    const requestsPerSecond = 200;
    const database = await createBenchDatabase(context);
    const started: Child[] = [];
    try {
      const storage = { DATABASE_URL: database.url, UPLOADS_DIR: join(context.workDir, 'scale-out-uploads') };
      await seedDemo(context, storage);
      context.log(`starting the upstream on PostgreSQL, ${UPSTREAM_PROCESSES} processes`);
      const upstream = await startUpstream(context, 'upstream-scale-out', {
        ...storage,
        UPSTREAM_PROCESSES: String(UPSTREAM_PROCESSES),
      });
      started.push(upstream);
      const shared = {
        REDIS_URL,
        // This run's own counters: nothing counted before it, nothing left for the next.
        RATE_LIMIT_KEY_PREFIX: `hearth-bench-${randomBytes(6).toString('hex')}:`,
        PV_SINK: NATS_URL,
        RATE_LIMIT_PV_PER_IP: `${BEACONS_PER_ADDRESS}/1h`,
        // The load's visitors are many clients of one address: only the address's limit is asked.
        RATE_LIMIT_PV: '100000/1h',
        BRAND_HOSTNAMES: `${BRAND.id}=${SITE_HOST}`,
      };
      for (let index = 1; index <= BFFS; index++) {
        started.push(await startBff(context, `bff-scale-out-${index}`, upstream.url, shared));
      }
      const replicas = started.slice(1).map((bff) => new URL(`http://${SITE_HOST}:${new URL(bff.url).port}`));
      const before = await storedPageViews();
      context.log(`npm run load against ${replicas.map((url) => url.origin).join(' and ')}`);
      const report = await runSiteLoad({
        url: replicas[0] as URL,
        replicas,
        rate: requestsPerSecond,
        durationMs: durationS * 1000,
        warmupMs: 0,
        mix: DEFAULT_MIX,
        accounts: null,
        maxInFlight: 200,
        timeoutMs: 30_000,
        json: false,
      });
      const stored = (await storedPageViews()) - before;
      const beacons = report.kinds.find((kind) => kind.kind === 'pv');
      const acknowledged = beacons?.ok ?? 0;
      const wrongBesideLimits = report.overall.errors.total;
      context.log(
        `${report.overall.completed} answered, ${wrongBesideLimits} errors; beacons ${acknowledged} acknowledged, ${stored} stored`,
      );

      const budgets: Budget[] = [
        {
          name: 'Scale-out: every request answered, nothing lost',
          target: '0 errors; beacons stored = acknowledged',
          measured: `${count(wrongBesideLimits)} errors; ${count(stored)} stored of ${count(acknowledged)} acknowledged`,
          met: wrongBesideLimits === 0 && stored === acknowledged && acknowledged > 0,
        },
        {
          name: 'Scale-out: limits shared by both BFFs',
          target: `${BEACONS_PER_ADDRESS} beacons from one address, not ${BEACONS_PER_ADDRESS} for each BFF`,
          measured: `${count(acknowledged)} accepted of ${count(beacons?.sent ?? 0)} sent`,
          met: acknowledged === BEACONS_PER_ADDRESS && (beacons?.sent ?? 0) > BFFS * BEACONS_PER_ADDRESS,
        },
      ];
      return {
        id: 'scaleout',
        title: 'Scale-out: two BFFs and two upstreams over PostgreSQL, Redis and NATS',
        description: [
          `The upstream as ${UPSTREAM_PROCESSES} processes on one port (\`UPSTREAM_PROCESSES\`) over a PostgreSQL database of its own (the ${BRAND.id.toUpperCase()} demo data, scale 1); ${BFFS} BFFs in production settings in front of it, each with its rate limits in Redis (\`REDIS_URL\`, ${REDIS_URL}, this run's own key prefix) and its page views in NATS JetStream (\`PV_SINK\`, ${NATS_URL}). \`npm run load\`'s run (scripts/load) sends its default mix to both BFFs in turn (\`--url\` given twice), as a load balancer would: the same visitors with the same cookies, the demo accounts' sessions made at one BFF and used at both.`,
          `Each BFF allows ${BEACONS_PER_ADDRESS} page-view beacons an hour from one address (\`RATE_LIMIT_PV_PER_IP\`), and the whole load comes from one. With the count shared in Redis, the two accept ${BEACONS_PER_ADDRESS} between them; counted apart they would accept up to twice that. Every beacon a BFF acknowledged (204) must be in the stream under \`${PAGE_VIEW_SUBJECT}.${BRAND.id}\`, once (the stream's message count before and after the run).`,
        ].join('\n\n'),
        tables: [kindTable(report), replicaTable(report)],
        budgets,
        notes: report.notes,
      };
    } finally {
      for (const child of started.reverse()) await child.stop();
      await database.drop();
    }
  };
}

// Scenario `graphql`: the BFF against the floor of any Node hop (an undici pass-through proxy) and
// the usual gateway (mercurius executing a stitched schema), for three page operations of the web
// client. Through a fixed-response upstream that replays recorded answers, what is measured is the
// hop, not the database; through the real upstream, the database bound shows. Also the latency the
// BFF adds at a moderate, fixed rate. The section itself is put together in graphql-report.ts.
import { fillJobList } from './bench-jobs.ts';
import {
  type GraphqlSettings,
  graphqlSection,
  type Measurement,
  type ModerateMeasurement,
  type Variant,
} from './graphql-report.ts';
import { cookieHeader, send } from './http.ts';
import { describeFailures, failures, runLoad } from './load-run.ts';
import { BRAND, DEMO_PRO, isGraphqlData, OPERATIONS, type PageOperation, sampleGraphql } from './operations.ts';
import { runPaced } from './paced.ts';
import type { Child } from './processes.ts';
import type { BenchContext, Scenario } from './report.ts';
import { bffCookies, type SharedUpstream, startBff, startHelper, upstreamToken } from './stack.ts';

const FULL: GraphqlSettings = {
  connections: 40,
  warmupS: 1,
  durationS: 5,
  moderateRate: 200,
  moderateConnections: 10,
  moderateDurationS: 5,
  moderateWarmupS: 2,
};
const QUICK: GraphqlSettings = { ...FULL, durationS: 2, moderateDurationS: 2, moderateWarmupS: 1 };

// What one variant is: where it listens, which process does its work, which headers a call carries.
interface Target {
  readonly variant: Variant;
  readonly upstream: 'fixed' | 'real';
  readonly url: string;
  readonly pid: number;
  readonly headers: (operation: PageOperation) => Record<string, string>;
}

function bearer(token: string) {
  return (operation: PageOperation): Record<string, string> =>
    operation.signedIn ? { authorization: `Bearer ${token}` } : {};
}

// A browser calling /graphql already holds the id cookies its first page load set: a signed-in
// call sends the session too, a signed-out one the visitor's ids only.
async function bffHeaders(bff: Child) {
  const session = await bffCookies(bff.url, DEMO_PRO);
  const firstVisit = await send(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { host: BRAND.hostname, 'content-type': 'application/json' },
    body: OPERATIONS.find((operation) => !operation.signedIn)?.body ?? '{}',
  });
  const visitor = cookieHeader(firstVisit.setCookies);
  return (operation: PageOperation): Record<string, string> => ({
    host: BRAND.hostname,
    cookie: operation.signedIn ? session : visitor,
  });
}

async function measure(context: BenchContext, settings: GraphqlSettings, target: Target): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const operation of OPERATIONS) {
    const headers = target.headers(operation);
    const sample = await sampleGraphql(target.url, operation, headers);
    const name = `${operation.label} · ${target.variant} · ${target.upstream} upstream`;
    if (!sample.ok) {
      context.log(`${name}: wrong answer, not measured: ${sample.problem}`);
      measurements.push({ operation, variant: target.variant, upstream: target.upstream, sample, result: null });
      continue;
    }
    const url = new URL(target.url);
    const result = await runLoad({
      origin: url.origin,
      request: {
        method: 'POST',
        path: url.pathname,
        headers: { ...headers, 'content-type': 'application/json' },
        body: operation.body,
      },
      connections: settings.connections,
      warmupS: settings.warmupS,
      durationS: settings.durationS,
      verifyBody: isGraphqlData,
      serverPid: target.pid,
    });
    const wrong = failures(result);
    context.log(
      `${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(2)} ms${wrong ? `, errors ${describeFailures(result)}` : ''}`,
    );
    measurements.push({ operation, variant: target.variant, upstream: target.upstream, sample, result });
  }
  return measurements;
}

async function measureModerate(
  context: BenchContext,
  settings: GraphqlSettings,
  direct: Target,
  bff: Target,
): Promise<ModerateMeasurement[]> {
  const measurements: ModerateMeasurement[] = [];
  for (const operation of OPERATIONS) {
    const run = (target: Target) => {
      const url = new URL(target.url);
      return runPaced({
        origin: url.origin,
        request: {
          method: 'POST',
          path: url.pathname,
          headers: { ...target.headers(operation), 'content-type': 'application/json' },
          body: operation.body,
        },
        connections: settings.moderateConnections,
        durationS: settings.moderateDurationS,
        overallRate: settings.moderateRate,
        warmupS: settings.moderateWarmupS,
        verifyBody: isGraphqlData,
        serverPid: target.pid,
      });
    };
    const directResult = await run(direct);
    const bffResult = await run(bff);
    context.log(
      `${operation.label} at ${settings.moderateRate} req/s: p99 ${bffResult.p99.toFixed(2)} ms through the BFF, ${directResult.p99.toFixed(2)} ms direct`,
    );
    measurements.push({ operation, direct: directResult, bff: bffResult });
  }
  return measurements;
}

// Starts a child, measures through it, and stops it whatever happened.
async function through<T>(start: () => Promise<Child>, use: (child: Child) => Promise<T>): Promise<T> {
  const child = await start();
  try {
    return await use(child);
  } finally {
    await child.stop();
  }
}

export function createGraphqlScenario(upstream: SharedUpstream): Scenario {
  return async (context) => {
    const settings = context.quick ? QUICK : FULL;
    const real = await upstream.start(context);
    const token = await upstreamToken(real.url, DEMO_PRO);
    const fill = await fillJobList(real.url, token);
    if (fill.posted > 0) context.log(`posted ${fill.posted} jobs as visitors to fill the demo pro's job list`);
    const measurements: Measurement[] = [];
    let moderate: ModerateMeasurement[] = [];
    const run = async (target: Target) => measurements.push(...(await measure(context, settings, target)));

    await through(
      () => startHelper(context, 'fixed-upstream', real.url),
      async (fixed) => {
        const direct: Target = {
          variant: 'direct',
          upstream: 'fixed',
          url: fixed.url,
          pid: fixed.pid,
          headers: bearer(token),
        };
        await run(direct);
        await through(
          () => startHelper(context, 'pass-through', fixed.url, 'pass-through-fixed'),
          (proxy) => run({ ...direct, variant: 'pass-through', url: proxy.url, pid: proxy.pid }),
        );
        await through(
          () => startHelper(context, 'stitched-gateway', fixed.url),
          (gateway) => run({ ...direct, variant: 'stitched', url: gateway.url, pid: gateway.pid }),
        );
        const bffOver = (name: string, use: (target: Target) => Promise<unknown>) =>
          through(
            () => startBff(context, name, fixed.url),
            async (bff) =>
              use({
                variant: 'BFF',
                upstream: 'fixed',
                url: `${bff.url}/graphql`,
                pid: bff.pid,
                headers: await bffHeaders(bff),
              }),
          );
        await bffOver('bff-fixed', run);
        // A BFF of its own for the moderate rate: what a steady, unsaturated BFF adds, not the
        // aftermath of the saturating runs above (their garbage is collected in the next seconds).
        await bffOver('bff-moderate', async (target) => {
          moderate = await measureModerate(context, settings, direct, target);
        });
      },
    );

    const realDirect = { upstream: 'real' as const, headers: bearer(token) };
    await through(
      () => startHelper(context, 'pass-through', real.url, 'pass-through-real'),
      (proxy) => run({ ...realDirect, variant: 'pass-through', url: proxy.url, pid: proxy.pid }),
    );
    await through(
      () => startBff(context, 'bff-real', real.url),
      async (bff) =>
        run({ ...realDirect, variant: 'BFF', url: `${bff.url}/graphql`, pid: bff.pid, headers: await bffHeaders(bff) }),
    );
    return graphqlSection(settings, measurements, moderate, fill);
  };
}

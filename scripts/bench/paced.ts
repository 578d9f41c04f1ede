// A run at a moderate, evenly paced rate, for the latency a hop adds when it is not saturated.
// Requests start on a fixed schedule (one every 1000/rate ms, whether or not earlier ones are done),
// each timed to the microsecond from sending to the last byte of its answer. autocannon's rate
// limit starts each second's requests in a burst and reports whole milliseconds, which at a
// 2 ms budget measures its own queueing rather than the hop.
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import type { LoadOptions, LoadResult } from './load-run.ts';
import { readMemory, resetPeak } from './processes.ts';

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Tally {
  readonly times: number[];
  responses: number;
  errors: number;
  non2xx: number;
  bodyErrors: number;
  readonly statusCounts: Record<string, number>;
}

async function timedRequest(pool: Pool, options: LoadOptions, tally: Tally): Promise<void> {
  const { request } = options;
  const started = process.hrtime.bigint();
  try {
    const answer = await pool.request({
      method: request.method,
      path: request.path,
      headers: request.headers,
      body: request.body,
    });
    const text = await answer.body.text();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    tally.responses += 1;
    tally.statusCounts[answer.statusCode] = (tally.statusCounts[answer.statusCode] ?? 0) + 1;
    if (answer.statusCode < 200 || answer.statusCode >= 300) tally.non2xx += 1;
    else if (options.verifyBody && !options.verifyBody(text)) tally.bodyErrors += 1;
    else tally.times.push(ms);
  } catch {
    tally.errors += 1;
  }
}

async function paced(pool: Pool, options: LoadOptions, rate: number, durationS: number): Promise<Tally> {
  const tally: Tally = { times: [], responses: 0, errors: 0, non2xx: 0, bodyErrors: 0, statusCounts: {} };
  const intervalMs = 1000 / rate;
  const total = Math.round(rate * durationS);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = start + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    else if (wait > 0) await new Promise((resolve) => setImmediate(resolve));
    inFlight.push(timedRequest(pool, options, tally));
  }
  await Promise.all(inFlight);
  return tally;
}

export async function runPaced(options: LoadOptions & { readonly overallRate: number }): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  try {
    if (options.warmupS) await paced(pool, options, options.overallRate, options.warmupS);
    if (options.serverPid) await resetPeak(options.serverPid);
    const tally = await paced(pool, options, options.overallRate, options.durationS);
    const sorted = Float64Array.from(tally.times).sort();
    return {
      requestsPerSecond: tally.times.length / options.durationS,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      responses: tally.responses,
      errors: tally.errors,
      non2xx: tally.non2xx,
      bodyErrors: tally.bodyErrors,
      statusCounts: tally.statusCounts,
      durationS: options.durationS,
      memory: options.serverPid ? readMemory(options.serverPid) : null,
    };
  } finally {
    await pool.close();
  }
}

// One measured load run: autocannon in this process against a server in a child process, after a
// short warm-up. Latency percentiles come from every response's own time (autocannon's summary has
// no p95), throughput from the responses counted over the measured time, and an answer that is
// not a 2xx or whose body fails the check counts as an error, never as throughput worth reporting.
import autocannon from 'autocannon';
import { type Memory, readMemory, resetPeak } from './processes.ts';

export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  // Changes each request before it is sent (a beacon from a new visitor each time).
  readonly setup?: (request: autocannon.Request) => autocannon.Request;
}

export interface LoadOptions {
  readonly origin: string;
  readonly request: LoadRequest;
  readonly connections: number;
  readonly durationS: number;
  readonly warmupS?: number;
  // Requests per second across all connections; unset: as fast as the server answers.
  readonly overallRate?: number;
  // True when a 2xx answer's body is the right answer.
  readonly verifyBody?: (body: string) => boolean;
  // The server under test: its peak memory during the measured run is read from /proc.
  readonly serverPid?: number;
  // Called after the warm-up, just before the measured run starts (to read counters from there).
  readonly beforeMeasure?: () => void;
}

export interface LoadResult {
  // Right answers only: a fast failure is not throughput.
  readonly requestsPerSecond: number;
  // Of the 2xx answers (an answer whose body failed the check cannot be told apart here).
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  // Every answer, right or not.
  readonly responses: number;
  // Connection errors and timeouts.
  readonly errors: number;
  readonly non2xx: number;
  readonly bodyErrors: number;
  readonly statusCounts: Readonly<Record<string, number>>;
  readonly durationS: number;
  readonly memory: Memory | null;
}

// Everything that was not a right answer.
export function failures(result: LoadResult): number {
  return result.errors + result.non2xx + result.bodyErrors;
}

// What went wrong, for a table cell: "0", or the count and its kinds ("12 (503 ×10, body ×2)").
export function describeFailures(result: LoadResult): string {
  const total = failures(result);
  if (total === 0) return '0';
  const kinds = Object.entries(result.statusCounts)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, times]) => `${status} ×${times}`);
  if (result.bodyErrors) kinds.push(`wrong body ×${result.bodyErrors}`);
  if (result.errors) kinds.push(`no answer ×${result.errors}`);
  return `${total} (${kinds.join(', ')})`;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function cannon(
  options: autocannon.Options,
  onResponse?: (status: number, milliseconds: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
      error ? reject(error) : resolve(result),
    );
    if (onResponse) instance.on('response', (_client, status, _bytes, time) => onResponse(status, time));
  });
}

function cannonOptions(options: LoadOptions, durationS: number): autocannon.Options {
  const { request, verifyBody: verify } = options;
  return {
    url: `${options.origin}${request.path}`,
    method: request.method,
    headers: { ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
    ...(request.setup ? { requests: [{ setupRequest: request.setup }] } : {}),
    connections: options.connections,
    pipelining: 1,
    duration: durationS,
    timeout: 10,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    ...(verify ? { verifyBody: (body: string | Buffer | undefined) => typeof body === 'string' && verify(body) } : {}),
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupS && options.warmupS > 0) await cannon(cannonOptions(options, options.warmupS));
  if (options.serverPid) await resetPeak(options.serverPid);
  options.beforeMeasure?.();
  const times: number[] = [];
  let responses = 0;
  const result = await cannon(cannonOptions(options, options.durationS), (status, time) => {
    responses += 1;
    if (status >= 200 && status < 300) times.push(time);
  });
  const sorted = Float64Array.from(times).sort();
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stats.count ?? 0;
  const durationS = result.duration > 0 ? result.duration : options.durationS;
  return {
    requestsPerSecond: Math.max(0, times.length - result.mismatches) / durationS,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    responses,
    errors: result.errors,
    non2xx: result.non2xx,
    bodyErrors: result.mismatches,
    statusCounts,
    durationS,
    memory: options.serverPid ? readMemory(options.serverPid) : null,
  };
}

// What happened to the requests of one kind or one target: counts, status codes, the kinds of
// error, and latencies. Latencies go into an HDR histogram (hdr-histogram-js, which autocannon
// brings along) when it is installed, else into a plain list sorted once at the end.
import type { Kind } from './options.ts';

// How one request ended. `unexpected` is an answer that is no failure of HTTP but not what a
// browser wanted either: a redirect instead of the page, a GraphQL error in a 200, a refused login.
export type Outcome = 'ok' | 'rateLimited' | 'server' | 'client' | 'unexpected';

export interface LatencySummary {
  readonly p50: number;
  readonly p90: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

export interface ErrorCounts {
  // No answer: refused, reset or timed out.
  readonly network: number;
  readonly server: number;
  // 4xx other than 429.
  readonly client: number;
  readonly unexpected: number;
  readonly total: number;
}

export interface TallySummary {
  readonly sent: number;
  // Answered with any status; sent = completed + errors.network.
  readonly completed: number;
  readonly ok: number;
  // Due but not sent, because --max-in-flight requests were already waiting.
  readonly skipped: number;
  // Completed answers a second, over the measured time.
  readonly throughput: number;
  readonly latencyMs: LatencySummary | null;
  readonly statuses: Readonly<Record<string, number>>;
  readonly errors: ErrorCounts;
  // Refused by a rate limit — a 429 from the BFF, or the upstream's login limit — not an error.
  readonly rateLimited: number;
  readonly bytesReceived: number;
  // A few of the errors, each with how often it happened, to start looking from.
  readonly errorSamples: readonly { readonly message: string; readonly count: number }[];
}

export interface Tally {
  sent(): void;
  skipped(): void;
  answered(status: number, outcome: Outcome, latencyMs: number, bytes: number, message?: string): void;
  failed(message: string): void;
  summary(elapsedMs: number): TallySummary;
}

interface LatencyRecorder {
  record(ms: number): void;
  summary(): LatencySummary | null;
}

type HdrModule = typeof import('hdr-histogram-js');
const hdr: HdrModule | null = await import('hdr-histogram-js').catch(() => null);

// Microseconds, three significant digits: a 1.234 ms and a 1.235 ms answer stay apart.
function hdrRecorder(module: HdrModule): LatencyRecorder {
  const histogram = module.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000_000,
    numberOfSignificantValueDigits: 3,
    autoResize: true,
  });
  // A percentile is the top of its bucket, which may lie above the largest value recorded.
  const at = (percentile: number) => Math.min(histogram.getValueAtPercentile(percentile), histogram.maxValue) / 1000;
  return {
    record: (ms) => histogram.recordValue(Math.max(1, Math.round(ms * 1000))),
    summary: () =>
      histogram.totalCount === 0
        ? null
        : {
            p50: at(50),
            p90: at(90),
            p95: at(95),
            p99: at(99),
            max: histogram.maxValue / 1000,
            mean: Math.round(histogram.mean) / 1000,
          },
  };
}

function listRecorder(): LatencyRecorder {
  const values: number[] = [];
  return {
    record: (ms) => values.push(ms),
    summary() {
      if (values.length === 0) return null;
      const sorted = [...values].sort((a, b) => a - b);
      const at = (percentile: number) => sorted[Math.max(0, Math.ceil((percentile / 100) * sorted.length) - 1)] ?? 0;
      const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
      return { p50: at(50), p90: at(90), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0, mean };
    },
  };
}

const MAX_SAMPLES = 5;

export function createTally(): Tally {
  const latency = hdr ? hdrRecorder(hdr) : listRecorder();
  const statuses = new Map<number, number>();
  const samples = new Map<string, number>();
  const counts = { sent: 0, completed: 0, ok: 0, skipped: 0, network: 0, server: 0, client: 0, unexpected: 0 };
  let rateLimited = 0;
  let bytes = 0;
  const sample = (message: string) => {
    if (samples.has(message) || samples.size < MAX_SAMPLES) samples.set(message, (samples.get(message) ?? 0) + 1);
  };
  return {
    sent: () => {
      counts.sent += 1;
    },
    skipped: () => {
      counts.skipped += 1;
    },
    answered(status, outcome, latencyMs, received, message) {
      counts.completed += 1;
      bytes += received;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      latency.record(latencyMs);
      if (outcome === 'rateLimited') rateLimited += 1;
      else if (outcome !== 'ok') counts[outcome] += 1;
      else counts.ok += 1;
      if (outcome !== 'ok' && message) sample(message);
    },
    failed(message) {
      counts.network += 1;
      sample(message);
    },
    summary(elapsedMs) {
      const { network, server, client, unexpected } = counts;
      return {
        sent: counts.sent,
        completed: counts.completed,
        ok: counts.ok,
        skipped: counts.skipped,
        throughput: elapsedMs > 0 ? Math.round((counts.completed / (elapsedMs / 1000)) * 100) / 100 : 0,
        latencyMs: latency.summary(),
        statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b).map(([code, n]) => [String(code), n])),
        errors: { network, server, client, unexpected, total: network + server + client + unexpected },
        rateLimited,
        bytesReceived: bytes,
        errorSamples: [...samples].map(([message, count]) => ({ message, count })),
      };
    },
  };
}

// Every request counts three times: for its target, for its kind and for the whole run.
export interface Tallies {
  forTarget(kind: Kind, target: string): Tally;
  readonly overall: Tally;
  kinds(): ReadonlyMap<Kind, Tally>;
  targets(): ReadonlyMap<string, { readonly kind: Kind; readonly target: string; readonly tally: Tally }>;
}

function fanOut(tallies: readonly Tally[]): Tally {
  return {
    sent: () => {
      for (const tally of tallies) tally.sent();
    },
    skipped: () => {
      for (const tally of tallies) tally.skipped();
    },
    answered: (...args) => {
      for (const tally of tallies) tally.answered(...args);
    },
    failed: (message) => {
      for (const tally of tallies) tally.failed(message);
    },
    summary: (elapsedMs) => (tallies[0] as Tally).summary(elapsedMs),
  };
}

export function createTallies(): Tallies {
  const overall = createTally();
  const kinds = new Map<Kind, Tally>();
  const targets = new Map<string, { kind: Kind; target: string; tally: Tally; fanned: Tally }>();
  return {
    overall,
    forTarget(kind, target) {
      const key = `${kind} ${target}`;
      let entry = targets.get(key);
      if (!entry) {
        let kindTally = kinds.get(kind);
        if (!kindTally) {
          kindTally = createTally();
          kinds.set(kind, kindTally);
        }
        const tally = createTally();
        entry = { kind, target, tally, fanned: fanOut([tally, kindTally, overall]) };
        targets.set(key, entry);
      }
      return entry.fanned;
    },
    kinds: () => kinds,
    targets: () => targets,
  };
}

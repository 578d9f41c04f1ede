// The report of a load test: the figures per request kind, per target and overall, as JSON
// (--json) or as a plain-text table for reading in a terminal.
import type { Site } from './discovery.ts';
import { KINDS, type Kind, type LoadOptions, type Mix, mixText } from './options.ts';
import { createTally, type Tallies, type TallySummary } from './stats.ts';
import type { VirtualUser } from './users.ts';

export interface LoadReport {
  readonly url: string;
  // Each replica the requests went to, with the measured answers it gave (one unless --url was
  // given more than once).
  readonly replicas: readonly { readonly origin: string; readonly completed: number }[];
  readonly brand: string;
  readonly startedAt: string;
  // As asked: requests started a second, the measured time and the warm-up before it.
  readonly rate: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  // From the start of measuring to the last answer of a measured request (at least the duration).
  readonly elapsedSeconds: number;
  readonly maxInFlight: number;
  readonly mix: Mix;
  readonly signedIn: readonly { readonly email: string; readonly type: string | null }[];
  readonly overall: TallySummary;
  readonly kinds: readonly (TallySummary & { readonly kind: Kind })[];
  readonly targets: readonly (TallySummary & { readonly kind: Kind; readonly target: string })[];
  readonly warmup: { readonly sent: number; readonly completed: number };
  // How late the generator started a request at worst; large values mean it was the bottleneck.
  readonly generatorLagMs: number;
  // Stopped before the end (Ctrl-C): the figures cover what ran.
  readonly stoppedEarly: boolean;
  readonly notes: readonly string[];
}

export interface ReportInput {
  readonly options: LoadOptions;
  readonly site: Site;
  readonly signedIn: readonly VirtualUser[];
  readonly startedAt: Date;
  readonly measured: Tallies;
  readonly warm: Tallies;
  readonly answeredBy: ReadonlyMap<string, number>;
  readonly elapsedMs: number;
  readonly maxLagMs: number;
  readonly stoppedEarly: boolean;
  readonly notes: readonly string[];
}

export function toReport(input: ReportInput): LoadReport {
  const { options, measured, elapsedMs } = input;
  const warm = input.warm.overall.summary(0);
  // Every kind of the mix has its row, even one that a short run never reached.
  const kinds = KINDS.flatMap((kind) => {
    const tally = measured.kinds().get(kind) ?? (options.mix[kind] > 0 ? createTally() : null);
    return tally ? [{ kind, ...tally.summary(elapsedMs) }] : [];
  });
  const targets = [...measured.targets().values()]
    .map(({ kind, target, tally }) => ({ kind, target, ...tally.summary(elapsedMs) }))
    .sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || a.target.localeCompare(b.target));
  return {
    url: options.url.origin,
    replicas: options.replicas.map((url) => ({ origin: url.origin, completed: input.answeredBy.get(url.origin) ?? 0 })),
    brand: input.site.brand.id,
    startedAt: input.startedAt.toISOString(),
    rate: options.rate,
    durationSeconds: options.durationMs / 1000,
    warmupSeconds: options.warmupMs / 1000,
    elapsedSeconds: round(elapsedMs / 1000, 2),
    maxInFlight: options.maxInFlight,
    mix: options.mix,
    signedIn: input.signedIn.map((user) => ({ email: user.email ?? '', type: user.type })),
    overall: measured.overall.summary(elapsedMs),
    kinds,
    targets,
    warmup: { sent: warm.sent, completed: warm.completed },
    generatorLagMs: round(input.maxLagMs, 1),
    stoppedEarly: input.stoppedEarly,
    notes: input.notes,
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function ms(value: number | undefined): string {
  if (value === undefined) return '–';
  // Three significant figures or whole milliseconds; the thresholds allow for rounding up.
  return value < 9.995 ? value.toFixed(2) : value < 99.95 ? value.toFixed(1) : value.toFixed(0);
}

function statusText(statuses: Readonly<Record<string, number>>): string {
  return Object.entries(statuses)
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
}

const COLUMNS = [
  '',
  'sent',
  'done',
  'skipped',
  'req/s',
  'p50',
  'p90',
  'p95',
  'p99',
  'max',
  'errors',
  'limited',
  'statuses',
];

function row(label: string, summary: TallySummary): string[] {
  const latency = summary.latencyMs;
  return [
    label,
    String(summary.sent),
    String(summary.completed),
    String(summary.skipped),
    summary.throughput.toFixed(1),
    ms(latency?.p50),
    ms(latency?.p90),
    ms(latency?.p95),
    ms(latency?.p99),
    ms(latency?.max),
    String(summary.errors.total),
    String(summary.rateLimited),
    statusText(summary.statuses),
  ];
}

// Columns padded to their widest cell: the label to the left, the figures to the right, the
// statuses (last, of any length) as they are.
function table(rows: readonly string[][]): string {
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const align = (cell: string, column: number) => {
    if (column === COLUMNS.length - 1) return cell;
    return column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  };
  return rows.map((cells) => cells.map(align).join('  ').trimEnd()).join('\n');
}

function errorLines(report: LoadReport): string[] {
  const lines: string[] = [];
  for (const kind of report.kinds) {
    const { network, server, client, unexpected, total } = kind.errors;
    if (total === 0 && kind.rateLimited === 0) continue;
    lines.push(
      `  ${kind.kind}: ${network} network, ${server} 5xx, ${client} unexpected 4xx, ${unexpected} unexpected answers, ${kind.rateLimited} rate limited`,
    );
  }
  const samples = report.overall.errorSamples;
  if (samples.length > 0) {
    lines.push('  for example:');
    for (const { message, count } of samples) lines.push(`    ${count}× ${message}`);
  }
  return lines;
}

export function formatText(report: LoadReport): string {
  const signedIn = report.signedIn.map((user) => `${user.email} (${user.type ?? 'unknown'})`).join(', ') || 'no one';
  const rows: string[][] = [COLUMNS];
  for (const kind of report.kinds) {
    rows.push(row(kind.kind, kind));
    const targets = report.targets.filter((each) => each.kind === kind.kind);
    // A kind whose one target is named for it (logins, beacons) would only repeat its own row.
    if (targets.length > 1 || targets[0]?.target !== kind.kind)
      for (const target of targets) rows.push(row(`  ${target.target}`, target));
  }
  rows.push(row('all', report.overall));
  const warmup =
    report.warmupSeconds > 0 ? `after ${report.warmupSeconds} s of warm-up (${report.warmup.sent} requests), ` : '';
  const replicas =
    report.replicas.length > 1
      ? ` as ${report.replicas.length} replicas (${report.replicas.map((each) => `${each.origin} answered ${each.completed}`).join(', ')})`
      : '';
  const lines = [
    `Load test of ${report.url} (brand ${report.brand})${replicas}, ${warmup}${report.rate} requests/s for ${report.durationSeconds} s` +
      `${report.stoppedEarly ? ' — stopped early' : ''}; at most ${report.maxInFlight} in flight`,
    `Mix ${mixText(report.mix)}; signed in: ${signedIn}`,
    `Measured over ${report.elapsedSeconds} s; latency in ms, from sending the request to the last byte of the answer`,
    '',
    table(rows),
    '',
    `Errors: ${report.overall.errors.total} (network ${report.overall.errors.network}, 5xx ${report.overall.errors.server}, ` +
      `unexpected 4xx ${report.overall.errors.client}, unexpected answers ${report.overall.errors.unexpected}); ` +
      `rate limited: ${report.overall.rateLimited}; skipped (too many in flight): ${report.overall.skipped}`,
    ...errorLines(report),
  ];
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((note) => `  - ${note}`));
  return lines.join('\n');
}

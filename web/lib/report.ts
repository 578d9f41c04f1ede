// The one error reporter (spec §8: everything "reported" goes here). With a DSN in the public
// settings the Sentry browser SDK is loaded on demand (it stays out of the first page's script) and
// every report goes to it; reports made while it loads wait in a short queue. Without a DSN, or if
// the SDK cannot be loaded, reports go to the console with their tags.
import type { AppEnv } from '../../shared/app-env.ts';
import { WEB_APP_VERSION } from '../../shared/version.ts';

export interface ReportContext {
  // Searchable labels, e.g. { source: 'Service Worker Loader' }.
  readonly tags?: Readonly<Record<string, string>>;
  readonly extra?: Readonly<Record<string, unknown>>;
}

export interface ErrorReportingConfig {
  readonly env: AppEnv;
  // A Sentry-compatible DSN; null: the console only.
  readonly errorReportingDsn: string | null;
}

// The part of the SDK the reporter uses.
export interface ErrorReportingSdk {
  init(options: { dsn: string; environment: string; release: string }): unknown;
  captureException(
    error: unknown,
    context: { tags?: Record<string, string>; extra?: Record<string, unknown> },
  ): unknown;
  captureMessage(
    message: string,
    context: { level: 'warning'; tags?: Record<string, string>; extra?: Record<string, unknown> },
  ): unknown;
}

export interface ErrorReportingOptions {
  // How the SDK is loaded; tests may pass another.
  readonly load?: () => Promise<ErrorReportingSdk>;
}

type Report =
  | { readonly kind: 'error'; readonly error: unknown; readonly context: ReportContext }
  | { readonly kind: 'warning'; readonly message: string; readonly context: ReportContext };

// Reports kept while the SDK loads; past this the oldest are dropped, so a failing loop on a slow
// connection cannot grow memory without end.
export const MAX_QUEUED_REPORTS = 30;

type State =
  | { readonly kind: 'console' }
  | { readonly kind: 'loading'; readonly queue: Report[] }
  | { readonly kind: 'ready'; readonly sdk: ErrorReportingSdk };

let state: State = { kind: 'console' };

function toConsole(report: Report): void {
  if (report.kind === 'error') console.error(report.error, report.context);
  else console.warn(report.message, report.context);
}

function toSdk(sdk: ErrorReportingSdk, report: Report): void {
  const tags = report.context.tags ? { ...report.context.tags } : undefined;
  const extra = report.context.extra ? { ...report.context.extra } : undefined;
  if (report.kind === 'error') sdk.captureException(report.error, { tags, extra });
  else sdk.captureMessage(report.message, { level: 'warning', tags, extra });
}

function dispatch(report: Report): void {
  // The reporter itself must never throw into the code that reports.
  try {
    if (state.kind === 'ready') toSdk(state.sdk, report);
    else if (state.kind === 'loading') {
      state.queue.push(report);
      if (state.queue.length > MAX_QUEUED_REPORTS) state.queue.shift();
    } else toConsole(report);
  } catch {
    toConsole(report);
  }
}

const loadSentry = (): Promise<ErrorReportingSdk> => import('@sentry/browser');

// Called once at start-up with the page's public settings. Resolves when reports have somewhere
// to go (the SDK is ready, or the console after a failed load); it never rejects.
export async function configureErrorReporting(
  config: ErrorReportingConfig,
  { load = loadSentry }: ErrorReportingOptions = {},
): Promise<void> {
  const dsn = config.errorReportingDsn;
  if (!dsn) {
    state = { kind: 'console' };
    return;
  }
  const loading: State = { kind: 'loading', queue: [] };
  state = loading;
  let next: State;
  try {
    const sdk = await load();
    sdk.init({ dsn, environment: config.env, release: WEB_APP_VERSION });
    next = { kind: 'ready', sdk };
  } catch (error) {
    next = { kind: 'console' };
    console.error(error, { tags: { source: 'Error reporting' } });
  }
  // A later configuration won the race: leave its state alone.
  if (state !== loading) return;
  state = next;
  for (const report of loading.queue) dispatch(report);
}

export function reportError(error: unknown, context: ReportContext = {}): void {
  dispatch({ kind: 'error', error, context });
}

export function reportWarning(message: string, context: ReportContext = {}): void {
  dispatch({ kind: 'warning', message, context });
}

// The way to the analytics code (analytics-code.ts), which is fetched once, beside the page's code
// and not before it. Page views and events wait until measurement has started, since they are
// sent with its settings.
import { reportError } from '../report.ts';
import type { MeasurementConfig } from './measurement.ts';

type AnalyticsCode = typeof import('./analytics-code.ts');

let code: Promise<AnalyticsCode> | null = null;
const load = () => {
  code ??= import('./analytics-code.ts');
  return code;
};

let started: Promise<unknown> = Promise.resolve();

// Called once by the client entry.
export function startMeasurementSoon(config: MeasurementConfig): void {
  started = load().then(
    (analytics) => analytics.startMeasurement(config),
    (error: unknown) => reportError(error, { tags: { source: 'analytics-code' } }),
  );
}

// The analytics code, once measurement has started (or could not be).
export function analyticsCode(): Promise<AnalyticsCode> {
  return started.then(load);
}

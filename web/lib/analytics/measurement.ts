// Starts everything the page measures (spec §2.10, §4, §7.3, §8, §9), once, from the client entry:
// the error reporter, the client and session id cookies and their refresh on activity, the
// analytics collector, and the settings page views are sent with. Page views themselves come from
// usePageViews in the page tree.
import { configureErrorReporting } from '../report.ts';
import { type Clock, startActivityRefresh } from './activity.ts';
import { type CollectorSettings, startCollector } from './collector.ts';
import { ensureIdentityCookies, refreshSessionCookie } from './cookies.ts';
import { type MeasurementSettings, setMeasurementSettings } from './settings.ts';

export interface MeasurementConfig extends MeasurementSettings, CollectorSettings {
  readonly errorReportingDsn: string | null;
}

export interface MeasurementOptions {
  // The timers of the activity refresh; tests pass their own.
  readonly clock?: Clock;
}

export interface Measurement {
  // Resolves when the error reporter is ready to send (never rejects).
  readonly ready: Promise<void>;
  // Stops listening for activity (a test, or a page being torn down).
  stop(): void;
}

export function startMeasurement(config: MeasurementConfig, { clock }: MeasurementOptions = {}): Measurement {
  const ready = configureErrorReporting(config);
  setMeasurementSettings({ env: config.env, brandId: config.brandId });
  ensureIdentityCookies(config);
  startCollector(config);
  const stopActivity = startActivityRefresh({ onRefresh: () => refreshSessionCookie(config), clock });
  return {
    ready,
    stop() {
      stopActivity();
    },
  };
}

// Starts what the page measures (spec §2.10, §4, §7.3, §9), once, from the client entry, which
// fetches this code beside the page's: the client and session id cookies and their refresh on
// activity, the analytics collector, and the settings page views are sent with. The error reporter
// (§8) is configured by the entry itself, before anything can fail; page views come from
// usePageViews in the page tree.
import { type Clock, startActivityRefresh } from './activity.ts';
import { type CollectorSettings, startCollector } from './collector.ts';
import { ensureIdentityCookies, refreshSessionCookie } from './cookies.ts';
import { type MeasurementSettings, setMeasurementSettings } from './settings.ts';

export type MeasurementConfig = MeasurementSettings & CollectorSettings;

export interface MeasurementOptions {
  // The timers of the activity refresh; tests pass their own.
  readonly clock?: Clock;
}

export interface Measurement {
  // Stops listening for activity (a test, or a page being torn down).
  stop(): void;
}

export function startMeasurement(config: MeasurementConfig, { clock }: MeasurementOptions = {}): Measurement {
  setMeasurementSettings({ env: config.env, brandId: config.brandId });
  ensureIdentityCookies(config);
  startCollector(config);
  const stopActivity = startActivityRefresh({ onRefresh: () => refreshSessionCookie(config), clock });
  return {
    stop() {
      stopActivity();
    },
  };
}

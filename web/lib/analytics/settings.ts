// The public settings measurement runs with (spec §9 environment configuration), set once at
// start-up by startMeasurement. Until then nothing environment-dependent is sent: no page views,
// no tracking cookie.
import type { AppEnv } from '../../../shared/app-env.ts';
import type { BrandId } from '../../../shared/brands.ts';

export interface MeasurementSettings {
  readonly env: AppEnv;
  readonly brandId: BrandId;
}

let settings: MeasurementSettings | null = null;

export function setMeasurementSettings(next: MeasurementSettings | null): void {
  settings = next;
}

export function measurementSettings(): MeasurementSettings | null {
  return settings;
}

// Measurement's code (measurement.ts and what it starts) is not needed to show or hydrate a page:
// the client entry asks for it beside the page's code, and page views wait until it has started,
// since they are sent with its settings.
import { reportError } from '../report.ts';
import type { MeasurementConfig } from './measurement.ts';

let started: Promise<unknown> = Promise.resolve();

export function startMeasurementSoon(config: MeasurementConfig): void {
  started = import('./measurement.ts').then(
    (measurement) => measurement.startMeasurement(config),
    (error: unknown) => reportError(error, { tags: { source: 'measurement-code' } }),
  );
}

// Settles once measurement has started, or could not be.
export const measurementStarted = (): Promise<unknown> => started;

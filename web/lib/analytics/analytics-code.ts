// Everything that measures, as one chunk the page fetches after its own code (lazy-analytics.ts):
// none of it is needed to show or hydrate a page. The one place the rest of the client reaches
// this code from, so the build makes one file of it, not one per way in.
export { sendEvent } from './event-sender.ts';
export { startMeasurement } from './measurement.ts';
export { sendFormStepPageView } from './page-views.ts';
export { recordVirtualPageView } from './virtual-page-views.ts';

// jsdom has no sendBeacon: tests give the page one that records the form bodies it is handed.
import type { Test } from 'tap';

export function installBeacon(t: Test): Promise<URLSearchParams>[] {
  const beacons: Promise<URLSearchParams>[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, data: Blob) => {
      beacons.push(data.text().then((body) => new URLSearchParams(body)));
      return true;
    },
  });
  t.teardown(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  });
  return beacons;
}

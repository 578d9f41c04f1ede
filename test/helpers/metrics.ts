// Reading the Prometheus text format in tests: the sum of a metric's samples whose labels match,
// and the values one label takes.

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match?.[1] || !match[3]) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (pair[1] !== undefined && pair[2] !== undefined) labels[pair[1]] = pair[2];
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}

// The sum over every series of `name` whose labels include `labels` (0 when there is none).
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  return parse(text)
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

export function labelValues(text: string, name: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const sample of parse(text)) {
    const value = sample.labels[label];
    if (sample.name === name && value !== undefined) values.add(value);
  }
  return values;
}

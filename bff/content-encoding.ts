// Which of the encodings we have a client takes best, from its Accept-Encoding (RFC 9110 §12.5.3):
// the one with the highest q-value, ties going to the order we prefer; `*` stands for any encoding
// the header does not name, and q=0 refuses. Null when the client takes none of them (or sent no
// header), so the answer goes out as it is.
export type ContentEncoding = 'br' | 'gzip';

function weights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    let q = 1;
    for (const parameter of parameters) {
      const [key, value] = parameter.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  return weights;
}

export function preferredEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!header) return null;
  const accepted = weights(header);
  let best: ContentEncoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

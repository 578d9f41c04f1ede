// A map bounded by bytes, least recently used first out: what the BFF keeps in memory (kept public
// answers, GraphQL document plans, rendered pages) is counted in bytes, so many large entries
// cannot grow the process past its budget the way a bound on entries alone lets them. The caller
// says what an entry weighs; one over a share of the budget is not kept, as it would push out many
// smaller ones asked for as often.

const LARGEST_SHARE = 8;

export class ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, { readonly value: V; readonly bytes: number }>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  // The value, marked as just used.
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  // The value, leaving its place in the order as it is.
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  // Keeps the value, weighing `bytes` (the key's own text is added), unless it is too large.
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    const weight = key.length * 2 + bytes;
    if (weight > this.#maxBytes / LARGEST_SHARE) return;
    this.#entries.set(key, { value, bytes: weight });
    this.#bytes += weight;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  // Bytes held, keys included.
  get bytes(): number {
    return this.#bytes;
  }

  get count(): number {
    return this.#entries.size;
  }
}

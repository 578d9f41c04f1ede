// A seeded pseudo-random generator for the demo data: xoshiro128** fed by splitmix32, so the same
// seed and the same keys give the same data on every machine. Not for anything secret.

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

// FNV-1a over the text: turns the keys of a stream ('nl', 'jobs', 3) into a 32-bit start state.
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  // One independent stream per purpose: adding a draw to one stream leaves the others unchanged.
  constructor(seed: number, ...keys: readonly (string | number)[]) {
    const next = splitmix32(hashText(`${seed}:${keys.join(':')}`));
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next() || 1;
  }

  // A 32-bit unsigned integer.
  next(): number {
    const result = Math.imul(rotate(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotate(this.d, 11);
    return result;
  }

  // [0, 1)
  float(): number {
    return this.next() / 4_294_967_296;
  }

  // A whole number from min to max, both included.
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.float() * (max - min);
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  // Picks by weight: [[item, weight], …].
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let point = this.float() * total;
    for (const [item, weight] of choices) {
      point -= weight;
      if (point < 0) return item;
    }
    return (choices[choices.length - 1] as readonly [T, number])[0];
  }

  // count different items, in random order.
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const size = Math.min(count, copy.length);
    for (let index = 0; index < size; index++) {
      const other = index + Math.floor(this.float() * (copy.length - index));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy.slice(0, size);
  }

  // A version-4-shaped UUID made of drawn bits: the same seed gives the same ids.
  uuid(): string {
    const hex = [this.next(), this.next(), this.next(), this.next()]
      .map((n) => n.toString(16).padStart(8, '0'))
      .join('');
    const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

function rotate(value: number, bits: number): number {
  return ((value << bits) | (value >>> (32 - bits))) >>> 0;
}

// A stable id for a named thing (a demo account, a profession of a brand), the same in every run.
export function stableId(seed: number, ...keys: readonly (string | number)[]): string {
  return new Random(seed, 'id', ...keys).uuid();
}

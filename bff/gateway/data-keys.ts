// Whether an answer's `data` object holds each of the given keys as a member of its own, read from
// the answer's JSON text without parsing it: the fast path forwards a clean answer's bytes as they
// came (decision 026) and must not pay for a parse to check them. A key of the same name further in
// (`{"data":{"x":{"me":…}}}`) or inside a string value is not one of data's own.
//
// One pass over the bytes, on the hot path of every forwarded answer: it keeps the nesting depth,
// steps over strings (escapes included), allocates nothing per byte, and stops as soon as every key
// is found or data's object ends. Keys are GraphQL names, plain ASCII: a key the upstream wrote with
// \u escapes is not recognised, so that answer takes the full path rather than go unchecked.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;

// What each byte is to the scan; most are nothing, and cost one look-up.
const OTHER = 0;
const STRING = 1;
const OPEN = 2;
const CLOSE = 3;
const KIND = new Uint8Array(256);
KIND[QUOTE] = STRING;
KIND[OPEN_OBJECT] = OPEN;
KIND[0x5b] = OPEN; // [
KIND[0x7d] = CLOSE; // }
KIND[0x5d] = CLOSE; // ]

const isWhitespace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

// The index of the quote that closes the string whose text starts at `start`, or -1 when the text
// runs to the end. A backslash takes the byte after it along, so an escaped quote does not close.
function closingQuote(json: Buffer, start: number): number {
  let index = start;
  while (index < json.length) {
    const byte = json[index];
    if (byte === QUOTE) return index;
    index += byte === BACKSLASH ? 2 : 1;
  }
  return -1;
}

// Whether a colon follows the string that closed at `quote`: then the string was a member's name.
function namesMember(json: Buffer, quote: number): boolean {
  let next = quote + 1;
  while (isWhitespace(json[next])) next += 1;
  return json[next] === COLON;
}

function textIs(json: Buffer, start: number, end: number, key: string): boolean {
  if (end - start !== key.length) return false;
  for (let index = 0; index < key.length; index += 1) {
    if (json[start + index] !== key.charCodeAt(index)) return false;
  }
  return true;
}

export function dataHoldsKeys(json: Buffer, keys: readonly string[]): boolean {
  const found = new Uint8Array(keys.length);
  let missing = keys.length;
  let depth = 0;
  // Whether the last member named at the top level was `data`, and whether the object open at
  // depth 2 is its value.
  let afterData = false;
  let inData = false;
  for (let index = 0; index < json.length; index += 1) {
    const kind = KIND[json[index] as number];
    if (kind === OTHER) continue;
    if (kind === OPEN) {
      depth += 1;
      if (depth === 2) {
        inData = afterData && json[index] === OPEN_OBJECT;
        if (inData && missing === 0) return true;
      }
      continue;
    }
    if (kind === CLOSE) {
      depth -= 1;
      if (depth === 1 && inData) return false;
      continue;
    }
    const start = index + 1;
    const end = closingQuote(json, start);
    if (end === -1) return false;
    index = end;
    const atTop = depth === 1;
    if (!(atTop || (depth === 2 && inData)) || !namesMember(json, end)) continue;
    if (atTop) {
      afterData = textIs(json, start, end, 'data');
      continue;
    }
    for (let key = 0; key < keys.length; key += 1) {
      if (found[key] === 0 && textIs(json, start, end, keys[key] as string)) {
        found[key] = 1;
        missing -= 1;
      }
    }
    if (missing === 0) return true;
  }
  return false;
}

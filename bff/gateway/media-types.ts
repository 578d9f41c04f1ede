// The media types a GraphQL answer goes out in (GraphQL over HTTP, decision 028). The spec's own
// `application/graphql-response+json` when the caller asks for it; `application/json`, the legacy
// type every client reads, when it asks for that, sends no Accept, or accepts anything. Both are
// only ever sent in UTF-8, the encoding the spec assumes when a header names none.

export const GRAPHQL_RESPONSE_JSON = 'application/graphql-response+json';
export const APPLICATION_JSON = 'application/json';
export type GraphqlMediaType = typeof GRAPHQL_RESPONSE_JSON | typeof APPLICATION_JSON;

export function contentTypeOf(mediaType: GraphqlMediaType): string {
  return `${mediaType}; charset=utf-8`;
}

interface MediaRange {
  readonly type: string;
  readonly subtype: string;
  readonly quality: number;
  readonly position: number;
}

// RFC 9110 §12.4.2: a weight is 0 to 1 with at most three decimals.
const WEIGHT = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;
const UTF8 = new Set(['utf-8', 'utf8']);

// Splits on a separator that is not inside a quoted string (parameter values may be quoted).
function splitOutsideQuotes(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === '"' && text[index - 1] !== '\\') quoted = !quoted;
    if (char === separator && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

// The ranges of an Accept header we could answer: a range asking for another charset, or with a
// weight that is not one, is left out rather than guessed at.
function mediaRangesOf(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const [position, element] of splitOutsideQuotes(accept, ',').entries()) {
    const [range = '', ...parameters] = splitOutsideQuotes(element, ';').map((part) => part.trim());
    const [type, subtype, ...rest] = range.toLowerCase().split('/');
    if (!type || !subtype || rest.length > 0) continue;
    let quality = 1;
    let answerable = true;
    for (const parameter of parameters) {
      const [name = '', ...value] = parameter.split('=');
      const text = value
        .join('=')
        .trim()
        .replace(/^"(.*)"$/, '$1');
      const key = name.trim().toLowerCase();
      if (key === 'q') {
        if (WEIGHT.test(text)) quality = Number(text);
        else answerable = false;
      } else if (key === 'charset' && !UTF8.has(text.toLowerCase())) answerable = false;
    }
    if (answerable) ranges.push({ type, subtype, quality, position });
  }
  return ranges;
}

// How specifically a range names a media type: exactly 2, `application/*` 1, `*/*` 0; -1 not at all.
function specificity(range: MediaRange, mediaType: GraphqlMediaType): number {
  const [type, subtype] = mediaType.split('/');
  if (range.type === '*' && range.subtype === '*') return 0;
  if (range.type !== type) return -1;
  if (range.subtype === '*') return 1;
  return range.subtype === subtype ? 2 : -1;
}

interface Offer {
  readonly mediaType: GraphqlMediaType;
  readonly quality: number;
  readonly specificity: number;
  readonly position: number;
}

// What the caller said of one media type: the most specific range naming it decides (RFC 9110
// §12.5.1: `*/*, application/json;q=0` refuses JSON).
function offerOf(ranges: readonly MediaRange[], mediaType: GraphqlMediaType): Offer | null {
  let best: Offer | null = null;
  for (const range of ranges) {
    const found = specificity(range, mediaType);
    if (found > (best?.specificity ?? -1)) {
      best = { mediaType, quality: range.quality, specificity: found, position: range.position };
    }
  }
  return best && best.quality > 0 ? best : null;
}

// The media type to answer in, or null when the caller accepts neither (406). The highest weight
// wins; between equals, the type the caller named over one a wildcard covers, then the one it named
// first; `application/json` when nothing else tells them apart (no Accept, `*/*`, `application/*`),
// so a legacy client keeps the answers it always had.
export function negotiateGraphqlMediaType(accept: string | undefined): GraphqlMediaType | null {
  if (accept === undefined || accept.trim() === '') return APPLICATION_JSON;
  const ranges = mediaRangesOf(accept);
  const offers = [offerOf(ranges, GRAPHQL_RESPONSE_JSON), offerOf(ranges, APPLICATION_JSON)].filter(
    (offer): offer is Offer => offer !== null,
  );
  offers.sort(
    (a, b) =>
      b.quality - a.quality ||
      b.specificity - a.specificity ||
      a.position - b.position ||
      (a.mediaType === APPLICATION_JSON ? -1 : 1),
  );
  return offers[0]?.mediaType ?? null;
}

const RESPONSE_KEYS = new Set(['data', 'errors', 'extensions']);

// Whether a body about to be sent is a GraphQL response (data and/or errors, nothing else): only
// those may be labelled application/graphql-response+json. A BFF error body (`{ error, requestId }`
// from load shedding or the handler timeout) is not one and keeps application/json.
export function isGraphqlResponse(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const keys = Object.keys(payload);
  return (
    keys.every((key) => RESPONSE_KEYS.has(key)) &&
    (Array.isArray((payload as { errors?: unknown }).errors) || 'data' in payload)
  );
}

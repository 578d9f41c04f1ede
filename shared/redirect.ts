// Where a redirect may send the browser: a path on this same site, nothing else. Every redirect and
// every `redirect-to` value (§9) goes through safeRedirectPath; anything a browser, a proxy or a
// later decoding step could read as another origin or a script becomes the home page.

// §9: the query parameter and the cookie that say where to go after signing in.
export const REDIRECT_TO = 'redirect-to';

export const MAX_REDIRECT_LENGTH = 2048;

const HOME = '/';

// An honest path is encoded once, rarely twice; more layers than this are an attempt to hide one.
const MAX_DECODING_LAYERS = 8;

// What goes into a Location header: printable ASCII; spaces and other characters arrive encoded.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

// One layer of percent-decoding, byte by byte. Unlike decodeURIComponent it never throws, so
// "50%25" (a literal percent sign) decodes to "50%" and stops there instead of failing.
function decodeLayer(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// One layer is a local path when it starts with exactly one slash and holds no backslash (browsers
// read it as a slash, so "/\evil.example" is "//evil.example") and no control character (browsers
// drop tabs and newlines inside URLs, so "/<tab>/evil.example" is "//evil.example" too).
function isLocalPath(layer: string): boolean {
  return layer.startsWith('/') && !layer.startsWith('//') && !layer.includes('\\') && !hasControlCharacter(layer);
}

// `raw` unchanged (query string and fragment included) when it is a same-origin relative path,
// otherwise "/".
export function safeRedirectPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > MAX_REDIRECT_LENGTH || !HEADER_SAFE.test(raw)) return HOME;
  let layer = raw;
  for (let decoded = 0; ; decoded++) {
    if (!isLocalPath(layer)) return HOME;
    const next = decodeLayer(layer);
    if (next === layer) break;
    if (decoded === MAX_DECODING_LAYERS) return HOME;
    layer = next;
  }
  // The last word goes to a URL parser, as a browser would resolve the value.
  const base = 'https://origin.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return HOME;
  }
  return url.origin === base && !url.pathname.startsWith('//') ? raw : HOME;
}

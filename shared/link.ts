// §2.10: the link builder. Route parameters are substituted by name (`:name`, optional `:name?`);
// the remaining parameters become a query string with keys sorted alphabetically, list values under
// a bracketed key (`tags[]=a&tags[]=b`), and every reserved character encoded.

export type LinkScalar = string | number | boolean;
export type LinkValue = LinkScalar | readonly LinkScalar[] | null | undefined;
export type LinkParams = Readonly<Record<string, LinkValue>>;

// encodeURIComponent leaves the RFC 3986 sub-delimiters ! ' ( ) * alone; they are reserved too.
export function encodeComponent(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g;

export class MissingRouteParameterError extends Error {
  constructor(path: string, name: string) {
    super(`The link ${path} needs the parameter "${name}"`);
    this.name = 'MissingRouteParameterError';
  }
}

function isPresent(value: LinkValue): value is LinkScalar | readonly LinkScalar[] {
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

// A path parameter must be one non-empty value: an empty one would silently link elsewhere.
function isPathValue(value: LinkValue): value is LinkScalar {
  return isPresent(value) && !Array.isArray(value) && String(value) !== '';
}

export function buildQueryString(params: LinkParams): string {
  const parts: string[] = [];
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (!isPresent(value)) continue;
    if (Array.isArray(value)) {
      const listKey = encodeComponent(`${key}[]`);
      for (const item of value) parts.push(`${listKey}=${encodeComponent(String(item))}`);
    } else {
      parts.push(`${encodeComponent(key)}=${encodeComponent(String(value))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export function buildLink(path: string, params: LinkParams = {}): string {
  const used = new Set<string>();
  const substituted = path.replace(PARAMETER, (_match, name: string, optional: string | undefined) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    used.add(name);
    if (!isPathValue(value)) {
      if (optional) return '';
      throw new MissingRouteParameterError(path, name);
    }
    return encodeComponent(String(value));
  });
  // An absent optional parameter leaves an empty segment behind: drop it, keep the root.
  const cleaned = substituted.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  // A prototype-less object keeps a key named __proto__ as a plain key.
  const rest: Record<string, LinkValue> = Object.create(null);
  for (const [key, value] of Object.entries(params)) if (!used.has(key)) rest[key] = value;
  return cleaned + buildQueryString(rest);
}

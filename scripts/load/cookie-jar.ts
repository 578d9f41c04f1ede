// One virtual user's cookies, as a browser keeps them for one site: what Set-Cookie gave, sent back
// on every request. Enough for the BFF's cookies (all at path /, on one host): no domain or path
// matching.

export interface CookieJar {
  get(name: string): string | undefined;
  // The Cookie header, or undefined when the jar is empty.
  header(): string | undefined;
  // Takes the Set-Cookie lines of an answer.
  store(setCookie: string | string[] | undefined, now?: number): void;
}

// RFC 6265 §5.3: Max-Age wins over Expires; a cookie that expires now is removed (the BFF clears
// the session cookies that way).
function isExpired(attributes: readonly string[], now: number): boolean {
  const named = new Map(
    attributes.map((attribute) => {
      const equals = attribute.indexOf('=');
      return equals < 0
        ? [attribute.trim().toLowerCase(), '']
        : [attribute.slice(0, equals).trim().toLowerCase(), attribute.slice(equals + 1).trim()];
    }),
  );
  const maxAge = named.get('max-age');
  if (maxAge !== undefined) return Number(maxAge) <= 0;
  const expires = named.get('expires');
  return expires !== undefined && Date.parse(expires) <= now;
}

export function createCookieJar(initial: Readonly<Record<string, string>> = {}): CookieJar {
  const values = new Map(Object.entries(initial));
  return {
    get: (name) => values.get(name),
    header: () => (values.size === 0 ? undefined : [...values].map(([name, value]) => `${name}=${value}`).join('; ')),
    store(setCookie, now = Date.now()) {
      if (setCookie === undefined) return;
      for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
        const [pair = '', ...attributes] = line.split(';');
        const equals = pair.indexOf('=');
        if (equals <= 0) continue;
        const name = pair.slice(0, equals).trim();
        if (isExpired(attributes, now)) values.delete(name);
        else values.set(name, pair.slice(equals + 1).trim());
      }
    },
  };
}

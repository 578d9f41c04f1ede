// §2.10: read one named query-string parameter; any missing value, or one that is not a single
// text (a repeated key, a list, an object), reads as empty text.

export type QuerySource = URLSearchParams | string | Readonly<Record<string, unknown>>;

export function readQueryParam(source: QuerySource, name: string): string {
  if (typeof source === 'string' || source instanceof URLSearchParams) {
    const params = typeof source === 'string' ? new URLSearchParams(source) : source;
    const values = params.getAll(name);
    return values.length === 1 ? (values[0] ?? '') : '';
  }
  if (!Object.hasOwn(source, name)) return '';
  const value = source[name];
  return typeof value === 'string' ? value : '';
}

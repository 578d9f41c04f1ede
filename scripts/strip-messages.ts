// The client build drops the English source text of every message descriptor whose id the catalogs
// know (`{ id: 'home.lead', message: 'Describe your job…' }` keeps its id only), as lingui's own
// macro does for production: the browser always reads the text from the locale's catalog, which a
// check keeps complete in all eight locales, so the source text would be dead weight in every page's
// scripts. Descriptors are written as the formatter leaves them — `id:` then `message:`, each a
// single-quoted string — and anything else is left as it is. The text removed is replaced by as many
// line breaks as it held, so the scripts' source maps still point at the right lines.

const DESCRIPTOR = /(\bid:\s*'([A-Za-z0-9][\w.-]*)',\s*)message:\s*'(?:[^'\\\n]|\\.)*',?[ \t]*/g;

export function stripMessages(source: string, knownIds: ReadonlySet<string>): string {
  return source.replace(DESCRIPTOR, (whole: string, kept: string, id: string) =>
    knownIds.has(id) ? kept + '\n'.repeat(whole.slice(kept.length).split('\n').length - 1) : whole,
  );
}

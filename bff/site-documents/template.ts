// A site document's source (decision 074): front matter (title, description, updated), then
// Markdown with the brand's own details put in. Two constructs, both resolved before the Markdown
// is read, so the renderer never sees them:
//
//   {{company.legalName}}   a value: company.* (shared/brand-companies.ts), brand.*, facts.*
//                           (brand-facts.ts; {{facts.Pros}} capitalised), route.<route name> (the
//                           page's path in the brand's words)
//   {{#brands uk ie}}       a passage only those brands show, up to the next {{/brands}}: whole
//   …                       lines when the two stand on lines of their own, else words within one
//   {{/brands}}             line (`{{#brands us}}seven{{/brands}}`). Brands of one language that
//                           differ in law (uk, ie, ca, us; de, at) differ by passages, not by copies
//                           of the whole text. Passages do not nest.
//
// A value that is not there (a misspelt name, a tax number the company has none of) is an error, not
// an empty gap in a legal text; a test renders every document for every brand.
import { PATHS } from '../../locales/paths.ts';
import { BRAND_COMPANIES } from '../../shared/brand-companies.ts';
import { type Brand, isBrandId } from '../../shared/brands.ts';
import { linkTo, ROUTES, type RouteName } from '../../shared/routes.ts';
import { BRAND_FACTS } from './brand-facts.ts';

export interface FrontMatter {
  readonly title: string;
  readonly description: string;
  // YYYY-MM-DD
  readonly updated: string;
}

export interface DocumentSource {
  readonly frontMatter: FrontMatter;
  readonly body: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

// The front matter is a few `key: value` lines; a YAML parser would be more than they need.
export function readSource(text: string, name: string): DocumentSource {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${name}: no front matter`);
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split('\n')) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const [title, description, updated] = ['title', 'description', 'updated'].map((key) => fields.get(key) ?? '');
  if (!title || !description || !updated || !DAY.test(updated)) {
    throw new Error(`${name}: the front matter needs a title, a description and an updated day (YYYY-MM-DD)`);
  }
  return { frontMatter: { title, description, updated }, body: text.replace(/\r\n/g, '\n').slice(match[0].length) };
}

const LINES_PASSAGE = /^\{\{#brands ([a-z ]+)\}\}\n([\s\S]*?)^\{\{\/brands\}\}(?:\n|$)/gm;
const WORDS_PASSAGE = /\{\{#brands ([a-z ]+)\}\}([^\n]*?)\{\{\/brands\}\}/g;
const VALUE = /\{\{\s*([a-zA-Z]+)\.([a-zA-Z]+)\s*\}\}/g;
const ROUTE_NAMES: ReadonlySet<string> = new Set(ROUTES.map((route) => route.name));

function placeholderValue(brand: Brand, group: string, key: string): string | null {
  const company = BRAND_COMPANIES[brand.id];
  switch (group) {
    case 'company': {
      if (key === 'address') return company.address.join(', ');
      // One line each, as on a letter (a Markdown hard line break).
      if (key === 'addressLines') return company.address.join('\\\n');
      const value = (company as unknown as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : null;
    }
    case 'brand': {
      const value = (brand as unknown as Record<string, unknown>)[key];
      return typeof value === 'string' ? value : null;
    }
    case 'facts': {
      const facts = BRAND_FACTS[brand.id] as unknown as Record<string, string | undefined>;
      // {{facts.Pros}} starts a sentence: {{facts.pros}} with a capital.
      const lower = facts[key.charAt(0).toLowerCase() + key.slice(1)];
      if (facts[key] === undefined && lower !== undefined && key !== key.toLowerCase()) {
        return lower.charAt(0).toLocaleUpperCase(brand.locale) + lower.slice(1);
      }
      return facts[key] ?? null;
    }
    case 'route':
      return ROUTE_NAMES.has(key) ? linkTo(key as RouteName, PATHS[brand.locale]) : null;
    default:
      return null;
  }
}

// The text as the brand shows it: its passages kept, the others' dropped, every value put in.
export function fillIn(text: string, brand: Brand, name: string): string {
  const keep = (_passage: string, list: string, content: string) => {
    const brands = list.trim().split(/\s+/);
    const unknown = brands.find((id) => !isBrandId(id));
    if (unknown) throw new Error(`${name}: {{#brands}} names no brand "${unknown}"`);
    return brands.includes(brand.id) ? content : '';
  };
  const kept = text.replace(LINES_PASSAGE, keep).replace(WORDS_PASSAGE, keep);
  if (kept.includes('{{#') || kept.includes('{{/')) throw new Error(`${name}: a {{#brands}} passage is not closed`);
  return kept.replace(VALUE, (placeholder, group: string, key: string) => {
    const value = placeholderValue(brand, group, key);
    if (value === null) throw new Error(`${name}: ${placeholder} has no value for the brand ${brand.id}`);
    return value;
  });
}

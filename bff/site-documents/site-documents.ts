// The site's own texts for a brand (decision 074): read from content/, the brand's details put in,
// rendered to sanitised HTML once per brand and document and then kept in memory — they change only
// with a deploy. The BFF's `siteDocument` query answers with them, so neither the Markdown library
// nor any other language's text reaches the browser.
import { readFileSync } from 'node:fs';
import type { Brand } from '../../shared/brands.ts';
import type { SiteDocumentKind } from '../generated/graphql.ts';
import { languageOfLocale, SITE_DOCUMENT_FILES, type SiteLanguage } from './files.ts';
import { renderMarkdown, type Section } from './markdown.ts';
import { fillIn, readSource } from './template.ts';

const CONTENT_DIR = new URL('../../content/', import.meta.url);

export interface RenderedSiteDocument {
  readonly kind: SiteDocumentKind;
  readonly title: string;
  readonly description: string;
  readonly lastUpdated: string;
  readonly html: string;
  readonly sections: Section[];
}

// content/<folder>/<language>/<name>.md, as a path relative to content/.
export function sourcePathOf(kind: SiteDocumentKind, language: SiteLanguage): string {
  const [folder, name] = SITE_DOCUMENT_FILES[kind].split('/');
  return `${folder}/${language}/${name}.md`;
}

function readText(path: string): string | null {
  try {
    return readFileSync(new URL(path, CONTENT_DIR), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function renderSiteDocument(brand: Brand, kind: SiteDocumentKind): RenderedSiteDocument | null {
  const path = sourcePathOf(kind, languageOfLocale(brand.locale));
  const text = readText(path);
  if (text === null) return null;
  const { frontMatter, body } = readSource(text, path);
  const { html, sections } = renderMarkdown(fillIn(body, brand, path));
  return {
    kind,
    title: fillIn(frontMatter.title, brand, path),
    description: fillIn(frontMatter.description, brand, path),
    lastUpdated: frontMatter.updated,
    html,
    sections,
  };
}

const rendered = new Map<string, RenderedSiteDocument | null>();

// The document as the brand shows it; null when the brand's language has no such text.
export function siteDocumentFor(brand: Brand, kind: SiteDocumentKind): RenderedSiteDocument | null {
  const key = `${brand.id}:${kind}`;
  let document = rendered.get(key);
  if (document === undefined) {
    document = renderSiteDocument(brand, kind);
    rendered.set(key, document);
  }
  return document;
}

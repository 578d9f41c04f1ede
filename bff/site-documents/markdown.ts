// Markdown to HTML for the site's own texts (decision 074), on the server only: markdown-it with raw
// HTML off (a tag in the source is shown as text) and its own refusal of javascript:, vbscript: and
// data: links, then sanitize-html with a short list of tags, attributes and schemes, so what
// reaches the page is safe to insert whatever a source file holds. Each second-level heading gets an
// id for the table of contents.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

export interface Section {
  readonly anchor: string;
  readonly title: string;
}

export interface RenderedMarkdown {
  readonly html: string;
  readonly sections: Section[];
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const SANITISE: sanitizeHtml.IOptions = {
  // No h1: the page's title is its only one.
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], h2: ['id'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

// The heading's words as a reader sees them (no Markdown marks).
function plainText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .trim();
}

// "Your rights (GDPR)" → "your-rights-gdpr": letters without accents, digits and hyphens.
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const sections: Section[] = [];
  const used = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    const title = plainText(tokens[index + 1]);
    let anchor = slugOf(title);
    for (let n = 2; used.has(anchor); n += 1) anchor = `${slugOf(title)}-${n}`;
    used.add(anchor);
    token.attrSet('id', anchor);
    sections.push({ anchor, title });
  });
  return { html: sanitizeHtml(markdown.renderer.render(tokens, markdown.options, {}), SANITISE), sections };
}

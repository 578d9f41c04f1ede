// The site's own texts (decision 074): every document is written in every site language and fills
// in for every brand without a gap; what the Markdown renderer lets through is safe to insert.
import { existsSync } from 'node:fs';
import t from 'tap';
import type { SiteDocumentKind } from '../../../bff/generated/graphql.ts';
import { SITE_DOCUMENT_FILES, SITE_LANGUAGES } from '../../../bff/site-documents/files.ts';
import { renderMarkdown } from '../../../bff/site-documents/markdown.ts';
import { siteDocumentFor, sourcePathOf } from '../../../bff/site-documents/site-documents.ts';
import { fillIn } from '../../../bff/site-documents/template.ts';
import { BRAND_COMPANIES } from '../../../shared/brand-companies.ts';
import { BRAND_IDS, BRANDS } from '../../../shared/brands.ts';

const KINDS = Object.keys(SITE_DOCUMENT_FILES) as SiteDocumentKind[];
const CONTENT = new URL('../../../content/', import.meta.url);

t.test('every document is written in every site language', async (t) => {
  for (const kind of KINDS) {
    for (const language of SITE_LANGUAGES) {
      t.ok(existsSync(new URL(sourcePathOf(kind, language), CONTENT)), `${kind} in ${language}`);
    }
  }
});

t.test(
  'every document fills in for every brand: no placeholder left, a date, sections, the company where it is named',
  async (t) => {
    for (const id of BRAND_IDS) {
      for (const kind of KINDS) {
        const document = siteDocumentFor(BRANDS[id], kind);
        if (!document) {
          t.fail(`${id} ${kind} is missing`);
          continue;
        }
        const text = `${document.title} ${document.description} ${document.html}`;
        t.notMatch(text, '{{', `${id} ${kind}: every placeholder resolved`);
        t.notMatch(text, '}}', `${id} ${kind}: every placeholder resolved`);
        t.match(document.lastUpdated, /^\d{4}-\d{2}-\d{2}$/, `${id} ${kind}: last updated`);
        t.ok(document.sections.length >= 2, `${id} ${kind}: sections with headings`);
        t.notMatch(document.html, '<h1', `${id} ${kind}: the page title is its only h1`);
      }
      const imprint = siteDocumentFor(BRANDS[id], 'IMPRINT')?.html ?? '';
      const company = BRAND_COMPANIES[id];
      for (const line of company.address) t.match(imprint, line.replace(/&/g, '&amp;'), `${id}: the address`);
      t.match(imprint, company.companyNumber, `${id}: the company number`);
      t.match(siteDocumentFor(BRANDS[id], 'TERMS_AND_CONDITIONS')?.html, company.legalName, `${id}: the terms name it`);
    }
  },
);

t.test('brands of one language differ where their law does', async (t) => {
  const uk = siteDocumentFor(BRANDS.uk, 'PRIVACY_POLICY')?.html ?? '';
  const ie = siteDocumentFor(BRANDS.ie, 'PRIVACY_POLICY')?.html ?? '';
  const us = siteDocumentFor(BRANDS.us, 'PRIVACY_POLICY')?.html ?? '';
  t.match(uk, 'UK GDPR');
  t.match(uk, 'Information Commissioner');
  t.notMatch(uk, 'California');
  t.match(ie, 'Data Protection Commission');
  t.match(us, 'California Consumer Privacy Act');
  t.notMatch(us, 'UK GDPR');
  t.match(siteDocumentFor(BRANDS.de, 'IMPRINT')?.html, 'Digitale-Dienste-Gesetz');
  t.match(siteDocumentFor(BRANDS.at, 'IMPRINT')?.html, 'E-Commerce-Gesetz');
  t.notMatch(siteDocumentFor(BRANDS.at, 'IMPRINT')?.html, 'Digitale-Dienste-Gesetz');
  t.match(
    siteDocumentFor(BRANDS.uk, 'TERMS_AND_CONDITIONS')?.html,
    'href="/privacy-policy"',
    'links in the brand’s words',
  );
  t.match(siteDocumentFor(BRANDS.nl, 'TERMS_AND_CONDITIONS')?.html, 'href="/privacybeleid"');
});

t.test('rendering is done once per brand and document', async (t) => {
  t.equal(siteDocumentFor(BRANDS.fr, 'RANKING'), siteDocumentFor(BRANDS.fr, 'RANKING'));
});

t.test('nothing in a source becomes script: raw HTML is text, unsafe links are dropped', async (t) => {
  const { html } = renderMarkdown(
    [
      '## Safe',
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(2)">',
      '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)',
      '<a href="javascript:alert(4)">raw</a>',
      '[fine](/privacy-policy) <hello@example.com>',
    ].join('\n\n'),
  );
  t.notMatch(html, '<script');
  t.notMatch(html, '<img');
  t.notMatch(html, /<a [^>]*href="(javascript|data|vbscript):/i, 'no link to a script');
  t.notMatch(html, / on[a-z]+="[^"]*"[^<]*>/i, 'no event handler on an element');
  t.match(html, '&lt;script&gt;alert(1)&lt;/script&gt;', 'shown as text');
  t.match(html, '<a href="/privacy-policy">fine</a>');
  t.match(html, '<a href="mailto:hello@example.com">hello@example.com</a>');
});

t.test('second-level headings get anchors for the table of contents', async (t) => {
  const { html, sections } = renderMarkdown(
    '## Your rights (GDPR)\n\ntext\n\n## Über uns\n\n## Über uns\n\n### Detail\n',
  );
  t.same(sections, [
    { anchor: 'your-rights-gdpr', title: 'Your rights (GDPR)' },
    { anchor: 'uber-uns', title: 'Über uns' },
    { anchor: 'uber-uns-2', title: 'Über uns' },
  ]);
  t.match(html, '<h2 id="your-rights-gdpr">Your rights (GDPR)</h2>');
  t.match(html, '<h3>Detail</h3>');
});

t.test('a passage shows only in its brands, and a value that is not there is an error', async (t) => {
  const text = 'A{{#brands uk ie}} for uk and ie{{/brands}}.\n{{#brands us}}\nUS only\n{{/brands}}\nEnd';
  t.equal(fillIn(text, BRANDS.uk, 'test'), 'A for uk and ie.\nEnd');
  t.equal(fillIn(text, BRANDS.us, 'test'), 'A.\nUS only\nEnd');
  t.equal(fillIn('{{facts.Pros}} and {{facts.pros}}', BRANDS.us, 'test'), 'Pros and pros');
  t.throws(() => fillIn('{{company.nothing}}', BRANDS.uk, 'test'), /company\.nothing/);
  t.throws(() => fillIn('{{company.taxNumber}}', BRANDS.us, 'test'), /no value for the brand us/);
  t.throws(() => fillIn('{{route.noSuchRoute}}', BRANDS.uk, 'test'), /route\.noSuchRoute/);
  t.throws(() => fillIn('{{#brands xx}}a{{/brands}}', BRANDS.uk, 'test'), /no brand "xx"/);
  t.throws(() => fillIn('{{#brands uk}}\nnever closed\n', BRANDS.uk, 'test'), /not closed/);
});

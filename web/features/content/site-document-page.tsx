// One of the site's own texts (decision 074): its title and description (also the page's title and
// meta description), the day it last changed, a table of contents linking its sections, and the
// text as the BFF rendered and sanitised it, signed with the company behind the brand. It states
// where it sits in the site (BreadcrumbList).
import { useLingui } from '@lingui/react';
import { BRAND_COMPANIES } from '../../../shared/brand-companies.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Prose } from '../../components/ui/prose.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { SiteDocumentQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import { useDateFormatters } from '../../lib/time.ts';
import { DOCUMENT_ROUTES, type DocumentRoute, type DocumentRouteName } from './document-routes.ts';
import { SiteDocumentDocument } from './generated/documents.ts';

type SiteDocument = NonNullable<SiteDocumentQuery['siteDocument']>;

export function SiteDocumentPage({ route }: { route: DocumentRouteName }) {
  const entry: DocumentRoute = DOCUMENT_ROUTES[route];
  const result = useQuery(SiteDocumentDocument, { kind: entry.kind });
  return (
    <div className="narrow">
      <QueryState data={result.data} error={result.error} onRetry={() => void result.mutate()}>
        {({ siteDocument }) =>
          siteDocument ? <DocumentView route={route} parent={entry.parent} document={siteDocument} /> : null
        }
      </QueryState>
    </div>
  );
}

function DocumentView({
  route,
  parent,
  document,
}: {
  route: DocumentRouteName;
  parent: DocumentRoute['parent'];
  document: SiteDocument;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { formatDate } = useDateFormatters();
  const company = BRAND_COMPANIES[router.brand.id];
  const crumbs: Crumb[] = [
    { name: router.brand.productName, path: '/' },
    ...(parent
      ? [{ name: i18n._({ id: 'layout.footer.terms', message: 'Terms and conditions' }), path: router.href(parent) }]
      : []),
    { name: document.title, path: router.href(route) },
  ];
  return (
    <article data-testid="site-document">
      <PageHeading title={document.title} lead={document.description} structuredData={[breadcrumbList(crumbs)]}>
        <p className="field-hint" data-testid="site-document-updated">
          {i18n._({ id: 'site-document.updated', message: 'Last updated:' })}{' '}
          <time dateTime={document.lastUpdated}>
            {formatDate(document.lastUpdated, { dateStyle: 'long', timeZone: 'UTC' })}
          </time>
        </p>
      </PageHeading>
      {document.sections.length > 1 ? (
        // A part of the document, not a menu: its entries are headings and may run over two lines.
        <section className="card site-document-contents" aria-labelledby="site-document-contents">
          <h2 id="site-document-contents">{i18n._({ id: 'site-document.contents', message: 'Contents' })}</h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.anchor}>
                <a href={`#${section.anchor}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Prose html={document.html} testId="site-document-body" />
      <address className="field-hint" data-testid="site-document-company">
        {[company.legalName, ...company.address].join(', ')}
      </address>
    </article>
  );
}

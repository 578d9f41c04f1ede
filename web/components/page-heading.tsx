import type { ReactNode } from 'react';
import { type PageAlternates, usePageMeta } from '../lib/page-meta.tsx';
import type { StructuredData } from '../lib/structured-data.ts';

// A page's heading and lead text; most pages start with one. They are also the page's own title and
// its description for search results.
export function PageHeading({
  title,
  lead,
  structuredData,
  canonicalSearch,
  alternates,
  children,
}: {
  title: string;
  lead?: string;
  // What the page is, for search engines (structured-data.ts).
  structuredData?: readonly StructuredData[];
  // The query the page's canonical address keeps (a numbered listing's later page).
  canonicalSearch?: string;
  // The brands that show this record's page too (hreflang).
  alternates?: PageAlternates;
  children?: ReactNode;
}) {
  usePageMeta({
    title,
    description: lead,
    ...(structuredData ? { structuredData } : {}),
    ...(canonicalSearch ? { canonicalSearch } : {}),
    ...(alternates ? { alternates } : {}),
  });
  return (
    <section className="page-heading">
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </section>
  );
}

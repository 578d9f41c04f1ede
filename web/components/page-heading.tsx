import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/page-meta.tsx';

// A page's heading and lead text; most pages start with one. They are also the page's own title and
// its description for search results.
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  usePageMeta({ title, description: lead });
  return (
    <section className="page-heading">
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </section>
  );
}

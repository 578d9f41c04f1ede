// One page of a content listing (a blog post, an article, a price guide): its title as the link
// to it, a line of facts under it (the date and author), and its summary. Cards sit in a list.
import type { ReactNode } from 'react';

export function ContentCard({
  title,
  meta,
  children,
  testId,
}: {
  // The heading's content: the link to the page.
  title: ReactNode;
  meta?: ReactNode;
  // The summary.
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <li className="card content-card" data-testid={testId}>
      <article>
        <h2 className="content-card-title">{title}</h2>
        {meta ? <div className="content-card-meta">{meta}</div> : null}
        {children ? <div className="content-card-summary">{children}</div> : null}
      </article>
    </li>
  );
}

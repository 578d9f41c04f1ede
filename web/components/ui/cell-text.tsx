// Long words in a table's cell (a message, a review, a question shown whole for a decision): kept
// with their line breaks, wrapped anywhere rather than widening the table, a heading above them
// where they have one.
import type { ReactNode } from 'react';

export function CellText({ heading, children }: { heading?: ReactNode; children: string }) {
  return (
    <div className="cell-text">
      {heading ? <strong className="cell-text-heading">{heading}</strong> : null}
      <p>{children}</p>
    </div>
  );
}

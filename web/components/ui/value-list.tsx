// Labels with their values, one row each, the value at the row's end in tabular figures (a price
// list, a summary of amounts): a description list, so a screen reader pairs each label with its value.
import type { ReactNode } from 'react';

export interface ValueRow {
  readonly key: string;
  readonly label: ReactNode;
  readonly value: ReactNode;
}

export function ValueList({ title, rows }: { title?: string; rows: readonly ValueRow[] }) {
  return (
    <div className="value-list">
      {title ? <h3 className="value-list-title">{title}</h3> : null}
      <dl>
        {rows.map((row) => (
          <div key={row.key} className="value-list-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

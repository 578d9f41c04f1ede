// Rows of records under column headings (the staff's lists): a real table, its caption said to
// screen readers; on a phone each row stacks into a card with every cell under its column's name.
import type { ReactNode } from 'react';

export interface Column<Row> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  // Figures align at the end.
  readonly numeric?: boolean;
  // Kept on one line on a wide screen (a date, a reference number).
  readonly nowrap?: boolean;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  testId?: string;
}) {
  return (
    <div className="data-table-frame">
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'numeric' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={
                    [column.numeric && 'numeric', column.nowrap && 'nowrap'].filter(Boolean).join(' ') || undefined
                  }
                >
                  {/* One box for the cell's content: on a phone it sits beside the column's name. */}
                  <div className="data-table-value">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

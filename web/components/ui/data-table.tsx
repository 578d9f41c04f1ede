// Rows of records under column headings (the staff's lists): a real table, its caption said to
// screen readers; on a phone each row stacks into a card with every cell under its column's name.
// A column may sort the list: its heading is then a link to the list in that order (the order is
// in the address, so a sorted list can be shared), marked with aria-sort while it is the order.
// A table may let rows be chosen for one action on many (`selection`): a tick box per row and one
// in the heading for all the rows shown.
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

export interface Column<Row> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  // Figures align at the end.
  readonly numeric?: boolean;
  // Kept on one line on a wide screen (a date, a reference number).
  readonly nowrap?: boolean;
  // The list in this column's order: where the heading links to, and whether it is the order now.
  readonly sort?: ColumnSort;
}

export interface ColumnSort {
  readonly href: string;
  readonly direction: 'ascending' | 'descending' | null;
}

export interface RowSelection {
  readonly selected: ReadonlySet<string>;
  readonly onChange: (selected: ReadonlySet<string>) => void;
  // The tick boxes' names for screen readers: all rows, and one row.
  readonly allLabel: string;
  readonly rowLabel: (key: string) => string;
}

function Heading<Row>({ column }: { column: Column<Row> }) {
  const { sort } = column;
  return (
    <th scope="col" className={column.numeric ? 'numeric' : undefined} aria-sort={sort?.direction ?? undefined}>
      {sort ? (
        <a href={sort.href} className="data-table-sort">
          {column.header}
          {sort.direction ? <Icon icon={sort.direction === 'ascending' ? 'chevron-up' : 'chevron-down'} /> : null}
        </a>
      ) : (
        column.header
      )}
    </th>
  );
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  selection,
  testId,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  selection?: RowSelection;
  testId?: string;
}) {
  const keys = rows.map(rowKey);
  const allChosen = selection !== undefined && keys.length > 0 && keys.every((key) => selection.selected.has(key));
  const choose = (key: string, chosen: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (chosen) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  return (
    <div className="data-table-frame">
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="data-table-choice">
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={allChosen}
                  onChange={(event) => selection.onChange(new Set(event.target.checked ? keys : []))}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <Heading key={column.key} column={column} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = keys[index] as string;
            return (
              <tr key={key} aria-selected={selection ? selection.selected.has(key) : undefined}>
                {selection ? (
                  <td className="data-table-choice">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(key)}
                      checked={selection.selected.has(key)}
                      onChange={(event) => choose(key, event.target.checked)}
                    />
                  </td>
                ) : null}
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
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

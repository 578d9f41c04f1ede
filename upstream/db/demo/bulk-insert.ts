// Writes many rows in few statements: each column travels as one array parameter and
// `INSERT … SELECT FROM unnest(…)` turns the arrays back into rows, thousands per round trip.
import type { Queryable, SqlValue } from '../database.ts';

export type ColumnType = 'bool' | 'float8' | 'int' | 'jsonb' | 'text' | 'timestamptz' | 'uuid';

export type Columns = Readonly<Record<string, ColumnType>>;

export type RowValue = string | number | boolean | Date | null | undefined | object;

export type Row = Readonly<Record<string, RowValue>>;

const ROWS_PER_STATEMENT = 5_000;

function toParam(value: RowValue, type: ColumnType): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (type === 'jsonb') return JSON.stringify(value);
  return value as string | number | boolean;
}

export interface InsertOptions {
  // Rows that already exist (by any unique key) are left as they are.
  readonly skipExisting?: boolean;
}

export async function insertRows(
  db: Queryable,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  options: InsertOptions = {},
): Promise<void> {
  const names = Object.keys(columns);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params = names.map((name) => chunk.map((row) => toParam(row[name], columns[name] as ColumnType)));
    const arrays = names.map((name, index) => `$${index + 1}::${columns[name]}[]`).join(', ');
    await db.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays})${
        options.skipExisting ? ' ON CONFLICT DO NOTHING' : ''
      }`,
      // Both drivers send a JS array (with nulls) as a PostgreSQL array.
      params as unknown as SqlValue[],
    );
  }
}

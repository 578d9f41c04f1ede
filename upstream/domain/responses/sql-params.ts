// Numbered parameters for a statement built in parts: each part adds its values and writes the
// $n it gets.
import type { SqlValue } from '../../db/database.ts';

export class SqlParams {
  readonly values: SqlValue[] = [];

  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

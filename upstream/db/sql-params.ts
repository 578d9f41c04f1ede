// Numbered parameters for a statement built in parts: each part adds its values and writes the
// $n it gets.
import type { SqlValue } from './database.ts';

export class SqlParams {
  readonly values: SqlValue[] = [];

  // Bound to its instance, so a part that only writes values can be handed `params.add` alone.
  readonly add = (value: SqlValue): string => {
    this.values.push(value);
    return `$${this.values.length}`;
  };
}

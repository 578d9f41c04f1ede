// One transaction for a whole mutation request (decision 030): everything the request writes, and
// the answer kept for its request id, commit together or not at all. A crash before the commit
// leaves nothing behind; after it, both are there.
//
// The transaction opens lazily, at the request's first write, so reads and slow work done before
// (a password hash, a captcha check) hold no connection — on PGlite, whose one connection a
// transaction holds for everyone. Once open, every statement of the request runs in it, so later
// reads see the request's own writes. A resolver's own `transaction()` becomes a savepoint: when it
// fails, its writes are undone and the request goes on, as with a transaction of its own.
import type { Database, OpenTransaction, Queryable, SqlValue } from './database.ts';

export interface RequestTransaction extends Database {
  // True once the request has written something (or open() was called).
  readonly isOpen: boolean;
  // Opens the transaction now when it is not open yet.
  open(): Promise<Queryable>;
  // Ends it: commit() throws when the commit failed (then nothing may be acknowledged).
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

// A statement that only reads may run outside the transaction while it is not open yet.
const READ_ONLY = /^\s*SELECT\b/i;

// `onOpen` runs first in the new transaction (the idempotency claim); when it throws, the
// transaction is rolled back and every statement of the request fails with that error.
export function createRequestTransaction(db: Database, onOpen: (tx: Queryable) => Promise<void>): RequestTransaction {
  let opening: Promise<OpenTransaction> | undefined;
  let ended = false;
  let savepoints = 0;
  // Savepoints nest by order of statements on one connection: resolvers' transactions take turns.
  let turn: Promise<unknown> = Promise.resolve();

  function open(): Promise<OpenTransaction> {
    if (ended) return Promise.reject(new Error('The request transaction has ended'));
    opening ??= (async () => {
      const tx = await db.begin();
      try {
        await onOpen(tx);
      } catch (error) {
        await tx.rollback();
        throw error;
      }
      return tx;
    })();
    return opening;
  }

  async function inSavepoint<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await open();
    const name = `request_step_${++savepoints}`;
    await tx.query(`SAVEPOINT ${name}`);
    try {
      const result = await work(tx);
      await tx.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await tx.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
      throw error;
    }
  }

  return {
    engine: db.engine,
    get isOpen() {
      return opening !== undefined;
    },
    async query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
      if (opening === undefined && READ_ONLY.test(sql)) return db.query<Row>(sql, params);
      return (await open()).query<Row>(sql, params);
    },
    async exec(sql) {
      await (await open()).query(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const result = turn.then(() => inSavepoint(work));
      turn = result.catch(() => {});
      return result;
    },
    begin: () => Promise.reject(new Error('A request transaction does not nest')),
    open,
    async commit() {
      const tx = await open();
      ended = true;
      await tx.commit();
    },
    async rollback() {
      if (ended) return;
      ended = true;
      if (opening === undefined) return;
      const tx = await opening.catch(() => undefined);
      await tx?.rollback();
    },
    close: () => Promise.reject(new Error('A request transaction is not closed, it is committed or rolled back')),
  };
}

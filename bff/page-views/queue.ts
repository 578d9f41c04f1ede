// Group commit (§7.3: a 204 means the record is durable). Records wait here while the sink writes
// the batch before them; the next write takes every record that arrived meanwhile, so one fsync
// (or one round of JetStream acknowledgements) answers many requests. The queue is bounded: when
// the sink cannot keep up the caller is told at once, and answers 503 rather than 204.

export interface PageViewSink<T> {
  // Resolves only once every record of the batch is durable; rejects if any may not be.
  write(batch: readonly T[]): Promise<void>;
  close(): Promise<void>;
}

interface Waiting<T> {
  readonly record: T;
  resolve(): void;
  reject(error: unknown): void;
}

export interface GroupCommitQueue<T> {
  // A promise settled when the record is durable, or null when the queue is full or closing.
  offer(record: T): Promise<void> | null;
  // Records accepted and not yet durable (waiting plus being written).
  readonly size: number;
  // Stops taking records and resolves once every accepted one is written (or has failed).
  drain(): Promise<void>;
}

export function createGroupCommitQueue<T>(
  sink: PageViewSink<T>,
  { limit, maxBatch = 10_000 }: { limit: number; maxBatch?: number },
): GroupCommitQueue<T> {
  let waiting: Waiting<T>[] = [];
  let writing = 0;
  let running: Promise<void> | null = null;
  let closed = false;

  async function run() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      writing = batch.length;
      try {
        await sink.write(batch.map((entry) => entry.record));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // Not durable, so not acknowledged: every request of the batch answers 503.
        for (const entry of batch) entry.reject(error);
      }
      writing = 0;
    }
    running = null;
  }

  return {
    offer(record) {
      if (closed || waiting.length + writing >= limit) return null;
      const accepted = new Promise<void>((resolve, reject) => {
        waiting.push({ record, resolve, reject });
      });
      running ??= run();
      return accepted;
    },
    get size() {
      return waiting.length + writing;
    },
    async drain() {
      closed = true;
      while (running) await running;
    },
  };
}

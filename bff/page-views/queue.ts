// Group commit (§7.3: a 204 means the record is durable). Records wait here while the sink writes
// the batch before them; the next write takes every record that arrived meanwhile, so one fsync
// (or one round of JetStream acknowledgements) answers many requests. The queue is bounded: when
// the sink cannot keep up the caller is told at once, and answers 503 rather than 204.

export interface PageViewSink<T> {
  // Resolves only once every record of the batch is durable; rejects if any may not be.
  write(batch: readonly T[]): Promise<void>;
  close(): Promise<void>;
  // Rejects when the sink could not take records now (for /readyz); resolves when it could.
  check?(): Promise<void>;
}

// Why a beacon was not acknowledged: its fields, size or type, its client's rate limit, the sink
// (queue full, a failed write), or a BFF that could not take it (shedding load).
export type PageViewRejection =
  | 'invalid'
  | 'too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'queue_full'
  | 'sink_failed'
  | 'unavailable'
  | 'error';

export function rejectionForStatus(status: number): PageViewRejection {
  if (status === 400) return 'invalid';
  if (status === 413) return 'too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return 'error';
}

// Told what became of page views (the metrics of routes/metrics.ts).
export interface PageViewObserver {
  accepted(): void;
  rejected(reason: PageViewRejection): void;
  // Records of one batch made durable by the sink, or lost with a failed write (never acknowledged).
  flushed(records: number): void;
  flushFailed(records: number): void;
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
  // Rejects when records offered now would not become durable: closing, the sink's own check
  // failed, or (for a sink without a check) the last write failed.
  check(): Promise<void>;
}

export function createGroupCommitQueue<T>(
  sink: PageViewSink<T>,
  { limit, maxBatch = 10_000, observer }: { limit: number; maxBatch?: number; observer?: PageViewObserver },
): GroupCommitQueue<T> {
  let waiting: Waiting<T>[] = [];
  let writing = 0;
  let running: Promise<void> | null = null;
  let closed = false;
  let lastWriteError: unknown = null;

  async function run() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      writing = batch.length;
      try {
        await sink.write(batch.map((entry) => entry.record));
        lastWriteError = null;
        observer?.flushed(batch.length);
        for (const entry of batch) entry.resolve();
      } catch (error) {
        // Not durable, so not acknowledged: every request of the batch answers 503.
        lastWriteError = error;
        observer?.flushFailed(batch.length);
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
    async check() {
      if (closed) throw new Error('the page-view queue is closing');
      // A sink that can probe itself is asked now: a failed write long ago need not mean it is broken.
      if (sink.check) return sink.check();
      if (lastWriteError) throw new Error('the last page-view write failed', { cause: lastWriteError });
    },
  };
}

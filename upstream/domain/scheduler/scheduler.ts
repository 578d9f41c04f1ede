// The durable scheduler (decision 066): jobs in the database, each a kind and a key written once, run
// once across every upstream process on the database. A process claims a due job for a lease
// (FOR UPDATE SKIP LOCKED, so two processes never claim the same one), runs it, and marks it done
// with the lease's token; a job whose process stopped mid-way is claimed again when the lease runs
// out. Work a job does is idempotent, so that second run finishes what the first began and repeats
// nothing. A job that throws is tried again later, and given up (FAILED) after a few attempts.
//
// A recurring job is one job per slot of its interval, keyed by the slot's start: every process
// writes the same key, the database keeps one.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';

export interface ClaimedJob {
  readonly id: string;
  readonly kind: string;
  readonly key: string;
  readonly attempts: number;
}

export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface RecurringJob {
  readonly kind: string;
  readonly everyMs: number;
}

export interface SchedulerOptions {
  readonly handlers: Readonly<Record<string, JobHandler>>;
  readonly recurring?: readonly RecurringJob[];
  // How long a claim holds before another process may take the job.
  readonly leaseMs?: number;
  readonly maxAttempts?: number;
}

export const DEFAULT_LEASE_MS = 10 * 60_000;
const DEFAULT_MAX_ATTEMPTS = 5;

// The job of a recurring kind for the slot `at` falls in.
export function slotKey(everyMs: number, at: Date): string {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs).toISOString();
}

export async function enqueueJob(db: Database, kind: string, key: string, runAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO scheduled_jobs (kind, key, run_at) VALUES ($1, $2, $3) ON CONFLICT (kind, key) DO NOTHING`,
    [kind, key, runAt],
  );
}

// Writes the current and the next slot of each recurring job (once, whoever writes them first).
async function enqueueRecurring(db: Database, recurring: readonly RecurringJob[], now: Date): Promise<void> {
  for (const job of recurring) {
    const current = slotKey(job.everyMs, now);
    const next = new Date(new Date(current).getTime() + job.everyMs);
    await enqueueJob(db, job.kind, current, new Date(current));
    await enqueueJob(db, job.kind, next.toISOString(), next);
  }
}

async function claim(
  db: Database,
  token: string,
  leaseMs: number,
  kinds: readonly string[],
): Promise<ClaimedJob | null> {
  const [job] = await db.query<ClaimedJob>(
    `UPDATE scheduled_jobs SET status = 'RUNNING', attempts = attempts + 1, lease_token = $1,
            lease_until = now() + make_interval(secs => $2)
      WHERE id = (
        SELECT id FROM scheduled_jobs
         WHERE kind = ANY($3::text[]) AND run_at <= now()
           AND (status = 'PENDING' OR (status = 'RUNNING' AND lease_until < now()))
         ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, key, attempts`,
    [token, leaseMs / 1000, kinds],
  );
  return job ?? null;
}

// Runs every job due now, one after another; returns how many it ran. Safe to call from many
// processes at once.
export async function runDueJobs(db: Database, options: SchedulerOptions, log?: FastifyBaseLogger): Promise<number> {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const kinds = Object.keys(options.handlers);
  await enqueueRecurring(db, options.recurring ?? [], new Date());
  let ran = 0;
  for (;;) {
    const token = randomUUID();
    const job = await claim(db, token, leaseMs, kinds);
    if (!job) return ran;
    ran += 1;
    const handler = options.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job);
      await db.query(
        `UPDATE scheduled_jobs SET status = 'DONE', finished_at = now(), lease_token = NULL, lease_until = NULL,
                last_error = NULL
          WHERE id = $1 AND lease_token = $2`,
        [job.id, token],
      );
    } catch (error) {
      log?.error({ err: error, job }, `scheduled job ${job.kind} failed`);
      await db.query(
        `UPDATE scheduled_jobs
            SET status = CASE WHEN attempts >= $3 THEN 'FAILED' ELSE 'PENDING' END,
                run_at = now() + make_interval(secs => $4), lease_token = NULL, lease_until = NULL, last_error = $5
          WHERE id = $1 AND lease_token = $2`,
        [job.id, token, maxAttempts, 30 * 2 ** job.attempts, String((error as Error).message ?? error).slice(0, 500)],
      );
    }
  }
}

export interface Scheduler {
  // Runs everything due now (tests call it rather than wait).
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

export function startScheduler(
  db: Database,
  options: SchedulerOptions,
  log: FastifyBaseLogger,
  intervalMs = 60_000,
): Scheduler {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const runDue = () => {
    running = running.then(async () => {
      if (stopped) return 0;
      try {
        return await runDueJobs(db, options, log);
      } catch (error) {
        log.error({ err: error }, 'running scheduled jobs failed');
        return 0;
      }
    });
    return running;
  };
  // 0: this process runs jobs only when asked (runDue).
  const timer = intervalMs > 0 ? setInterval(runDue, intervalMs) : null;
  timer?.unref();
  return {
    runDue,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      stopped = true;
    },
  };
}

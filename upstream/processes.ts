// Several upstream processes on one port (UPSTREAM_PROCESSES, on PostgreSQL only): this process
// prepares the database once (migrations, demo data where allowed), then forks the serving
// processes with node:cluster, which hands the port's connections to each in turn. Every serving
// process is the same server (server.ts) and keeps nothing another needs: sessions, limits and
// scheduled jobs live in the database (decision 066), so any one of them may answer any request.
//
// It reports ready (IPC, as a single process does) once every serving process listens. One that
// stops unasked is started again; SIGTERM, SIGINT or the parent going stops them all, each with
// its graceful shutdown, and then this process.
import cluster, { type Worker } from 'node:cluster';
import type { UpstreamConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';

// A serving process that keeps stopping is not started again sooner than this.
const RESTART_DELAY_MS = 1_000;

interface ReadyMessage {
  readonly type: 'ready';
  readonly url: string;
}

function isReady(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'ready' &&
    typeof (message as { url?: unknown }).url === 'string'
  );
}

function exited(worker: Worker): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => worker.once('exit', () => resolve()));
}

export async function servePrimary(config: UpstreamConfig): Promise<void> {
  const db = await prepareDatabase(config);
  await db.close();

  const serving = new Set<Worker>();
  let closing = false;
  let readyUrl: string | null = null;

  const start = (): Promise<string> => {
    const worker = cluster.fork();
    serving.add(worker);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: unknown) => {
        if (isReady(message)) resolve(message.url);
      });
      worker.once('exit', (code, signal) => {
        serving.delete(worker);
        reject(new Error(`an upstream process stopped before it was ready (${signal ?? `code ${code}`})`));
        if (closing || readyUrl === null) return;
        console.error(`upstream process ${worker.process.pid} stopped (${signal ?? `code ${code}`}); starting another`);
        setTimeout(() => {
          if (!closing) start().catch((error: unknown) => console.error(error));
        }, RESTART_DELAY_MS).unref();
      });
    });
  };

  const stopAll = async () => {
    const workers = [...serving];
    for (const worker of workers) worker.process.kill('SIGTERM');
    await Promise.all(workers.map(exited));
  };

  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    await stopAll();
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown(0));
  process.once('SIGINT', () => void shutdown(0));
  process.once('disconnect', () => void shutdown(0));

  try {
    const urls = await Promise.all(Array.from({ length: config.processes }, start));
    readyUrl = urls[0] ?? null;
  } catch (error) {
    closing = true;
    await stopAll();
    throw error;
  }
  process.send?.({ type: 'ready', url: readyUrl, processes: config.processes });
}

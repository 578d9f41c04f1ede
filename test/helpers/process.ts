// A server of ours running in a process of its own, as an operator runs it: its JSON log lines are
// kept as they come, and it is killed (thawed first, if a test froze it) when the test ends.
import type { ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Closable } from './upstream.ts';

export interface WatchedProcess {
  readonly child: ChildProcess;
  // Resolves when the process has ended, with its exit code or the signal that ended it.
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  // Every JSON log line so far (later ones are added as they come).
  readonly logs: Record<string, unknown>[];
  // What the process wrote to stderr so far.
  readonly stderr: string[];
  alive(): boolean;
  // Resolves with the first log line (now or later) that matches — or whose `msg` is the text;
  // fails if the process ends first.
  logged(
    matches: string | ((line: Record<string, unknown>) => boolean),
    what?: string,
  ): Promise<Record<string, unknown>>;
}

// A folder for a process's files (its database, uploads, page views, build), removed only once the
// process has ended. Not t.testdir(): tap removes that folder before it runs the teardowns registered
// after it, so a process still writing there makes the removal fail — and the process, never
// stopped, outlives the test. Teardowns run last-registered first, so this one runs after the
// process's own (registered when it is started, later).
// It is inside the project (under tap's own .tap/), as a build's folder must be to find node_modules.
export function processDir(t: Closable, name = 'process'): string {
  const parent = join(process.cwd(), '.tap', 'processes');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, `${name}-`));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function watchProcess(t: Closable, child: ChildProcess, onEnded: () => Promise<void> = async () => {}) {
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const alive = () => child.exitCode === null && child.signalCode === null;
  t.teardown(async () => {
    if (alive()) {
      child.kill('SIGCONT');
      child.kill('SIGKILL');
    }
    await exited;
    await onEnded();
  });
  const logs: Record<string, unknown>[] = [];
  const stderr: string[] = [];
  const events = new EventEmitter();
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        logs.push(JSON.parse(line));
        events.emit('line');
      } catch {
        // not a log line
      }
    });
  }
  const watched: WatchedProcess = {
    child,
    exited,
    logs,
    stderr,
    alive,
    async logged(matches, what = typeof matches === 'string' ? `"${matches}"` : 'the awaited line') {
      const test = typeof matches === 'string' ? (line: Record<string, unknown>) => line.msg === matches : matches;
      for (;;) {
        const line = logs.find(test);
        if (line) return line;
        if (!alive()) throw new Error(`the process exited before logging ${what}: ${stderr.join('')}`);
        await Promise.race([once(events, 'line'), exited]);
      }
    },
  };
  return watched;
}

// The address a Fastify server logged when it started listening.
export async function listeningAddress(server: WatchedProcess): Promise<string> {
  const line = await server.logged(
    (entry) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(String(entry.msg)),
    'its address',
  );
  return String(line.msg).replace('Server listening at ', '');
}

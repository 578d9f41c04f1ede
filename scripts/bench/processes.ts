// The benchmark's child processes: every server runs in a process of its own, so its memory can be
// read from /proc and its work is not mixed with the load generator's. Every child is tracked, so a
// failed or interrupted run stops them all; their output goes to log files in the run's directory.
import { type ChildProcess, fork } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface Child {
  readonly name: string;
  readonly pid: number;
  // Set when the child said where it listens (an IPC `ready` message), else the address it was given.
  readonly url: string;
  readonly logFile: string;
  // SIGTERM, then SIGKILL if it has not exited after `graceMs`. Resolves with the exit code.
  stop(graceMs?: number): Promise<number | null>;
}

export interface StartOptions {
  readonly name: string;
  readonly script: URL;
  readonly args?: readonly string[];
  // Node's own flags for the child (the servers' production flags, SERVER_NODE_FLAGS).
  readonly nodeFlags?: readonly string[];
  // The child's whole environment beyond PATH, HOME and TMPDIR: nothing leaks in from the shell the
  // benchmark was started from, so a stray APP_ENV or REDIS_URL cannot change what is measured.
  readonly env: Readonly<Record<string, string>>;
  readonly logDir: string;
  // Ready when it sends `{ type: 'ready', url }` over IPC, or when `url` answers with a 2xx.
  readonly ready: { readonly message: true } | { readonly url: string };
  readonly timeoutMs?: number;
}

const running = new Set<ChildProcess>();

const STOP_GRACE_MS = 10_000;
const POLL_MS = 100;

// A port nothing listens on now: the system picks it, we release it and hand it to a child.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}

function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  return env;
}

function logTail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function stopChild(child: ChildProcess, graceMs: number): Promise<number | null> {
  const exited = exitOf(child);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(force);
  }
  running.delete(child);
  return exited;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

// Waits for the child to be ready; rejects when it exits first or takes too long.
function whenReady(child: ChildProcess, options: StartOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, url = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(url);
    };
    const timer = setTimeout(() => finish(new Error(`not ready after ${timeoutMs / 1000} s`)), timeoutMs);
    child.once('exit', (code, signal) => finish(new Error(`exited before it was ready (${signal ?? `code ${code}`})`)));
    const { ready } = options;
    if ('message' in ready) {
      child.on('message', (message: { type?: string; url?: string }) => {
        if (message?.type === 'ready' && typeof message.url === 'string') finish(null, message.url);
      });
      return;
    }
    const poll = async () => {
      while (!settled) {
        if (await answers(ready.url)) return finish(null, new URL(ready.url).origin);
        await new Promise((wait) => setTimeout(wait, POLL_MS));
      }
    };
    void poll();
  });
}

// Forks a program with its output going to a log file of its own, and keeps it among the running.
function forkLogged(options: Omit<StartOptions, 'ready'>): { child: ChildProcess; logFile: string } {
  const logFile = join(options.logDir, `${options.name}.log`);
  const log = openSync(logFile, 'a');
  const child = fork(options.script, [...(options.args ?? [])], {
    env: { ...baseEnv(), ...options.env },
    execArgv: [...(options.nodeFlags ?? [])],
    stdio: ['ignore', log, log, 'ipc'],
  });
  closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return { child, logFile };
}

export async function startChild(options: StartOptions): Promise<Child> {
  const { child, logFile } = forkLogged(options);
  try {
    const url = await whenReady(child, options);
    return {
      name: options.name,
      pid: child.pid ?? 0,
      url,
      logFile,
      stop: (graceMs = STOP_GRACE_MS) => stopChild(child, graceMs),
    };
  } catch (error) {
    await stopChild(child, 2_000);
    const tail = logTail(logFile);
    throw new Error(`${options.name} ${(error as Error).message}${tail ? `:\n${tail}` : ''}`);
  }
}

// Runs a program to its end (a seeding step); rejects with its log's tail when it fails.
export async function runChild(options: Omit<StartOptions, 'ready'>): Promise<void> {
  const { child, logFile } = forkLogged(options);
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`${options.name} failed (code ${code}):\n${logTail(logFile)}`);
}

// Every child still running, stopped together (a failed scenario, Ctrl-C).
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child, 5_000)));
}

// Last resort when the benchmark itself exits: nothing may outlive it.
export function killAllNow(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

export interface Memory {
  // Peak resident set since the process started or since resetPeak (VmHWM), and now (VmRSS).
  readonly peakBytes: number;
  readonly currentBytes: number;
}

function statusField(status: string, field: string): number | null {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match?.[1] ? Number(match[1]) * 1024 : null;
}

export function readMemory(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peakBytes = statusField(status, 'VmHWM');
    const currentBytes = statusField(status, 'VmRSS');
    return peakBytes === null || currentBytes === null ? null : { peakBytes, currentBytes };
  } catch {
    return null;
  }
}

// Linux resets VmHWM to the current RSS when "5" is written to clear_refs, so each run's peak is
// its own rather than the largest since the process started. False where that is not allowed.
export async function resetPeak(pid: number): Promise<boolean> {
  try {
    await writeFile(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

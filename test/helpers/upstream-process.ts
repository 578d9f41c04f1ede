// The upstream as an operator runs it: `node upstream/server.ts` in a process of its own, so a
// test can kill it with SIGKILL, freeze it with SIGSTOP, cut its database connections and start
// it again on the same data.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { type WatchedProcess, watchProcess } from './process.ts';
import { type Closable, upstreamOpened } from './upstream.ts';

export interface UpstreamProcess extends WatchedProcess {
  readonly url: string;
  readonly origin: string;
  // SIGSTOP, resolving once the kernel reports the process stopped: it keeps its port and accepts
  // connections but answers nothing, as a hung or paused server does.
  freeze(): Promise<void>;
  // SIGCONT, resolving once it runs again.
  resume(): Promise<void>;
}

// The process state letter of /proc/<pid>/stat: 'T' while stopped by a signal.
function stateOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

// Polls (with a bound, a millisecond apart) until the process is, or is no longer, stopped.
async function untilStopped(pid: number, stopped: boolean): Promise<void> {
  for (let poll = 0; poll < 500; poll++) {
    if ((stateOf(pid) === 'T') === stopped) return;
    await delay(1);
  }
  throw new Error(`process ${pid} did not ${stopped ? 'stop' : 'resume'}`);
}

export async function spawnUpstream(t: Closable, env: NodeJS.ProcessEnv): Promise<UpstreamProcess> {
  const child = fork('upstream/server.ts', [], {
    env: {
      PATH: process.env.PATH,
      APP_ENV: 'test',
      UPSTREAM_HOST: '127.0.0.1',
      UPSTREAM_PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    // Not the test runner's own loaders and coverage: the process runs as it does in production.
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const watched = watchProcess(t, child, upstreamOpened(t));
  // npm start learns the upstream's address the same way (scripts/start.ts).
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'ready' && message.url) resolve(message.url);
    });
    void watched.exited.then(({ code, signal }) =>
      reject(new Error(`the upstream exited before it was ready (${code ?? signal}): ${watched.stderr.join('')}`)),
    );
  });
  const pid = child.pid ?? 0;
  return {
    ...watched,
    url,
    origin: new URL(url).origin,
    async freeze() {
      child.kill('SIGSTOP');
      await untilStopped(pid, true);
    },
    async resume() {
      child.kill('SIGCONT');
      await untilStopped(pid, false);
    },
  };
}

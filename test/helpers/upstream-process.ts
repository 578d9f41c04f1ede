// The upstream as an operator runs it: `node upstream/server.ts` in a process of its own, so a
// test can kill it with SIGKILL, freeze it with SIGSTOP, cut its database connections and start
// it again on the same data.
import { fork } from 'node:child_process';
import { type WatchedProcess, watchProcess } from './process.ts';
import { type Closable, upstreamOpened } from './upstream.ts';

export interface UpstreamProcess extends WatchedProcess {
  readonly url: string;
  readonly origin: string;
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
  return { ...watched, url, origin: new URL(url).origin };
}

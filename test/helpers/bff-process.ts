// The BFF as an operator runs it, in a process of its own: `node bff/server.ts`, or
// `node scripts/start.ts --only bff` (what `npm run start:bff` runs: it builds first, here into a
// folder of the test's own).
import { spawn } from 'node:child_process';
import { listeningAddress, processDir, type WatchedProcess, watchProcess } from './process.ts';

export interface BffProcess extends WatchedProcess {
  readonly origin: string;
}

interface Testing {
  teardown(fn: () => unknown): void;
}

export async function spawnBff(
  t: Testing,
  env: NodeJS.ProcessEnv,
  command: readonly string[] = ['bff/server.ts'],
): Promise<BffProcess> {
  const child = spawn(process.execPath, [...command], {
    env: {
      ...process.env,
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      UPSTREAM_CONTRACT_CHECK: 'off',
      PV_DIR: processDir(t, 'page-views'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watchProcess(t, child);
  return { ...watched, origin: await listeningAddress(watched) };
}

// `npm start`: the whole product on one machine. Builds the client and the servers, starts the
// reference services and the embedded upstream (unless UPSTREAM_GRAPHQL_URL points at one), then
// the BFF, each a process of its own running its built JavaScript (scripts/build-servers.ts).
// `--only upstream` / `--only bff` start one side (npm run start:upstream / start:bff).
// A SIGTERM or SIGINT stops the BFF first (its graceful shutdown, decision 013), then the rest; the
// exit code is the BFF's.
import { type ChildProcess, fork } from 'node:child_process';
import { readDistDir } from '../bff/config.ts';
import { buildAll } from './build.ts';
import { SERVER_NODE_FLAGS, type ServerName, serverBundle } from './build-servers.ts';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'bff' && only !== 'upstream') {
  console.error('--only takes "bff" or "upstream"');
  process.exit(2);
}
process.env.APP_ENV ||= 'development';

interface Started {
  readonly url: string;
  readonly child: ChildProcess;
}

// A server that reports its address once it listens. It reads its settings (UPSTREAM_PORT …)
// from this process's environment, defaults and all.
function startServer(name: ServerName): Promise<Started> {
  const child = fork(serverBundle(readDistDir(), name), [], {
    stdio: 'inherit',
    execArgv: [...SERVER_NODE_FLAGS[name]],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ${name} exited before it was ready (code ${code})`)));
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'ready' && message.url) resolve({ url: message.url, child });
    });
  });
}

// Waits for a server to stop (the upstream closes its database, so the next start finds it clean);
// its exit code.
function stopServer(child: ChildProcess | undefined): Promise<number> {
  if (!child || child.exitCode !== null) return Promise.resolve(child?.exitCode ?? 0);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code ?? 1);
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  await buildAll();
  const started: Partial<Record<ServerName, ChildProcess>> = {};
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const code = await stopServer(started.bff);
    await stopServer(started.upstream);
    await stopServer(started['reference-services']);
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  try {
    if (only !== 'bff' && !process.env.UPSTREAM_GRAPHQL_URL) {
      // The outside services' local stand-ins (reference-services/), unless real ones are configured.
      if (!process.env.REFERENCE_SERVICES_URL) {
        const services = await startServer('reference-services');
        started['reference-services'] = services.child;
        process.env.REFERENCE_SERVICES_URL = services.url;
      }
      const upstream = await startServer('upstream');
      started.upstream = upstream.child;
      process.env.UPSTREAM_GRAPHQL_URL = upstream.url;
      if (only === 'upstream') return;
    }
    const bff = await startServer('bff');
    started.bff = bff.child;
    // A BFF that stops on its own (a failed start, a fatal fault) takes the rest with it.
    bff.child.once('exit', () => void stop());
    const port = new URL(bff.url).port;
    console.log(`\nHearth is running at http://localhost:${port} — every brand at http://<brand>.localhost:${port}\n`);
  } catch (error) {
    await stopServer(started.upstream);
    await stopServer(started['reference-services']);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm start`: the whole product on one machine. Builds the client, starts the embedded upstream
// as a child process (unless UPSTREAM_GRAPHQL_URL points at one), then the BFF.
// `--only upstream` / `--only bff` start one side (npm run start:upstream / start:bff).
import { type ChildProcess, fork } from 'node:child_process';
import { buildAll } from './build.ts';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'bff' && only !== 'upstream') {
  console.error('--only takes "bff" or "upstream"');
  process.exit(2);
}
process.env.APP_ENV ||= 'development';

// A child process that reports its address once it listens: the upstream, the reference services.
function startChild(script: string, name: string): Promise<{ url: string; stop(): Promise<void> }> {
  // It reads its settings (UPSTREAM_PORT …) from this process's environment, defaults and all.
  const child = fork(new URL(script, import.meta.url), [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The ${name} exited before it was ready (code ${code})`)));
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'ready' && message.url) resolve({ url: message.url, stop: () => stopChild(child) });
    });
  });
}

// Waits for the upstream to close its database, so the next start finds it clean.
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function main() {
  if (only === 'upstream') {
    await import('../upstream/server.ts');
    return;
  }
  await buildAll();
  let stopUpstream = async () => {};
  if (!process.env.UPSTREAM_GRAPHQL_URL && only !== 'bff') {
    // The outside services' local stand-ins (reference-services/), unless real ones are configured.
    let stopServices = async () => {};
    if (!process.env.REFERENCE_SERVICES_URL) {
      const services = await startChild('../reference-services/server.ts', 'reference services');
      process.env.REFERENCE_SERVICES_URL = services.url;
      stopServices = services.stop;
    }
    const upstream = await startChild('../upstream/server.ts', 'upstream');
    process.env.UPSTREAM_GRAPHQL_URL = upstream.url;
    stopUpstream = async () => {
      await upstream.stop();
      await stopServices();
    };
  }
  const { describeStartFailure, serveBff } = await import('../bff/server.ts');
  let app: Awaited<ReturnType<typeof serveBff>>;
  try {
    // The BFF's own shutdown (SHUTDOWN_GRACE_MS, decision 013), then the upstream it was started with.
    app = await serveBff(process.env, { afterStop: stopUpstream });
  } catch (error) {
    await stopUpstream();
    throw describeStartFailure(error);
  }
  const port = (app.server.address() as { port: number }).port;
  console.log(`\nHearth is running at http://localhost:${port} — every brand at http://<brand>.localhost:${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

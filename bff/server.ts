// Starts the BFF: configuration, the built render entry, HTTP, and a graceful shutdown that lets
// in-flight requests finish while new ones get 503 (decision 013).
import type { FastifyInstance } from 'fastify';
import { buildBffApp } from './app.ts';
import { ConfigError, loadBffConfig } from './config.ts';
import { UpstreamContractError } from './errors.ts';
import { verifyUpstreamContract } from './gateway/contract-check.ts';
import { loadRenderPage } from './render.ts';

// After the grace period has cut the last connections, this long is left to write the queued page
// views and close the upstream pool before the process exits regardless.
export const FLUSH_MARGIN_MS = 5_000;

// While closing, every answer closes its connection, and a connection that goes idle is closed at
// once. Node's server.close() ends only the connections idle when it is called; a keep-alive
// connection whose request finishes later would hold the process open until the keep-alive timeout.
export function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // For answers sent past onSend (hijacked or streamed) the connection is reaped once idle.
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}

export async function startBff(env: NodeJS.ProcessEnv = process.env) {
  const config = loadBffConfig(env);
  await verifyUpstreamContract(config, (message) => console.warn(message));
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir) });
  closeConnectionsWhenClosing(app);
  await app.listen({ host: config.host, port: config.port });
  return app;
}

// No new connections; new requests on open ones get 503 with `Connection: close` (Fastify's
// return503OnClosing); in-flight requests finish; then the page-view queue is written and the
// upstream pool closed (onClose hooks). Bounded: after `graceMs` the connections still open are
// cut, and FLUSH_MARGIN_MS later the process exits whatever is left. Resolves with the exit code:
// 0 when everything finished, 1 when something had to be cut or failed.
export async function shutDown(app: FastifyInstance, graceMs: number): Promise<number> {
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  const deadline = setTimeout(() => {
    app.log.error({ graceMs, flushMarginMs: FLUSH_MARGIN_MS }, 'shutdown did not finish in time: exiting');
    process.exit(1);
  }, graceMs + FLUSH_MARGIN_MS);
  // The timers bound the shutdown; they must not be what keeps the process running.
  grace.unref();
  deadline.unref();
  try {
    await app.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    return 1;
  } finally {
    clearTimeout(grace);
    clearTimeout(deadline);
  }
  return cut ? 1 : 0;
}

export interface ServeOptions {
  // Runs after the BFF has stopped and before the process exits (npm start stops its upstream).
  readonly afterStop?: () => Promise<void>;
}

// Starts the BFF and stops it on SIGTERM or SIGINT with shutDown and SHUTDOWN_GRACE_MS — the one
// shutdown path for `node bff/server.ts`, `npm start` and `npm run start:bff`. A first signal
// starts the graceful shutdown; a second one gets Node's default and ends the process at once.
export async function serveBff(env: NodeJS.ProcessEnv = process.env, { afterStop }: ServeOptions = {}) {
  const app = await startBff(env);
  const { shutdownGraceMs } = loadBffConfig(env).operations;
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: shutdownGraceMs }, 'shutting down');
    let code = await shutDown(app, shutdownGraceMs);
    try {
      await afterStop?.();
    } catch (error) {
      app.log.error({ err: error }, 'stopping what was started with the BFF failed');
      code = 1;
    }
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return app;
}

// What stops the process at start, said in one line rather than a stack.
export function describeStartFailure(error: unknown): unknown {
  if (error instanceof ConfigError) return `Configuration error: ${error.message}`;
  if (error instanceof UpstreamContractError) return error.message;
  return error;
}

if (import.meta.main) {
  try {
    const app = await serveBff();
    // Started by `npm start` (scripts/start.ts): it learns the address, and its end is this one's.
    if (process.send) {
      process.send({ type: 'ready', url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` });
      process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
    }
  } catch (error) {
    console.error(describeStartFailure(error));
    process.exit(1);
  }
}

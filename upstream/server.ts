// Starts the upstream marketplace API: database, migrations, demo data where allowed, HTTP.
// When started by `npm start` (a child process with IPC) it reports its address to the parent.
// With UPSTREAM_PROCESSES above 1 this process prepares the database and starts that many serving
// processes (processes.ts), each of which runs this file again and finds the database ready.
import cluster from 'node:cluster';
import { buildUpstreamApp } from './app.ts';
import { ConfigError, loadUpstreamConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { prepareDatabase } from './db/prepare.ts';
import { loadTowns } from './domain/places/towns.ts';
import { servePrimary } from './processes.ts';

async function main() {
  const config = loadUpstreamConfig();
  if (cluster.isPrimary && config.processes > 1) return servePrimary(config);
  const db = cluster.isWorker
    ? await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
    : await prepareDatabase(config);
  const app = await buildUpstreamApp({ config, db });
  app.addHook('onClose', () => db.close());
  const address = await app.listen({ host: config.host, port: config.port });
  process.send?.({ type: 'ready', url: `${address}/graphql` });
  // A server that takes traffic reads the job form's towns now, so the first person to type a town
  // does not wait for them; test upstreams read them only if a test asks (decision record 029).
  setImmediate(loadTowns);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('disconnect', () => void shutdown('disconnect'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});

// Starts the reference services (README.md). Started by `npm start` as a child process with IPC, it
// reports its address to the parent; REFERENCE_SERVICES_PORT and REFERENCE_SERVICES_DATA_DIR set
// where it listens and keeps its state.
import { wholeNumber } from '../shared/setting-parsers.ts';
import { buildReferenceServices } from './app.ts';

async function main() {
  const port = wholeNumber(0, 65_535)(process.env.REFERENCE_SERVICES_PORT ?? '4100');
  const app = await buildReferenceServices({
    dataDir: process.env.REFERENCE_SERVICES_DATA_DIR ?? 'data/reference-services',
    logLevel: process.env.LOG_LEVEL ?? 'info',
  });
  const address = await app.listen({ host: '127.0.0.1', port });
  process.send?.({ type: 'ready', url: address });
  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
  process.once('disconnect', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

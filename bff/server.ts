// Starts the BFF: configuration, the built render entry, HTTP, and a graceful shutdown that lets
// in-flight requests finish while new ones get 503.
import { buildBffApp } from './app.ts';
import { ConfigError, loadBffConfig } from './config.ts';
import { loadRenderPage } from './render.ts';

export async function startBff(env: NodeJS.ProcessEnv = process.env) {
  const config = loadBffConfig(env);
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir) });
  await app.listen({ host: config.host, port: config.port });
  return app;
}

if (import.meta.main) {
  try {
    const app = await startBff();
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
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  }
}

// What the benchmark's helper servers (fixed-upstream.ts, pass-through.ts) share: listening on
// 127.0.0.1 at the port they were given, telling the benchmark their address once ready, and closing
// their connections and pool on SIGTERM.
import type { Server } from 'node:http';
import type { Pool } from 'undici';

export function serveForBench(server: Server, pool: Pool, target: URL): void {
  server.keepAliveTimeout = 72_000;
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}${target.pathname}` });
  });
  process.once('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void pool.close().finally(() => process.exit(0));
  });
}

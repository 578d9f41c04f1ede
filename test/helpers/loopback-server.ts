// A test's own HTTP server on 127.0.0.1 at a random port, closed — open connections cut first, as
// a held or hung request would keep it open — when the test ends. Resolves with its origin.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { Closable } from './upstream.ts';

export async function listenOnLoopback(t: Closable, server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

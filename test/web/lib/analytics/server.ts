// A real HTTP server on 127.0.0.1 for the measurement tests: records every request and answers
// with what the test sets.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';

export interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export async function recordingServer(t: Test) {
  const received: Received[] = [];
  const waiters: { match: (request: Received) => boolean; resolve: (request: Received) => void }[] = [];
  let answer = { status: 204, body: '' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      for (const waiter of waiters.filter(({ match }) => match(entry))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(entry);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  t.teardown(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer(status: number, body = '') {
      answer = { status, body };
    },
    // Resolves with the first request (already received or still to come) that matches.
    next(match: (request: Received) => boolean = () => true): Promise<Received> {
      const seen = received.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}

// A receiver of a provider's webhook calls for tests: it keeps each call's headers and raw body,
// answers them with the statuses given in turn (then 200), and lets a test wait for the nth call.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Closable } from './upstream.ts';

export interface ReceivedCall {
  readonly headers: IncomingMessage['headers'];
  readonly raw: string;
}

export async function webhookReceiver(t: Closable, answers: number[] = [], path = '/hook') {
  const received: ReceivedCall[] = [];
  const waiting: Array<() => void> = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, raw });
      response.statusCode = answers.shift() ?? 200;
      response.end();
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  const until = async (count: number) => {
    while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  return { url, received, until };
}

// A real HTTP server on 127.0.0.1 for the GraphQL client tests: it records every request it
// receives and answers with whatever the test tells it to.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  json(): { operationName?: string; variables?: Record<string, unknown>; query?: string };
  formData(): Promise<FormData>;
}

export type Answer = (request: Received, response: ServerResponse) => void;

export function answerJson(body: unknown, status = 200, headers: Record<string, string> = {}): Answer {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

export interface TestServer {
  readonly endpoint: string;
  readonly received: Received[];
  // Answers the next requests in turn; once they are used up, the last one keeps answering.
  answer(...answers: Answer[]): void;
}

export async function startServer(t: { teardown(fn: () => unknown): void }): Promise<TestServer> {
  const received: Received[] = [];
  let answers: Answer[] = [answerJson({ data: { ok: true } })];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      const request: Received = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        json: () => JSON.parse(body.toString('utf8')),
        formData: () =>
          new Response(body, { headers: { 'content-type': String(incoming.headers['content-type']) } }).formData(),
      };
      received.push(request);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      answer?.(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    received,
    answer: (...next) => {
      answers = next;
    },
  };
}

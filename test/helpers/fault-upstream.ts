// A test upstream that misbehaves on cue: each request takes the next scripted fault (or the
// default), so a test says exactly what the BFF meets — a status, a hang, a reset connection, a
// body that is not JSON — or is passed on to a real upstream. It records every request it saw.
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as forwardRequest } from 'undici';
import { listenOnLoopback } from './loopback-server.ts';
import type { Closable } from './upstream.ts';

export type Fault =
  | { readonly kind: 'status'; readonly status: number; readonly headers?: Record<string, string> }
  | {
      readonly kind: 'body';
      readonly body: string;
      readonly contentType?: string;
      readonly headers?: Record<string, string>;
    }
  // Never answers; the connection stays open until the BFF gives up or the server closes.
  | { readonly kind: 'hang' }
  // Closes the connection without a word.
  | { readonly kind: 'reset' }
  // Passes the request on to the real upstream and relays its answer.
  | { readonly kind: 'forward' }
  // Passes the request on, waits for the real upstream's answer, then resets instead of relaying
  // it: the upstream applied the call but the BFF never learnt of it.
  | { readonly kind: 'forward-then-reset' };

export interface SeenRequest {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly fault: Fault;
  // Resolves when the connection of this request closed before it was answered.
  readonly closedUnanswered: Promise<void>;
}

export interface FaultUpstream {
  readonly url: string;
  readonly requests: SeenRequest[];
  // Queues faults for the next requests, in order; afterwards the default applies.
  script(...faults: Fault[]): void;
  // The fault for requests nothing was scripted for, chosen by the request's number (from 0).
  setDefault(choose: Fault | ((index: number) => Fault)): void;
  // Resolves with the request once the upstream has seen `count` requests in all.
  seen(count: number): Promise<SeenRequest>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding']);

async function forward(target: string, headers: IncomingHttpHeaders, body: string) {
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && typeof value === 'string') sent[name] = value;
  }
  const answer = await forwardRequest(target, { method: 'POST', headers: sent, body });
  const cacheControl = answer.headers['cache-control'];
  return {
    status: answer.statusCode,
    text: await answer.body.text(),
    // Whether the answer may be kept is the upstream's to say (decision 045): relayed as it said it.
    headers: typeof cacheControl === 'string' ? { 'cache-control': cacheControl } : {},
  };
}

export async function startFaultUpstream(t: Closable, forwardTo?: string): Promise<FaultUpstream> {
  const queue: Fault[] = [];
  const requests: SeenRequest[] = [];
  const events = new EventEmitter();
  let choose: (index: number) => Fault = () => ({ kind: 'forward' });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const index = requests.length;
    const fault = queue.shift() ?? choose(index);
    const closedUnanswered = new Promise<void>((resolve) => {
      response.once('close', () => {
        if (!response.writableFinished) resolve();
      });
    });
    const body = await readBody(request);
    const seen = { headers: request.headers, body, fault, closedUnanswered };
    requests.push(seen);
    events.emit('request', seen);
    switch (fault.kind) {
      case 'status':
        response.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
        response.end(`status ${fault.status}`);
        return;
      case 'body':
        response.writeHead(200, { 'content-type': fault.contentType ?? 'application/json', ...fault.headers });
        response.end(fault.body);
        return;
      case 'hang':
        return;
      case 'reset':
        request.socket.destroy();
        return;
      case 'forward':
      case 'forward-then-reset': {
        if (!forwardTo) throw new Error('This fault upstream has no real upstream to forward to');
        const answer = await forward(forwardTo, request.headers, body);
        if (fault.kind === 'forward-then-reset') {
          request.socket.destroy();
          return;
        }
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.text);
      }
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.destroy(error);
    });
  });
  const origin = await listenOnLoopback(t, server);
  return {
    url: `${origin}/graphql`,
    requests,
    script: (...faults) => queue.push(...faults),
    setDefault(fault) {
      choose = typeof fault === 'function' ? fault : () => fault;
    },
    async seen(count) {
      while (requests.length < count) await once(events, 'request');
      return requests[count - 1] as SeenRequest;
    },
  };
}

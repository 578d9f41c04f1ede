// An upstream whose answers wait until the test releases them: a slow (or frozen) upstream on cue.
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback-server.ts';
import type { Closable } from './upstream.ts';

export interface HeldUpstream {
  readonly url: string;
  // Resolves once the upstream holds `count` requests.
  seen(count: number): Promise<void>;
  // Answers every request held so far, and every later one at once.
  release(): void;
}

export async function startHeldUpstream(t: Closable): Promise<HeldUpstream> {
  const held: ServerResponse[] = [];
  const events = new EventEmitter();
  let released = false;
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { me: null } }));
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      if (released) return answer(response);
      held.push(response);
      events.emit('held');
    });
  });
  const origin = await listenOnLoopback(t, server);
  return {
    url: `${origin}/graphql`,
    async seen(count) {
      while (held.length < count) await once(events, 'held');
    },
    release() {
      released = true;
      for (const response of held.splice(0)) answer(response);
    },
  };
}

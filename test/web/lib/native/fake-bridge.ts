// A Bridge that records what the page sends and lets a test play the app's messages.
import type { Bridge, IncomingHandler, IncomingMessage, OutgoingMessage } from '../../../../web/lib/native/bridge.ts';

export interface FakeBridge extends Bridge {
  readonly sent: OutgoingMessage[];
  receive(message: IncomingMessage): void;
  listeners(): number;
}

export function fakeBridge(): FakeBridge {
  const sent: OutgoingMessage[] = [];
  const handlers = new Set<IncomingHandler>();
  return {
    sent,
    send: (message) => {
      sent.push(message);
    },
    listen(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    receive(message) {
      for (const handler of handlers) handler(message);
    },
    listeners: () => handlers.size,
  };
}

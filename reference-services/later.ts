// Work a reference service does a while after a request (a delivery, a retry, a settlement): run
// once after a wait, never keeping the process alive for it, and cancelled when the server closes.
import type { FastifyInstance } from 'fastify';

export function laterOn(app: FastifyInstance): (ms: number, run: () => Promise<void>) => void {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });
  return (ms, run) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
}

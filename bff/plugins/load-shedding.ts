// Load shedding (issue 5 §7): when the event loop is saturated, new requests are answered 503 with
// Retry-After at once instead of queueing behind work the process cannot finish in time. Each
// sample looks at the window since the last one: the mean event-loop delay (how late timers ran)
// and the event-loop utilisation (the share of time it was busy). A route opts out with
// `config: { loadShedding: false }` (/healthz, /metrics: an overloaded BFF is alive and observable).
//
// Sampling starts when the app is ready, not when this plugin registers: building the gateway
// blocks the loop at start, and that must not shed the first requests (decision 013).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LoadSheddingConfig } from '../operations-config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    // False for routes that must answer however loaded the process is.
    loadShedding?: boolean;
  }
  interface FastifyInstance {
    loadShedding: { readonly overloaded: boolean };
  }
}

// Seconds a shed client should wait: long enough for a sample or two to clear.
export const SHED_RETRY_AFTER_SECONDS = 2;
// The delay histogram's own timer period; its mean includes this much even when idle.
const RESOLUTION_MS = 10;

export interface LoadSheddingOptions {
  readonly config: LoadSheddingConfig;
}

export const loadSheddingPlugin = fp<LoadSheddingOptions>(
  async (app, { config }) => {
    const state = { overloaded: false };
    app.decorate('loadShedding', state);
    const checkDelay = config.maxEventLoopDelayMs > 0;
    const checkUtilization = config.maxEventLoopUtilization > 0;
    if (!checkDelay && !checkUtilization) return;

    const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    let utilization = performance.eventLoopUtilization();
    let timer: NodeJS.Timeout | null = null;

    function sample() {
      // No delay sample at all means the loop was blocked for the whole window.
      const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : Number.POSITIVE_INFINITY;
      histogram.reset();
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, utilization).utilization;
      utilization = now;
      const wasOverloaded = state.overloaded;
      state.overloaded =
        (checkDelay && mean > config.maxEventLoopDelayMs) ||
        (checkUtilization && busy > config.maxEventLoopUtilization);
      if (state.overloaded !== wasOverloaded) {
        app.log.warn(
          { eventLoopDelayMs: Math.round(mean), eventLoopUtilization: Number(busy.toFixed(3)) },
          state.overloaded ? 'event loop saturated: shedding requests' : 'event loop recovered: serving requests',
        );
      }
    }

    app.addHook('onReady', async () => {
      histogram.enable();
      utilization = performance.eventLoopUtilization();
      timer = setInterval(sample, config.sampleIntervalMs);
      // Sampling alone must not keep the process alive.
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      histogram.disable();
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!state.overloaded || request.routeOptions.config.loadShedding === false) return;
      return reply
        .code(503)
        .header('retry-after', String(SHED_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send({ error: 'Service Unavailable', requestId: request.id });
    });
  },
  { name: 'load-shedding' },
);

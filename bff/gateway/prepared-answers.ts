// An upstream fault the fast path (fast-path.ts) met while asking the upstream: the request then
// runs through the full execution, and the executor answers every delegated field with that fault
// instead of calling the upstream again. The caller gets exactly what the full path gives for the
// fault (masked error, request id, status, cookies) for one upstream call, with its retries.
import type { FastifyRequest } from 'fastify';

const prepared = new WeakMap<FastifyRequest, { readonly error: unknown }>();

export function prepareFault(request: FastifyRequest, error: unknown): void {
  prepared.set(request, { error });
}

export function preparedFaultOf(request: FastifyRequest): { readonly error: unknown } | undefined {
  return prepared.get(request);
}

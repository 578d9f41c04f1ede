// The BFF's pino logger options (issue 5 §8): JSON lines, the request id on every line of a
// request (Fastify's child logger binds it as `reqId`), the request's headers on its first line —
// and never a credential: tokens and cookies are censored wherever a headers object is logged.
import type { FastifyServerOptions } from 'fastify';

// Header paths pino censors; `*` covers a headers object logged under any key (req, request, upstream…).
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers: Record<string, unknown>;
}

export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> & object {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // The incoming request with its headers: what the client sent is what support needs to see.
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: request.ip,
        headers: request.headers,
      }),
    },
  };
}

// How the load test reaches the BFF: one undici Pool with keep-alive connections, one connection for
// each request that may be in flight, so no request waits in the generator's own queue and every
// wait shows as the server's latency. Each request carries its virtual user's cookies back and forth.
// A site given as several replicas (the same host name on other ports) has a pool for each, and
// each request goes to the next replica in turn, with the same cookies: as behind a load balancer.
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { REQUEST_ID_HEADER } from '../../shared/constants.ts';
import type { CookieJar } from './cookie-jar.ts';

// Names the traffic in the BFF's logs, so an operator can tell a load test from real visitors.
export const USER_AGENT = 'hearth-load/1 (npm run load)';

export interface SiteRequest {
  readonly method: 'GET' | 'POST';
  // The path and query string.
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  // Pages are only counted; GraphQL answers are read, to find errors in a 200.
  readonly readBody: boolean;
}

export interface SiteAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  // The body when it was asked for, else ''.
  readonly text: string;
  readonly bytes: number;
  // The replica that answered.
  readonly origin: string;
}

export interface SiteClient {
  // The Host header every request carries.
  readonly host: string;
  send(request: SiteRequest, jar: CookieJar): Promise<SiteAnswer>;
  close(): Promise<void>;
}

// RFC 6761 §6.3: browsers send every name under .localhost to the loopback interface without asking
// DNS; Node asks, and most resolvers do not know `uk.localhost`. So the connection goes to
// `localhost` (as the BFF's own listen resolved it) and the Host header still names the brand.
export function connectionOrigin(url: URL): string {
  const host = url.hostname.toLowerCase();
  if (host !== 'localhost' && !host.endsWith('.localhost')) return url.origin;
  return `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`;
}

export function createSiteClient(
  replicas: readonly URL[],
  options: { connections: number; timeoutMs: number },
): SiteClient {
  const [first] = replicas;
  if (!first) throw new Error('A site needs at least one origin');
  const pools = replicas.map((url) => ({
    url,
    pool: new Pool(connectionOrigin(url), {
      connections: options.connections,
      pipelining: 1,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 60_000,
      ...(url.protocol === 'https:' ? { connect: { servername: url.hostname } } : {}),
    }),
  }));
  let turn = 0;
  return {
    host: first.host,
    async send(request, jar) {
      const { url, pool } = pools[turn++ % pools.length] as (typeof pools)[number];
      const headers: Record<string, string> = {
        host: url.host,
        'user-agent': USER_AGENT,
        [REQUEST_ID_HEADER]: randomBytes(16).toString('hex'),
        ...request.headers,
      };
      const cookie = jar.header();
      if (cookie) headers.cookie = cookie;
      const response = await pool.request({
        method: request.method,
        path: request.path,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      jar.store(response.headers['set-cookie']);
      if (request.readBody) {
        const text = await response.body.text();
        const bytes = Buffer.byteLength(text);
        return { status: response.statusCode, headers: response.headers, text, bytes, origin: url.origin };
      }
      let bytes = 0;
      for await (const chunk of response.body) bytes += (chunk as Buffer).length;
      return { status: response.statusCode, headers: response.headers, text: '', bytes, origin: url.origin };
    },
    close: async () => {
      await Promise.all(pools.map(({ pool }) => pool.close()));
    },
  };
}

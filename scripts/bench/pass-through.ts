// The floor of any Node hop, run as a child process by the benchmark: a node:http server and one
// undici Pool that forward the method, path, body and the authorization and content-type headers to
// the upstream (UPSTREAM_URL) and pipe its answer back. No parsing, no checks, no session: whatever
// the BFF does beyond this is what it costs.
import { createServer, type IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Pool } from 'undici';
import { serveForBench } from './helper-server.ts';

const FORWARDED = ['authorization', 'content-type'] as const;

const target = new URL(process.env.UPSTREAM_URL ?? '');
const pool = new Pool(target.origin, { connections: 64 });

// The body is read whole before it is sent on: handing undici the request stream itself is slower
// and holds far more memory under load, and a GraphQL body is small.
async function readAll(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const server = createServer(async (request, response) => {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await pool.request({
      method: hasBody ? 'POST' : 'GET',
      path: request.url ?? '/',
      headers,
      ...(hasBody ? { body: await readAll(request) } : {}),
    });
    const sent: Record<string, string> = {};
    for (const name of ['content-type', 'content-length']) {
      const value = answer.headers[name];
      if (typeof value === 'string') sent[name] = value;
    }
    response.writeHead(answer.statusCode, sent);
    await pipeline(answer.body, response);
  } catch (error) {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`pass-through: ${(error as Error).message}`);
  }
});
serveForBench(server, pool, target);

// A fixed-response upstream for the benchmark, run as a child process: a GraphQL POST it has seen
// before (same path, authorization and body) is answered with the bytes the real upstream sent the
// first time. The first time it sees one, it asks the real upstream (UPSTREAM_URL) and records the
// answer, so a warm-up fills it and each caller — the BFF, the pass-through proxy, the stitched
// gateway — gets its own exact answers replayed. What is measured through it is the caller's
// cost, not the database's. Only 200 answers are recorded: a fault is never replayed.
import { createServer, type IncomingMessage } from 'node:http';
import { Pool } from 'undici';
import { serveForBench } from './helper-server.ts';

interface Recorded {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
}

const target = new URL(process.env.UPSTREAM_URL ?? '');
const pool = new Pool(target.origin, { connections: 64 });
const recorded = new Map<string, Recorded>();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

async function forward(request: IncomingMessage, body: Buffer): Promise<Recorded> {
  const headers: Record<string, string> = {
    'content-type': request.headers['content-type'] ?? 'application/json',
    accept: 'application/json',
  };
  if (request.headers.authorization) headers.authorization = request.headers.authorization;
  const answer = await pool.request({
    method: request.method === 'GET' ? 'GET' : 'POST',
    path: request.url ?? '/',
    headers,
    ...(request.method === 'GET' ? {} : { body }),
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  const type = answer.headers['content-type'];
  return { status: answer.statusCode, contentType: typeof type === 'string' ? type : 'application/json', body: bytes };
}

const server = createServer(async (request, response) => {
  try {
    const body = await readBody(request);
    const key = `${request.method} ${request.url}\n${request.headers.authorization ?? ''}\n${body.toString('latin1')}`;
    let answer = request.method === 'POST' ? recorded.get(key) : undefined;
    if (!answer) {
      answer = await forward(request, body);
      if (request.method === 'POST' && answer.status === 200) recorded.set(key, answer);
    }
    response.writeHead(answer.status, { 'content-type': answer.contentType, 'content-length': answer.body.length });
    response.end(answer.body);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`fixed upstream: ${(error as Error).message}`);
  }
});
serveForBench(server, pool, target);

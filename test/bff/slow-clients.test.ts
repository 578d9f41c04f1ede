// Issue 15 §7: REQUEST_TIMEOUT_MS is the real bound on how long a request may take to arrive.
// A client that drips its headers, or its body, a byte at a time (slowloris) never goes idle, so
// only that bound can end it: the connection gets 408 and is closed soon after the limit — not
// after Node's own 60 s for headers or its 30 s checking interval. Raw sockets, as an attacker's.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import t from 'tap';
import { startBff } from '../helpers/bff.ts';
import { startUpstream } from '../helpers/upstream.ts';

const LIMIT_MS = 1_500;
// The limit, plus the one-second check, plus room for a busy machine; far below Node's defaults.
const CUT_WITHIN_MS = LIMIT_MS + 4_000;

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url, { REQUEST_TIMEOUT_MS: String(LIMIT_MS), PV_DIR: t.testdir() });

interface Cut {
  readonly afterMs: number;
  readonly answer: string;
}

// Sends `head` at once, then one byte of `drip` every 100 ms, until the server closes the socket.
async function drip(head: string, drip: string): Promise<Cut> {
  const started = performance.now();
  const socket: Socket = connect(bff.port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString();
  });
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.writable && sent < drip.length) socket.write(drip.charAt(sent++));
  }, 100);
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  clearInterval(timer);
  return { afterMs: performance.now() - started, answer };
}

t.test('headers sent a byte at a time are cut off with 408 at REQUEST_TIMEOUT_MS', async (t) => {
  const cut = await drip('GET / HTTP/1.1\r\nHost: uk.localhost\r\n', `X-Slow: ${'a'.repeat(5_000)}`);
  t.ok(cut.afterMs >= LIMIT_MS - 100, `not before the limit (${Math.round(cut.afterMs)} ms)`);
  t.ok(cut.afterMs < CUT_WITHIN_MS, `but soon after it (${Math.round(cut.afterMs)} ms)`);
  t.match(cut.answer, /^HTTP\/1\.1 408/, 'answered 408 Request Timeout');
});

t.test('a body sent a byte at a time is cut off with 408 at REQUEST_TIMEOUT_MS', async (t) => {
  const body = JSON.stringify({ query: `{ __typename ${' '.repeat(2_000)}}` });
  const head =
    'POST /graphql HTTP/1.1\r\nHost: uk.localhost\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const cut = await drip(head, body);
  t.ok(cut.afterMs >= LIMIT_MS - 100, `not before the limit (${Math.round(cut.afterMs)} ms)`);
  t.ok(cut.afterMs < CUT_WITHIN_MS, `but soon after it (${Math.round(cut.afterMs)} ms)`);
  t.match(cut.answer, /408/, 'answered 408 Request Timeout');
});

t.test('a request that arrives within the limit is served', async (t) => {
  const response = await fetch(`${bff.origin}/healthz`);
  t.equal(response.status, 200);
});

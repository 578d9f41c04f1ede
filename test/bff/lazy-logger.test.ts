// A request's logger is made when it first writes: calls at a level that writes nothing make no
// pino child at all, and the first line written carries every binding, in order, as pino's own
// children would have.
import { Writable } from 'node:stream';
import pino from 'pino';
import t from 'tap';
import { lazyChild } from '../../bff/lazy-logger.ts';
import { loggerOptions } from '../../bff/logging.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const root = pino({ ...loggerOptions(level) }, stream);
  // Every pino child made, at any depth: a child inherits `child` from the root.
  let children = 0;
  const child = root.child;
  root.child = function (this: pino.Logger, ...args: Parameters<pino.Logger['child']>) {
    children += 1;
    return child.apply(this, args);
  } as pino.Logger['child'];
  return { root, lines, children: () => children };
}

t.test('nothing written, nothing made', async (t) => {
  const { root, lines, children } = capture('warn');
  const request = lazyChild(root, { reqId: 'r1' });
  const identified = request.child({ sessionId: 's1' });
  identified.info('incoming request');
  identified.debug({ detail: 1 }, 'more');
  request.info('request completed');
  t.equal(children(), 0, 'no pino child for a request that wrote nothing');
  t.same(lines, []);
  t.equal(identified.level, 'warn');
});

t.test('the first line written carries every binding in order, and later lines go the same way', async (t) => {
  const { root, lines, children } = capture('warn');
  const request = lazyChild(root, { reqId: 'r2' });
  const identified = request.child({ sessionId: 's2', clientId: 'c2' });
  identified.info('not written');
  identified.warn({ rejected: ['x'] }, 'invalid identity values dropped');
  identified.error(new Error('boom'), 'request failed');
  identified.info('still not written');
  t.equal(children(), 2, "the request's pino child and the identity's, made from it");
  t.equal(lines.length, 2);
  t.match(lines[0], {
    level: 40,
    reqId: 'r2',
    sessionId: 's2',
    clientId: 'c2',
    rejected: ['x'],
    msg: 'invalid identity values dropped',
  });
  t.match(lines[1], { level: 50, reqId: 'r2', sessionId: 's2', msg: 'request failed', err: { message: 'boom' } });
  t.same(Object.keys(lines[0] ?? {}).slice(0, 7), [
    'level',
    'time',
    'pid',
    'hostname',
    'reqId',
    'sessionId',
    'clientId',
  ]);
});

t.test("what is censored stays censored, and a child's own options make it at once", async (t) => {
  const { root, lines, children } = capture('info');
  const request = lazyChild(root, { reqId: 'r3' });
  request.info({ headers: { cookie: 'session=secret', accept: 'text/html' } }, 'incoming request');
  t.match(lines[0], { reqId: 'r3', headers: { cookie: '[redacted]', accept: 'text/html' } });
  const quiet = lazyChild(root, { reqId: 'r4' }, { level: 'warn' });
  t.equal(children(), 2, 'the written one, and a route with a level of its own gets its child at once');
  quiet.info('not written at this route');
  t.equal(lines.length, 1);
});

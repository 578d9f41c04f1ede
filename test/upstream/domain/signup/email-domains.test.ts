// Whether an email's domain can receive mail (spec §5 INVALID_DNS), asked of a small DNS server on
// the loopback interface that plays each case.
import { createSocket } from 'node:dgram';
import t from 'tap';
import { createDnsEmailDomainChecker } from '../../../../upstream/domain/signup/email-domains.ts';

const MX = 15;
const A = 1;

// A name in DNS wire format: length-prefixed labels ending with the root's zero.
function encodeName(name: string): Buffer {
  const labels = name === '' ? [] : name.split('.');
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label)])),
    Buffer.from([0]),
  ]);
}

function record(type: number, data: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // class IN
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}

function mx(preference: number, exchange: string): Buffer {
  const head = Buffer.alloc(2);
  head.writeUInt16BE(preference);
  return record(MX, Buffer.concat([head, encodeName(exchange)]));
}

type Answer = { rcode: number; records: Buffer[] } | 'silence';

// What the server answers for a name and record type.
function answerFor(name: string, type: number): Answer {
  if (name === 'nxdomain.test') return { rcode: 3, records: [] };
  if (name === 'silent.test') return 'silence';
  if (name === 'mail.test' && type === MX) return { rcode: 0, records: [mx(10, 'mx.mail.test')] };
  if (name === 'null-mx.test' && type === MX) return { rcode: 0, records: [mx(0, '')] };
  if (name === 'a-only.test' && type === A) return { rcode: 0, records: [record(A, Buffer.from([192, 0, 2, 1]))] };
  return { rcode: 0, records: [] };
}

async function startDnsServer(
  t: { teardown(fn: () => unknown): void },
  answer: (name: string, type: number) => Answer = answerFor,
) {
  const socket = createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (query, peer) => {
    let offset = 12;
    const labels: string[] = [];
    while (query[offset]) {
      const length = query[offset] ?? 0;
      labels.push(query.subarray(offset + 1, offset + 1 + length).toString());
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(offset + 1);
    questions.push(`${name}/${type}`);
    const reply = answer(name, type);
    if (reply === 'silence') return;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(0x8180 | reply.rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(reply.records.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...reply.records]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  return { server: `127.0.0.1:${socket.address().port}`, questions };
}

// A port on which nothing listens (bound, then let go).
async function closedPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

t.test('domains with mail exchangers, or only an address, accept mail', async (t) => {
  const dns = await startDnsServer(t);
  const checker = createDnsEmailDomainChecker({ servers: [dns.server], timeoutMs: 500 });
  t.equal(await checker.check('mail.test'), 'accepts-mail');
  t.equal(await checker.check('A-Only.Test'), 'accepts-mail');
});

t.test('a domain that does not exist or publishes a null MX cannot receive mail', async (t) => {
  const dns = await startDnsServer(t);
  const checker = createDnsEmailDomainChecker({ servers: [dns.server], timeoutMs: 500 });
  t.equal(await checker.check('nxdomain.test'), 'no-mail');
  t.equal(await checker.check('null-mx.test'), 'no-mail');
});

t.test('definite answers are remembered; DNS is not asked again', async (t) => {
  const dns = await startDnsServer(t);
  const checker = createDnsEmailDomainChecker({ servers: [dns.server], timeoutMs: 500 });
  await checker.check('mail.test');
  const asked = dns.questions.length;
  t.equal(await checker.check('MAIL.test'), 'accepts-mail');
  t.equal(dns.questions.length, asked);
});

t.test('a resolver that does not answer in time gives unknown, and the next check asks again', async (t) => {
  const dns = await startDnsServer(t);
  const checker = createDnsEmailDomainChecker({ servers: [dns.server], timeoutMs: 200 });
  const started = performance.now();
  t.equal(await checker.check('silent.test'), 'unknown');
  t.ok(performance.now() - started < 3000, 'within the timeout, not the system default');
  const asked = dns.questions.length;
  t.equal(await checker.check('silent.test'), 'unknown');
  t.ok(dns.questions.length > asked, 'unknown is not remembered');
});

t.test('an unreachable resolver gives unknown quickly', async (t) => {
  const checker = createDnsEmailDomainChecker({ servers: [`127.0.0.1:${await closedPort()}`], timeoutMs: 300 });
  const started = performance.now();
  t.equal(await checker.check('example.com'), 'unknown');
  t.ok(performance.now() - started < 3000, 'within the timeout');
});

t.test('a resolver that knows no name at all (no internet behind it) blames no address', async (t) => {
  // As in many containers: every question is answered "no such name", real domains too.
  const dns = await startDnsServer(t, () => ({ rcode: 3, records: [] }));
  const checker = createDnsEmailDomainChecker({ servers: [dns.server], timeoutMs: 500 });
  t.equal(await checker.check('gmail.com'), 'unknown');
  t.equal(await checker.check('nxdomain.test'), 'unknown');
  t.ok(dns.questions.includes('com/2'), 'it asked for a zone that certainly exists');
});

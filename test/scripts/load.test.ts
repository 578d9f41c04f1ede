// `npm run load` against a real upstream and BFF: a short run at a low rate sends every kind of
// the mix as a browser would, every request is accounted for, and nothing fails; bad options and
// an unreachable site are told apart from a run. No figure of speed is asserted: the run is the
// same on an idle machine and a busy one.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import t from 'tap';
import { KINDS, parseLoadArgs } from '../../scripts/load/options.ts';
import { runLoad } from '../../scripts/load/run.ts';
import { startBff } from '../helpers/bff.ts';
import { startUpstream } from '../helpers/upstream.ts';

const upstream = await startUpstream(t);
// Load shedding off: a busy test machine must not turn the run's requests into 503s.
const bff = await startBff(t, upstream.url, { PV_DIR: t.testdir(), SHED_EVENT_LOOP_DELAY_MS: '0' });

function options(...args: string[]) {
  const parsed = parseLoadArgs(args);
  if (parsed === 'help') throw new Error('unexpected --help');
  return parsed;
}

// A port nothing listens on: one the system gave out and took back.
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

t.test('a short run sends every kind of the mix as the demo accounts and visitors, without errors', async (t) => {
  const report = await runLoad(
    options(
      '--url',
      bff.brandOrigin('uk'),
      '--rate',
      '20',
      '--duration',
      '2s',
      '--mix',
      'pages=4,graphql=4,login=1,pv=2',
    ),
  );

  t.equal(report.brand, 'uk', 'the brand is the one the host name picks');
  t.same(report.signedIn.map((user) => user.type).sort(), ['CONSUMER', 'SERVICE_PRO'], 'both demo accounts signed in');
  for (const kind of KINDS) {
    const sent = report.kinds.find((each) => each.kind === kind)?.sent ?? 0;
    t.ok(sent > 0, `${kind} requests were sent`);
  }
  const targets = report.targets.map((each) => `${each.kind} ${each.target}`);
  for (const expected of [
    'pages newServiceRequests',
    'pages myProjects',
    'graphql getUser',
    'graphql proJobsNewJobList',
  ]) {
    t.ok(targets.includes(expected), `${expected} was exercised signed in`);
  }

  const { overall } = report;
  t.equal(overall.sent + overall.skipped, 40, 'every request due in 2 s at 20 a second was sent or skipped');
  t.equal(overall.skipped, 0, 'none was skipped at this rate');
  t.equal(overall.sent, overall.completed + overall.errors.network, 'each request sent was answered or failed');
  t.equal(
    report.kinds.reduce((sum, kind) => sum + kind.completed, 0),
    overall.completed,
    'the kinds add up to the whole',
  );
  t.equal(
    report.targets.reduce((sum, target) => sum + target.completed, 0),
    overall.completed,
    'the targets add up to the whole',
  );
  t.equal(
    Object.values(overall.statuses).reduce((sum, count) => sum + count, 0),
    overall.completed,
    'every answer has its status counted',
  );
  t.equal(overall.errors.total, 0, `no errors: ${JSON.stringify(overall.errorSamples)}`);
  t.equal(overall.rateLimited, 0, 'no request was rate limited');
  t.equal(overall.ok, overall.completed, 'every answer was what a browser wanted');
  t.ok(overall.latencyMs && overall.latencyMs.p50 <= overall.latencyMs.max, 'latencies were recorded');
});

t.test('two replicas of the site share the load, and a session made at one is good at the other', async (t) => {
  const second = await startBff(t, upstream.url, { PV_DIR: t.testdir(), SHED_EVENT_LOOP_DELAY_MS: '0' });
  const origins = [bff.brandOrigin('uk'), second.brandOrigin('uk')];
  const report = await runLoad(
    options('--url', origins[0] as string, '--url', origins[1] as string, '--rate', '20', '--duration', '2s'),
  );
  t.same(
    report.replicas.map((replica) => replica.origin),
    origins.map((origin) => new URL(origin).origin),
  );
  for (const replica of report.replicas) t.ok(replica.completed >= 15, `${replica.origin} answered its turn`);
  t.equal(
    report.replicas.reduce((sum, replica) => sum + replica.completed, 0),
    report.overall.completed,
    'every measured answer came from one of them',
  );
  t.ok((report.kinds.find((kind) => kind.kind === 'graphql')?.ok ?? 0) > 0, 'signed-in reads were answered');
  t.equal(report.overall.errors.total, 0, `no errors: ${JSON.stringify(report.overall.errorSamples)}`);
  t.equal(report.overall.ok, report.overall.completed, 'every answer was what a browser wanted');
});

t.test('replicas are origins of one site', async (t) => {
  t.throws(() => options('--url', 'http://uk.localhost:3000', '--url', 'http://nl.localhost:3001'), {
    message:
      '--url given more than once names replicas of one site, with the same scheme and host name as http://uk.localhost:3000, not http://nl.localhost:3001',
  });
  t.throws(() => options('--url', 'http://uk.localhost:3000', '--url', 'http://uk.localhost:3000'), {
    message: '--url http://uk.localhost:3000 is given twice',
  });
  t.same(
    options('--url', 'http://uk.localhost:3000', '--url', 'http://uk.localhost:3001').replicas.map((url) => url.port),
    ['3000', '3001'],
  );
});

t.test('a site that cannot be reached fails the run before anything is measured', async (t) => {
  const port = await closedPort();
  await t.rejects(runLoad(options('--url', `http://uk.localhost:${port}`, '--duration', '1s')), {
    name: 'TargetUnreachableError',
    message: /Could not reach/,
  });
});

t.test('bad options are answered with what is wrong, the usage text and exit code 2', async (t) => {
  const child = spawn(process.execPath, ['scripts/load.ts', '--rate', 'x'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  t.equal(code, 2);
  t.match(stderr, '--rate must be a number above 0 and at most 100000, not "x"');
  t.match(stderr, '--url is required');
  t.match(stderr, 'Usage: npm run load');
  t.notMatch(stderr, /\n\s+at /, 'no stack trace');
});

// Issue 15 §4: the upstream killed with SIGKILL while job posts run, then started again on the
// same data. Every post sent again with its request id gets the answer it would have had: the
// stored one when the first attempt's job was saved, or a first run when it was not — never a
// request stuck "in progress", never a job saved twice (a second run of a visitor's post would be
// refused as a duplicate registration of the same email). On the embedded PGlite and on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { REPLAY_HEADER } from '../../../upstream/plugins/idempotency.ts';
import type { Response } from '../../helpers/http.ts';
import { POST, seededJobInput } from '../../helpers/post-job.ts';
import { processDir } from '../../helpers/process.ts';
import { createTestDatabase } from '../../helpers/upstream.ts';
import { call, newRequestId } from '../../helpers/upstream-client.ts';
import { spawnUpstream } from '../../helpers/upstream-process.ts';

const POSTS = 24;
// Answers that arrive before the kill: the process is then certainly in the middle of the rest.
const ANSWERED_BEFORE_KILL = 4;

async function crashAndResend(t: Test, env: NodeJS.ProcessEnv) {
  const first = await spawnUpstream(t, env);
  const jobFor = await seededJobInput(first.origin);
  const run = randomBytes(4).toString('hex');
  const posts = Array.from({ length: POSTS }, (_, index) => ({
    requestId: newRequestId(),
    // A client address each: the visitor sign-up limit counts per address.
    clientIp: `10.15.${index}.4`,
    input: jobFor(`crash.${run}.${index}@example.com`),
  }));

  const answered = new Map<string, Response>();
  const arrivals = new EventEmitter();
  const sent = posts.map((post) =>
    call(first.origin, POST, { input: post.input }, post)
      .then((response) => {
        answered.set(post.requestId, response);
        arrivals.emit('answer');
      })
      .catch(() => {}),
  );
  while (answered.size < ANSWERED_BEFORE_KILL) await once(arrivals, 'answer');
  first.child.kill('SIGKILL');
  await first.exited;
  await Promise.all(sent);
  const cut = posts.filter((post) => !answered.has(post.requestId)).length;
  t.ok(cut > 0, `the kill cut posts off in the middle (${cut} of ${POSTS} had no answer)`);

  const second = await spawnUpstream(t, env);
  const resent = await Promise.all(
    posts.map((post) =>
      call(second.origin, POST, { input: post.input }, post).then((response) => ({ post, response })),
    ),
  );
  for (const { post, response } of resent) {
    const before = answered.get(post.requestId);
    const body = response.json<{ data?: { postServiceRequest?: { __typename?: string } } }>();
    t.equal(
      response.status,
      200,
      `a resend is answered, not refused as still running (${response.text.slice(0, 120)})`,
    );
    t.equal(body.data?.postServiceRequest?.__typename, 'ServiceRequestPosted', 'and the job was posted exactly once');
    if (before?.status === 200) {
      t.equal(response.text, before.text, 'a post answered before the kill gets the same answer again');
      t.equal(response.headers[REPLAY_HEADER], 'true');
    }
  }
}

t.test('SIGKILL during job posts on the embedded PGlite: every resend is answered once', async (t) => {
  const dir = processDir(t, 'crash');
  await crashAndResend(t, { DATA_DIR: join(dir, 'pglite'), UPLOADS_DIR: join(dir, 'uploads') });
});

t.test('SIGKILL during job posts on PostgreSQL: every resend is answered once', async (t) => {
  await crashAndResend(t, { DATABASE_URL: await createTestDatabase(t), UPLOADS_DIR: processDir(t, 'uploads') });
});

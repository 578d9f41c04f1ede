// Captcha verification of sign-ups (spec §8 CAPTCHA_VERIFICATION_FAILED, TECHNICAL_ERROR) against a
// Turnstile-compatible siteverify endpoint played on the loopback interface.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { createSiteverifyCaptcha } from '../../../../upstream/domain/signup/captcha.ts';
import { type Closable, startUpstream } from '../../../helpers/upstream.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const SIGN_UP = `mutation($input: ConsumerSignUpInput!) { signUpConsumer(input: $input) { __typename
  ... on SignUpFailed { code fieldErrors { field code } } } }`;

let clients = 0;
const nextClient = () => `203.0.113.${(clients++ % 250) + 1}`;

function consumerInput(overrides: Record<string, unknown> = {}) {
  return {
    email: `person.${randomBytes(5).toString('hex')}@example.com`,
    password: 'a long enough secret',
    firstName: 'Anna',
    lastName: 'de Vries',
    brand: 'nl',
    ...overrides,
  };
}

// A Turnstile-compatible siteverify endpoint: a form POST of secret, response and remoteip answered
// with { success }. The answer 'server-error' makes it fail with a 500.
async function startCaptchaEndpoint(t: Closable, options: { secret: string; goodAnswer: string }) {
  const requests: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push(form);
    if (form.response === 'server-error') {
      response.writeHead(500).end();
      return;
    }
    const success = form.secret === options.secret && form.response === options.goodAnswer;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
  t.teardown(close);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siteverify`, requests, close };
}

t.test('the verifier passes only an answer the endpoint accepts for our secret', async (t) => {
  const endpoint = await startCaptchaEndpoint(t, { secret: 'right-secret', goodAnswer: 'good-answer' });
  const verifier = createSiteverifyCaptcha({ secret: 'right-secret', verifyUrl: endpoint.url });
  t.equal(await verifier.verify('good-answer', '192.0.2.1'), 'passed');
  t.equal(await verifier.verify('bad-answer', '192.0.2.1'), 'failed');
  t.equal(await verifier.verify('', '192.0.2.1'), 'failed');
  t.equal(await verifier.verify(null, '192.0.2.1'), 'failed');
  t.equal(await verifier.verify('x'.repeat(3000), '192.0.2.1'), 'failed', 'an oversized answer is not sent on');
  const wrongSecret = createSiteverifyCaptcha({ secret: 'wrong-secret', verifyUrl: endpoint.url });
  t.equal(await wrongSecret.verify('good-answer', '192.0.2.1'), 'failed');
});

t.test('an endpoint that fails or cannot be reached makes the verdict unavailable, never a pass', async (t) => {
  const endpoint = await startCaptchaEndpoint(t, { secret: 'right-secret', goodAnswer: 'good-answer' });
  const verifier = createSiteverifyCaptcha({ secret: 'right-secret', verifyUrl: endpoint.url });
  t.equal(await verifier.verify('server-error', '192.0.2.1'), 'unavailable');
  const closed = await startCaptchaEndpoint(t, { secret: 'right-secret', goodAnswer: 'good-answer' });
  await closed.close();
  const unreachable = createSiteverifyCaptcha({ secret: 'right-secret', verifyUrl: closed.url });
  t.equal(await unreachable.verify('good-answer', '192.0.2.1'), 'unavailable');
});

t.test('with a captcha verifier, sign-up needs an answer the verifier accepts', async (t) => {
  const endpoint = await startCaptchaEndpoint(t, { secret: 'captcha-test-secret', goodAnswer: 'good-answer' });
  const target = await startUpstream(t, {
    env: { CAPTCHA_SECRET: 'captcha-test-secret', CAPTCHA_VERIFY_URL: endpoint.url },
  });
  const signUp = async (input: Record<string, unknown>, clientIp = nextClient()) =>
    (await data(call(target.origin, SIGN_UP, { input }, { clientIp }))).signUpConsumer;
  const failed = (code: string) => ({ __typename: 'SignUpFailed', code, fieldErrors: [] });
  const clientIp = '192.0.2.10';
  const consumers = async () =>
    (await target.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE type = 'CONSUMER'`))[0]?.n;
  const before = await consumers();

  const passed = await signUp(consumerInput({ captchaToken: 'good-answer' }), clientIp);
  t.equal(passed.__typename, 'SignUpSuccess');
  t.same(endpoint.requests.at(-1), { secret: 'captcha-test-secret', response: 'good-answer', remoteip: clientIp });

  t.same(await signUp(consumerInput({ captchaToken: 'bad-answer' })), failed('CAPTCHA_VERIFICATION_FAILED'));
  const asked = endpoint.requests.length;
  t.same(await signUp(consumerInput()), failed('CAPTCHA_VERIFICATION_FAILED'));
  t.equal(endpoint.requests.length, asked, 'a missing answer is refused without asking');
  t.same(
    await signUp(consumerInput({ captchaToken: 'server-error' })),
    failed('TECHNICAL_ERROR'),
    'an endpoint that fails lets no one through',
  );
  t.equal(await consumers(), (before ?? 0) + 1, 'only the accepted sign-up created an account');
});

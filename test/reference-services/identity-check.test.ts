// The identity-check reference provider: it decides every outcome from the data given, answers 202
// and stays PENDING until the outcome is delivered, signs each delivery over the raw body and its
// timestamp, and tries a failed delivery again a bounded number of times.
import { createHmac } from 'node:crypto';
import t from 'tap';
import { buildReferenceServices } from '../../reference-services/app.ts';
import {
  type CheckRequest,
  decideOutcome,
  type IdentityCheckServiceOptions,
  identityCheckService,
} from '../../reference-services/identity-check/service.ts';
import type { Closable } from '../helpers/upstream.ts';
import { type ReceivedCall, webhookReceiver } from '../helpers/webhook-receiver.ts';

const SECRET = 'test-secret';

function checkRequest(callbackUrl: string, changes: Partial<CheckRequest['document']> = {}): CheckRequest {
  return {
    person: { givenNames: 'Anna Maria', familyName: 'de Vries', dateOfBirth: '1985-04-12' },
    document: { type: 'PASSPORT', number: 'NX1234567', givenNames: 'Anna Maria', familyName: 'de Vries', ...changes },
    callbackUrl,
  };
}

const receiver = (t: Closable, answers: number[] = []) => webhookReceiver(t, answers);

async function provider(t: Closable, options: Partial<IdentityCheckServiceOptions> = {}) {
  const app = await buildReferenceServices({
    logLevel: 'silent',
    services: [
      {
        prefix: 'identity-check',
        plugin: identityCheckService({
          webhookSecret: SECRET,
          deliveryDelayMs: null,
          maxAttempts: 3,
          retryBaseDelayMs: 10,
          ...options,
        }),
      },
    ],
  });
  t.teardown(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

t.test('every outcome is reachable from the data given', async (t) => {
  const url = 'http://127.0.0.1/hook';
  t.equal(decideOutcome(checkRequest(url)).outcome, 'SUCCESS');
  t.equal(
    decideOutcome(checkRequest(url, { givenNames: 'ANNA-MARIA', familyName: 'De  Vriés' })).outcome,
    'SUCCESS',
    'case, accents, hyphens and spacing are no difference',
  );
  t.equal(decideOutcome(checkRequest(url, { number: 'INVALID-1' })).outcome, 'FAILED');
  t.equal(decideOutcome(checkRequest(url, { familyName: 'Jansen' })).outcome, 'FAILED_NAME_MISMATCH');
  t.equal(decideOutcome(checkRequest(url, { type: 'RESIDENCE_PERMIT' })).outcome, 'UNKNOWN');
});

t.test('a request missing its data is refused with what is wrong', async (t) => {
  const app = await provider(t);
  const response = await app.inject({
    method: 'POST',
    url: '/identity-check/checks',
    payload: { person: { givenNames: 'A' }, callbackUrl: 'ftp://x' },
  });
  t.equal(response.statusCode, 400);
  t.equal(response.json().error, 'INVALID_REQUEST');
  t.ok(response.json().details.includes('callbackUrl must be an http(s) URL'));
});

t.test('202 with an id, PENDING until delivered, then a signed delivery of the outcome', async (t) => {
  const hook = await receiver(t);
  const app = await provider(t, { now: () => 1_800_000_000 });
  const started = await app.inject({
    method: 'POST',
    url: '/identity-check/checks',
    payload: checkRequest(hook.url, { familyName: 'Jansen' }),
  });
  t.equal(started.statusCode, 202);
  const { id, status } = started.json();
  t.equal(status, 'PENDING');
  t.equal((await app.inject({ url: `/identity-check/checks/${id}` })).json().status, 'PENDING');

  const delivered = await app.inject({ method: 'POST', url: `/identity-check/checks/${id}/deliver` });
  t.match(delivered.json(), { delivered: true, status: 'FAILED_NAME_MISMATCH' });
  t.equal(hook.received.length, 1);
  const [{ headers, raw }] = hook.received as [ReceivedCall];
  t.match(JSON.parse(raw), { checkId: id, status: 'FAILED_NAME_MISMATCH', reason: 'NAMES_DIFFER' });
  t.equal(headers['x-signature-timestamp'], '1800000000');
  const expected = createHmac('sha256', SECRET).update(`1800000000.${raw}`).digest('hex');
  t.equal(headers['x-signature'], `sha256=${expected}`);
  t.equal((await app.inject({ url: `/identity-check/checks/${id}` })).json().status, 'FAILED_NAME_MISMATCH');
  t.equal((await app.inject({ url: '/identity-check/checks/unknown' })).statusCode, 404);
});

t.test('after its delay the outcome is delivered by itself', async (t) => {
  const hook = await receiver(t);
  const app = await provider(t, { deliveryDelayMs: 0 });
  await app.inject({ method: 'POST', url: '/identity-check/checks', payload: checkRequest(hook.url) });
  await hook.until(1);
  t.equal(JSON.parse(hook.received[0]?.raw ?? '{}').status, 'SUCCESS');
});

t.test('a failed delivery is tried again with backoff, at most maxAttempts times', async (t) => {
  const hook = await receiver(t, [500, 503]);
  const app = await provider(t, { deliveryDelayMs: 0 });
  const { id } = (
    await app.inject({ method: 'POST', url: '/identity-check/checks', payload: checkRequest(hook.url) })
  ).json();
  await hook.until(3);
  let check = (await app.inject({ url: `/identity-check/checks/${id}` })).json();
  while (check.status === 'PENDING') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    check = (await app.inject({ url: `/identity-check/checks/${id}` })).json();
  }
  t.match(check, { status: 'SUCCESS', attempts: 3 });
  t.equal(new Set(hook.received.map(({ raw }) => raw)).size, 1, 'the same outcome each time');

  const failing = await receiver(t, [500, 500, 500, 500]);
  const stuck = (
    await app.inject({ method: 'POST', url: '/identity-check/checks', payload: checkRequest(failing.url) })
  ).json();
  await failing.until(3);
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal(failing.received.length, 3, 'no more than maxAttempts');
  t.match((await app.inject({ url: `/identity-check/checks/${stuck.id}` })).json(), { status: 'PENDING' });
});

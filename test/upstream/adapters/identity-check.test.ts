// The identity-check adapter: its HTTP client starts a check at the reference provider, says
// `unavailable` when there is no usable answer, and the webhook signature check accepts only a
// right signature within the timestamp window.
import { createHmac } from 'node:crypto';
import t from 'tap';
import {
  createHttpIdentityCheckProvider,
  verifyWebhookSignature,
} from '../../../upstream/adapters/identity-check/identity-check.ts';
import { startReferenceServices } from '../../helpers/reference-services.ts';

const request = {
  person: { givenNames: 'Anna', familyName: 'de Vries', dateOfBirth: '1985-04-12' },
  document: { type: 'PASSPORT', number: 'NX1234567', givenNames: 'Anna', familyName: 'de Vries' },
  callbackUrl: 'http://127.0.0.1:9/webhooks/identity-check',
};

t.test('a check is started at the reference provider and is PENDING there', async (t) => {
  const services = await startReferenceServices(t);
  const provider = createHttpIdentityCheckProvider({ url: `${services.url}/identity-check` });
  const started = await provider.start(request);
  if (started.kind !== 'started') throw new Error('not started');
  const check = await fetch(`${services.url}/identity-check/checks/${started.providerCheckId}`);
  t.equal((await check.json()).status, 'PENDING');
});

t.test('no answer, or an answer without a check, is unavailable', async (t) => {
  const services = await startReferenceServices(t);
  t.same(await createHttpIdentityCheckProvider({ url: 'http://127.0.0.1:9' }).start(request), {
    kind: 'unavailable',
  });
  t.same(await createHttpIdentityCheckProvider({ url: `${services.url}/nowhere` }).start(request), {
    kind: 'unavailable',
  });
  const refused = { ...request, callbackUrl: 'not a url' };
  t.same(await createHttpIdentityCheckProvider({ url: `${services.url}/identity-check` }).start(refused), {
    kind: 'unavailable',
  });
});

t.test('the webhook signature: right and timely, wrong, or outside the window', async (t) => {
  const secret = 's3cret';
  const rawBody = '{"checkId":"c1","status":"SUCCESS"}';
  const sign = (timestamp: string, body = rawBody, key = secret) =>
    `sha256=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`;
  const at = { secret, rawBody, nowSeconds: 1_800_000_000 };
  t.equal(verifyWebhookSignature({ ...at, timestamp: '1800000000', signature: sign('1800000000') }), 'valid');
  t.equal(
    verifyWebhookSignature({ ...at, timestamp: '1800000000', signature: sign('1800000000', '{}') }),
    'bad-signature',
  );
  t.equal(
    verifyWebhookSignature({ ...at, timestamp: '1800000000', signature: sign('1800000000', rawBody, 'other') }),
    'bad-signature',
  );
  t.equal(verifyWebhookSignature({ ...at, timestamp: '1800000001', signature: sign('1800000000') }), 'bad-signature');
  t.equal(verifyWebhookSignature({ ...at, timestamp: undefined, signature: sign('1800000000') }), 'bad-signature');
  t.equal(verifyWebhookSignature({ ...at, timestamp: '1800000000', signature: undefined }), 'bad-signature');
  t.equal(verifyWebhookSignature({ ...at, timestamp: '1799999000', signature: sign('1799999000') }), 'outside-window');
  t.equal(verifyWebhookSignature({ ...at, timestamp: '1800001000', signature: sign('1800001000') }), 'outside-window');
});

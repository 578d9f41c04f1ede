// The identity-check webhook: a signed, timely outcome updates the check once; a bad signature, an
// old or replayed timestamp is 401 and changes nothing; a redelivery answers 200 and changes
// nothing; an unknown check is 404. Then the reference provider itself delivers to it.
import { createHmac } from 'node:crypto';
import t from 'tap';
import { startReferenceServices } from '../../helpers/reference-services.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const SECRET = 'hearth-development-identity-check-secret';

function signed(body: object, { secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
  return {
    'content-type': 'application/json',
    'x-signature-timestamp': String(timestamp),
    'x-signature': `sha256=${signature}`,
    raw,
  };
}

t.test('the webhook verifies, applies once, and refuses the rest', async (t) => {
  const upstream = await startUpstream(t);
  const [user] = await upstream.db.query<{ id: string }>('SELECT id FROM users ORDER BY id LIMIT 1');
  await upstream.db.query(
    `INSERT INTO identity_checks (user_id, provider_check_id, document_type) VALUES ($1, 'chk-1', 'PASSPORT')`,
    [user?.id ?? null],
  );
  const statusOf = async () =>
    (
      await upstream.db.query<{ status: string }>(
        `SELECT status FROM identity_checks WHERE provider_check_id = 'chk-1'`,
      )
    )[0]?.status;
  const post = async (headers: ReturnType<typeof signed>, changes: Record<string, string> = {}) => {
    const { raw, ...rest } = headers;
    return upstream.app.inject({
      method: 'POST',
      url: '/webhooks/identity-check',
      headers: { ...rest, ...changes },
      payload: raw,
    });
  };
  const outcome = { checkId: 'chk-1', status: 'SUCCESS', reason: 'DOCUMENT_AND_NAMES_MATCH' };

  t.equal((await post(signed(outcome, { secret: 'wrong' }))).statusCode, 401, 'bad signature');
  t.equal((await post(signed(outcome), { 'x-signature': '' })).statusCode, 401, 'no signature');
  const old = Math.floor(Date.now() / 1000) - 3600;
  t.equal((await post(signed(outcome, { timestamp: old }))).statusCode, 401, 'old timestamp');
  const replay = signed(outcome);
  t.equal(
    (await post(replay, { 'x-signature-timestamp': String(Number(replay['x-signature-timestamp']) + 1) })).statusCode,
    401,
    'a signature replayed under another timestamp',
  );
  t.equal(await statusOf(), 'PENDING', 'nothing changed');

  t.equal((await post(signed({ ...outcome, checkId: 'nope' }))).statusCode, 404, 'unknown check');
  t.equal((await post(signed(outcome))).statusCode, 200);
  t.equal(await statusOf(), 'SUCCESS');
  t.equal((await post(signed(outcome))).statusCode, 200, 'redelivered');
  t.equal((await post(signed({ ...outcome, status: 'FAILED' }))).statusCode, 200, 'a decided check stays decided');
  t.equal(await statusOf(), 'SUCCESS');
});

t.test('the reference provider delivers an outcome to the webhook', async (t) => {
  const services = await startReferenceServices(t);
  const upstream = await startUpstream(t, { env: services.env });
  const [user] = await upstream.db.query<{ id: string }>('SELECT id FROM users ORDER BY id LIMIT 1');
  const started = await fetch(`${services.url}/identity-check/checks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      person: { givenNames: 'Anna', familyName: 'de Vries', dateOfBirth: '1985-04-12' },
      document: { type: 'PASSPORT', number: 'NX1', givenNames: 'Anna', familyName: 'Jansen' },
      callbackUrl: `${upstream.origin}/webhooks/identity-check`,
    }),
  });
  const { id } = await started.json();
  await upstream.db.query(
    `INSERT INTO identity_checks (user_id, provider_check_id, document_type) VALUES ($1, $2, 'PASSPORT')`,
    [user?.id ?? null, id],
  );
  const delivered = await fetch(`${services.url}/identity-check/checks/${id}/deliver`, { method: 'POST' });
  t.match(await delivered.json(), { delivered: true, status: 'FAILED_NAME_MISMATCH' });
  const [check] = await upstream.db.query<{ status: string }>(
    'SELECT status FROM identity_checks WHERE provider_check_id = $1',
    [id],
  );
  t.equal(check?.status, 'FAILED_NAME_MISMATCH');
});

// Device tokens and tracking events (spec §3, §7.2) over HTTP: stored when valid, refused with the
// field that was wrong, linked to the signed-in person.
import t from 'tap';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, signIn } from '../../../helpers/upstream-client.ts';

const REGISTER = `mutation($input: RegisterDeviceTokenInput!) { registerDeviceToken(input: $input) { __typename
  ... on DeviceTokenRegistered { message } ... on InvalidFields { fieldErrors { field code } } } }`;
const TRACK = `mutation($input: TrackEventInput!) { trackEvent(input: $input) { __typename
  ... on EventTracked { accepted } ... on InvalidFields { fieldErrors { field code } } } }`;

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const APNS = 'a'.repeat(64);
const FCM = 'dGhpcyBpcyBhIHRva2Vu:APA91bH-example_token.value';

t.test('a signed-in app registers its device token, stored for that person with its metadata', async (t) => {
  const { accessToken } = await signIn(origin, 'pro.nl@example.com');
  const input = {
    token: FCM,
    packageName: 'com.hearth.pro',
    platform: 'GCM',
    metadata: { appVersion: '10.9.1', os: 'Android 15' },
  };
  const { registerDeviceToken } = await data(call(origin, REGISTER, { input }, { token: accessToken }));
  t.same(registerDeviceToken, { __typename: 'DeviceTokenRegistered', message: 'Device token registered' });
  const [row] = await db.query<{ email: string; platform: string; metadata: unknown }>(
    `SELECT u.email, d.platform, d.metadata FROM device_tokens d JOIN users u ON u.id = d.user_id WHERE d.token = $1`,
    [FCM],
  );
  t.same(row, { email: 'pro.nl@example.com', platform: 'GCM', metadata: { appVersion: '10.9.1', os: 'Android 15' } });
});

t.test('the same device registered again by someone else moves to them, without a second row', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.nl@example.com');
  const input = { token: FCM, packageName: 'com.hearth.pro', platform: 'GCM' };
  await data(call(origin, REGISTER, { input }, { token: accessToken }));
  const rows = await db.query<{ email: string }>(
    'SELECT u.email FROM device_tokens d JOIN users u ON u.id = d.user_id WHERE d.token = $1',
    [FCM],
  );
  t.same(rows, [{ email: 'consumer.nl@example.com' }]);
});

t.test('a visitor may register a device; the token is kept without a person', async (t) => {
  const { registerDeviceToken } = await data(
    call(origin, REGISTER, { input: { token: APNS, packageName: 'com.hearth.home', platform: 'APNS_SANDBOX' } }),
  );
  t.equal(registerDeviceToken.__typename, 'DeviceTokenRegistered');
  const [row] = await db.query<{ user_id: string | null }>('SELECT user_id FROM device_tokens WHERE token = $1', [
    APNS,
  ]);
  t.equal(row?.user_id, null);
});

t.test('bad device tokens and package names are refused, naming the field, and nothing is stored', async (t) => {
  const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_tokens');
  const cases = [
    [{ token: '', packageName: 'com.hearth.home', platform: 'APNS' }, [{ field: 'token', code: 'REQUIRED' }]],
    [{ token: 'not hex', packageName: 'com.hearth.home', platform: 'APNS' }, [{ field: 'token', code: 'INVALID' }]],
    [{ token: APNS, packageName: 'hearth', platform: 'APNS' }, [{ field: 'packageName', code: 'INVALID' }]],
    [
      { token: '<script>', packageName: '', platform: 'GCM' },
      [
        { field: 'token', code: 'INVALID' },
        { field: 'packageName', code: 'REQUIRED' },
      ],
    ],
  ] as const;
  for (const [input, fieldErrors] of cases) {
    const { registerDeviceToken } = await data(call(origin, REGISTER, { input }));
    t.same(registerDeviceToken, { __typename: 'InvalidFields', fieldErrors }, JSON.stringify(input));
  }
  const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM device_tokens');
  t.same(after, before);
});

t.test('metadata that is not a small flat object is refused by the schema', async (t) => {
  const nested = await call(origin, REGISTER, {
    input: { token: APNS, packageName: 'com.hearth.home', platform: 'APNS', metadata: { deep: { no: true } } },
  });
  t.equal(nested.status, 400);
  t.match(nested.text, /JSONObject value of \\+"deep/);
  const unknownPlatform = await call(origin, REGISTER, {
    input: { token: APNS, packageName: 'com.hearth.home', platform: 'WINDOWS' },
  });
  t.equal(unknownPlatform.status, 400);
});

t.test('a tracking event with §3 contexts is accepted and stored with who sent it', async (t) => {
  const { accessToken } = await signIn(origin, 'consumer.fr@example.com');
  const input = {
    category: 'banner',
    action: 'update_now_clicked',
    value: 'new app version',
    platform: 'IOS',
    contexts: [
      { name: 'APP_VERSION', data: { version: '10.9.1' } },
      { name: 'JOBS_LIST_FILTERS', data: { sortBy: 'DATE', withPicturesFilter: true, distanceFilter: 25 } },
    ],
  };
  const { trackEvent } = await data(call(origin, TRACK, { input }, { token: accessToken }));
  t.same(trackEvent, { __typename: 'EventTracked', accepted: true });
  const [row] = await db.query<{ email: string; action: string; platform: string; contexts: unknown }>(
    `SELECT u.email, e.action, e.platform, e.contexts FROM tracking_events e JOIN users u ON u.id = e.user_id
      WHERE e.action = 'update_now_clicked'`,
  );
  t.match(row, { email: 'consumer.fr@example.com', action: 'update_now_clicked', platform: 'IOS' });
  t.equal((row?.contexts as unknown[] | undefined)?.length, 2);
});

t.test('tracking events with unknown context fields, wrong kinds or empty labels are refused', async (t) => {
  const refusals = [
    [{ category: '', action: 'x' }, 'category'],
    [{ category: 'a', action: '<b>' }, 'action'],
    [{ category: 'a', action: 'b', contexts: [{ name: 'SERVICE_PRO', data: { password: 'x' } }] }, 'contexts'],
    [
      { category: 'a', action: 'b', contexts: [{ name: 'REQUEST_SNAPSHOT', data: { responsesCount: -1 } }] },
      'contexts',
    ],
    [{ category: 'a', action: 'b', contexts: [{ name: 'CONSUMER', data: {} }] }, 'contexts'],
    [{ category: 'a', action: 'b', value: 'v'.repeat(501) }, 'value'],
  ] as const;
  for (const [input, field] of refusals) {
    const { trackEvent } = await data(call(origin, TRACK, { input }));
    t.equal(trackEvent.__typename, 'InvalidFields', JSON.stringify(input));
    t.equal(trackEvent.fieldErrors[0].field, field);
  }
  const stored = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tracking_events WHERE category = 'a'`);
  t.same(stored, [{ n: 0 }]);
});

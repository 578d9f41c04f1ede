// Account preferences over real HTTP on the embedded database: notification settings, and consents
// with the proof of each change.
import t from 'tap';
import { accountTools, UPDATE_CONSENTS } from '../../../helpers/accounts.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { createUser, tokenOf, gql } = accountTools(upstream, '198.18.2');

const SETTINGS =
  '{ me { ... on Consumer { notificationSettings { topic channel enabled } } ... on ServicePro { notificationSettings { topic channel enabled } } } }';
const UPDATE_SETTINGS = `mutation($input: UpdateNotificationSettingsInput!) { updateNotificationSettings(input: $input) {
  __typename ... on NotificationSettingsUpdated { settings { topic channel enabled } }
  ... on InvalidFields { fieldErrors { field code } } } }`;
const CONSENTS = '{ me { ... on Consumer { consents { purpose granted updatedAt } } } }';

type Setting = { topic: string; channel: string; enabled: boolean };
const find = (settings: Setting[], topic: string, channel: string) =>
  settings.find((setting) => setting.topic === topic && setting.channel === channel);

t.test('notification settings', async (t) => {
  t.test('consumers and pros see their own topics with the defaults', async (t) => {
    const consumer: Setting[] = (await gql(SETTINGS, {}, await tokenOf('consumer.de@example.com', 'hearth-demo'))).me
      .notificationSettings;
    t.same([...new Set(consumer.map((s) => s.topic))], ['PROPOSALS', 'MESSAGES', 'REVIEW_REMINDERS', 'NEWSLETTER']);
    t.equal(consumer.length, 12);
    t.match(find(consumer, 'PROPOSALS', 'EMAIL'), { enabled: true });
    t.match(find(consumer, 'PROPOSALS', 'PUSH'), { enabled: true });
    t.match(find(consumer, 'PROPOSALS', 'SMS'), { enabled: false });
    t.match(find(consumer, 'PROPOSALS', 'PHONE_CALL'), { enabled: false });
    t.equal(find(consumer, 'MESSAGES', 'PHONE_CALL'), undefined, 'no calls about messages');
    t.same(
      consumer.filter((s) => s.topic === 'NEWSLETTER'),
      [
        { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: false },
        { topic: 'NEWSLETTER', channel: 'PUSH', enabled: false },
      ],
    );
    const pro: Setting[] = (await gql(SETTINGS, {}, await tokenOf('pro.de@example.com', 'hearth-demo'))).me
      .notificationSettings;
    t.same(
      [...new Set(pro.map((s) => s.topic))],
      ['NEW_JOBS', 'MESSAGES', 'PROPOSAL_UPDATES', 'REVIEWS', 'INVOICES', 'NEWSLETTER'],
    );
    t.equal(pro.length, 18);
    t.match(find(pro, 'NEW_JOBS', 'PHONE_CALL'), { enabled: false });
  });

  t.test('an update is kept and answered as the whole matrix', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const input = {
      settings: [
        { topic: 'NEWSLETTER', channel: 'EMAIL', enabled: true },
        { topic: 'MESSAGES', channel: 'PUSH', enabled: false },
        { topic: 'PROPOSALS', channel: 'PHONE_CALL', enabled: true },
      ],
    };
    const { updateNotificationSettings } = await gql(UPDATE_SETTINGS, { input }, token);
    t.equal(updateNotificationSettings.__typename, 'NotificationSettingsUpdated');
    t.equal(updateNotificationSettings.settings.length, 12);
    const settings: Setting[] = (await gql(SETTINGS, {}, token)).me.notificationSettings;
    t.same(settings, updateNotificationSettings.settings);
    for (const entry of input.settings) t.match(find(settings, entry.topic, entry.channel), entry);
    t.match(find(settings, 'MESSAGES', 'EMAIL'), { enabled: true }, 'the rest keep their defaults');
  });

  t.test('a topic or channel the account cannot have is refused and nothing is stored', async (t) => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const valid = { topic: 'MESSAGES', channel: 'SMS', enabled: true };
    const tooMany = Array.from({ length: 101 }, () => valid);
    for (const settings of [
      [valid, { topic: 'NEW_JOBS', channel: 'EMAIL', enabled: true }],
      [valid, { topic: 'MESSAGES', channel: 'PHONE_CALL', enabled: true }],
      [valid, { topic: 'NEWSLETTER', channel: 'SMS', enabled: true }],
      tooMany,
    ]) {
      const { updateNotificationSettings } = await gql(UPDATE_SETTINGS, { input: { settings } }, token);
      t.same(updateNotificationSettings, {
        __typename: 'InvalidFields',
        fieldErrors: [{ field: 'settings', code: 'INVALID' }],
      });
    }
    const rows = await db.query('SELECT 1 FROM notification_settings WHERE user_id = $1', [user.id]);
    t.equal(rows.length, 0);
  });
});

t.test('consents: granting and withdrawing are listed and each change is kept as proof', async (t) => {
  const user = await createUser();
  const token = await tokenOf(user.email);
  t.same((await gql(CONSENTS, {}, token)).me.consents, [
    { purpose: 'ELECTRONIC_MARKETING', granted: false, updatedAt: null },
    { purpose: 'RESEARCH', granted: false, updatedAt: null },
    { purpose: 'TELEMARKETING', granted: false, updatedAt: null },
  ]);
  const requestIds = [newRequestId(), newRequestId(), newRequestId()];
  for (const [index, granted] of [true, false, false].entries()) {
    const input = { consents: [{ purpose: 'RESEARCH', granted }] };
    const response = await call(origin, UPDATE_CONSENTS, { input }, { token, requestId: requestIds[index] });
    const { updateConsents } = await data(response);
    t.equal(updateConsents.__typename, 'ConsentsUpdated');
    t.match(updateConsents.consents[1], { purpose: 'RESEARCH', granted, updatedAt: String });
  }
  t.match((await gql(CONSENTS, {}, token)).me.consents[0], { granted: false, updatedAt: null });
  const events = await db.query<{ purpose: string; granted: boolean; request_id: string }>(
    'SELECT purpose, granted, request_id FROM consent_events WHERE user_id = $1 ORDER BY at, granted DESC',
    [user.id],
  );
  t.same(events, [
    { purpose: 'RESEARCH', granted: true, request_id: requestIds[0] },
    { purpose: 'RESEARCH', granted: false, request_id: requestIds[1] },
  ]);
  const duplicate = {
    consents: [
      { purpose: 'RESEARCH', granted: true },
      { purpose: 'RESEARCH', granted: false },
    ],
  };
  t.same((await gql(UPDATE_CONSENTS, { input: duplicate }, token)).updateConsents, {
    __typename: 'InvalidFields',
    fieldErrors: [{ field: 'consents', code: 'INVALID' }],
  });
});

// Notification settings (spec §1 "manage … notification settings", §3 contact channels): per topic and
// contact channel, on or off. Only the choices a person made are stored; everything else answers
// its default, so a new topic or channel needs no migration of existing accounts.
import type { Queryable } from '../../db/database.ts';
import type { ContactChannel, NotificationSetting, NotificationTopic, UserType } from '../../generated/graphql.ts';

// The topics each kind of account hears about, in the order settings pages list them. The spec
// does not name topics; these follow what each kind of person does (§1).
export const TOPICS_BY_USER_TYPE = {
  CONSUMER: ['PROPOSALS', 'MESSAGES', 'REVIEW_REMINDERS', 'NEWSLETTER'],
  SERVICE_PRO: ['NEW_JOBS', 'MESSAGES', 'PROPOSAL_UPDATES', 'REVIEWS', 'INVOICES', 'NEWSLETTER'],
} as const satisfies Partial<Record<UserType, readonly NotificationTopic[]>>;

// §3 contact channels, in the contract's order.
const CHANNELS: readonly ContactChannel[] = ['EMAIL', 'PHONE_CALL', 'PUSH', 'SMS'];

// Someone rings only about a new piece of work (a proposal for a consumer, a job for a pro); the
// newsletter is never sent by SMS or a call.
const CALL_TOPICS: readonly NotificationTopic[] = ['PROPOSALS', 'NEW_JOBS'];
const NEWSLETTER_CHANNELS: readonly ContactChannel[] = ['EMAIL', 'PUSH'];

export const MAX_SETTINGS_PER_UPDATE = 100;

export function topicsFor(userType: UserType): readonly NotificationTopic[] {
  if (userType === 'CONSUMER' || userType === 'SERVICE_PRO') return TOPICS_BY_USER_TYPE[userType];
  return [];
}

export function channelsFor(topic: NotificationTopic): readonly ContactChannel[] {
  if (topic === 'NEWSLETTER') return NEWSLETTER_CHANNELS;
  return CHANNELS.filter((channel) => channel !== 'PHONE_CALL' || CALL_TOPICS.includes(topic));
}

// Until the person chooses: email and push for everything but the newsletter (marketing needs an
// opt-in); SMS and calls cost attention, so they start off.
export function enabledByDefault(topic: NotificationTopic, channel: ContactChannel): boolean {
  if (topic === 'NEWSLETTER') return false;
  return channel === 'EMAIL' || channel === 'PUSH';
}

export function isAllowed(userType: UserType, topic: NotificationTopic, channel: ContactChannel): boolean {
  return topicsFor(userType).includes(topic) && channelsFor(topic).includes(channel);
}

const key = (topic: string, channel: string) => `${topic}:${channel}`;

// Every topic × channel the account may set, stored choices over defaults, in a stable order.
export async function readNotificationSettings(
  db: Queryable,
  userId: string,
  userType: UserType,
): Promise<NotificationSetting[]> {
  const rows = await db.query<{ topic: string; channel: string; enabled: boolean }>(
    'SELECT topic, channel, enabled FROM notification_settings WHERE user_id = $1',
    [userId],
  );
  const stored = new Map(rows.map((row) => [key(row.topic, row.channel), row.enabled]));
  return topicsFor(userType).flatMap((topic) =>
    channelsFor(topic).map((channel) => ({
      topic,
      channel,
      enabled: stored.get(key(topic, channel)) ?? enabledByDefault(topic, channel),
    })),
  );
}

// False when any entry is not for this kind of account (nothing is stored then).
export function areValidSettings(userType: UserType, settings: readonly NotificationSetting[]): boolean {
  if (settings.length > MAX_SETTINGS_PER_UPDATE) return false;
  return settings.every((setting) => isAllowed(userType, setting.topic, setting.channel));
}

// Stores the entries in one statement; when an input names a topic and channel twice, the last wins.
export async function storeNotificationSettings(
  db: Queryable,
  userId: string,
  settings: readonly NotificationSetting[],
): Promise<void> {
  const latest = new Map(settings.map((setting) => [key(setting.topic, setting.channel), setting]));
  if (latest.size === 0) return;
  const entries = [...latest.values()];
  await db.query(
    `INSERT INTO notification_settings (user_id, topic, channel, enabled)
     SELECT $1, topic, channel, enabled
       FROM unnest($2::text[], $3::text[], $4::text[]::boolean[]) AS s (topic, channel, enabled)
     ON CONFLICT (user_id, topic, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [
      userId,
      entries.map((entry) => entry.topic),
      entries.map((entry) => entry.channel),
      entries.map((entry) => String(entry.enabled)),
    ],
  );
}

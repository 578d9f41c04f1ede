// Notifications: what happens to a person's jobs and responses reaches them on the channels they
// chose for that topic (their notification settings, §3 contact channels) — an email, an SMS to their
// phone, a push to each of their devices — through the outbox, in the transaction of the change.
import type { Queryable } from '../../db/database.ts';
import type { NotificationTopic } from '../../generated/graphql.ts';
import { readNotificationSettings } from '../account/notification-settings.ts';
import type { UserRow } from '../identity/users.ts';
import { enqueueMessage, type OutgoingMessage, type Template } from './outbox.ts';

export interface Notification {
  readonly topic: NotificationTopic;
  readonly template: Template;
  readonly payload: OutgoingMessage['payload'];
}

// Queues the notification for each user on each channel they keep on for its topic. Accounts that
// cannot be reached (disabled, anonymised) and channels without an address are skipped.
export async function notify(tx: Queryable, userIds: readonly string[], notification: Notification): Promise<number> {
  if (userIds.length === 0) return 0;
  const users = await tx.query<UserRow>(
    `SELECT * FROM users WHERE id = ANY($1::uuid[]) AND status NOT IN ('DISABLED', 'ANONYMISED')`,
    [userIds],
  );
  let queued = 0;
  for (const user of users) {
    const settings = await readNotificationSettings(tx, user.id, user.type);
    const wanted = new Set(
      settings
        .filter((setting) => setting.topic === notification.topic && setting.enabled)
        .map((setting) => setting.channel),
    );
    const recipients: { channel: OutgoingMessage['channel']; recipient: string }[] = [];
    if (wanted.has('EMAIL')) recipients.push({ channel: 'EMAIL', recipient: user.email });
    if (wanted.has('SMS') && user.phone) recipients.push({ channel: 'SMS', recipient: user.phone });
    if (wanted.has('PUSH')) {
      const devices = await tx.query<{ token: string }>('SELECT token FROM device_tokens WHERE user_id = $1', [
        user.id,
      ]);
      for (const device of devices) recipients.push({ channel: 'PUSH', recipient: device.token });
    }
    for (const { channel, recipient } of recipients) {
      await enqueueMessage(tx, {
        userId: user.id,
        recipient,
        channel,
        template: notification.template,
        locale: user.locale,
        payload: { brand: user.brand, ...notification.payload },
      });
      queued++;
    }
  }
  return queued;
}

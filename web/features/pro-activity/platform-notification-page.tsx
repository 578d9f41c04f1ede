// ServicePro/PlatformNotification (spec §2.7 platform-notification/{topicName}): where an email or a
// push notification about a topic leads. It says what the topic is and how the professional hears
// about it now, one switch per channel that saves the moment it is flipped, and leads on to every
// notification setting. A topic a professional does not hear about is not found.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import type {
  ContactChannel,
  NotificationTopic,
  ProActivityNotificationSettingsQuery,
} from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import {
  ProActivityNotificationSettingsDocument,
  ProActivityUpdateNotificationSettingDocument,
} from './generated/documents.ts';
import { topicOfName, useTopicWords } from './topic-words.ts';

// The switches, in the order a person thinks of them.
const CHANNEL_ORDER: readonly ContactChannel[] = ['EMAIL', 'SMS', 'PUSH', 'PHONE_CALL'];

type Setting = { topic: NotificationTopic; channel: ContactChannel; enabled: boolean };

export function settingsOf(data: ProActivityNotificationSettingsQuery | undefined): readonly Setting[] | null {
  const me = data?.me;
  return me?.__typename === 'ServicePro' ? me.notificationSettings : null;
}

// Whether the page has a topic to show: the address names one of a professional's topics, and (once
// the settings are read) the professional may set it.
export function isKnownTopic(name: string | undefined, data: ProActivityNotificationSettingsQuery | undefined) {
  const topic = topicOfName(name);
  if (!topic) return false;
  const settings = settingsOf(data);
  return data === undefined || settings === null || settings.some((setting) => setting.topic === topic);
}

export function PlatformNotificationPage({ topicName }: { topicName: string | undefined }) {
  const settings = useQuery(ProActivityNotificationSettingsDocument);
  const topic = topicOfName(topicName);
  if (!topic || !isKnownTopic(topicName, settings.data)) return <NotFoundPage />;
  return <TopicPage topic={topic} />;
}

function TopicPage({ topic }: { topic: NotificationTopic }) {
  const { i18n } = useLingui();
  const words = useTopicWords();
  const settings = useQuery(ProActivityNotificationSettingsDocument);
  // The saved choices become the page's data, so leaving and coming back shows them. (What the
  // server embedded is the data's fallback, not in the cache an updater function would be given.)
  const keep = (saved: readonly Setting[]) => {
    const me = settings.data?.me;
    if (me?.__typename !== 'ServicePro') return;
    void settings.mutate({ me: { ...me, notificationSettings: [...saved] } }, { revalidate: false });
  };
  return (
    <div className="narrow pro-notification">
      <PageHeading title={words.title(topic)} lead={words.about(topic)} />
      <QueryState
        data={settingsOf(settings.data) ?? undefined}
        error={settings.error}
        onRetry={() => void settings.mutate()}
      >
        {(all) => <Channels topic={topic} settings={all} onSaved={keep} />}
      </QueryState>
      <p className="pro-notification-all">
        <Link to="proNotificationSettings">
          {i18n._({ id: 'pro-activity.notification.all-settings', message: 'All your notification settings' })}
          <Icon icon="arrow-right" />
        </Link>
      </p>
    </div>
  );
}

function Channels({
  topic,
  settings,
  onSaved,
}: {
  topic: NotificationTopic;
  settings: readonly Setting[];
  onSaved: (settings: readonly Setting[]) => void;
}) {
  const { i18n } = useLingui();
  const words = useTopicWords();
  const errorMessage = useErrorMessage();
  const save = useMutation(ProActivityUpdateNotificationSettingDocument);
  // The position a person chose for a channel, while it is being saved.
  const [pending, setPending] = useState<ReadonlyMap<ContactChannel, boolean>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const stored = new Map(settings.filter((setting) => setting.topic === topic).map((s) => [s.channel, s.enabled]));
  const channels = CHANNEL_ORDER.filter((channel) => stored.has(channel));
  const isOn = (channel: ContactChannel) => pending.get(channel) ?? stored.get(channel) ?? false;
  const settle = (channel: ContactChannel) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(channel);
      return next;
    });

  async function flip(channel: ContactChannel, enabled: boolean) {
    setFailure(null);
    setPending((current) => new Map(current).set(channel, enabled));
    try {
      const answer = await save.trigger({ input: { settings: [{ topic, channel, enabled }] } });
      const result = answer.updateNotificationSettings;
      if (result.__typename === 'NotificationSettingsUpdated') {
        onSaved(result.settings);
        toast.success(i18n._({ id: 'pro-activity.notification.saved', message: 'Your choice is saved.' }));
      } else {
        setFailure(
          i18n._({
            id: 'pro-activity.notification.refused',
            message: 'This choice could not be saved. Reload the page to see your current choices, then try again.',
          }),
        );
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'pro-activity.notification.failed', message: 'Your choice could not be saved. Try again.' }),
      );
    } finally {
      settle(channel);
    }
  }

  const allOff = channels.every((channel) => !isOn(channel));
  return (
    <section className="card pro-notification-channels" aria-labelledby="pro-notification-how">
      <h2 id="pro-notification-how">{i18n._({ id: 'pro-activity.notification.how', message: 'How we tell you' })}</h2>
      {channels.map((channel) => (
        <Switch
          key={channel}
          label={words.channel(channel)}
          checked={isOn(channel)}
          busy={pending.has(channel)}
          data-testid={`notification-switch-${channel}`}
          onChange={(event) => void flip(channel, event.target.checked)}
        />
      ))}
      {allOff ? (
        <p className="field-hint" data-testid="notification-all-off">
          {i18n._({
            id: 'pro-activity.notification.all-off',
            message: 'Every channel is off: you will not hear about this until you switch one on.',
          })}
        </p>
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </section>
  );
}

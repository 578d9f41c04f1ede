// §2.6 /consumer/notification-settings, §2.7 /service-pro/notification-settings (spec §1 "manage … notification settings", §3 contact
// channels and consent purposes): what the person hears about, by topic and channel — the topics
// and channels are the upstream's, for this kind of account — and what they agree to be contacted
// for. Both are saved together; a failed save keeps every box as the person left it.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { ContactChannel, NotificationTopic } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AccountPage, WithAccountPerson } from './account-page.tsx';
import type { AccountPerson } from './account-person.ts';
import { DeviceNotifications } from './device-notifications.tsx';
import { AccountUpdateConsentsDocument, AccountUpdateNotificationSettingsDocument } from './generated/documents.ts';
import { useNotificationWords } from './notification-words.ts';

// The columns, in the order a person thinks of them.
const CHANNEL_ORDER: readonly ContactChannel[] = ['EMAIL', 'SMS', 'PUSH', 'PHONE_CALL'];

const settingKey = (topic: NotificationTopic, channel: ContactChannel) => `${topic}:${channel}`;

export function NotificationSettingsPage() {
  const { i18n } = useLingui();
  return (
    <AccountPage
      title={i18n._({ id: 'account.notifications.title', message: 'Notifications' })}
      lead={i18n._({
        id: 'account.notifications.lead',
        message: 'Choose what we tell you about, and how. You can change it whenever you like.',
      })}
    >
      <DeviceNotifications />
      <WithAccountPerson>
        {(person, refresh) => <NotificationForm person={person} onSaved={refresh} />}
      </WithAccountPerson>
    </AccountPage>
  );
}

function NotificationForm({ person, onSaved }: { person: AccountPerson; onSaved: () => void }) {
  const { i18n } = useLingui();
  const words = useNotificationWords();
  const errorMessage = useErrorMessage();
  const saveSettings = useMutation(AccountUpdateNotificationSettingsDocument);
  const saveConsents = useMutation(AccountUpdateConsentsDocument);
  const [enabled, setEnabled] = useState(
    () =>
      new Map(
        person.notificationSettings.map((setting) => [settingKey(setting.topic, setting.channel), setting.enabled]),
      ),
  );
  const [granted, setGranted] = useState(
    () => new Map(person.consents.map((consent) => [consent.purpose, consent.granted])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const busy = saveSettings.isMutating || saveConsents.isMutating;

  const topics = [...new Set(person.notificationSettings.map((setting) => setting.topic))];
  const channelsOf = (topic: NotificationTopic) =>
    CHANNEL_ORDER.filter((channel) => enabled.has(settingKey(topic, channel)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const [settingsAnswer, consentsAnswer] = await Promise.all([
        saveSettings.trigger({
          input: {
            settings: person.notificationSettings.map(({ topic, channel }) => ({
              topic,
              channel,
              enabled: enabled.get(settingKey(topic, channel)) ?? false,
            })),
          },
        }),
        saveConsents.trigger({
          input: {
            consents: person.consents.map(({ purpose }) => ({ purpose, granted: granted.get(purpose) ?? false })),
          },
        }),
      ]);
      if (
        settingsAnswer.updateNotificationSettings.__typename === 'NotificationSettingsUpdated' &&
        consentsAnswer.updateConsents.__typename === 'ConsentsUpdated'
      ) {
        onSaved();
        toast.success(i18n._({ id: 'account.notifications.saved', message: 'Your notification choices are saved.' }));
      } else {
        setFailure(
          i18n._({
            id: 'account.notifications.refused',
            message: 'Some choices could not be saved. Reload the page and try again.',
          }),
        );
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form className="form account-form" onSubmit={submit} noValidate>
      <section className="card account-section" aria-labelledby="account-topics">
        <h2 id="account-topics">{i18n._({ id: 'account.notifications.topics', message: 'What we tell you about' })}</h2>
        {topics.map((topic) => (
          <fieldset key={topic} className="account-topic" data-testid={`topic-${topic}`}>
            <legend>{words.topic(topic)}</legend>
            <p className="field-hint">{words.topicHint(topic)}</p>
            <div className="account-channels">
              {channelsOf(topic).map((channel) => {
                const key = settingKey(topic, channel);
                return (
                  <Checkbox
                    key={channel}
                    label={words.channel(channel)}
                    name={key}
                    checked={enabled.get(key) ?? false}
                    onChange={(event) => {
                      const on = event.target.checked;
                      setEnabled((current) => new Map(current).set(key, on));
                    }}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </section>
      <section className="card account-section" aria-labelledby="account-consents">
        <h2 id="account-consents">{i18n._({ id: 'account.consents.title', message: 'What you agree to' })}</h2>
        {person.consents.map(({ purpose }) => (
          <Checkbox
            key={purpose}
            label={words.consent(purpose)}
            hint={words.consentHint(purpose)}
            name={purpose}
            checked={granted.get(purpose) ?? false}
            onChange={(event) => {
              const on = event.target.checked;
              setGranted((current) => new Map(current).set(purpose, on));
            }}
          />
        ))}
      </section>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={busy} data-testid="notifications-save">
          {i18n._({ id: 'account.notifications.save', message: 'Save choices' })}
        </button>
      </div>
    </form>
  );
}

// §2.8 activation/application-promotion (decision 062): once registered, new jobs on the phone —
// the first to answer is the one hired. Inside the app: push notifications turned on here, or the
// phone's settings opened where they were refused. On the web: the alerts by email and push that the
// notification settings hold, and the same site on the phone's browser. The brands' app-store
// listings are not this repository's to name, so no store badge is drawn.
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { usePermissions } from '../../lib/native/permissions-provider.tsx';
import { Link, useRouter } from '../../lib/router.tsx';

const noSubscription = () => () => {};

export function ApplicationPromotionPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const { inApp, statuses, pushNotificationsEnabled, requestAllPermissions, openNotificationSettings } =
    usePermissions();
  // The server does not know the phone: the app's part appears once the page has hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const app = inApp && hydrated;
  const status = statuses.pushNotifications;
  const on = (status === 'granted' || status === 'limited') && pushNotificationsEnabled !== false;
  // Refused on the phone: only its settings can undo that.
  const refused = status === 'blocked' || (status === 'granted' && pushNotificationsEnabled === false);
  const points: Feature[] = [
    {
      icon: 'bell',
      title: i18n._({ id: 'register.app.alerts', message: 'New jobs the moment they come in' }),
      text: i18n._({
        id: 'register.app.alerts-text',
        message: 'Home owners often hire one of the first to answer. An alert lets you be one of them.',
      }),
    },
    {
      icon: 'message-square',
      title: i18n._({ id: 'register.app.messages', message: 'Answer customers from the van' }),
      text: i18n._({
        id: 'register.app.messages-text',
        message: 'Read and answer messages, and send your price, wherever the work takes you.',
      }),
    },
    {
      icon: 'images',
      title: i18n._({ id: 'register.app.photos', message: 'Photos straight from the job' }),
      text: i18n._({
        id: 'register.app.photos-text',
        message: 'Add the photos of finished work to your profile as you take them.',
      }),
    },
  ];
  return (
    <div className="narrow">
      <PageHeading
        title={i18n._({
          id: 'register.app.title',
          message: 'Take {product} with you',
          values: { product: brand.productName },
        })}
        lead={i18n._({
          id: 'register.app.lead',
          message: 'Your jobs, messages and profile on your phone, with an alert for every new job.',
        })}
      />
      <FeatureList features={points} />
      <div className="card account-topic" data-testid="app-promotion-action">
        {app ? (
          on ? (
            <p>{i18n._({ id: 'register.app.on', message: 'Alerts are on: this phone tells you of every new job.' })}</p>
          ) : (
            <>
              <p>
                {refused
                  ? i18n._({
                      id: 'register.app.blocked',
                      message: 'This phone does not show our alerts. Turn them on in its settings.',
                    })
                  : i18n._({ id: 'register.app.ask', message: 'Let this phone show an alert for every new job.' })}
              </p>
              <div className="actions">
                <button
                  type="button"
                  className="button"
                  onClick={refused ? openNotificationSettings : requestAllPermissions}
                  data-testid="app-promotion-enable"
                >
                  {refused
                    ? i18n._({ id: 'register.app.open-settings', message: 'Open the phone’s settings' })
                    : i18n._({ id: 'register.app.enable', message: 'Turn on alerts' })}
                </button>
              </div>
            </>
          )
        ) : (
          <>
            <p>
              {i18n._({
                id: 'register.app.web',
                message:
                  'Open {host} on your phone and sign in: everything here works there too. Choose how we tell you of new jobs in your notification settings.',
                values: { host: brand.hostname },
              })}
            </p>
            <div className="actions">
              <Link to="proNotificationSettings" className="button secondary" data-testid="app-promotion-settings">
                {i18n._({ id: 'register.app.settings', message: 'Notification settings' })}
              </Link>
            </div>
          </>
        )}
      </div>
      <div className="actions">
        <Link to="newServiceRequests" className="button">
          {i18n._({ id: 'register.done.to-jobs', message: 'See the jobs' })}
        </Link>
      </div>
    </div>
  );
}

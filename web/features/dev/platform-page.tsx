// /dev/platform (development and test only): a showcase of the client platform in a real browser.
// It shows the design system's brands and header (design-system.tsx). A person can raise every
// kind of toast, see the system banner variants, send and receive every app-bridge message, and
// trigger the error paths: a page that fails while rendering, a rejected GraphQL call, a report to
// the error reporter. The offline banner appears when the browser goes offline. The shared pieces
// of cards, the sheet, tabs and loading, empty and failed states are shown in every shape.
import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';
import { SystemBanner } from '../../components/banners/system-banner.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useFeatureFlagContext } from '../../lib/feature-flags.tsx';
import { request } from '../../lib/graphql.ts';
import { type IncomingMessage, listenToApp, type OutgoingMessage, postToApp } from '../../lib/native/bridge.ts';
import { reportError } from '../../lib/report.ts';
import { snackbar, toast } from '../../lib/toasts/toast.ts';
import { CardsShowcase } from './cards-showcase.tsx';
import { BrandShowcase, HeaderShowcase } from './design-system.tsx';
import { UiShowcase } from './ui-showcase.tsx';

// Every §7.4 outgoing message, with a sample payload.
const OUTGOING: readonly OutgoingMessage[] = [
  { type: 'OPEN_DEVICE_NOTIFICATION_SETTINGS', payload: null },
  { type: 'SET_MOBILE_APP_USER', payload: { email: 'consumer.uk@example.com' } },
  { type: 'UPDATE_UNREAD_MESSAGE_COUNT', payload: { count: 3 } },
  { type: 'REQUEST_ALL_PERMISSIONS', payload: null },
  { type: 'REQUEST_PERMISSION', payload: { permission: 'camera' } },
  { type: 'GET_ALL_PERMISSION_STATUSES', payload: null },
  { type: 'GET_PERMISSION_STATUS', payload: { permission: 'pushNotifications' } },
  { type: 'APPLY_COOKIES_UPDATE', payload: { cookies: 'agent-type=consumer-app' } },
];

// Every §7.4 incoming message, as the app would post it to the page.
const INCOMING: readonly IncomingMessage[] = [
  {
    type: 'ALL_PERMISSION_STATUSES',
    payload: { statuses: { camera: 'granted', pushNotifications: 'denied', appTrackingTransparency: 'unavailable' } },
  },
  { type: 'PERMISSION_STATUS', payload: { permission: 'camera', status: 'blocked' } },
  {
    type: 'DEVICE_TOKEN_GENERATED',
    payload: { token: 'showcase-token', platform: 'GCM', packageName: 'com.example.app' },
  },
  { type: 'DEVICE_PUSH_NOTIFICATIONS_ENABLED_STATUS', payload: { enabled: true } },
];

// A query only the client can answer: the fetcher refuses to send it (§8).
const CLIENT_ONLY_QUERY = { toString: () => 'query showcaseClientOnly { localDraft @client }' };

function Crash(): never {
  throw new Error('A showcase page failed while rendering');
}

export function DevPlatformPage() {
  const { i18n } = useLingui();
  const describe = useErrorMessage();
  const flags = useFeatureFlagContext();
  const [crash, setCrash] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const note = useCallback((line: string) => setLog((lines) => [line, ...lines].slice(0, 20)), []);

  useEffect(() => listenToApp((message) => note(`← ${message.type}`)), [note]);

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'dev.platform.title', message: 'Platform showcase' })}
        lead={i18n._({
          id: 'dev.platform.lead',
          message: 'Try the pieces every page relies on. Go offline to see the offline banner.',
        })}
      />
      <BrandShowcase />
      <HeaderShowcase />
      <section aria-labelledby="dev-toasts">
        <h2 id="dev-toasts">{i18n._({ id: 'dev.platform.toasts', message: 'Notifications' })}</h2>
        <div className="button-row">
          {(['info', 'success', 'warning', 'error', 'loading'] as const).map((type) => (
            <button key={type} type="button" className="button secondary" onClick={() => toast({ title: type, type })}>
              {type}
            </button>
          ))}
          <button type="button" className="button secondary" onClick={() => snackbar('snackbar')}>
            snackbar
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              toast.info(i18n._({ id: 'dev.platform.toast-with-action', message: 'A notification with an action' }), {
                action: { label: i18n._({ id: 'dev.platform.undo', message: 'Undo' }), onClick: () => note('undo') },
              })
            }
          >
            {i18n._({ id: 'dev.platform.action', message: 'With an action' })}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              for (let n = 1; n <= 30; n++) toast.info(`#${n}`);
            }}
          >
            {i18n._({ id: 'dev.platform.many', message: 'Thirty at once' })}
          </button>
        </div>
      </section>
      <section aria-labelledby="dev-banners">
        <h2 id="dev-banners">{i18n._({ id: 'dev.platform.banners', message: 'Banners' })}</h2>
        <SystemBanner
          variant="navigational"
          colour="brand"
          readMore={{ label: i18n._({ id: 'dev.platform.read-more', message: 'Read more' }), href: '/' }}
        >
          {i18n._({ id: 'dev.platform.banner-navigational', message: 'A navigational banner in the brand colour' })}
        </SystemBanner>
        <SystemBanner variant="plain" colour="error">
          {i18n._({ id: 'dev.platform.banner-plain', message: 'A plain banner in the error colour' })}
        </SystemBanner>
        <SystemBanner variant="plain" colour="default">
          {i18n._({ id: 'dev.platform.banner-default', message: 'A plain banner in the default colour' })}
        </SystemBanner>
      </section>
      <CardsShowcase />
      <section aria-labelledby="dev-bridge">
        <h2 id="dev-bridge">{i18n._({ id: 'dev.platform.bridge', message: 'App bridge' })}</h2>
        <div className="button-row">
          {OUTGOING.map((message) => (
            <button
              key={message.type}
              type="button"
              className="button secondary"
              onClick={() => note(`→ ${message.type} ${postToApp(message) ? '✓' : '✗'}`)}
            >
              → {message.type}
            </button>
          ))}
          {INCOMING.map((message) => (
            <button
              key={message.type}
              type="button"
              className="button secondary"
              onClick={() => window.postMessage(JSON.stringify(message), window.location.origin)}
            >
              ← {message.type}
            </button>
          ))}
        </div>
        <ol className="dev-log" data-testid="bridge-log">
          {log.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at the top
            <li key={index}>{line}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="dev-errors">
        <h2 id="dev-errors">{i18n._({ id: 'dev.platform.errors', message: 'Errors' })}</h2>
        <div className="button-row">
          <button type="button" className="button secondary" onClick={() => setCrash(true)}>
            {i18n._({ id: 'dev.platform.crash', message: 'Fail while rendering' })}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              request(CLIENT_ONLY_QUERY).catch((error: unknown) => {
                note(`✗ ${error instanceof Error ? error.message : String(error)}`);
                toast.error(describe(error) ?? '');
              })
            }
          >
            {i18n._({ id: 'dev.platform.client-only', message: 'Send a client-only query' })}
          </button>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              reportError(new Error('Reported from the platform showcase'), { tags: { source: 'Showcase' } })
            }
          >
            {i18n._({ id: 'dev.platform.report', message: 'Report an error' })}
          </button>
        </div>
        {crash ? <Crash /> : null}
      </section>
      <UiShowcase />
      <section aria-labelledby="dev-flags">
        <h2 id="dev-flags">{i18n._({ id: 'dev.platform.flags', message: 'Feature flags' })}</h2>
        <ul data-testid="flags">
          {Object.entries(flags).map(([name, on]) => (
            <li key={name}>
              {name}: {on ? '✓' : '✗'}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

// Not for anyone to import: re-exported so that the build ships these in the one chunk the other
// pages share (web/page-controls.ts).
export * from '../../page-controls.ts';

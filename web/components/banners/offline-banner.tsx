// §2.10: the offline banner, shown while the browser says it has no connection. It follows the
// browser's online and offline events; the server render assumes a connection.
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { SystemBanner } from './system-banner.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineBanner() {
  const { i18n } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <SystemBanner variant="plain" colour="default" role="status">
      {i18n._({
        id: 'banner.offline',
        message: 'You have no internet connection. Some things will not work until you are back online.',
      })}
    </SystemBanner>
  );
}

// What the client entry does around hydration that is not the app itself (spec §2.10, §7.3, §8):
// check the translation messages read from the page, register the background worker, load the
// consent script. The worker is registered once the page has loaded, so its download does not
// compete with the page's own.
import type { ClientConfig } from '../config.tsx';
import type { PageState } from '../state.ts';
import { loadConsentScript } from './consent.ts';
import { checkMessages } from './messages-check.ts';
import { registerServiceWorker } from './service-worker.ts';

export interface Loading {
  // False when the messages are missing (a reload may be on its way).
  readonly messagesLoaded: boolean;
  readonly serviceWorker: Promise<void>;
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

export function startLoading(state: Pick<PageState, 'messages'> & { readonly config: ClientConfig }): Loading {
  const messagesLoaded = checkMessages({ messages: state.messages, env: state.config.env });
  loadConsentScript(state.config);
  return { messagesLoaded, serviceWorker: afterLoad().then(() => registerServiceWorker(state.config.locale)) };
}

// What the client entry does around hydration that is not the app itself (spec §2.10, §7.3, §8):
// check the translation messages the page named, register the background worker, load the
// consent script. The worker is registered once the page has loaded, so its download does not
// compete with the page's own.
import type { Messages } from '@lingui/core';
import type { ClientConfig } from '../config.tsx';
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

export function startLoading({
  config,
  messages,
}: {
  readonly config: ClientConfig;
  readonly messages: Messages | null;
}): Loading {
  const messagesLoaded = checkMessages({ messages, env: config.env });
  loadConsentScript(config);
  return { messagesLoaded, serviceWorker: afterLoad().then(() => registerServiceWorker(config.locale)) };
}

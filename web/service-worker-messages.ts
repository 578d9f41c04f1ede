// The words of the service worker's offline page (spec §2.10, §8 "No connection"). The worker
// carries no catalogs: the build translates these for each locale and writes them into that
// locale's worker (scripts/build.ts), so they are plain descriptors marked for extraction.

export interface OfflineText {
  readonly title: string;
  readonly lead: string;
  readonly retry: string;
}

export const OFFLINE_MESSAGES = {
  title: /*i18n*/ { id: 'offline.title', message: 'You are offline' },
  lead: /*i18n*/ {
    id: 'offline.lead',
    message: 'This page needs an internet connection. Check your connection, then try again.',
  },
  retry: /*i18n*/ { id: 'offline.retry', message: 'Try again' },
} as const satisfies Record<keyof OfflineText, { readonly id: string; readonly message: string }>;

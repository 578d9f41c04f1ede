// The tracking contexts (spec §3) that trackEvent adds to events by itself: the client platform
// and, for the new-app-version banner, the app's version. Each is the { name, data } a TrackEvent
// carries, with exactly the fields the upstream accepts for that name.
import type { ClientPlatform, TrackingContextName } from '../../generated/graphql.ts';

export type TrackingContextData = Readonly<Record<string, string | number | boolean | null>>;

export interface TrackingContext {
  readonly name: TrackingContextName;
  readonly data: TrackingContextData;
}

// §3: the platform's name, plus its version when it is not the website.
export function platformContext(name: ClientPlatform, version?: string | null): TrackingContext {
  return {
    name: 'PLATFORM',
    data: name === 'WEBSITE' || !version ? { name } : { name, version },
  };
}

// §7.2: added by trackEvent itself to the new-app-version banner's events.
export function appVersionContext(version: string): TrackingContext {
  return { name: 'APP_VERSION', data: { version } };
}

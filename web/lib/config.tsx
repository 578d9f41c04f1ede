// The public settings the server hands to the client in the page (spec §9 environment
// configuration): nothing here is secret. Components read them with useClientConfig(); code
// outside React receives them from whoever starts it (client-entry.tsx).
import { createContext, type ReactNode, useContext } from 'react';
import type { AppEnv } from '../../shared/app-env.ts';
import type { BrandId } from '../../shared/brands.ts';
import type { Locale } from '../../shared/locales.ts';

export interface ClientConfig {
  readonly env: AppEnv;
  readonly brandId: BrandId;
  readonly locale: Locale;
  // Where this brand's site is, as the browser reached it: the origin of a link a person shares
  // (a professional's referral link, decision 050).
  readonly siteOrigin: string;
  // The request id of the server render that made this page: the parent of the page's own calls.
  readonly parentRequestId: string | null;
  // Where the apps send login and one-time-code operations (spec §7.1 mobile-app login path).
  readonly mobileLoginPath: string;
  // Where analytics events go (a Snowplow-compatible collector); null: none are sent.
  readonly analyticsCollectorUrl: string | null;
  // A Sentry-compatible DSN; null: errors are reported to the console only.
  readonly errorReportingDsn: string | null;
  // The third-party consent script; null: none is loaded.
  readonly consentScriptUrl: string | null;
  // Path prefixes on which the consent script is not loaded.
  readonly consentExcludedPaths: readonly string[];
  // The public site key of the sign-up captcha; null: none is shown.
  readonly captchaSiteKey: string | null;
  // Sent as client name and version headers when given (spec §7.3).
  readonly clientName: string | null;
  readonly clientVersion: string | null;
}

const ConfigContext = createContext<ClientConfig | null>(null);

export function ConfigProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useClientConfig(): ClientConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useClientConfig must be inside a ConfigProvider');
  return config;
}

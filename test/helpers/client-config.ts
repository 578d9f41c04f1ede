// The public settings of a page as the BFF would hand them to the client, for tests that start
// client code outside a rendered page: the test environment, the UK brand, nothing third-party.
import { DEFAULT_MOBILE_LOGIN_PATH } from '../../shared/constants.ts';
import type { ClientConfig } from '../../web/lib/config.tsx';

export function testClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return {
    env: 'test',
    brandId: 'uk',
    locale: 'en-GB',
    siteOrigin: 'http://uk.localhost',
    parentRequestId: null,
    mobileLoginPath: DEFAULT_MOBILE_LOGIN_PATH,
    analyticsCollectorUrl: null,
    errorReportingDsn: null,
    consentScriptUrl: null,
    consentExcludedPaths: [],
    captchaSiteKey: null,
    clientName: null,
    clientVersion: null,
    ...overrides,
  };
}

// Push notification tokens from the apps (spec §7.2 registerDeviceToken): when the app reports a
// new device token, the token is registered with the platform and kept in local storage as
// deviceToken and deviceTokenPlatform. A failure goes to error reporting only; the person sees
// nothing.
import { WEB_APP_VERSION } from '../../../shared/version.ts';
import { request as graphqlRequest } from '../graphql.ts';
import { RegisterDeviceTokenDocument } from '../platform/generated/documents.ts';
import { reportError } from '../report.ts';
import type { Agent, Bridge, DeviceTokenPayload } from './bridge.ts';

export const DEVICE_TOKEN_KEY = 'deviceToken';
export const DEVICE_TOKEN_PLATFORM_KEY = 'deviceTokenPlatform';

export interface DeviceTokenOptions {
  readonly bridge: Bridge;
  readonly agent: Agent;
  readonly request?: typeof graphqlRequest;
  readonly report?: typeof reportError;
}

export async function registerDeviceToken(
  payload: DeviceTokenPayload,
  { agent, request = graphqlRequest, report = reportError }: Omit<DeviceTokenOptions, 'bridge'>,
): Promise<void> {
  try {
    localStorage.setItem(DEVICE_TOKEN_KEY, payload.token);
    localStorage.setItem(DEVICE_TOKEN_PLATFORM_KEY, payload.platform);
  } catch (error) {
    // Storage may be full or switched off; the registration itself still matters more.
    report(error, { tags: { source: 'Device Token' } });
  }
  try {
    const { registerDeviceToken: result } = await request(RegisterDeviceTokenDocument, {
      input: {
        token: payload.token,
        packageName: payload.packageName,
        platform: payload.platform,
        metadata: { agentType: agent.type, appVersion: agent.version, webAppVersion: WEB_APP_VERSION },
      },
    });
    if (result.__typename !== 'DeviceTokenRegistered') {
      report(new Error(`Device token registration refused: ${result.__typename}`), {
        tags: { source: 'Device Token' },
        extra: { platform: payload.platform, packageName: payload.packageName },
      });
    }
  } catch (error) {
    report(error, { tags: { source: 'Device Token' }, extra: { platform: payload.platform } });
  }
}

// Registers every token the app reports until the returned function is called.
export function startDeviceTokenRegistration(options: DeviceTokenOptions): () => void {
  return options.bridge.listen((message) => {
    if (message.type === 'DEVICE_TOKEN_GENERATED') void registerDeviceToken(message.payload, options);
  });
}

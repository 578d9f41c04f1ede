// Pages for the people building the product, never served in staging or production: the platform
// showcase lets a person trigger toasts, banners, bridge messages and errors in a real browser.
import type { AppEnv } from './app-env.ts';

export const DEV_PLATFORM_PATH = '/dev/platform';

export function isDevPagesEnv(env: AppEnv): boolean {
  return env === 'development' || env === 'test';
}

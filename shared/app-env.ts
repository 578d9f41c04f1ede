// The environments the product runs in (spec §9 environment configuration). Page views, secure
// cookies and demo data depend on it.

export const APP_ENVS = ['development', 'test', 'staging', 'production'] as const;

export type AppEnv = (typeof APP_ENVS)[number];

export function isAppEnv(value: unknown): value is AppEnv {
  return typeof value === 'string' && (APP_ENVS as readonly string[]).includes(value);
}

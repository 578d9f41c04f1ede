// The upstream's configuration, read once from the environment and checked at start.

import { APP_ENVS, type AppEnv, isAppEnv } from '../shared/app-env.ts';

export interface UpstreamConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  // A postgres:// URL; unset means the embedded PGlite under dataDir.
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  // Required outside development and test; there a secret is made once and kept in the database.
  readonly tokenSecret: string | undefined;
  readonly sessionLifetimeSeconds: number;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

export function readAppEnv(env: NodeJS.ProcessEnv, fallback: AppEnv = 'production'): AppEnv {
  const raw = env.APP_ENV;
  if (raw === undefined || raw === '') return fallback;
  if (!isAppEnv(raw)) throw new ConfigError(`APP_ENV must be one of ${APP_ENVS.join(', ')}, not "${raw}"`);
  return raw;
}

export function loadUpstreamConfig(env: NodeJS.ProcessEnv = process.env): UpstreamConfig {
  const appEnv = readAppEnv(env);
  const tokenSecret = env.AUTH_TOKEN_SECRET || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < 32) {
    throw new ConfigError('AUTH_TOKEN_SECRET must be at least 32 characters');
  }
  if (tokenSecret === undefined && (appEnv === 'staging' || appEnv === 'production')) {
    throw new ConfigError(`AUTH_TOKEN_SECRET is required when APP_ENV is ${appEnv}`);
  }
  return {
    appEnv,
    host: env.UPSTREAM_HOST || '127.0.0.1',
    port: integer(env, 'UPSTREAM_PORT', 4000, 0, 65_535),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'data/pglite',
    tokenSecret,
    sessionLifetimeSeconds: integer(env, 'SESSION_LIFETIME_SECONDS', 30 * 24 * 3600, 60, 366 * 24 * 3600),
    logLevel: env.LOG_LEVEL || (appEnv === 'test' ? 'warn' : 'info'),
  };
}

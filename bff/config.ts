// The BFF's configuration, read once from the environment and checked at start: a wrong value
// stops the process with a message naming the variable.
import { APP_ENVS, type AppEnv, isAppEnv } from '../shared/app-env.ts';
import { BRAND_IDS, type BrandId, isBrandId } from '../shared/brands.ts';

export interface BffConfig {
  readonly appEnv: AppEnv;
  readonly host: string;
  readonly port: number;
  readonly upstreamGraphqlUrl: URL;
  readonly cookiePrefix: string;
  // Secure cookies everywhere but development (spec §9: secure in production and staging).
  readonly secureCookies: boolean;
  readonly defaultBrand: BrandId;
  readonly brandHostnames: Partial<Record<BrandId, string>>;
  // `<brand>.localhost` hosts select a brand only in development and test.
  readonly allowLocalhostBrands: boolean;
  // Where `npm run build` wrote the client assets and the server render bundle.
  readonly distDir: URL;
  readonly logLevel: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readAppEnv(raw: string | undefined): AppEnv {
  if (raw === undefined || raw === '') return 'production';
  if (!isAppEnv(raw)) throw new ConfigError(`APP_ENV must be one of ${APP_ENVS.join(', ')}, not "${raw}"`);
  return raw;
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535, not "${raw}"`);
  }
  return port;
}

function readUpstreamUrl(raw: string | undefined): URL {
  if (!raw) throw new ConfigError('UPSTREAM_GRAPHQL_URL is required (the upstream GraphQL endpoint)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`UPSTREAM_GRAPHQL_URL is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('UPSTREAM_GRAPHQL_URL must be an http or https URL');
  }
  return url;
}

// Cookie names are RFC 6265 tokens; the prefix stays short so names stay readable.
function readCookiePrefix(raw: string | undefined): string {
  const prefix = raw ?? 'hearth_';
  if (!/^[A-Za-z0-9_.-]{0,32}$/.test(prefix)) {
    throw new ConfigError('COOKIE_PREFIX may hold only letters, digits, "_", "." and "-" (at most 32)');
  }
  return prefix;
}

function readDefaultBrand(raw: string | undefined): BrandId {
  if (raw === undefined || raw === '') return 'uk';
  if (!isBrandId(raw)) throw new ConfigError(`DEFAULT_BRAND must be one of ${BRAND_IDS.join(', ')}, not "${raw}"`);
  return raw;
}

// BRAND_HOSTNAMES=nl=www.example.nl,fr=www.example.fr
function readBrandHostnames(raw: string | undefined): Partial<Record<BrandId, string>> {
  const hostnames: Partial<Record<BrandId, string>> = {};
  if (!raw) return hostnames;
  for (const pair of raw.split(',')) {
    const [brand, hostname] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (!isBrandId(brand) || !hostname || !/^[a-z0-9.-]+$/.test(hostname)) {
      throw new ConfigError(`BRAND_HOSTNAMES needs brand=hostname pairs separated by commas, not "${pair}"`);
    }
    hostnames[brand] = hostname;
  }
  return hostnames;
}

export function loadBffConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const appEnv = readAppEnv(env.APP_ENV);
  const local = appEnv === 'development' || appEnv === 'test';
  return {
    appEnv,
    host: env.HOST || (appEnv === 'development' ? 'localhost' : '0.0.0.0'),
    port: readPort(env.PORT),
    upstreamGraphqlUrl: readUpstreamUrl(env.UPSTREAM_GRAPHQL_URL),
    cookiePrefix: readCookiePrefix(env.COOKIE_PREFIX),
    secureCookies: appEnv !== 'development',
    defaultBrand: readDefaultBrand(env.DEFAULT_BRAND),
    brandHostnames: readBrandHostnames(env.BRAND_HOSTNAMES),
    allowLocalhostBrands: local,
    distDir: new URL(env.DIST_DIR ? `file://${env.DIST_DIR.replace(/\/?$/, '/')}` : '../dist/', import.meta.url),
    logLevel: env.LOG_LEVEL || (appEnv === 'test' ? 'warn' : 'info'),
  };
}

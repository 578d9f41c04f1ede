// One reader for the settings of every process. Each process declares its settings once — the
// variable, how its text is read, its default (per environment where that differs) and one line
// of doc — and the same declarations check the environment at start and write the README's
// configuration tables (scripts/config-table.ts). The environment comes in as an argument, so
// this runs anywhere.
import { APP_ENVS, type AppEnv } from './app-env.ts';
import { Invalid, oneOf, type Parser } from './setting-parsers.ts';

export type Env = Readonly<Record<string, string | undefined>>;

// A wrong setting: the process does not start, and the message names the variable.
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The default of a setting that must be set.
export const REQUIRED = Symbol('required');

// A default as text, read like a set value so that it passes the same checks; `undefined`: unset.
type DefaultText = string | typeof REQUIRED | undefined;

// A default that differs between environments: the named ones, and `otherwise` for the rest.
export class ByEnvironment<D extends DefaultText = DefaultText> {
  readonly named: Readonly<Partial<Record<AppEnv, D>>>;
  readonly otherwise: D;
  constructor(named: Partial<Record<AppEnv, D>>, otherwise: D) {
    this.named = named;
    this.otherwise = otherwise;
  }

  in(appEnv: AppEnv): D {
    return Object.hasOwn(this.named, appEnv) ? (this.named[appEnv] as D) : this.otherwise;
  }
}

export function byEnvironment<D extends DefaultText>({
  otherwise,
  ...named
}: Partial<Record<AppEnv, D>> & { otherwise: D }): ByEnvironment<D> {
  return new ByEnvironment<D>(named as Partial<Record<AppEnv, D>>, otherwise);
}

export interface Setting<T> {
  // One line for the README: what the value does, with its unit and bounds.
  readonly doc: string;
  readonly default?: DefaultText | ByEnvironment;
  // The README's Default column where the default's text would say too little (or nothing).
  readonly defaultDoc?: string;
  // Never repeated in a message, which ends up in logs.
  readonly secret?: boolean;
  // An empty value is kept as set (an empty cookie prefix is a prefix), not taken for unset.
  readonly keepsEmpty?: boolean;
  readonly parse: Parser<T>;
}

type Declaration<T> = Omit<Setting<T>, 'default'>;
type Given = string | typeof REQUIRED;

// A setting with a default in every environment reads as its parser's type; one that may stay
// unset also reads as undefined, and says in `defaultDoc` what unset means.
export function setting<T>(
  declaration: Declaration<T> & { readonly default: Given | ByEnvironment<Given> },
): Setting<T>;
export function setting<T>(
  declaration: Declaration<T> & { readonly default?: ByEnvironment; readonly defaultDoc: string },
): Setting<T | undefined>;
export function setting(declaration: Setting<unknown>): Setting<unknown> {
  return declaration;
}

export type Settings = Readonly<Record<string, Setting<unknown>>>;
export type SettingValues<S extends Settings> = { readonly [K in keyof S]: S[K] extends Setting<infer T> ? T : never };

// Read by both processes; defaults of other settings may depend on APP_ENV.
export const COMMON_SETTINGS = {
  APP_ENV: setting({
    doc: '`development`, `test`, `staging` or `production`: cookies are `Secure` outside development; demo data and `<brand>.localhost` hosts only in development and test; introspection off, `Strict-Transport-Security` sent and the session cookies named `__Host-<prefix>…` in staging and production',
    default: 'production',
    defaultDoc: '`production`; `development` for `npm start` and the scripts',
    parse: oneOf(APP_ENVS),
  }),
  LOG_LEVEL: setting({
    doc: 'pino log level',
    default: byEnvironment({ test: 'warn', otherwise: 'info' }),
    parse: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  }),
};

// `appEnv` is asked only for a default that depends on it, so reading a few settings (DIST_DIR for
// a build) does not also check APP_ENV.
function readSetting<T>(name: string, declared: Setting<T>, env: Env, appEnv: () => AppEnv): T {
  const raw = env[name];
  const set = raw !== undefined && (raw !== '' || declared.keepsEmpty === true);
  const fallback = declared.default;
  const byEnv = fallback instanceof ByEnvironment;
  const text = set ? raw : byEnv ? fallback.in(appEnv()) : fallback;
  if (text === REQUIRED) {
    throw new ConfigError(
      byEnv ? `${name} is required when APP_ENV is ${appEnv()}` : `${name} is required (${declared.doc})`,
    );
  }
  if (text === undefined) return undefined as T;
  try {
    return declared.parse(text);
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    throw new ConfigError(`${name} ${error.message}${declared.secret ? '' : `, not "${error.shown ?? text}"`}`);
  }
}

// The values of the declared settings, or a ConfigError naming the first one that is wrong.
export function readSettings<S extends Settings>(settings: S, env: Env): SettingValues<S> {
  let appEnv: AppEnv | undefined;
  const appEnvOnce = () => {
    appEnv ??= readSetting('APP_ENV', COMMON_SETTINGS.APP_ENV, env, () => 'production');
    return appEnv;
  };
  const values: Record<string, unknown> = {};
  for (const [name, declared] of Object.entries(settings)) values[name] = readSetting(name, declared, env, appEnvOnce);
  return values as SettingValues<S>;
}

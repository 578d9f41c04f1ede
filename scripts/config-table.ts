// `npm run docs:config`: writes the README's configuration tables from the settings' declarations,
// between the markers in its "Configuration" section, so the README says what the code reads.
// test/scripts/config-table.test.ts fails while the two differ.
import { readFile, writeFile } from 'node:fs/promises';
import { OPERATIONS_SETTINGS } from '../bff/operations-config.ts';
import { RATE_LIMIT_SETTINGS } from '../bff/rate-limit/config.ts';
import { BFF_SETTINGS } from '../bff/settings.ts';
import { ByEnvironment, COMMON_SETTINGS, REQUIRED, type Setting, type Settings } from '../shared/settings.ts';
import { UPSTREAM_SETTINGS } from '../upstream/settings.ts';

export const README = new URL('../README.md', import.meta.url);
const START = "<!-- config-table:start — written by `npm run docs:config` from the settings' declarations -->";
const END = '<!-- config-table:end -->';

// Every declared setting, in the order the README shows them.
export const SETTING_GROUPS: readonly { readonly title: string; readonly settings: Settings }[] = [
  { title: 'Both processes', settings: COMMON_SETTINGS },
  { title: 'The BFF', settings: BFF_SETTINGS },
  { title: 'The BFF: rate limits (decision 012)', settings: RATE_LIMIT_SETTINGS },
  { title: 'The BFF: proxies, timeouts, load shedding, metrics (decision 013)', settings: OPERATIONS_SETTINGS },
  { title: 'The upstream', settings: UPSTREAM_SETTINGS },
];

function shown(text: string | typeof REQUIRED | undefined): string {
  if (text === REQUIRED) return 'required';
  return text === undefined ? 'unset' : `\`${text}\``;
}

// "`localhost` in development, else `0.0.0.0`".
function defaultOf(declared: Setting<unknown>): string {
  const fallback = declared.default;
  if (declared.defaultDoc !== undefined) return declared.defaultDoc;
  if (!(fallback instanceof ByEnvironment)) return shown(fallback);
  const environments = new Map<string, string[]>();
  for (const [appEnv, text] of Object.entries(fallback.named)) {
    environments.set(shown(text), [...(environments.get(shown(text)) ?? []), appEnv]);
  }
  const named = [...environments].map(([value, appEnvs]) => `${value} in ${appEnvs.join(' and ')}`);
  return [...named, `else ${shown(fallback.otherwise)}`].join(', ');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

function table(settings: Settings): string {
  const rows = Object.entries(settings).map(
    ([name, declared]) => `| \`${name}\` | ${cell(defaultOf(declared))} | ${cell(declared.doc)} |`,
  );
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

// The README with its configuration tables as the declarations say, and the rest as it was.
export function withConfigTables(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end < start) throw new Error(`README.md has lost its markers: ${START} … ${END}`);
  const tables = SETTING_GROUPS.map(({ title, settings }) => `### ${title}\n\n${table(settings)}`);
  return `${readme.slice(0, start + START.length)}\n\n${tables.join('\n\n')}\n\n${readme.slice(end)}`;
}

if (import.meta.main) {
  await writeFile(README, withConfigTables(await readFile(README, 'utf8')));
  console.log("README.md: the configuration tables are written from the settings' declarations.");
}

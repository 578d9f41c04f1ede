// The README's configuration tables are the settings' declarations, written out by
// `npm run docs:config`; every default they show passes its own checks, and every variable the
// processes read is declared.
import { readdir, readFile } from 'node:fs/promises';
import t from 'tap';
import { README, SETTING_GROUPS, withConfigTables } from '../../scripts/config-table.ts';
import { APP_ENVS } from '../../shared/app-env.ts';
import { ByEnvironment } from '../../shared/settings.ts';

const declared = new Set(SETTING_GROUPS.flatMap(({ settings }) => Object.keys(settings)));

t.test('the README’s configuration tables say what the declarations say', async (t) => {
  const readme = await readFile(README, 'utf8');
  t.equal(readme, withConfigTables(readme), 'README.md differs from the declarations: run `npm run docs:config`');
});

t.test('every default passes its own checks, in every environment', async (t) => {
  for (const { settings } of SETTING_GROUPS) {
    for (const [name, setting] of Object.entries(settings)) {
      for (const appEnv of APP_ENVS) {
        const text = setting.default instanceof ByEnvironment ? setting.default.in(appEnv) : setting.default;
        if (typeof text === 'string') t.doesNotThrow(() => setting.parse(text), `${name} in ${appEnv}`);
      }
    }
  }
});

t.test('every variable the processes and `npm start` read is declared', async (t) => {
  const root = new URL('../../', import.meta.url);
  const files = ['scripts/start.ts', 'scripts/seed.ts', 'scripts/reset-limits.ts'];
  for (const folder of ['bff', 'upstream']) {
    const names = await readdir(new URL(folder, root), { recursive: true });
    files.push(...names.filter((name) => name.endsWith('.ts')).map((name) => `${folder}/${name}`));
  }
  const read = new Set<string>();
  for (const file of files) {
    const source = await readFile(new URL(file, root), 'utf8');
    for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b|\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g)) {
      read.add(match[1] ?? match[2] ?? '');
    }
  }
  t.ok(read.has('UPSTREAM_GRAPHQL_URL'), 'the scan finds what `npm start` reads');
  t.same(
    [...read].filter((name) => !declared.has(name)),
    [],
  );
});

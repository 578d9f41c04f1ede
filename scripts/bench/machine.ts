// What a run happened on: the machine, how busy it was, and the versions of what was measured, for
// the report's head.
// Figures from another machine or another version of these packages are not comparable.
import { readFile } from 'node:fs/promises';
import { arch, cpus, loadavg, release, totalmem, type } from 'node:os';

const PACKAGES = ['fastify', 'mercurius', 'graphql', '@graphql-tools/stitch', 'undici', 'autocannon'] as const;

async function installedVersion(name: string): Promise<string> {
  try {
    const text = await readFile(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8');
    const manifest: unknown = JSON.parse(text);
    const version =
      typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : null;
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'not installed';
  }
}

export async function machineFacts(): Promise<[string, string][]> {
  const processors = cpus();
  const models = [...new Set(processors.map((cpu) => cpu.model.trim()))].join(', ') || 'unknown';
  const facts: [string, string][] = [
    ['CPU', `${models} × ${processors.length}`],
    ['Memory', `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`],
    ['OS', `${type()} ${release()} (${arch()})`],
    ['Node.js', process.version],
    // Other work on the machine competes for its cores: figures from a busy machine are rougher.
    [
      'Load average at start (1, 5, 15 min)',
      loadavg()
        .map((load) => load.toFixed(2))
        .join(', '),
    ],
  ];
  for (const name of PACKAGES) facts.push([name, await installedVersion(name)]);
  return facts;
}

// The icon sprite the build writes beside the client's scripts: one <symbol> per name of
// web/components/ui/icon-names.ts, drawn from lucide's own data (the `__iconData` each
// lucide-react icon module exports), so the sprite always matches the installed lucide version.
// <Icon> draws `<use href="<sprite>#<name>">`; the outline's colour and width come from the styles.
import { createRequire } from 'node:module';
import { ICON_NAMES } from '../web/components/ui/icon-names.ts';

type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

const require = createRequire(import.meta.url);

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function element([tag, attributes]: IconNode[number]): string {
  const written = Object.entries(attributes)
    // React's list key, not a drawing attribute.
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  return `<${tag}${written}/>`;
}

async function iconNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node?: IconNode } };
  const node = module.__iconData?.node;
  // An alias re-exports another icon's component without its data: name the icon itself.
  if (!node)
    throw new Error(`lucide-react has no icon named ${name}, or only as an alias (web/components/ui/icon-names.ts)`);
  return node;
}

export async function iconSprite(): Promise<string> {
  const { version } = require('lucide-react/package.json') as { version: string };
  const symbols = await Promise.all(
    ICON_NAMES.map(
      async (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24">${(await iconNode(name)).map(element).join('')}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide ${version}, ISC License, https://lucide.dev -->${symbols.join('')}</svg>\n`;
}

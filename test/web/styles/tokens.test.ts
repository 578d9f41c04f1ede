// The layout tokens of spec §9 in the styles (tokens.css): these tests read the CSS file and hold
// it to the spec. No script needs a breakpoint: the app style is the styles' choice (decision 039).
import { readFileSync } from 'node:fs';
import t from 'tap';

const css = readFileSync(new URL('../../../web/styles/tokens.css', import.meta.url), 'utf8');
const BREAKPOINTS = { xs: '20rem', s: '30rem', m: '48rem', l: '60rem' } as const;

// The custom properties declared in the file's first `:root` block.
function rootProperties(): Map<string, string> {
  const block = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const properties = new Map<string, string>();
  for (const [, name, value] of block.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)) {
    properties.set(name as string, (value as string).trim());
  }
  return properties;
}

const properties = rootProperties();

t.test('the breakpoints are xs 20rem, s 30rem, m 48rem, l 60rem', async (t) => {
  for (const [name, width] of Object.entries(BREAKPOINTS)) {
    t.equal(properties.get(`--breakpoint-${name}`), width, `--breakpoint-${name}`);
  }
});

t.test('the grid has 6 columns on small screens and 12 from medium up', async (t) => {
  for (const [name, columns] of Object.entries({ xs: 6, s: 6, m: 12, l: 12 })) {
    t.equal(properties.get(`--grid-columns-${name}`), String(columns), `--grid-columns-${name}`);
  }
  t.equal(properties.get('--grid-columns'), '6', 'small screens first');
  const medium = new RegExp(
    `@media \\(min-width: ${BREAKPOINTS.m.replace('.', '\\.')}\\)\\s*\\{\\s*:root\\s*\\{\\s*--grid-columns:\\s*12;`,
  );
  t.match(css, medium, 'the medium breakpoint switches to 12 columns');
});

t.test('the spacing scale runs from 2px to 160px in the steps of decision 019', async (t) => {
  const cssSteps = [...properties.entries()]
    .filter(([name]) => /^--spacing-\d+$/.test(name))
    .map(([name, value]) => {
      t.equal(value, `${name.slice('--spacing-'.length)}px`, `${name} is its own number of pixels`);
      return Number(name.slice('--spacing-'.length));
    });
  t.same(cssSteps, [2, 4, 8, 12, 16, 24, 32, 40, 48, 64, 80, 96, 120, 160]);
});

t.test('the system banner tokens: z-index 998, 12px above and below; safe-area banner 5rem', async (t) => {
  t.equal(properties.get('--system-banner-z-index'), '998');
  t.equal(properties.get('--system-banner-padding-block'), 'var(--spacing-12)');
  t.equal(properties.get('--safe-area-banner-height'), '5rem');
});

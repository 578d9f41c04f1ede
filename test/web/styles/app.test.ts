// The page's main stylesheet: the tokens and banner styles come in with it, three self-hosted font
// files are declared (spec §9: three fonts preloaded; the build preloads every font file it emits),
// and the shell keeps content out of the mobile safe area (§2.10).
import { existsSync, readFileSync } from 'node:fs';
import t from 'tap';

const appCssUrl = new URL('../../../web/styles/app.css', import.meta.url);
const appCss = readFileSync(appCssUrl, 'utf8');
const bannersCss = readFileSync(new URL('../../../web/styles/banners.css', import.meta.url), 'utf8');

t.test('app.css imports the tokens and the banner styles before any rule', async (t) => {
  const beforeFirstRule = appCss.slice(0, appCss.indexOf('@font-face'));
  t.match(beforeFirstRule, /@import "\.\/tokens\.css";/);
  t.match(beforeFirstRule, /@import "\.\/banners\.css";/);
});

t.test('three self-hosted woff2 font files are declared, and each exists', async (t) => {
  const sources = [...appCss.matchAll(/src:\s*url\("([^"]+\.woff2)"\)/g)].map((match) => match[1] as string);
  t.equal(new Set(sources).size, 3);
  for (const source of sources) t.ok(existsSync(new URL(source, appCssUrl)), `${source} is installed`);
  const weights = [...appCss.matchAll(/font-weight:\s*(\d+);\s*font-display/g)].map((match) => match[1]);
  t.same(weights, ['400', '600', '700']);
});

t.test('the shell pads every side by the safe-area inset', async (t) => {
  const shell = /\.shell\s*\{([^}]*)\}/.exec(appCss)?.[1] ?? '';
  t.match(
    shell,
    /padding:\s*env\(safe-area-inset-top\)\s+env\(safe-area-inset-right\)\s+env\(safe-area-inset-bottom\)\s+env\(safe-area-inset-left\)/,
  );
});

t.test('the system banner is sticky at the banner z-index with the banner padding above and below', async (t) => {
  const banner = /\.system-banner\s*\{([^}]*)\}/.exec(bannersCss)?.[1] ?? '';
  t.match(banner, /position:\s*sticky;/);
  t.match(banner, /z-index:\s*var\(--system-banner-z-index\);/);
  t.match(banner, /padding:\s*var\(--system-banner-padding-block\)\s/);
});

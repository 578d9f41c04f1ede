// Every page kind as a person sees it, at a phone's and a desktop's width, in brands of different
// languages, over the demo data: a screenshot of each is kept under test-results/screenshots (not
// committed), and the layout rules of the design system hold — nothing scrolls sideways, no tab bar
// clips a tab, no button or menu label wraps onto a second line, the header is the same on public
// and signed-in pages, and on a phone the professional's new jobs come before their filters.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import t from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS } from '../../shared/brands.ts';
import { linkTo } from '../../shared/routes.ts';
import { DEMO_PASSWORD } from '../../upstream/db/demo-people.ts';
import { seedDemoData } from '../../upstream/db/seed.ts';
import { startBff } from '../helpers/bff.ts';
import {
  accessibilityProblems,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  signInThroughPage,
} from '../helpers/browser.ts';
import { graphql } from '../helpers/http.ts';
import { startUpstream } from '../helpers/upstream.ts';

const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url);
// English, and the language whose labels run longest.
const MEASURED = ['uk', 'fr'] as const;

const upstream = await startUpstream(t);
await seedDemoData(upstream.db, { scale: 1, brands: [...MEASURED], uploadsDir: upstream.uploadsDir });
const bff = await startBff(t, upstream.url);
const browser = await launchBrowser(t);
await mkdir(SCREENSHOTS, { recursive: true });

interface PageKind {
  readonly name: string;
  readonly path: string;
  readonly as?: 'consumer' | 'pro';
  // Checked with axe-core too, at a phone's width (pages no browser journey goes through).
  readonly axe?: true;
}

// A city with demo professionals in each measured brand.
const CITY: Record<(typeof MEASURED)[number], string> = { uk: 'manchester', fr: 'paris' };

async function pageKinds(brand: (typeof MEASURED)[number]): Promise<PageKind[]> {
  const words = PATHS[BRANDS[brand].locale];
  const found = await graphql(
    bff.origin,
    'query($input: DirectorySearchInput!) { directorySearch(input: $input, first: 1) { edges { node { slug } } } }',
    { input: { brand, localitySlug: CITY[brand] } },
    { host: `${brand}.localhost:${bff.port}` },
  );
  const pro = found.json<{ data: { directorySearch: { edges: { node: { slug: string } }[] } } }>().data.directorySearch
    .edges[0]?.node.slug;
  if (!pro) throw new Error(`no demo professional in ${CITY[brand]}`);
  const jobForm = BRANDS[brand].jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  return [
    { name: 'home', path: '/' },
    { name: 'directory', path: linkTo('findAProLocation', words, { location: CITY[brand] }) },
    { name: 'profile', path: linkTo('proProfile', words, { serviceProSlug: pro }) },
    { name: 'job-form', path: linkTo(jobForm, words) },
    { name: 'sign-in', path: linkTo('login', words) },
    { name: 'my-projects', path: linkTo('myProjects', words), as: 'consumer' },
    { name: 'new-jobs', path: linkTo('newServiceRequests', words), as: 'pro' },
    { name: 'activity', path: linkTo('activityOverview', words), as: 'pro' },
    { name: 'activity-services', path: linkTo('proActivityServices', words, { activity: 'hired' }), as: 'pro' },
    { name: 'partners', path: linkTo('proPartners', words), as: 'pro' },
    { name: 'trade-perks', path: linkTo('proTradePerks', words), as: 'pro' },
    {
      name: 'platform-notification',
      path: linkTo('proPlatformNotification', words, { topicName: 'new-jobs' }),
      as: 'pro',
    },
    { name: 'welcome-back', path: linkTo('proWelcomeBack', words), as: 'pro' },
    { name: 'consumer-account', path: linkTo('consumerProfile', words), as: 'consumer' },
    { name: 'manage-account', path: linkTo('proManageAccount', words), as: 'pro', axe: true },
    { name: 'manage-users', path: linkTo('proManageUsers', words), as: 'pro', axe: true },
    { name: 'message-templates', path: linkTo('proMessageTemplateAdd', words), as: 'pro', axe: true },
    { name: 'auto-respond-setup', path: linkTo('proAutoRespondSetup', words), as: 'pro', axe: true },
    { name: 'request-reviews', path: linkTo('proRequestReviews', words), as: 'pro', axe: true },
    { name: 'referral', path: linkTo('proReferral', words), as: 'pro', axe: true },
    { name: 'give-feedback', path: linkTo('proGiveFeedback', words), as: 'pro', axe: true },
  ];
}

// What the page breaks of the layout rules, one line each; empty when it keeps them all.
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[hidden], dialog:not([open])')
      );
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.querySelectorAll('body *')].find(
        (element) => visible(element) && element.getBoundingClientRect().right > width + 1,
      );
      problems.push(
        `scrolls sideways: ${document.documentElement.scrollWidth} px > ${width} px${wide ? `, e.g. ${describe(wide)}` : ''}`,
      );
    }

    // A tab bar either fits or scrolls; a tab's own label is never cut.
    for (const bar of document.querySelectorAll('[role="tablist"], .tabs')) {
      if (!visible(bar)) continue;
      const overflow = getComputedStyle(bar).overflowX;
      if (bar.scrollWidth > bar.clientWidth + 1 && overflow !== 'auto' && overflow !== 'scroll') {
        problems.push(`tab bar clips its tabs: ${describe(bar)}`);
      }
      for (const tab of bar.querySelectorAll('a, button, [role="tab"]')) {
        if (visible(tab) && tab.scrollWidth > tab.clientWidth + 1) problems.push(`tab label cut: ${describe(tab)}`);
      }
    }

    // Buttons, menu entries and tabs keep each of their words' runs on one line (an icon or a second
    // label set below by design is not a wrapped label).
    const labelled = document.querySelectorAll(
      'button, .button, header a, header summary, nav a, [role="tab"], .tabs a',
    );
    for (const element of labelled) {
      if (!visible(element)) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!(text.textContent ?? '').trim() || !text.parentElement || !visible(text.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(text);
        const lineHeight = Number.parseFloat(getComputedStyle(text.parentElement).lineHeight) || 20;
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        const lines = tops.filter(
          (top, index) => index === 0 || top - (tops[index - 1] ?? top) > lineHeight * 0.6,
        ).length;
        if (lines > 1) problems.push(`label wraps onto ${lines} lines: ${describe(element)}`);
      }
    }
    return problems;
  });
}

// What the header is made of: the same on every page kind of one width.
function headerShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return 'no header';
    // The first link is the brand's: its logo, leading to the person's home page.
    const logo = header.querySelector('a')?.querySelector('svg') ? 'with the logo' : 'without a logo';
    return `${header.className} ${logo}`;
  });
}

for (const brand of MEASURED) {
  const kinds = await pageKinds(brand);
  for (const viewport of [PHONE, DESKTOP]) {
    t.test(`${brand} at ${viewport.width} px`, async (t) => {
      const headers = new Map<string, string>();
      for (const signedInAs of [undefined, 'consumer', 'pro'] as const) {
        const { page, problems } = await openPage(t, browser, { viewport });
        await page.goto(`${bff.brandOrigin(brand)}/`);
        if (signedInAs) await signInThroughPage(page, `${signedInAs}.${brand}@example.com`, DEMO_PASSWORD);
        for (const kind of kinds.filter((kind) => kind.as === signedInAs)) {
          const response = await page.goto(`${bff.brandOrigin(brand)}${kind.path}`, { waitUntil: 'networkidle' });
          t.equal(response?.status(), 200, `${kind.name}: shown`);
          t.equal(new URL(page.url()).pathname, kind.path.split('?')[0], `${kind.name}: not sent elsewhere`);
          await page.screenshot({
            path: new URL(`${brand}-${viewport.width}-${kind.name}.png`, SCREENSHOTS).pathname,
            fullPage: true,
          });
          t.same(await layoutProblems(page), [], `${kind.name}: the layout rules hold`);
          if (kind.axe && viewport === PHONE) {
            t.same(
              await accessibilityProblems(page),
              [],
              `${kind.name}: no serious or critical accessibility violation`,
            );
          }
          headers.set(kind.name, await headerShape(page));
          if (kind.name === 'new-jobs' && viewport === PHONE) {
            const order = await page.evaluate(() => {
              const job = document.querySelector('[data-testid="job-card"]');
              const filter = [...document.querySelectorAll('main fieldset, main select')].find((element) => {
                const box = element.getBoundingClientRect();
                return box.height > 0 && !element.closest('[data-testid="job-card"], dialog:not([open])');
              });
              return {
                job: job ? job.getBoundingClientRect().top : null,
                filter: filter ? filter.getBoundingClientRect().top : null,
              };
            });
            t.not(order.job, null, 'new jobs: the demo pro has jobs to show');
            t.ok(
              order.filter === null || (order.job ?? Infinity) < order.filter,
              'new jobs: the first job comes before the filters',
            );
          }
        }
        t.same(problems, [], 'no console error');
      }
      const shapes = new Set(headers.values());
      t.equal(
        shapes.size,
        1,
        `one header on every page kind: ${[...headers].map(([name, shape]) => `${name}: ${shape}`).join('; ')}`,
      );
      t.match([...shapes][0] ?? '', / with the logo$/, 'the header carries the brand logo, linking home');
    });
  }
}

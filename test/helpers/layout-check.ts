// The layout rules of the design system, checked on every page kind a test file names, at a
// phone's and a desktop's width, in brands of different languages, over the demo data: a screenshot
// of each is kept under test-results/screenshots (not committed), and nothing scrolls sideways, no
// tab bar clips a tab, no button or menu label wraps onto a second line, the header is the same on
// public and signed-in pages, and on a phone the professional's new jobs come before their filters.
// Pages that no browser journey goes through are checked with axe-core too. The page kinds are
// split over test files (test/e2e/layout*.test.ts) so each stays within a file's time.
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import { PATHS } from '../../locales/paths.ts';
import { BRANDS, type BrandId } from '../../shared/brands.ts';
import { DEMO_PASSWORD } from '../../upstream/db/demo-people.ts';
import { seedDemoData } from '../../upstream/db/seed.ts';
import { startBff } from './bff.ts';
import { accessibilityProblems, DESKTOP, launchBrowser, openPage, PHONE, signInThroughPage } from './browser.ts';
import { graphql } from './http.ts';
import { startUpstream } from './upstream.ts';

const SCREENSHOTS = new URL('../../test-results/screenshots/', import.meta.url);
// English, and the language whose labels run longest.
export const MEASURED = ['uk', 'fr'] as const;
export type MeasuredBrand = (typeof MEASURED)[number];

export interface PageKind {
  readonly name: string;
  readonly path: string;
  // Signed in as the brand's demo home owner or professional, or as the demo staff member.
  readonly as?: 'consumer' | 'pro' | 'admin';
  // Checked with axe-core too, at a phone's width (pages no browser journey goes through).
  readonly axe?: true;
  // What a person does on the page before it is measured, to bring it to the state checked.
  readonly act?: (page: Page) => Promise<void>;
}

// What a file's page kinds are made from: the brand's path words, and a demo professional's slug.
export interface KindContext {
  readonly words: (typeof PATHS)[keyof typeof PATHS];
  readonly proSlug: string;
  readonly brand: MeasuredBrand;
  // A city with demo professionals.
  readonly city: string;
  // The id of one of the brand's trades.
  readonly professionId: string;
  // The id of a trade the brand's demo professional (the one signed in as 'pro') works in.
  readonly ownProfessionId: string;
  // A package the brand sells now (its monthly Plus).
  readonly packageId: string;
}

// A city with demo professionals in each measured brand.
const CITY: Record<MeasuredBrand, string> = { uk: 'manchester', fr: 'paris' };

// What the page breaks of the layout rules, one line each; empty when it keeps them all.
export function layoutProblems(page: Page): Promise<string[]> {
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
export function headerShape(page: Page): Promise<string> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return 'no header';
    // The first link is the brand's: its logo, leading to the person's home page.
    const logo = header.querySelector('a')?.querySelector('svg') ? 'with the logo' : 'without a logo';
    return `${header.className} ${logo}`;
  });
}

export async function checkLayouts(t: Test, pageKinds: (context: KindContext) => PageKind[]): Promise<void> {
  const upstream = await startUpstream(t);
  await seedDemoData(upstream.db, { scale: 1, brands: [...MEASURED], uploadsDir: upstream.uploadsDir });
  const bff = await startBff(t, upstream.url);
  const browser = await launchBrowser(t);
  await mkdir(SCREENSHOTS, { recursive: true });

  async function kindsOf(brand: MeasuredBrand): Promise<PageKind[]> {
    const found = await graphql(
      bff.origin,
      'query($input: DirectorySearchInput!) { directorySearch(input: $input, first: 1) { edges { node { slug } } } }',
      { input: { brand, localitySlug: CITY[brand] } },
      { host: `${brand}.localhost:${bff.port}` },
    );
    const proSlug = found.json<{ data: { directorySearch: { edges: { node: { slug: string } }[] } } }>().data
      .directorySearch.edges[0]?.node.slug;
    if (!proSlug) throw new Error(`no demo professional in ${CITY[brand]}`);
    const trades = await graphql(
      bff.origin,
      'query($brand: String!) { professions(brand: $brand) { id } }',
      { brand },
      {
        host: `${brand}.localhost:${bff.port}`,
      },
    );
    const professionId = trades.json<{ data: { professions: { id: string }[] } }>().data.professions[0]?.id;
    if (!professionId) throw new Error(`no trade in ${brand}`);
    const [own] = await upstream.db.query<{ profession_id: string }>(
      `SELECT p.profession_id FROM pro_professions p JOIN users u ON u.id = p.pro_id
        WHERE u.email = $1 ORDER BY p.profession_id LIMIT 1`,
      [`pro.${brand}@example.com`],
    );
    if (!own) throw new Error(`the demo professional of ${brand} has no trade`);
    const [sold] = await upstream.db.query<{ id: string }>(
      `SELECT id FROM subscription_packages
        WHERE brand = $1 AND code = 'PLUS' AND billing_period = 'MONTHLY' AND archived_at IS NULL`,
      [brand],
    );
    if (!sold) throw new Error(`${brand} sells no package`);
    return pageKinds({
      words: PATHS[BRANDS[brand as BrandId].locale],
      proSlug,
      brand,
      city: CITY[brand],
      professionId,
      ownProfessionId: own.profession_id,
      packageId: sold.id,
    });
  }

  for (const brand of MEASURED) {
    const kinds = await kindsOf(brand);
    for (const viewport of [PHONE, DESKTOP]) {
      t.test(`${brand} at ${viewport.width} px`, async (t) => {
        const headers = new Map<string, string>();
        for (const signedInAs of [undefined, 'consumer', 'pro', 'admin'] as const) {
          if (!kinds.some((kind) => kind.as === signedInAs)) continue;
          const { page, problems } = await openPage(t, browser, { viewport });
          await page.goto(`${bff.brandOrigin(brand)}/`);
          const email = signedInAs === 'admin' ? 'admin@example.com' : `${signedInAs}.${brand}@example.com`;
          if (signedInAs) await signInThroughPage(page, email, DEMO_PASSWORD);
          for (const kind of kinds.filter((kind) => kind.as === signedInAs)) {
            const response = await page.goto(`${bff.brandOrigin(brand)}${kind.path}`, { waitUntil: 'networkidle' });
            t.equal(response?.status(), 200, `${kind.name}: shown`);
            await kind.act?.(page);
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
}

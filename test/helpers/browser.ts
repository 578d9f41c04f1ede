// Headless Chromium for browser tests (Debian's chromium package; `npm test` installs it), closed
// when the test ends. `<brand>.localhost` names resolve to the BFF listening on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { CSRF_HEADER } from '../../shared/constants.ts';
import type { Closable } from './upstream.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function launchBrowser(t: Closable): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
  t.teardown(() => browser.close());
  return browser;
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  // Uncaught page errors and console errors or warnings (hydration mismatches, CSP refusals).
  readonly problems: string[];
}

// A fresh browser context (its own cookies and storage) with one page, closed when the test ends.
export async function openPage(
  t: Closable,
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return { context, page, problems };
}

// The two screen widths every journey runs at (spec §9 layout: a phone and a desktop).
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The serious and critical accessibility violations axe-core finds on the page as it is now, one
// line each ("rule: what — where"), once every finite animation has ended. Evaluated through the DevTools protocol, so the page's
// Content-Security-Policy does not stand in the way.
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // The page at rest: a toast fading in is not yet its final colour.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

interface AxeResults {
  readonly violations: readonly {
    readonly id: string;
    readonly impact: string | null;
    readonly help: string;
    readonly nodes: readonly { readonly target: readonly string[] }[];
  }[];
}

// Signs the page's browser context in as a person would through the page: a login call from the
// page itself, so the session cookies land in the context's jar. The page must be on a brand's site.
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  const answer = await page.evaluate(
    async ({ email, password, header }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: '1' },
        body: JSON.stringify({
          query: 'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
          variables: { input: { username: email, password } },
        }),
      });
      return (await response.json()) as { data?: { login?: { __typename?: string } } };
    },
    { email, password, header: CSRF_HEADER },
  );
  if (answer.data?.login?.__typename !== 'LoginSuccess') {
    throw new Error(`${email} was not signed in: ${JSON.stringify(answer)}`);
  }
}

// A proposal sent through the BFF as the job page's own code sends it, from a signed-in page; the
// answer's variant (ProposalCreated, ProSuspended …).
export async function proposeThroughPage(
  page: Page,
  serviceRequestId: string,
  expectedLeadFeeMinor: number,
): Promise<string | undefined> {
  return page.evaluate(
    async ({ serviceRequestId, expectedLeadFeeMinor, header }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: '1' },
        body: JSON.stringify({
          query: 'mutation($input: CreateProposalInput!) { createProposal(input: $input) { __typename } }',
          variables: {
            input: {
              serviceRequestId,
              additionalInfo: 'I can do this next week, with good quality parts included in the price.',
              requestHomeVisit: false,
              price: { type: 'ESTIMATED_PRICE', amountMinor: 25_000 },
              expectedLeadFeeMinor,
            },
          },
        }),
      });
      return ((await response.json()) as { data?: { createProposal?: { __typename?: string } } }).data?.createProposal
        ?.__typename;
    },
    { serviceRequestId, expectedLeadFeeMinor, header: CSRF_HEADER },
  );
}

// The page has hydrated and fetched its toasts' region: from here a click reaches React's handlers
// and a toast it raises is shown. (A click before hydration lands on server-rendered markup alone.)
export async function waitForToaster(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-toaster]')?.hasAttribute('style') === true);
}

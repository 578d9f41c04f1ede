// Headless Chromium for browser tests (Debian's chromium package; `npm test` installs it), closed
// when the test ends. `<brand>.localhost` names resolve to the BFF listening on 127.0.0.1.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
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
export async function openPage(t: Closable, browser: Browser): Promise<OpenedPage> {
  const context = await browser.newContext();
  t.teardown(() => context.close());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return { context, page, problems };
}

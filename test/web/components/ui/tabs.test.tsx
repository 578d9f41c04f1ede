// The tab bar: a navigation region named for what it chooses between, one list item per tab, the
// current tab marked, and a current tab that the bar cannot show whole is scrolled into view (and
// one it shows whole is left where it is).
import '../../../helpers/dom.ts';
import { screen, within } from '@testing-library/react';
import t, { type Test } from 'tap';
import { Tabs } from '../../../../web/components/ui/tabs.tsx';
import { renderPage } from '../../render.tsx';

const TABS = ['Shortlisted', 'Hired', 'Interested', 'Closed'];

function Bar({ current }: { current: string }) {
  return (
    <Tabs label="Activity" current={current}>
      {TABS.map((name) => (
        <a key={name} href={`?tab=${name}`} aria-current={name === current ? 'page' : undefined}>
          {name}
        </a>
      ))}
    </Tabs>
  );
}

interface Box {
  readonly left: number;
  readonly right: number;
}

// The browser's report on the current tab: where it is against the bar that scrolls.
function seeing(t: Test, tab: Box, bar: Box) {
  const scrolled: number[] = [];
  const observed: Element[] = [];
  class Observer {
    readonly report: (entries: unknown[]) => void;
    constructor(report: (entries: unknown[]) => void) {
      this.report = report;
    }
    observe(element: Element) {
      observed.push(element);
      const whole = tab.left >= bar.left && tab.right <= bar.right;
      queueMicrotask(() =>
        this.report([
          { target: element, intersectionRatio: whole ? 1 : 0.4, boundingClientRect: tab, rootBounds: bar },
        ]),
      );
    }
    disconnect() {}
  }
  Object.assign(globalThis, { IntersectionObserver: Observer });
  window.HTMLElement.prototype.scrollBy = ((options?: ScrollToOptions | number) => {
    scrolled.push(typeof options === 'number' ? options : (options?.left ?? 0));
  }) as HTMLElement['scrollBy'];
  t.teardown(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    Reflect.deleteProperty(window.HTMLElement.prototype, 'scrollBy');
  });
  return { scrolled, observed };
}

t.test('the tabs are links in a named navigation, the current one marked', async (t) => {
  renderPage(<Bar current="Hired" />);
  const nav = screen.getByRole('navigation', { name: 'Activity' });
  const items = within(nav).getAllByRole('listitem');
  t.equal(items.length, 4);
  t.same(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
    TABS,
  );
  t.equal(within(nav).getByRole('link', { name: 'Hired' }).getAttribute('aria-current'), 'page');
  t.equal(within(nav).getByRole('link', { name: 'Closed' }).getAttribute('aria-current'), null);
});

t.test('a current tab cut off at the right edge is scrolled into view', async (t) => {
  const { scrolled, observed } = seeing(t, { left: 300, right: 380 }, { left: 0, right: 343 });
  renderPage(<Bar current="Closed" />);
  t.equal(observed[0]?.textContent, 'Closed', 'the current tab is the one watched');
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  t.equal(scrolled.length, 1);
  t.ok((scrolled[0] ?? 0) >= 380 - 343, `scrolled right by ${scrolled[0]}, enough to show it whole`);
});

t.test('a current tab cut off at the left edge is scrolled back into view', async (t) => {
  const { scrolled } = seeing(t, { left: -40, right: 60 }, { left: 0, right: 343 });
  renderPage(<Bar current="Shortlisted" />);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  t.ok((scrolled[0] ?? 0) <= -40, `scrolled left by ${scrolled[0]}`);
});

t.test('a current tab in full view stays where it is', async (t) => {
  const { scrolled } = seeing(t, { left: 100, right: 180 }, { left: 0, right: 343 });
  renderPage(<Bar current="Hired" />);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  t.same(scrolled, []);
});

// The snackbar region (spec §2.10) and its toasts on the page (§4 Toast states, §8 close label,
// §9 limit, gap, removal delay and hotkey), driven by a hand-moved clock.
import '../../../helpers/dom.ts';
import { readFileSync } from 'node:fs';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import t from 'tap';
import type { Locale } from '../../../../shared/locales.ts';
import { createI18n } from '../../../../web/lib/i18n.ts';
import { createToastStore, type ToastStore } from '../../../../web/lib/toasts/store.ts';
import { createToastApi, dismiss, toast as pageToast } from '../../../../web/lib/toasts/toast.ts';
import { Toaster } from '../../../../web/lib/toasts/toaster.tsx';
import { manualClock } from '../../../helpers/manual-clock.ts';

function renderToaster({ locale = 'en-GB', messages = {} }: { locale?: Locale; messages?: Messages } = {}) {
  const clock = manualClock();
  const store = createToastStore({ scheduler: clock });
  render(
    <I18nProvider i18n={createI18n(locale, messages)}>
      <button type="button">Elsewhere on the page</button>
      <Toaster store={store} />
    </I18nProvider>,
  );
  const api = createToastApi(store);
  return {
    clock,
    store,
    // Store changes and clock moves re-render the region, so they run inside act().
    toast: (run: (api: ReturnType<typeof createToastApi>) => string) => {
      let id = '';
      act(() => {
        id = run(api);
      });
      return id;
    },
    advance: (ms: number) =>
      act(() => {
        clock.advance(ms);
      }),
    region: () => screen.getByRole('region', { name: 'Notifications (Alt+T)' }),
  };
}

const toastElement = (title: string) => screen.getByText(title).closest('[data-toast-id]') as HTMLElement;
const stateOf = (store: ToastStore, id: string) => store.getSnapshot().toasts.find((toast) => toast.id === id)?.state;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

t.test('the region is a section labelled "Notifications" with its hotkey, stacked by default', async (t) => {
  const { region } = renderToaster();
  const section = region();
  t.equal(section.tagName, 'SECTION');
  t.equal(section.getAttribute('data-expanded'), 'false');
  t.equal(section.style.getPropertyValue('--toast-gap'), '16px', 'expanded toasts stand 16 px apart');
});

t.test('the region carries the class and attribute the fixed-bottom CSS targets', async (t) => {
  const { region } = renderToaster();
  t.ok(region().classList.contains('toaster'));
  t.ok(region().hasAttribute('data-toaster'));
  const css = readFileSync(new URL('../../../../web/styles/toasts.css', import.meta.url), 'utf8');
  const rule = (selector: string, text: string) => {
    const start = text.indexOf(`${selector} {`);
    return start < 0 ? '' : text.slice(start, text.indexOf('}', start));
  };
  const base = rule('.toaster', css);
  t.match(base, /position: fixed;/);
  t.match(base, /bottom: calc\(4rem \+ env\(safe-area-inset-bottom\)\);/, 'narrow screens: 4rem above the bottom');
  const wide = css.slice(css.indexOf('@media (min-width: 48rem)'));
  t.match(rule('.toaster', wide), /bottom: 1rem;/, 'from breakpoint m: 1rem');
  const app = readFileSync(new URL('../../../../web/styles/app.css', import.meta.url), 'utf8');
  t.match(app, /@import "\.\/toasts\.css";/, 'the page stylesheet brings the toast styles');
});

t.test('info, success, warning and loading toasts are polite status messages; errors are alerts', async (t) => {
  const { toast } = renderToaster();
  toast(({ toast }) => toast.info('Info'));
  toast(({ toast }) => toast.success('Success'));
  toast(({ toast }) => toast.warning('Warning'));
  toast(({ toast }) => toast.loading('Loading'));
  toast(({ toast }) => toast.error('Error'));
  for (const title of ['Info', 'Success', 'Warning', 'Loading']) {
    t.equal(toastElement(title).getAttribute('role'), 'status', title);
    t.equal(toastElement(title).getAttribute('aria-live'), 'polite', title);
  }
  t.equal(toastElement('Error').getAttribute('role'), 'alert');
  t.equal(screen.getAllByRole('status').length, 4);
  t.equal(screen.getAllByRole('alert').length, 1);
});

t.test('a toast leaves the page 200 ms after its timer dismisses it', async (t) => {
  const { toast, advance } = renderToaster();
  toast(({ toast }) => toast.success('Saved'));
  advance(2000);
  t.equal(toastElement('Saved').getAttribute('data-state'), 'dismissing', 'the exit animation runs');
  advance(199);
  t.ok(screen.queryByText('Saved'));
  advance(1);
  t.equal(screen.queryByText('Saved'), null);
});

t.test('the close button is a button labelled "Dismiss notification" that dismisses its toast', async (t) => {
  const { toast, advance } = renderToaster();
  toast(({ toast }) => toast.loading('Uploading'));
  toast(({ toast }) => toast.info('Other'));
  const close = within(toastElement('Uploading')).getByRole('button', { name: 'Dismiss notification' });
  t.equal(close.tagName, 'BUTTON');
  fireEvent.click(close);
  t.equal(toastElement('Uploading').getAttribute('data-state'), 'dismissing');
  advance(200);
  t.equal(screen.queryByText('Uploading'), null);
  t.ok(screen.getByText('Other'), 'the other toast stays');
});

t.test('the close label, titles and action labels are translated', async (t) => {
  const { toast } = renderToaster({
    locale: 'de-DE',
    messages: { 'toast.dismiss': 'Benachrichtigung schließen', 'demo.saved': 'Gespeichert', 'demo.undo': 'Rückgängig' },
  });
  toast(({ toast }) =>
    toast.success({ id: 'demo.saved', message: 'Saved' }, { action: { label: { id: 'demo.undo' }, onClick() {} } }),
  );
  t.ok(screen.getByText('Gespeichert'));
  t.ok(screen.getByRole('button', { name: 'Rückgängig' }));
  t.ok(screen.getByRole('button', { name: 'Benachrichtigung schließen' }));
});

t.test('the action button runs its handler and then dismisses the toast', async (t) => {
  const { toast, store } = renderToaster();
  const calls: string[] = [];
  const id = toast(({ toast }) =>
    toast({
      title: 'Message archived',
      action: {
        label: 'Undo',
        onClick: () => calls.push(`clicked while ${stateOf(store, id)}`),
      },
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  t.same(calls, ['clicked while visible']);
  t.equal(stateOf(store, id), 'dismissing');
});

t.test('update turns a shown loading toast into a success toast', async (t) => {
  const { toast, advance, store } = renderToaster();
  const id = toast(({ toast }) => toast.loading('Saving'));
  advance(60_000);
  act(() => {
    store.update(id, { type: 'success', title: 'Saved' });
  });
  t.equal(toastElement('Saved').getAttribute('data-type'), 'success');
  advance(2000);
  t.equal(toastElement('Saved').getAttribute('data-state'), 'dismissing');
});

t.test('Escape on a focused toast dismisses that toast and keeps focus in the region', async (t) => {
  const { toast, region } = renderToaster();
  toast(({ toast }) => toast.info('Older'));
  toast(({ toast }) => toast.info('Newer'));
  const close = within(toastElement('Older')).getByRole('button', { name: 'Dismiss notification' });
  act(() => close.focus());
  fireEvent.keyDown(close, { key: 'Escape', code: 'Escape' });
  t.equal(toastElement('Older').getAttribute('data-state'), 'dismissing');
  t.equal(toastElement('Newer').getAttribute('data-state'), 'pausing', 'the other stays (held by focus)');
  t.equal(document.activeElement, region());
});

t.test('Escape in the region dismisses the most recent toast, one more each press', async (t) => {
  const { toast, region } = renderToaster();
  toast(({ toast }) => toast.info('First'));
  toast(({ toast }) => toast.info('Second'));
  act(() => region().focus());
  fireEvent.keyDown(region(), { key: 'Escape', code: 'Escape' });
  t.equal(toastElement('Second').getAttribute('data-state'), 'dismissing');
  t.equal(toastElement('First').getAttribute('data-state'), 'pausing');
  fireEvent.keyDown(region(), { key: 'Escape', code: 'Escape' });
  t.equal(toastElement('First').getAttribute('data-state'), 'dismissing');
});

t.test('Escape outside the region leaves toasts alone', async (t) => {
  const { toast } = renderToaster();
  toast(({ toast }) => toast.info('Stay'));
  fireEvent.keyDown(screen.getByRole('button', { name: 'Elsewhere on the page' }), { key: 'Escape' });
  t.equal(toastElement('Stay').getAttribute('data-state'), 'visible');
});

t.test('Alt+T moves focus to the region, which expands it and holds the timers', async (t) => {
  const { toast, advance, region } = renderToaster();
  toast(({ toast }) => toast.info('Read me'));
  fireEvent.keyDown(document.body, { key: '†', code: 'KeyT', altKey: true });
  t.equal(document.activeElement, region());
  t.equal(region().getAttribute('data-expanded'), 'true');
  advance(60_000);
  t.equal(toastElement('Read me').getAttribute('data-state'), 'pausing');
});

t.test('T without Alt does not move focus', async (t) => {
  const { region } = renderToaster();
  fireEvent.keyDown(document.body, { key: 't', code: 'KeyT' });
  t.not(document.activeElement, region());
});

t.test('focus leaving the region resumes the timers with the time left and collapses it', async (t) => {
  const { toast, advance, region } = renderToaster();
  toast(({ toast }) => toast.info('Focus me'));
  advance(1000);
  const close = screen.getByRole('button', { name: 'Dismiss notification' });
  act(() => close.focus());
  t.equal(region().getAttribute('data-expanded'), 'true');
  advance(30_000);
  act(() => screen.getByRole('button', { name: 'Elsewhere on the page' }).focus());
  t.equal(region().getAttribute('data-expanded'), 'false');
  t.equal(toastElement('Focus me').getAttribute('data-state'), 'visible');
  advance(3999);
  t.equal(toastElement('Focus me').getAttribute('data-state'), 'visible');
  advance(1);
  t.equal(toastElement('Focus me').getAttribute('data-state'), 'dismissing');
});

t.test('hovering the toasts expands the stack and pauses every timer; leaving resumes and collapses', async (t) => {
  const { toast, advance, region } = renderToaster();
  toast(({ toast }) => toast.info('Five seconds'));
  toast(({ toast }) => toast.success('Two seconds'));
  advance(1500);
  const list = toastElement('Two seconds').parentElement as HTMLElement;
  fireEvent.pointerEnter(list);
  t.equal(region().getAttribute('data-expanded'), 'true');
  advance(60_000);
  t.equal(toastElement('Five seconds').getAttribute('data-state'), 'pausing');
  t.equal(toastElement('Two seconds').getAttribute('data-state'), 'pausing');
  fireEvent.pointerLeave(list);
  t.equal(region().getAttribute('data-expanded'), 'false');
  advance(499);
  t.equal(toastElement('Two seconds').getAttribute('data-state'), 'visible');
  advance(1);
  t.equal(toastElement('Two seconds').getAttribute('data-state'), 'dismissing', 'resumed with the 500 ms left');
  advance(3000);
  t.equal(toastElement('Five seconds').getAttribute('data-state'), 'dismissing', 'resumed with the 3500 ms left');
});

t.test('timers pause while the page is hidden and resume when it shows again', async (t) => {
  t.teardown(() => setVisibility('visible'));
  const { toast, advance } = renderToaster();
  toast(({ toast }) => toast.success('Done'));
  advance(500);
  setVisibility('hidden');
  advance(60_000);
  t.equal(toastElement('Done').getAttribute('data-state'), 'pausing');
  setVisibility('visible');
  advance(1499);
  t.equal(toastElement('Done').getAttribute('data-state'), 'visible');
  advance(1);
  t.equal(toastElement('Done').getAttribute('data-state'), 'dismissing');
});

t.test('newer toasts sit in front: each toast knows its depth in the stack', async (t) => {
  const { toast } = renderToaster();
  for (const title of ['One', 'Two', 'Three', 'Four']) toast(({ toast }) => toast.loading(title));
  t.same(
    ['One', 'Two', 'Three', 'Four'].map((title) => toastElement(title).style.getPropertyValue('--toast-depth')),
    ['3', '2', '1', '0'],
  );
  t.equal(toastElement('One').getAttribute('data-peeking'), 'false', 'only the front three peek out');
  t.equal(toastElement('Two').getAttribute('data-peeking'), 'true');
});

t.test('24 toasts show at once; the 25th appears when one of them has left', async (t) => {
  const { toast, advance, store } = renderToaster();
  const ids = Array.from({ length: 25 }, (_, i) => toast(({ toast }) => toast.loading(`Toast ${i + 1}`)));
  t.equal(document.querySelectorAll('[data-toast-id]').length, 24);
  t.equal(screen.queryByText('Toast 25'), null);
  act(() => {
    store.dismiss(ids[0]);
  });
  advance(200);
  t.equal(document.querySelectorAll('[data-toast-id]').length, 24);
  t.ok(screen.getByText('Toast 25'));
});

t.test('<Toaster /> without a store shows what toast() raises anywhere in the page', async (t) => {
  t.teardown(() => dismiss());
  render(
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <Toaster />
    </I18nProvider>,
  );
  act(() => {
    pageToast.error('Could not save');
  });
  t.equal(screen.getByRole('alert').textContent, 'Could not save');
});

import t from 'tap';
import {
  openPopup,
  POPUP_FOCUS_RETRY_MS,
  POPUP_FOCUS_TIMEOUT_MS,
  type PopupEnvironment,
  popupFeatures,
} from '../../../web/lib/popup.ts';
import { manualClock } from '../../helpers/manual-clock.ts';

interface FakePopup {
  closed: boolean;
  focusCalls: number;
  focus(): void;
}

function setup(options: { blocked?: boolean; closedAtOnce?: boolean } = {}) {
  const timers = manualClock();
  const popup: FakePopup = {
    closed: options.closedAtOnce ?? false,
    focusCalls: 0,
    focus() {
      this.focusCalls += 1;
    },
  };
  const opened: string[][] = [];
  let openerHasFocus = true;
  const environment: PopupEnvironment = {
    open: (url, name, features) => {
      opened.push([url, name, features]);
      return options.blocked ? null : (popup as unknown as Window);
    },
    hasFocus: () => openerHasFocus,
    timers,
  };
  return {
    timers,
    popup,
    opened,
    environment,
    popupTakesFocus: () => {
      openerHasFocus = false;
    },
  };
}

t.test('the focus timeout is 1000 ms', async (t) => {
  t.equal(POPUP_FOCUS_TIMEOUT_MS, 1000);
});

t.test('features given as an object become the window.open feature string', async (t) => {
  t.equal(
    popupFeatures({ width: 600, height: 400, noopener: true, scrollbars: false }),
    'width=600,height=400,noopener',
  );
  t.equal(popupFeatures('width=1'), 'width=1');
});

t.test('a popup opens with the given address, name and features and is focused at once', async (t) => {
  const { popup, opened, environment } = setup();
  const result = openPopup('https://example.test/share', 'share', { width: 600, height: 400 }, environment);
  t.equal(result, popup);
  t.same(opened, [['https://example.test/share', 'share', 'width=600,height=400']]);
  t.equal(popup.focusCalls, 1);
});

t.test('focus is asked for again while the opener keeps it, and given up after 1000 ms', async (t) => {
  const { popup, timers, environment } = setup();
  openPopup('https://example.test/', 'p', '', environment);
  timers.advance(POPUP_FOCUS_TIMEOUT_MS);
  t.equal(popup.focusCalls, 1 + POPUP_FOCUS_TIMEOUT_MS / POPUP_FOCUS_RETRY_MS);
  t.equal(timers.pending(), 0, 'nothing left scheduled after the timeout');
  timers.advance(5000);
  t.equal(popup.focusCalls, 1 + POPUP_FOCUS_TIMEOUT_MS / POPUP_FOCUS_RETRY_MS);
});

t.test('once the popup has the focus, the helper stops asking', async (t) => {
  const { popup, timers, environment, popupTakesFocus } = setup();
  openPopup('https://example.test/', 'p', '', environment);
  timers.advance(POPUP_FOCUS_RETRY_MS);
  t.equal(popup.focusCalls, 2);
  popupTakesFocus();
  timers.advance(POPUP_FOCUS_TIMEOUT_MS);
  t.equal(popup.focusCalls, 2);
  t.equal(timers.pending(), 0);
});

t.test('a blocked popup gives null, whether no window came back or it was closed at once', async (t) => {
  const blocked = setup({ blocked: true });
  t.equal(openPopup('https://example.test/', 'p', '', blocked.environment), null);
  const closed = setup({ closedAtOnce: true });
  t.equal(openPopup('https://example.test/', 'p', '', closed.environment), null);
  t.equal(closed.popup.focusCalls, 0);
  t.equal(closed.timers.pending(), 0);
});

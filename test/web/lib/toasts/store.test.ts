// The toast store (spec §3 Toast, §4 Toast states, §9 toast constants): durations, dismissal,
// the 24-toast limit and its queue, pausing and resuming, all on a hand-moved clock.
import t, { type Test } from 'tap';
import { createToastStore, MAX_VISIBLE_TOASTS, type ToastStore } from '../../../../web/lib/toasts/store.ts';
import { createToastApi } from '../../../../web/lib/toasts/toast.ts';
import { manualClock } from '../../../helpers/manual-clock.ts';

function setup() {
  const clock = manualClock();
  const store = createToastStore({ scheduler: clock });
  return { clock, store, ...createToastApi(store) };
}

const stateOf = (store: ToastStore, id: string) => store.getSnapshot().toasts.find((toast) => toast.id === id)?.state;
const titles = (store: ToastStore) => store.getSnapshot().toasts.map((toast) => toast.title);

// Advances to just before `ms` and checks the toast is still there, then to `ms` and checks it leaves.
function expectLifetime(t: Test, ms: number, { clock, store }: ReturnType<typeof setup>, id: string) {
  clock.advance(ms - 1);
  t.equal(stateOf(store, id), 'visible', `still visible at ${ms - 1} ms`);
  clock.advance(1);
  t.equal(stateOf(store, id), 'dismissing', `dismissing at ${ms} ms`);
  clock.advance(199);
  t.equal(stateOf(store, id), 'dismissing', 'still on the page during the 200 ms exit');
  clock.advance(1);
  t.equal(stateOf(store, id), undefined, 'unmounted 200 ms after dismissal');
}

t.test('toast() returns an id and shows an info toast with the 5000 ms default', async (t) => {
  const setupResult = setup();
  const id = setupResult.toast({ title: 'Saved draft' });
  t.type(id, 'string');
  t.match(setupResult.store.getSnapshot().toasts, [{ id, title: 'Saved draft', type: 'info', duration: 5000 }]);
  expectLifetime(t, 5000, setupResult, id);
});

t.test('info and error toasts are dismissed after 5000 ms', async (t) => {
  for (const type of ['info', 'error'] as const) {
    const s = setup();
    const id = s.toast[type]('Something happened');
    t.equal(s.store.getSnapshot().toasts[0]?.type, type);
    expectLifetime(t, 5000, s, id);
  }
});

t.test('a success toast is dismissed after 2000 ms', async (t) => {
  const s = setup();
  expectLifetime(t, 2000, s, s.toast.success('Job posted'));
});

t.test('a warning toast is dismissed after 5000 ms', async (t) => {
  const s = setup();
  expectLifetime(t, 5000, s, s.toast.warning('Your session ends soon'));
});

t.test('a loading toast never dismisses itself', async (t) => {
  const s = setup();
  const id = s.toast.loading('Uploading photos');
  s.clock.advance(24 * 60 * 60 * 1000);
  t.equal(stateOf(s.store, id), 'visible');
  t.equal(s.clock.pending(), 0, 'no timer is kept for it');
});

t.test('a given duration wins over the default, and Infinity keeps the toast', async (t) => {
  const s = setup();
  const short = s.toast({ title: 'Quick', duration: 800 });
  const forever = s.toast.error('Stays', { duration: Number.POSITIVE_INFINITY });
  s.clock.advance(800);
  t.equal(stateOf(s.store, short), 'dismissing');
  s.clock.advance(60_000);
  t.equal(stateOf(s.store, forever), 'visible');
});

t.test('update turns a loading toast into a success toast that leaves after 2000 ms', async (t) => {
  const s = setup();
  const id = s.toast.loading('Saving');
  s.clock.advance(10_000);
  t.equal(s.update(id, { type: 'success', title: 'Saved' }), true);
  t.match(s.store.getSnapshot().toasts, [{ id, type: 'success', title: 'Saved', duration: 2000 }]);
  expectLifetime(t, 2000, s, id);
});

t.test('an updated toast gets its full time again, and a given duration is kept', async (t) => {
  const s = setup();
  const id = s.toast.info('Step 1');
  s.clock.advance(4000);
  s.update(id, { title: 'Step 2' });
  s.clock.advance(4999);
  t.equal(stateOf(s.store, id), 'visible');
  s.update(id, { type: 'error', duration: 1000 });
  t.equal(s.store.getSnapshot().toasts[0]?.duration, 1000);
  expectLifetime(t, 1000, s, id);
});

t.test('update of an unknown or departing toast changes nothing', async (t) => {
  const s = setup();
  t.equal(s.update('nope', { title: 'x' }), false);
  const id = s.toast.info('Going');
  s.dismiss(id);
  t.equal(s.update(id, { title: 'Back' }), false);
  t.same(titles(s.store), ['Going']);
});

t.test('raising a toast with the id of a shown one updates it instead of adding another', async (t) => {
  const s = setup();
  s.toast.loading('Sending', { id: 'send' });
  t.equal(s.toast.success('Sent', { id: 'send' }), 'send');
  t.match(s.store.getSnapshot().toasts, [{ id: 'send', title: 'Sent', type: 'success' }]);
  t.equal(s.store.getSnapshot().toasts.length, 1);
});

t.test('raising a toast with the id of one on its way out replaces it at once', async (t) => {
  const s = setup();
  s.toast.info('First', { id: 'x' });
  s.dismiss('x');
  s.toast.info('Second', { id: 'x' });
  t.match(s.store.getSnapshot().toasts, [{ id: 'x', title: 'Second', state: 'visible' }]);
  s.clock.advance(200);
  t.same(titles(s.store), ['Second'], 'the old exit timer does not remove the new toast');
});

t.test('snackbar defaults to an info toast of 3000 ms', async (t) => {
  const s = setup();
  const id = s.snackbar('Link copied');
  t.match(s.store.getSnapshot().toasts, [{ id, type: 'info', duration: 3000 }]);
  expectLifetime(t, 3000, s, id);
  const error = s.snackbar('Could not copy', { type: 'error' });
  t.match(s.store.getSnapshot().toasts, [{ id: error, type: 'error', duration: 3000 }]);
});

t.test('dismiss(id) starts the exit and the toast is removed 200 ms later', async (t) => {
  const s = setup();
  const id = s.toast.loading('Working');
  const other = s.toast.info('Other');
  s.dismiss(id);
  t.equal(stateOf(s.store, id), 'dismissing');
  s.clock.advance(200);
  t.equal(stateOf(s.store, id), undefined);
  t.equal(stateOf(s.store, other), 'visible', 'other toasts stay');
  s.dismiss('unknown');
  t.same(titles(s.store), ['Other']);
});

t.test(`at most ${MAX_VISIBLE_TOASTS} toasts show; later ones queue and show in order as space frees`, async (t) => {
  const s = setup();
  const ids = Array.from({ length: 27 }, (_, i) => s.toast.loading(`Toast ${i + 1}`));
  t.equal(s.store.getSnapshot().toasts.length, 24);
  t.equal(s.store.getSnapshot().queued, 3);
  t.notOk(titles(s.store).includes('Toast 25'));
  s.dismiss(ids[3]);
  t.equal(s.store.getSnapshot().toasts.length, 24, 'the leaving toast keeps its place during its exit');
  s.clock.advance(200);
  t.equal(titles(s.store).at(-1), 'Toast 25', 'the first queued toast takes the freed place');
  t.equal(s.store.getSnapshot().queued, 2);
  s.dismiss(ids[0]);
  s.dismiss(ids[1]);
  s.clock.advance(200);
  t.same(titles(s.store).slice(-3), ['Toast 25', 'Toast 26', 'Toast 27']);
  t.equal(s.store.getSnapshot().queued, 0);
});

t.test('a queued toast starts its timer only when it is shown', async (t) => {
  const s = setup();
  const first = s.toast.info('Full 1', { duration: 10_000 });
  for (let i = 2; i <= 24; i++) s.toast.loading(`Full ${i}`);
  const queued = s.toast.success('Waiting');
  s.clock.advance(10_000);
  t.equal(stateOf(s.store, first), 'dismissing');
  s.clock.advance(200);
  t.equal(stateOf(s.store, queued), 'visible', 'shown 10 200 ms after it was raised');
  s.clock.advance(1999);
  t.equal(stateOf(s.store, queued), 'visible');
  s.clock.advance(1);
  t.equal(stateOf(s.store, queued), 'dismissing', 'its 2000 ms counted from when it showed');
});

t.test('dismissing or updating a queued toast works before it is shown', async (t) => {
  const s = setup();
  const shown = Array.from({ length: 24 }, (_, i) => s.toast.loading(`Shown ${i}`));
  const gone = s.toast.info('Never shown');
  const changed = s.toast.loading('Pending');
  t.equal(s.update(changed, { title: 'Changed', type: 'success' }), true);
  s.dismiss(gone);
  t.equal(s.store.getSnapshot().queued, 1);
  s.dismiss(shown[0]);
  s.clock.advance(200);
  t.match(s.store.getSnapshot().toasts.at(-1), { id: changed, title: 'Changed', type: 'success', duration: 2000 });
});

t.test('dismiss() without an id removes every toast, queued ones too', async (t) => {
  const s = setup();
  for (let i = 0; i < 30; i++) s.toast.loading(`T${i}`);
  s.dismiss();
  t.ok(s.store.getSnapshot().toasts.every((toast) => toast.state === 'dismissing'));
  t.equal(s.store.getSnapshot().queued, 0);
  s.clock.advance(200);
  t.same(s.store.getSnapshot(), { toasts: [], queued: 0 });
});

t.test('a paused timer resumes with the time that was left, not a fresh duration', async (t) => {
  const s = setup();
  const id = s.toast.info('Hold me');
  s.clock.advance(3000);
  s.store.pause('pointer');
  t.equal(stateOf(s.store, id), 'pausing');
  s.clock.advance(60_000);
  t.equal(stateOf(s.store, id), 'pausing', 'no dismissal while paused');
  s.store.resume('pointer');
  t.equal(stateOf(s.store, id), 'visible');
  s.clock.advance(1999);
  t.equal(stateOf(s.store, id), 'visible');
  s.clock.advance(1);
  t.equal(stateOf(s.store, id), 'dismissing');
});

t.test('timers stay held until every reason to pause has gone', async (t) => {
  const s = setup();
  const id = s.toast.success('Held');
  s.store.pause('pointer');
  s.store.pause('hidden');
  s.store.resume('pointer');
  s.clock.advance(5000);
  t.equal(stateOf(s.store, id), 'pausing');
  s.store.resume('hidden');
  s.clock.advance(2000);
  t.equal(stateOf(s.store, id), 'dismissing');
});

t.test('a toast raised while timers are held waits in the pausing state', async (t) => {
  const s = setup();
  s.store.pause('focus');
  const id = s.toast.success('Arrived while paused');
  t.equal(stateOf(s.store, id), 'pausing');
  s.clock.advance(10_000);
  s.store.resume('focus');
  s.clock.advance(2000);
  t.equal(stateOf(s.store, id), 'dismissing');
});

t.test('subscribers hear every change and the snapshot stays the same object between changes', async (t) => {
  const s = setup();
  let calls = 0;
  const unsubscribe = s.store.subscribe(() => {
    calls += 1;
  });
  const before = s.store.getSnapshot();
  t.equal(s.store.getSnapshot(), before);
  s.toast.info('Hello');
  t.equal(calls, 1);
  t.not(s.store.getSnapshot(), before);
  unsubscribe();
  s.toast.info('Again');
  t.equal(calls, 1);
});

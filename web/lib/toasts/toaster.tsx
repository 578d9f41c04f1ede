// The snackbar region at the bottom of every page (spec §2.10) showing the toasts of a store
// (§4 Toast states): stacked until hovered or focused, which expands it and holds every timer;
// Alt+T moves focus into it (§9 hotkey), Escape there dismisses a toast, and timers also hold
// while the page is hidden. The look is web/styles/toasts.css.
import { useLingui } from '@lingui/react';
import {
  type CSSProperties,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { TOAST_GAP_PX, type Toast, type ToastSnapshot, type ToastStore, type ToastText } from './store.ts';
import { toastStore } from './toast.ts';

const EMPTY: ToastSnapshot = { toasts: [], queued: 0 };
// Only the three front toasts of a collapsed stack peek out; the rest sit behind them.
const PEEKING = 3;

// The toasts of a store as React state (the server renders none).
export function useToasts(store: ToastStore = toastStore): ToastSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => EMPTY);
}

export function Toaster({ store = toastStore }: { store?: ToastStore }) {
  const { i18n } = useLingui();
  const { toasts } = useToasts(store);
  const regionRef = useRef<HTMLElement>(null);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const expanded = pointerInside || focusInside;

  useEffect(() => {
    if (!pointerInside) return;
    store.pause('pointer');
    return () => store.resume('pointer');
  }, [pointerInside, store]);

  useEffect(() => {
    if (!focusInside) return;
    store.pause('focus');
    return () => store.resume('focus');
  }, [focusInside, store]);

  // With the last toast gone there is nothing under the pointer to report it leaving.
  useEffect(() => {
    if (toasts.length === 0) setPointerInside(false);
  }, [toasts.length]);

  useEffect(() => {
    const sync = () => {
      if (document.visibilityState === 'hidden') store.pause('hidden');
      else store.resume('hidden');
    };
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      store.resume('hidden');
    };
  }, [store]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // The physical key, so Alt+T works on layouts and systems where Alt turns T into another character.
      if (!event.altKey || event.code !== 'KeyT' || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A dismissed toast leaves the page with whatever had focus in it; focus stays in the region.
  const dismiss = useCallback(
    (id: string, focusWasInside: boolean) => {
      store.dismiss(id);
      if (focusWasInside) regionRef.current?.focus();
    },
    [store],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const item = (event.target as Element).closest('[data-toast-id]');
    const latest = toasts.findLast((toast) => toast.state !== 'dismissing');
    const id = item?.getAttribute('data-toast-id') ?? latest?.id;
    if (!id) return;
    event.stopPropagation();
    dismiss(id, item !== null);
  };

  const text = (value: ToastText) => (typeof value === 'string' ? value : i18n._(value));

  // Set through the CSS object model rather than a style attribute: the page's Content-Security-
  // Policy refuses style attributes in server-rendered markup.
  useEffect(() => {
    regionRef.current?.style.setProperty('--toast-gap', `${TOAST_GAP_PX}px`);
  }, []);

  return (
    <section
      ref={regionRef}
      className="toaster"
      data-toaster=""
      data-expanded={expanded}
      aria-label={i18n._({
        id: 'toast.region.label',
        message: 'Notifications ({hotkey})',
        values: { hotkey: 'Alt+T' },
      })}
      tabIndex={-1}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onKeyDown={onKeyDown}
    >
      {toasts.length > 0 && (
        <div
          className="toast-list"
          onPointerEnter={() => setPointerInside(true)}
          onPointerLeave={() => setPointerInside(false)}
        >
          {toasts.map((toast, index) => (
            <ToastItem
              key={toast.id}
              toast={toast}
              depth={toasts.length - 1 - index}
              text={text}
              closeLabel={i18n._({ id: 'toast.dismiss', message: 'Dismiss notification' })}
              onDismiss={dismiss}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function ToastItem({
  toast,
  depth,
  text,
  closeLabel,
  onDismiss,
}: {
  toast: Toast;
  // 0 for the newest toast, at the front of the stack.
  depth: number;
  text: (value: ToastText) => string;
  closeLabel: string;
  onDismiss: (id: string, focusWasInside: boolean) => void;
}) {
  const { id, type, state, action } = toast;
  const ref = useRef<HTMLDivElement>(null);
  const dismiss = () => onDismiss(id, ref.current?.contains(document.activeElement) ?? false);
  return (
    <div
      ref={ref}
      className="toast"
      data-toast-id={id}
      data-type={type}
      data-state={state}
      data-peeking={depth < PEEKING}
      // Errors interrupt; everything else waits for a pause in speech.
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      style={{ '--toast-depth': depth } as CSSProperties}
    >
      <span className="toast-icon" aria-hidden="true" />
      <p className="toast-title">{text(toast.title)}</p>
      {action && (
        <button
          type="button"
          className="toast-action"
          onClick={() => {
            try {
              action.onClick();
            } finally {
              dismiss();
            }
          }}
        >
          {text(action.label)}
        </button>
      )}
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={dismiss}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

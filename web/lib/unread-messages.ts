// Something changed what the signed-in person has not read (a conversation was shown and marked
// read): said as a window event, so whatever counts unread messages — the apps' icon badge, spec
// §7.4 — counts again, without the page knowing who listens.
const UNREAD_CHANGED = 'hearth:unread-changed';

export function announceUnreadChanged(): void {
  window.dispatchEvent(new Event(UNREAD_CHANGED));
}

export function onUnreadChanged(listener: () => void): () => void {
  window.addEventListener(UNREAD_CHANGED, listener);
  return () => window.removeEventListener(UNREAD_CHANGED, listener);
}

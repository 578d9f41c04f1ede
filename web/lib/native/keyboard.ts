// Keeps a focused field visible above the on-screen keyboard in the apps (spec §9): from app
// version 10.9.1 the wrapper lets the keyboard shrink the visual viewport instead of resizing the
// page, so the page itself scrolls the field into view — 150 ms after the viewport settles, with
// 20 px between the field and the visible edges.
import { compareVersions } from '../../../shared/version.ts';
import type { Agent } from './bridge.ts';
import { realSchedule, type Schedule } from './schedule.ts';

export const KEYBOARD_SCROLL_MIN_APP_VERSION = '10.9.1';
export const KEYBOARD_SCROLL_DEBOUNCE_MS = 150;
export const KEYBOARD_SCROLL_MARGIN_PX = 20;

export function usesKeyboardScroll(agent: Agent | null): boolean {
  return agent?.version != null && compareVersions(agent.version, KEYBOARD_SCROLL_MIN_APP_VERSION) >= 0;
}

interface ViewportLike extends EventTarget {
  readonly height: number;
  readonly offsetTop: number;
}

export interface KeyboardScrollOptions {
  readonly viewport?: ViewportLike | null;
  readonly schedule?: Schedule;
  readonly scrollBy?: (top: number) => void;
}

function isTextEntry(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  return element.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
}

// How far to scroll so the field sits inside the visible area with the margins; 0 when it does.
// A field taller than the visible area is aligned by its top.
export function scrollDistance(field: DOMRect, visibleTop: number, visibleHeight: number): number {
  const top = visibleTop + KEYBOARD_SCROLL_MARGIN_PX;
  const bottom = visibleTop + visibleHeight - KEYBOARD_SCROLL_MARGIN_PX;
  if (field.top < top) return field.top - top;
  if (field.bottom > bottom) return Math.min(field.bottom - bottom, field.top - top);
  return 0;
}

export function startKeyboardScroll({
  viewport = window.visualViewport,
  schedule = realSchedule,
  scrollBy = (top) => window.scrollBy({ top, behavior: 'smooth' }),
}: KeyboardScrollOptions = {}): () => void {
  if (!viewport) return () => {};
  // The tallest the visible area has been: the height without a keyboard.
  let fullHeight = viewport.height;
  let cancel = () => {};

  const scrollFocused = () => {
    const field = document.activeElement;
    if (!isTextEntry(field)) return;
    const distance = scrollDistance(field.getBoundingClientRect(), viewport.offsetTop, viewport.height);
    if (distance !== 0) scrollBy(distance);
  };

  const later = () => {
    cancel();
    cancel = schedule(scrollFocused, KEYBOARD_SCROLL_DEBOUNCE_MS);
  };

  const onResize = () => {
    if (viewport.height >= fullHeight) {
      fullHeight = viewport.height;
      return;
    }
    if (isTextEntry(document.activeElement)) later();
  };

  // Focus moving to another field while the keyboard is already up.
  const onFocusIn = (event: FocusEvent) => {
    if (viewport.height < fullHeight && isTextEntry(event.target as Element)) later();
  };

  viewport.addEventListener('resize', onResize);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    cancel();
    viewport.removeEventListener('resize', onResize);
    document.removeEventListener('focusin', onFocusIn);
  };
}

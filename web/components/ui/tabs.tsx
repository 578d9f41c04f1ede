// A bar of tabs that are links to the views of one page (the view is in the address): labelled for
// screen readers, the current one marked with aria-current="page" by the link itself. When the
// labels do not fit (a phone, a long language) the bar scrolls sideways instead of cutting a label
// off, fades at the edge that has more, and brings the current tab into view when the page opens.
import { Children, type ReactNode, useEffect, useRef } from 'react';

// Room left beside a tab scrolled into view, so the edge's fade does not cover it (px).
const EDGE_ROOM = 24;

export function Tabs({
  label,
  current,
  children,
  className,
}: {
  // What the tabs choose between, for screen readers ("Activity").
  label: string;
  // The key of the current tab: the bar brings it into view again when it changes.
  current?: string;
  // The tabs: links, the current one with aria-current="page".
  children: ReactNode;
  className?: string;
}) {
  const list = useRef<HTMLUListElement>(null);

  // An observer reports where the current tab is without making the browser lay the page out
  // again while it loads (reading sizes here would force a synchronous layout).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` moves the marked tab.
  useEffect(() => {
    const bar = list.current;
    const tab = bar?.querySelector('[aria-current="page"], [aria-selected="true"]');
    if (!bar || !tab || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (!entry?.rootBounds || entry.intersectionRatio >= 1) return;
        const { boundingClientRect: box, rootBounds: room } = entry;
        const left =
          box.left < room.left ? box.left - room.left - EDGE_ROOM : Math.max(0, box.right - room.right + EDGE_ROOM);
        if (left !== 0) bar.scrollBy({ left, behavior: 'instant' });
      },
      { root: bar, threshold: 1 },
    );
    observer.observe(tab);
    return () => observer.disconnect();
  }, [current]);

  return (
    <nav aria-label={label} className={className ? `tabs-bar ${className}` : 'tabs-bar'}>
      {/* A tab reached with the keyboard comes whole into view, clear of the fading edge. */}
      <ul
        ref={list}
        className="tabs"
        onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
      >
        {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
      </ul>
    </nav>
  );
}

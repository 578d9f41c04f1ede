// A compact index of links: a name each, in as many columns as the width allows — for lists people
// scan for one entry (a trade's services, its common jobs) rather than read item by item.
import type { ReactNode } from 'react';

export function LinkList({ items, testId }: { items: readonly { key: string; link: ReactNode }[]; testId?: string }) {
  return (
    <ul className="link-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.key}>{item.link}</li>
      ))}
    </ul>
  );
}

// A link to a path of this site that is not a route name with parameters: where the professional
// came from (fromPage). In-page navigation on a plain click, the browser's own behaviour otherwise.
import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '../../lib/router.tsx';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function PathLink({
  href,
  className,
  testId,
  children,
}: {
  href: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}

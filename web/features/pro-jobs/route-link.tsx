// A link to a route that carries test hooks (the shared Link takes none): in-page navigation on a
// plain click, the browser's own behaviour otherwise (new tab, download).
import type { MouseEvent, ReactNode } from 'react';
import type { LinkParams } from '../../../shared/link.ts';
import type { RouteName } from '../../../shared/routes.ts';
import { useRouter } from '../../lib/router.tsx';

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function RouteLink({
  to,
  params,
  className,
  testId,
  jobId,
  current,
  children,
}: {
  to: RouteName;
  params?: LinkParams;
  className?: string;
  testId?: string;
  jobId?: string;
  // aria-current="page" when this link stands for the page shown (a tab).
  current?: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const href = router.href(to, params);
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      data-job-id={jobId}
      aria-current={current ? 'page' : undefined}
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

// Client routing over the shared route table: a pathname is matched in the brand's locale, links
// navigate in-page with the History API, and the back button works.
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { PATHS } from '../../locales/paths.ts';
import type { Brand } from '../../shared/brands.ts';
import type { LinkParams } from '../../shared/link.ts';
import { createRouteMatcher, linkTo, type RouteMatch, type RouteName } from '../../shared/routes.ts';

interface Router {
  readonly pathname: string;
  readonly match: RouteMatch | null;
  navigate(href: string): void;
  href(name: RouteName, params?: LinkParams): string;
}

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({
  brand,
  initialPath,
  children,
}: {
  brand: Brand;
  initialPath: string;
  children: ReactNode;
}) {
  const [pathname, setPathname] = useState(initialPath);
  const words = PATHS[brand.locale];
  const matcher = useMemo(() => createRouteMatcher(brand, words), [brand, words]);

  useEffect(() => {
    const onPopState = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((href: string) => {
    const url = new URL(href, window.location.href);
    window.history.pushState(null, '', url);
    setPathname(url.pathname);
    window.scrollTo(0, 0);
  }, []);

  const router = useMemo<Router>(
    () => ({
      pathname,
      match: matcher.match(pathname),
      navigate,
      href: (name, params) => linkTo(name, words, params),
    }),
    [pathname, matcher, navigate, words],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useRouter must be inside a RouterProvider');
  return router;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function Link({
  to,
  params,
  className,
  children,
}: {
  to: RouteName;
  params?: LinkParams;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const href = router.href(to, params);
  return (
    <a
      href={href}
      className={className}
      aria-current={router.pathname === href.split('?')[0] ? 'page' : undefined}
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

// Client routing over the shared route table: a pathname is matched in the brand's locale, links
// navigate in-page with the History API, and the back button works. §2.10: consumer and admin
// pathnames load as a whole new page instead, and every in-page navigation sets the page title.
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Brand } from '../../shared/brands.ts';
import type { LinkParams } from '../../shared/link.ts';
import { createRouteMatcher, linkTo, type PathWords, type RouteMatch, type RouteName } from '../../shared/routes.ts';
import { resetDocumentMetaUnlessShown } from './document-meta.ts';

// §2.10: the consumer area (§2.6) and the admin area (§2.9) are not routed in-page.
const FULL_PAGE_AREAS = /^\/(?:consumer|admin)(?:\/|$)/;

// '' or '?…', whichever way the query string came.
function normaliseSearch(search: string): string {
  const bare = search.startsWith('?') ? search.slice(1) : search;
  return bare === '' ? '' : `?${bare}`;
}

export function needsFullPageLoad(pathname: string): boolean {
  return FULL_PAGE_AREAS.test(pathname);
}

const assignLocation = (href: string) => window.location.assign(href);

interface Router {
  readonly brand: Brand;
  readonly pathname: string;
  // The address's query string ('' or '?…') and its parameters.
  readonly search: string;
  readonly query: URLSearchParams;
  readonly match: RouteMatch | null;
  navigate(href: string): void;
  // Changes the query string of the current page in place (a filter): no new history entry.
  replaceQuery(query: URLSearchParams): void;
  href(name: RouteName, params?: LinkParams): string;
}

const RouterContext = createContext<Router | null>(null);

export function RouterProvider({
  brand,
  words,
  initialPath,
  initialSearch = '',
  loadPage = assignLocation,
  children,
}: {
  brand: Brand;
  // The path words of the brand's locale (locales/<locale>/paths.ts).
  words: PathWords;
  initialPath: string;
  initialSearch?: string;
  // How a full page load happens; window.location.assign unless a test watches it.
  loadPage?: (href: string) => void;
  children: ReactNode;
}) {
  const [location, setLocation] = useState({ pathname: initialPath, search: normaliseSearch(initialSearch) });
  const { pathname, search } = location;
  const matcher = useMemo(() => createRouteMatcher(brand, words), [brand, words]);

  useEffect(() => {
    const onPopState = () => {
      // Back to a history entry of this document whose address belongs to a full-page area.
      if (needsFullPageLoad(window.location.pathname)) loadPage(window.location.href);
      else setLocation({ pathname: window.location.pathname, search: normaliseSearch(window.location.search) });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [loadPage]);

  // §2.10: the page title ends with the product name and the brand's tagline, on every page; a page
  // that names itself (usePageMeta) has done so in this commit already. The first page's title and
  // description came with it from the server: while it hydrates (in slices, its own part later than
  // this) they stay as they are, or the tab would show the bare product name for a moment.
  const navigated = useRef(false);
  useEffect(() => {
    if (!navigated.current) {
      navigated.current = true;
      return;
    }
    resetDocumentMetaUnlessShown(brand, pathname);
  }, [brand, pathname]);

  const navigate = useCallback(
    (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin || needsFullPageLoad(url.pathname)) {
        loadPage(url.href);
        return;
      }
      window.history.pushState(null, '', url);
      setLocation({ pathname: url.pathname, search: normaliseSearch(url.search) });
      window.scrollTo(0, 0);
    },
    [loadPage],
  );

  const replaceQuery = useCallback((query: URLSearchParams) => {
    const next = normaliseSearch(query.toString());
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${next}`);
    setLocation((current) => ({ ...current, search: next }));
  }, []);

  const router = useMemo<Router>(
    () => ({
      brand,
      pathname,
      search,
      query: new URLSearchParams(search),
      match: matcher.match(pathname),
      navigate,
      replaceQuery,
      href: (name, params) => linkTo(name, words, params),
    }),
    [brand, pathname, search, matcher, navigate, replaceQuery, words],
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
  current,
  rel,
  'data-testid': testId,
}: {
  to: RouteName;
  params?: LinkParams;
  className?: string;
  children: ReactNode;
  // How the page linked to relates to this one (prev, next in a paged listing).
  rel?: string;
  // Whether the link stands for the view shown (a tab whose view is in the query); by default,
  // whether it leads to the page shown.
  current?: boolean;
  'data-testid'?: string;
}) {
  const router = useRouter();
  const href = router.href(to, params);
  const isCurrent = current ?? router.pathname === href.split('?')[0];
  return (
    <a
      href={href}
      className={className}
      rel={rel}
      data-testid={testId}
      aria-current={isCurrent ? 'page' : undefined}
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

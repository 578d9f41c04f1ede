// What a page of the route table is made of (DESIGN §3): the component the router renders and the
// queries the server runs first, so the page arrives complete and hydrates from the embedded cache
// (spec §7.3). Each feature exports the pages of its routes; web/pages.tsx puts them together for
// the server, and web/page-modules.ts fetches them one feature at a time in the browser.
import type { ReactElement } from 'react';
import type { Brand } from '../../shared/brands.ts';
import type { LinkParams } from '../../shared/link.ts';
import type { RouteAccess, RouteName } from '../../shared/routes.ts';
import type { PrefetchEntry } from './data.tsx';
import type { Document } from './graphql.ts';
import type { CurrentUser } from './state.ts';

export interface PageProps {
  readonly brand: Brand;
  // The route's parameters, decoded.
  readonly params: Readonly<Record<string, string>>;
  // The query string of the address.
  readonly search: URLSearchParams;
}

export interface PageDataInput extends PageProps {
  readonly user: CurrentUser | null;
}

export interface PageDefinition {
  readonly render: (props: PageProps) => ReactElement | null;
  // The queries to run on the server, with the variables the page will ask them with.
  readonly data?: (input: PageDataInput) => readonly PrefetchEntry[];
  // Whether the record the page shows exists, from the data of its queries (in `data` order; a
  // query that failed gives undefined) and the address (a parameter naming no such thing). The
  // server answers 404 when it does not.
  readonly found?: (results: readonly unknown[], input: PageDataInput) => boolean;
  // Where the person belongs instead, from the same data (a registration that goes on elsewhere):
  // the server answers 303 to it. The page's component sends a browser that came in-page there too.
  readonly redirect?: (results: readonly unknown[], input: PageDataInput) => PageTarget | null;
}

// A page of the route table and its parameters.
export interface PageTarget {
  readonly route: RouteName;
  readonly params?: LinkParams;
}

// Where the app finds the page of a route. The server has every page at hand; the browser fetches
// a page's code the first time its route is shown (docs/decisions/025-page-code-splitting.md).
export interface PageTable {
  // The route's page, or undefined while its code has not arrived.
  page(route: RouteName): PageDefinition | undefined;
  // Fetches the code of the route's page: resolves once page(route) has it, rejects when it
  // cannot be fetched (offline, or a new deploy has replaced the files).
  load(route: RouteName): Promise<void>;
  // Calls back whenever a page's code arrives; returns how to stop listening.
  subscribe(listener: () => void): () => void;
}

// A table whose pages are all here already (the server render, tests).
export function staticPageTable(pages: Readonly<Record<RouteName, PageDefinition>>): PageTable {
  return {
    page: (route) => pages[route],
    load: async () => {},
    subscribe: () => () => {},
  };
}

// One query of a page, read on the client with useQuery(document, variables).
export function query<TData, TVariables>(document: Document<TData, TVariables>, variables?: TVariables): PrefetchEntry {
  return { document: document as Document<unknown, never>, variables };
}

// The first page of a connection, read on the client with useConnection(document, variables, …).
export function connection<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: Omit<TVariables, 'after'>,
): PrefetchEntry {
  return { document: document as Document<unknown, never>, variables, connection: true };
}

// Whether the signed-in person (or no one) may see a page that needs `access` (§6).
export type AccessDecision = 'allowed' | 'signIn' | 'notFound';

export function decideAccess(access: RouteAccess | undefined, user: CurrentUser | null): AccessDecision {
  if (access === undefined) return 'allowed';
  // The staff's pages are not there for anyone else, not even as a sign-in.
  if (access === 'staff') return user?.type === 'ADMIN' ? 'allowed' : 'notFound';
  if (user === null) return 'signIn';
  if (access === 'consumer' && user.type !== 'CONSUMER') return 'notFound';
  if (access === 'pro' && user.type !== 'SERVICE_PRO') return 'notFound';
  return 'allowed';
}

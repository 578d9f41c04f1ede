// What a page of the route table is made of (DESIGN §3): the component the router renders and the
// queries the server runs first, so the page arrives complete and hydrates from the embedded cache
// (spec §7.3). Each feature exports the pages of its routes; web/pages.tsx puts them together.
import type { ReactElement } from 'react';
import type { Brand } from '../../shared/brands.ts';
import type { RouteAccess } from '../../shared/routes.ts';
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
  // query that failed gives undefined). The server answers 404 when it does not.
  readonly found?: (results: readonly unknown[]) => boolean;
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
  if (user === null) return 'signIn';
  if (access === 'consumer' && user.type !== 'CONSUMER') return 'notFound';
  if (access === 'pro' && user.type !== 'SERVICE_PRO') return 'notFound';
  return 'allowed';
}

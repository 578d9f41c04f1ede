// The client's data layer on SWR (spec §7.3: "server-side rendering embeds the cache state"): the
// server runs a page's queries and embeds their results; on the client they are SWR's fallback, so
// hydration refetches nothing. Queries, paginated connections and mutations that refresh the
// queries they change all go through `request` (docs/decisions/017-client-data-and-retries.md).
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { type Document, operationNameOf, request } from './graphql.ts';

export type DataCache = Record<string, unknown>;

const FallbackContext = createContext<DataCache>({});

// The paginated lists on screen, by their first page's key: a mutation that names one refreshes
// all its loaded pages (SWR's own key filter passes over paginated lists).
interface ListOnScreen {
  readonly key: string;
  refresh(): Promise<unknown>;
}
const ListsContext = createContext<Set<ListOnScreen>>(new Set());

// Plain JSON with object keys sorted, so equal variables always give the same key.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// The cache key of one query: its operation name, a space, and its variables as sorted JSON.
export function queryKey<TData, TVariables>(document: Document<TData, TVariables>, variables?: TVariables): string {
  return `${operationNameOf(document.toString())} ${stableJson(variables ?? {})}`;
}

// The cache key under which useConnection keeps all loaded pages of a connection.
export function connectionKey<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
): string {
  return unstable_serialize(() => queryKey(document, variables));
}

function operationOfKey(key: string): string {
  const space = key.indexOf(' ');
  return space < 0 ? key : key.slice(0, space);
}

export function DataProvider({ fallback, children }: { fallback: DataCache; children: ReactNode }) {
  const value = useMemo(() => ({ fallback }), [fallback]);
  const lists = useMemo(() => new Set<ListOnScreen>(), []);
  return (
    <FallbackContext.Provider value={fallback}>
      <ListsContext.Provider value={lists}>
        <SWRConfig value={value}>{children}</SWRConfig>
      </ListsContext.Provider>
    </FallbackContext.Provider>
  );
}

export interface QueryOptions<TData> extends SWRConfiguration<TData> {
  // No request while false (e.g. the query needs a signed-in person).
  readonly enabled?: boolean;
}

export function useQuery<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
  { enabled = true, ...options }: QueryOptions<TData> = {},
): SWRResponse<TData, Error> {
  const fallback = useContext(FallbackContext);
  const key = enabled ? queryKey(document, variables) : null;
  // What the server rendered is current: do not fetch it again on mount.
  const fromServer = key !== null && key in fallback;
  return useSWR<TData, Error>(key, () => request(document, variables), {
    ...(fromServer ? { revalidateOnMount: false } : {}),
    ...options,
  });
}

export interface PageInfo {
  readonly hasNextPage: boolean;
  readonly endCursor?: string | null;
}

export interface Connection<TNode> {
  readonly edges: readonly ({ readonly node: TNode } | null)[];
  readonly pageInfo: PageInfo;
}

export interface ConnectionResult<TNode> {
  readonly items: TNode[];
  readonly hasMore: boolean;
  readonly isLoading: boolean;
  readonly isLoadingMore: boolean;
  readonly error: Error | undefined;
  loadMore(): void;
  refresh(): Promise<unknown>;
}

// A Relay-style connection read page by page: the next page asks for the items `after` the last
// page's endCursor, while that page says it has a next one.
export function useConnection<TData, TVariables extends { after?: string | null }, TNode>(
  document: Document<TData, TVariables>,
  variables: Omit<TVariables, 'after'>,
  getConnection: (data: TData) => Connection<TNode> | null | undefined,
): ConnectionResult<TNode> {
  const fallback = useContext(FallbackContext);
  const pageVariables = useRef(new Map<string, TVariables>());
  const getKey = (index: number, previous: TData | null): string | null => {
    let pageOf = variables as TVariables;
    if (index > 0) {
      const info = previous ? getConnection(previous)?.pageInfo : undefined;
      if (!info?.hasNextPage || !info.endCursor) return null;
      pageOf = { ...variables, after: info.endCursor } as TVariables;
    }
    const key = queryKey(document, pageOf);
    pageVariables.current.set(key, pageOf);
    return key;
  };
  const fromServer = connectionKey(document, variables as TVariables) in fallback;
  const { data, error, size, setSize, isLoading, mutate } = useSWRInfinite<TData, Error>(
    getKey,
    (key: string) => request(document, pageVariables.current.get(key)),
    { revalidateFirstPage: false, ...(fromServer ? { revalidateOnMount: false } : {}) },
  );
  const lists = useContext(ListsContext);
  const firstKey = queryKey(document, variables as TVariables);
  useEffect(() => {
    const list = { key: firstKey, refresh: () => mutate() };
    lists.add(list);
    return () => {
      lists.delete(list);
    };
  }, [lists, firstKey, mutate]);
  const pages = data ?? [];
  const last = pages[pages.length - 1];
  const hasMore = last ? (getConnection(last)?.pageInfo.hasNextPage ?? false) : false;
  const isLoadingMore = isLoading || (size > 0 && pages[size - 1] === undefined);
  const loadMore = useCallback(() => {
    void setSize((current) => current + 1);
  }, [setSize]);
  const items = pages.flatMap((page) =>
    (getConnection(page)?.edges ?? []).flatMap((edge) => (edge ? [edge.node] : [])),
  );
  return {
    items,
    hasMore,
    isLoading,
    isLoadingMore: isLoadingMore && !error,
    error,
    loadMore,
    refresh: () => mutate(),
  };
}

export interface MutationOptions {
  // The queries to fetch again after the mutation succeeded: full keys (queryKey) or operation names.
  readonly revalidate?: readonly string[];
}

export interface MutationState<TData, TVariables> {
  readonly isMutating: boolean;
  readonly error: Error | undefined;
  readonly data: TData | undefined;
  // Rejects with the request's error (mutations reject on GraphQL errors, §7.3).
  trigger(variables?: TVariables): Promise<TData>;
}

export function useMutation<TData, TVariables>(
  document: Document<TData, TVariables>,
  { revalidate = [] }: MutationOptions = {},
): MutationState<TData, TVariables> {
  const { mutate } = useSWRConfig();
  const lists = useContext(ListsContext);
  const [state, setState] = useState<{ isMutating: boolean; error: Error | undefined; data: TData | undefined }>({
    isMutating: false,
    error: undefined,
    data: undefined,
  });
  const targets = revalidate.join('\n');
  const trigger = useCallback(
    async (variables?: TVariables) => {
      setState((current) => ({ ...current, isMutating: true, error: undefined }));
      try {
        const data = await request(document, variables);
        setState({ isMutating: false, error: undefined, data });
        const wanted = new Set(targets === '' ? [] : targets.split('\n'));
        if (wanted.size > 0) {
          const matches = (key: unknown) =>
            typeof key === 'string' && (wanted.has(key) || wanted.has(operationOfKey(key)));
          const named = [...lists].filter((list) => matches(list.key));
          // The mutation is done whatever the refetches do: each query shows its own failure.
          await Promise.allSettled([mutate(matches), ...named.map((list) => list.refresh())]);
        }
        return data;
      } catch (error) {
        setState({ isMutating: false, error: error as Error, data: undefined });
        throw error;
      }
    },
    [document, mutate, lists, targets],
  );
  return { ...state, trigger };
}

export interface PrefetchEntry {
  readonly document: Document<unknown, never>;
  readonly variables?: unknown;
  // The first page of a connection read with useConnection: kept under that hook's key.
  readonly connection?: boolean;
}

export type PrefetchExecute = <TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
) => Promise<{ readonly data?: TData | null; readonly errors?: readonly unknown[] }>;

// Runs a page's queries on the server: the cache to embed in the page, and each query's data in
// order (undefined when it failed). A query that failed is left out of the cache: the client then
// fetches it itself and shows its own error.
export async function prefetch(
  execute: PrefetchExecute,
  entries: readonly PrefetchEntry[],
): Promise<{ cache: DataCache; results: unknown[] }> {
  const results = await Promise.all(
    entries.map(async ({ document, variables }) => {
      try {
        const { data, errors } = await execute(document, variables as never);
        return data != null && (errors?.length ?? 0) === 0 ? data : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  const cache: DataCache = {};
  entries.forEach(({ document, variables, connection }, index) => {
    const data = results[index];
    if (data === undefined) return;
    if (connection) cache[connectionKey(document, variables as never)] = [data];
    else cache[queryKey(document, variables as never)] = data;
  });
  return { cache, results };
}

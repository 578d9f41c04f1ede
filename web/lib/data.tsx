// The client's data layer on SWR (spec §7.3: "server-side rendering embeds the cache state"): the
// server runs a page's queries and embeds their results; on the client they are SWR's fallback, so
// hydration refetches nothing. Queries, paginated connections and mutations that refresh the
// queries they change all go through `request` (docs/decisions/017-client-data-and-retries.md).
// Paginated connections are read with `useConnection` (connection.tsx), whose code only the pages
// that list something load.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse, unstable_serialize, useSWRConfig } from 'swr';
import { INFINITE_PREFIX } from 'swr/_internal';
import { type Document, operationNameOf, request } from './graphql.ts';

export type DataCache = Record<string, unknown>;

// The server-rendered cache; exported, like ListsContext, for useConnection (connection.tsx).
export const FallbackContext = createContext<DataCache>({});

// The paginated lists on screen, by their first page's key: a mutation that names one refreshes
// all its loaded pages (SWR's own key filter passes over paginated lists).
interface ListOnScreen {
  readonly key: string;
  refresh(): Promise<unknown>;
}
export const ListsContext = createContext<Set<ListOnScreen>>(new Set());

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

// The cache key under which useConnection keeps all loaded pages of a connection: what
// swr/infinite's `unstable_serialize` makes of its first page's key, spelled with SWR's core so
// that the server and pages without lists need not load swr/infinite.
export function connectionKey<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
): string {
  return INFINITE_PREFIX + unstable_serialize(queryKey(document, variables));
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

// Relay-style connections read page by page on SWR's infinite loading (spec §7.3). Apart from the
// rest of the data layer (data.tsx) because swr/infinite is needed only by pages that list
// something, so the home page does not load it (docs/decisions/025-page-code-splitting.md).
import { useCallback, useContext, useEffect, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { connectionKey, FallbackContext, ListsContext, queryKey } from './data.tsx';
import { type Document, request } from './graphql.ts';

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

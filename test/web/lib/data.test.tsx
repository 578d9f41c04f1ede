// The SWR data layer against a real HTTP server (spec §7.3): the server-rendered cache is used
// without a refetch, connections load page by page, mutations refresh the queries they change.
import '../../helpers/dom.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import t from 'tap';
import { useConnection } from '../../../web/lib/connection.tsx';
import {
  connectionKey,
  type DataCache,
  DataProvider,
  prefetch,
  queryKey,
  useMutation,
  useQuery,
} from '../../../web/lib/data.tsx';
import { configureGraphql, type Document } from '../../../web/lib/graphql.ts';
import { answerJson, type Received, startServer } from './graphql-test-server.ts';

function doc<TData, TVariables = Record<string, unknown>>(text: string): Document<TData, TVariables> {
  return text as unknown as Document<TData, TVariables>;
}

type Greeting = { greeting: string };
const GetGreeting = doc<Greeting, { name?: string; lang?: string }>(
  'query getGreeting($name: String, $lang: String) { greeting(name: $name, lang: $lang) }',
);
const GetCount = doc<{ count: number }>('query getCount { count }');
const Increment = doc<{ increment: number }>('mutation increment { increment }');

type Trades = {
  trades: { edges: { node: { name: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
};
const ListTrades = doc<Trades, { first: number; after?: string | null }>(
  'query listTrades($first: Int!, $after: String) { trades(first: $first, after: $after) { edges { node { name } } pageInfo { hasNextPage endCursor } } }',
);

function Providers({ fallback = {}, children }: { fallback?: DataCache; children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), loadingTimeout: 0, dedupingInterval: 0 }}>
      <DataProvider fallback={fallback}>{children}</DataProvider>
    </SWRConfig>
  );
}

function operationsOf(received: Received[]): string[] {
  return received.map((request) => request.query.get('operationName') ?? '');
}

t.test('a query key names the operation and its variables in a stable order', async (t) => {
  t.equal(queryKey(GetGreeting, { name: 'Ann', lang: 'en' }), 'getGreeting {"lang":"en","name":"Ann"}');
  t.equal(queryKey(GetGreeting, { lang: 'en', name: 'Ann' }), queryKey(GetGreeting, { name: 'Ann', lang: 'en' }));
  t.equal(queryKey(GetCount), 'getCount {}');
});

t.test('a query the server rendered is not fetched again on mount', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  server.answer(answerJson({ data: { count: 3 } }));
  function Page() {
    const greeting = useQuery(GetGreeting, { name: 'Ann' });
    const count = useQuery(GetCount);
    return (
      <p>
        {greeting.data?.greeting ?? '…'} / {count.data?.count ?? '…'}
      </p>
    );
  }
  render(
    <Providers fallback={{ [queryKey(GetGreeting, { name: 'Ann' })]: { greeting: 'Hello Ann' } }}>
      <Page />
    </Providers>,
  );
  t.ok(screen.getByText('Hello Ann / …'), 'the server-rendered data shows at once');
  await screen.findByText('Hello Ann / 3');
  t.same(operationsOf(server.received), ['getCount'], 'only the query the server did not render was requested');
});

t.test('a connection loads its next page after the last endCursor', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  server.answer((request, response) => {
    const after = request.json().variables?.after;
    const page = after === 'c2' ? ['Roofer'] : ['Plumber', 'Electrician'];
    answerJson({
      data: {
        trades: {
          edges: page.map((name) => ({ node: { name } })),
          pageInfo: { hasNextPage: after !== 'c2', endCursor: after === 'c2' ? 'c3' : 'c2' },
        },
      },
    })(request, response);
  });
  function TradeList() {
    const { items, hasMore, isLoadingMore, loadMore } = useConnection(ListTrades, { first: 2 }, (data) => data.trades);
    return (
      <div>
        <ul>
          {items.map((trade) => (
            <li key={trade.name}>{trade.name}</li>
          ))}
        </ul>
        {isLoadingMore ? <p>Loading</p> : null}
        {hasMore ? (
          <button type="button" onClick={loadMore}>
            More
          </button>
        ) : (
          <p>All shown</p>
        )}
      </div>
    );
  }
  render(
    <Providers>
      <TradeList />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'More' }));
  await screen.findByText('All shown');
  t.same(
    screen.getAllByRole('listitem').map((item) => item.textContent),
    ['Plumber', 'Electrician', 'Roofer'],
  );
  t.same(
    server.received.map((request) => request.json().variables),
    [{ first: 2 }, { first: 2, after: 'c2' }],
  );
});

t.test('a mutation refreshes a paginated list it names by operation', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  let trades = ['Plumber'];
  server.answer((request, response) => {
    const body = request.json();
    if (String(body.query).startsWith('mutation')) {
      trades = [...trades, 'Roofer'];
      answerJson({ data: { increment: trades.length } })(request, response);
      return;
    }
    answerJson({
      data: {
        trades: {
          edges: trades.map((name) => ({ node: { name } })),
          pageInfo: { hasNextPage: false, endCursor: 'c1' },
        },
      },
    })(request, response);
  });
  function Trades() {
    const { items } = useConnection(ListTrades, { first: 10 }, (data) => data.trades);
    const { trigger } = useMutation(Increment, { revalidate: ['listTrades'] });
    return (
      <div>
        <p>{items.map((trade) => trade.name).join(', ')}</p>
        <button type="button" onClick={() => void trigger()}>
          Add
        </button>
      </div>
    );
  }
  render(
    <Providers>
      <Trades />
    </Providers>,
  );
  await screen.findByText('Plumber');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  await screen.findByText('Plumber, Roofer');
  t.same(operationsOf(server.received), ['listTrades', 'increment', 'listTrades']);
});

t.test('a mutation refreshes the queries it names', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  let count = 0;
  function Counter() {
    const { data } = useQuery(GetCount);
    const greeting = useQuery(GetGreeting, { name: 'Ann' });
    const { trigger, isMutating } = useMutation(Increment, { revalidate: ['getCount'] });
    return (
      <button type="button" disabled={isMutating} onClick={() => void trigger()}>
        {`Count ${data?.count ?? '…'} ${greeting.data?.greeting ?? '…'}`}
      </button>
    );
  }
  server.answer((request, response) => {
    const { operationName } = request.json();
    if (operationName === 'increment') count += 1;
    const data =
      operationName === 'increment'
        ? { increment: count }
        : operationName === 'getCount'
          ? { count }
          : { greeting: 'Hello' };
    answerJson({ data })(request, response);
  });
  render(
    <Providers>
      <Counter />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Count 0 Hello' }));
  await screen.findByRole('button', { name: 'Count 1 Hello' });
  t.same(
    operationsOf(server.received).sort(),
    ['getCount', 'getCount', 'getGreeting', 'increment'],
    'the query it does not name is not fetched again',
  );
  t.equal(operationsOf(server.received).at(-1), 'getCount', 'fetched again after the mutation');
});

t.test('a failed mutation leaves the queries alone and reports its error', async (t) => {
  const server = await startServer(t);
  configureGraphql({ endpoint: server.endpoint });
  t.capture(console, 'warn');
  server.answer((request, response) => {
    const { operationName } = request.json();
    answerJson(
      operationName === 'increment'
        ? { data: null, errors: [{ message: 'Not allowed', extensions: { code: 'INVALID_DATA' } }] }
        : { data: { count: 0 } },
    )(request, response);
  });
  function Counter() {
    const { data } = useQuery(GetCount);
    const { trigger, error } = useMutation(Increment, { revalidate: ['getCount'] });
    return (
      <button type="button" onClick={() => trigger().catch(() => undefined)}>
        {`Count ${data?.count ?? '…'} ${error?.message ?? ''}`}
      </button>
    );
  }
  render(
    <Providers>
      <Counter />
    </Providers>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /Count 0/ }));
  await screen.findByRole('button', { name: 'Count 0 Not allowed' });
  t.same(operationsOf(server.received), ['getCount', 'increment']);
});

t.test("prefetch returns the page cache of the queries that succeeded, and each one's data", async (t) => {
  const { cache, results } = await prefetch(
    async (document, variables) => {
      if (String(document).includes('getCount')) return { data: null, errors: [{ message: 'down' }] };
      return { data: { greeting: `Hello ${(variables as { name: string }).name}` } as never };
    },
    [
      { document: GetGreeting, variables: { name: 'Ann' } },
      { document: GetCount },
      { document: GetGreeting, variables: { name: 'Bo' }, connection: true },
    ],
  );
  t.same(cache, {
    [queryKey(GetGreeting, { name: 'Ann' })]: { greeting: 'Hello Ann' },
    [connectionKey(GetGreeting, { name: 'Bo' })]: [{ greeting: 'Hello Bo' }],
  });
  t.same(results, [{ greeting: 'Hello Ann' }, undefined, { greeting: 'Hello Bo' }], 'in the order asked');
});

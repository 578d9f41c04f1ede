// Shared pieces of the session tests: a GraphQL server on 127.0.0.1 that answers the session
// operations by name (the client's own fetch is pointed at it), signed-in user fixtures, and a
// rendered SessionProvider whose current value the test can read and act on.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { I18nProvider } from '@lingui/react';
import { act, render, waitFor } from '@testing-library/react';
import type { TrackedEvent } from '../../../web/lib/analytics/track.ts';
import { configureGraphql } from '../../../web/lib/graphql.ts';
import { createI18n } from '../../../web/lib/i18n.ts';
import type { ReportContext } from '../../../web/lib/report.ts';
import {
  type SessionContextValue,
  SessionProvider,
  type SessionProviderProps,
  useSession,
} from '../../../web/lib/session.tsx';
import type { CurrentUser } from '../../../web/lib/state.ts';

interface Teardown {
  teardown(fn: () => unknown): void;
}

export interface GraphqlCall {
  readonly operationName: string;
  readonly variables: Record<string, unknown>;
  // For an upload (a GraphQL multipart request): each file's place in the variables and its name.
  readonly files?: readonly { readonly path: string; readonly name: string }[];
}

// An answer: a GraphQL result (status 200) or any status with a raw body.
export type Answer = { data: unknown } | { status: number; body: string };
export type Handler = (call: GraphqlCall) => Answer | Promise<Answer>;

export interface SessionServer {
  readonly calls: GraphqlCall[];
  handle(operationName: string, handler: Handler): void;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// The operation of a request: JSON, or an upload's `operations` with where its files went.
async function readCall(request: IncomingMessage): Promise<GraphqlCall> {
  const body = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return JSON.parse(body.toString('utf8')) as GraphqlCall;
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  const operation = JSON.parse(String(form.get('operations'))) as GraphqlCall;
  const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
  const files = Object.entries(map).flatMap(([key, paths]) =>
    paths.map((path) => ({ path, name: (form.get(key) as File | null)?.name ?? '' })),
  );
  return { ...operation, files };
}

// Starts the server and points the page's GraphQL client at it for this test.
export async function startSessionServer(t: Teardown): Promise<SessionServer> {
  const handlers = new Map<string, Handler>();
  const calls: GraphqlCall[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const call = await readCall(request);
    calls.push({
      operationName: call.operationName,
      variables: call.variables,
      ...(call.files ? { files: call.files } : {}),
    });
    const handler = handlers.get(call.operationName);
    const answer: Answer = handler
      ? await handler(call)
      : { status: 400, body: JSON.stringify({ errors: [{ message: `No answer for ${call.operationName}` }] }) };
    if ('data' in answer) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: answer.data }));
    } else {
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The client's retries of a call that never got through wait no time here: a test that cuts the
  // network sees all the attempts at once instead of racing their random backoff (up to 0.9 s)
  // against its own wait.
  configureGraphql({ endpoint: `http://127.0.0.1:${port}`, sleep: async () => {} });
  t.teardown(async () => {
    configureGraphql();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { calls, handle: (name, handler) => handlers.set(name, handler) };
}

// An answer the server holds until the test releases it, so the test can look at the page while
// the request runs. `arrived` resolves once the request has reached the server; an answer released
// earlier is kept and sent when it arrives, so the order of the two never matters.
export function heldAnswer(): { handler: Handler; arrived: Promise<void>; release(answer: Answer): void } {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let release: (answer: Answer) => void = () => {};
  const released = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return {
    handler: () => {
      arrive();
      return released;
    },
    arrived,
    release: (answer) => release(answer),
  };
}

export const CONSUMER: CurrentUser = {
  __typename: 'Consumer',
  id: 'c0a8e1f2-0000-4000-8000-000000000001',
  email: 'ann@example.com',
  type: 'CONSUMER',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  hasAssumableAccess: false,
  assumedBy: null,
};

export const PRO: Extract<CurrentUser, { __typename: 'ServicePro' }> = {
  __typename: 'ServicePro',
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  email: 'sam@example.com',
  type: 'SERVICE_PRO',
  firstName: 'Sam',
  lastName: 'Carter',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  slug: 'carter-building',
  hasAssumableAccess: true,
  assumedBy: null,
  companyProfile: null,
};

export const loginSuccess = {
  data: { login: { __typename: 'LoginSuccess', hasAssumableAccess: true, isAuthenticated: true } },
};
export const loginFailed = (code: string) => ({
  data: { login: { __typename: 'LoginFailed', code, isAuthenticated: false } },
});

export interface Recorders {
  readonly tracked: TrackedEvent[];
  readonly reported: { error: unknown; context: ReportContext }[];
}

export function recorders(): Recorders {
  return { tracked: [], reported: [] };
}

// Renders a provider around `children` and hands back a reader of its current value.
export function renderSession(
  props: Omit<SessionProviderProps, 'children' | 'initialUser'> & { initialUser?: CurrentUser | null },
  recorded: Recorders = recorders(),
) {
  let current: SessionContextValue | null = null;
  function Capture() {
    current = useSession();
    return null;
  }
  const element = (extra: Partial<SessionProviderProps> = {}) => (
    <I18nProvider i18n={createI18n('en-GB', {})}>
      <SessionProvider
        initialUser={null}
        credentials={null}
        track={(event) => recorded.tracked.push(event)}
        report={(error, context) => recorded.reported.push({ error, context })}
        {...props}
        {...extra}
      >
        <Capture />
      </SessionProvider>
    </I18nProvider>
  );
  const rendered = render(element());
  return {
    recorded,
    get session(): SessionContextValue {
      if (!current) throw new Error('the provider has not rendered');
      return current;
    },
    rerender(extra: Partial<SessionProviderProps>) {
      rendered.rerender(element(extra));
    },
    // Starts an action and renders what it changed synchronously (the method in progress); the
    // promise is awaited later with `finish`.
    start<T>(action: (session: SessionContextValue) => Promise<T>): Promise<T> {
      let promise!: Promise<T>;
      act(() => {
        promise = action(this.session);
      });
      return promise;
    },
    async finish<T>(promise: Promise<T>): Promise<T> {
      let result!: T;
      await act(async () => {
        result = await promise;
      });
      return result;
    },
    // Runs an action of the provider inside act(), so its state updates are rendered.
    async run<T>(action: (session: SessionContextValue) => Promise<T>): Promise<T> {
      let result!: T;
      await act(async () => {
        result = await action(this.session);
      });
      return result;
    },
  };
}

// Waits (bounded, rendering in between) until the condition holds.
export async function until(condition: () => boolean): Promise<void> {
  await waitFor(() => {
    if (!condition()) throw new Error('not yet');
  });
}

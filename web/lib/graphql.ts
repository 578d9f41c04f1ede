// The client's one way to the BFF (spec §7.1, §7.3, §8; docs/decisions/017-client-data-and-retries.md):
// POST /graphql?operationName=… with a JSON body of operationName, variables and query, the caller's
// identity headers, uploads as GraphQL multipart requests, incremental (@defer/@stream) answers
// merged, the §8 errors, and a retry only of calls that never reached the BFF. Documents arrive as
// typed strings from codegen, so the client carries no GraphQL parser.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { Brand } from '../../shared/brands.ts';
import {
  CSRF_HEADER,
  DEFAULT_MOBILE_LOGIN_PATH,
  GRAPHQL_PATH,
  MOBILE_LOGIN_FIELDS,
  REQUEST_ID_HEADER,
} from '../../shared/constants.ts';
import {
  AGENT_TYPE_COOKIE,
  AGENT_TYPE_HEADER,
  AGENT_VERSION_COOKIE,
  AGENT_VERSION_HEADER,
  CLIENT_ID_COOKIES,
  CLIENT_ID_HEADER,
  isAgentType,
  isAgentVersion,
  isIdentifier,
  MAX_PAGE_URL_LENGTH,
  PAGE_URL_HEADER,
  PARENT_REQUEST_ID_HEADER,
  SESSION_ID_COOKIES,
  SESSION_ID_HEADER,
} from '../../shared/request-identity.ts';
import { hasDirective, operationNameOf, operationTypeOf, rootFieldsOf } from './graphql-document.ts';
// Uploads and incremental answers are rare (most pages never send or get one), so their code is
// fetched when a call needs it, not with every page (docs/decisions/025-page-code-splitting.md).
import type { ExecutionResult, GraphqlError } from './graphql-multipart.ts';

export { operationNameOf } from './graphql-document.ts';

export type Document<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

// §7.3: sent when the configuration gives them.
export const CLIENT_NAME_HEADER = 'x-client-name';
export const CLIENT_VERSION_HEADER = 'x-client-version';

// §9 retry: at most 3 attempts, 300 ms base delay.
export const MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 300;

export const UNSUPPORTED_MULTIPART = 'Unsupported multipart content type';
export const MISSING_RESPONSE = 'Server response was missing for query';

export interface GraphqlConfiguration {
  // Prefix of the endpoint addresses: '' (the page's own origin) unless the page is served elsewhere.
  readonly endpoint?: string;
  // §7.1: the brand's country header, if it has one.
  readonly brand?: Pick<Brand, 'countryHeader'>;
  readonly countryHeader?: Brand['countryHeader'];
  // The request id of the server render that made the page.
  readonly parentRequestId?: string | null;
  readonly mobileLoginPath?: string;
  readonly clientName?: string | null;
  readonly clientVersion?: string | null;
  readonly fetch?: typeof fetch;
  // The wait between attempts, and the random source of its jitter.
  readonly sleep?: (milliseconds: number) => Promise<void>;
  readonly random?: () => number;
}

let configuration: GraphqlConfiguration = {};

// Called once when the page starts; replaces any earlier configuration.
export function configureGraphql(options: GraphqlConfiguration = {}): void {
  configuration = options;
}

export interface RequestOptions<TData> {
  readonly signal?: AbortSignal;
  // Each merged partial result of an incremental (@defer/@stream) answer, before the final one.
  readonly onNext?: (partial: TData) => void;
  // 'none' (default, queries and mutations alike): GraphQL errors reject. 'all': a query that
  // returned data with errors resolves with the data; the errors are still logged.
  readonly errorPolicy?: 'none' | 'all';
}

export interface ErrorDetails {
  readonly status?: number;
  readonly code?: string | undefined;
  readonly requestId?: string | null;
  readonly operationName?: string;
  // The parsed body of the answer, when it was JSON.
  readonly result?: unknown;
  readonly bodyText?: string;
  readonly cause?: unknown;
}

export class GraphqlRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly requestId: string | null;
  readonly operationName: string;
  readonly result: unknown;
  constructor(message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'GraphqlRequestError';
    this.status = details.status ?? 0;
    this.code = details.code;
    this.requestId = details.requestId ?? null;
    this.operationName = details.operationName ?? '';
    this.result = details.result;
  }
}

// §8: an answer with a status of 300 or above.
export class ServerError extends GraphqlRequestError {
  constructor(message: string, details: ErrorDetails) {
    super(message, details);
    this.name = 'ServerError';
  }
}

// §8: a 401 is rethrown to force re-authentication. Besides the caller, whoever listens here
// (the app, which sends the person to sign in again) hears of every one.
const unauthenticatedListeners = new Set<(error: ServerError) => void>();

export function onUnauthenticated(listener: (error: ServerError) => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

// §8: a body that is not JSON.
export class ServerParseError extends GraphqlRequestError {
  readonly bodyText: string;
  constructor(message: string, details: ErrorDetails) {
    super(message, details);
    this.name = 'ServerParseError';
    this.bodyText = details.bodyText ?? '';
  }
}

// §7.1: a request id of 32 hexadecimal characters, new per request.
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function readSessionStorage(name: string): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(name);
  } catch {
    // Storage can be switched off; the cookie was the first choice anyway.
    return null;
  }
}

function firstValid(values: readonly (string | null)[], valid: (value: unknown) => boolean): string | null {
  return values.find((value) => valid(value)) ?? null;
}

// The app wrapper's agent type and version: the cookies the wrapper sets, else what it left in
// session storage. Only values the BFF accepts are sent (decision 010).
function agentOf(cookiesOnly: boolean): { type: string | null; version: string | null } {
  const type = readCookie(AGENT_TYPE_COOKIE);
  const version = readCookie(AGENT_VERSION_COOKIE);
  if (cookiesOnly) return { type: isAgentType(type) ? type : null, version: isAgentVersion(version) ? version : null };
  return {
    type: firstValid([type, readSessionStorage(AGENT_TYPE_COOKIE)], isAgentType),
    version: firstValid([version, readSessionStorage(AGENT_VERSION_COOKIE)], isAgentVersion),
  };
}

function identityHeaders(config: GraphqlConfiguration, requestId: string): Record<string, string> {
  const headers: Record<string, string> = { [REQUEST_ID_HEADER]: requestId };
  const add = (name: string, value: string | null | undefined) => {
    if (value) headers[name] = value;
  };
  add(SESSION_ID_HEADER, firstValid(SESSION_ID_COOKIES.map(readCookie), isIdentifier));
  add(CLIENT_ID_HEADER, firstValid(CLIENT_ID_COOKIES.map(readCookie), isIdentifier));
  const agent = agentOf(false);
  add(AGENT_TYPE_HEADER, agent.type);
  add(AGENT_VERSION_HEADER, agent.version);
  add(PARENT_REQUEST_ID_HEADER, config.parentRequestId);
  if (typeof window !== 'undefined') add(PAGE_URL_HEADER, window.location.href.slice(0, MAX_PAGE_URL_LENGTH));
  const country = config.countryHeader ?? config.brand?.countryHeader;
  if (country) headers[country.name] = country.value;
  add(CLIENT_NAME_HEADER, config.clientName);
  add(CLIENT_VERSION_HEADER, config.clientVersion);
  return headers;
}

// §7.1: login and one-time-password mutations of an app wrapper (both of its cookies present). The
// page's configuration names the path; without one, the client uses the BFF's default.
function endpointPath(query: string, config: GraphqlConfiguration): string {
  if (operationTypeOf(query) !== 'mutation') return GRAPHQL_PATH;
  const fields = rootFieldsOf(query);
  if (fields.length === 0 || !fields.every((field) => MOBILE_LOGIN_FIELDS.has(field))) return GRAPHQL_PATH;
  const agent = agentOf(true);
  return agent.type && agent.version ? (config.mobileLoginPath ?? DEFAULT_MOBILE_LOGIN_PATH) : GRAPHQL_PATH;
}

function defaultSleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

function logNetworkError(operationName: string, requestId: string, status: number | null, error: unknown): void {
  console.error(
    `[GraphQL network error] operation ${operationName || '(anonymous)'}, request ${requestId}, status ${status ?? 'none'}`,
    error,
  );
}

// Sends the call, again only when fetch rejected without an answer (a network TypeError): the BFF
// never saw it, or it is idempotent on the request id, which every attempt shares (decision 008).
// An abort, any HTTP answer (401 and 5xx included) and any other failure end it at once.
async function send(
  url: string,
  init: RequestInit,
  config: GraphqlConfiguration,
  operationName: string,
  requestId: string,
): Promise<Response> {
  const fetchImpl = config.fetch ?? globalThis.fetch;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      const aborted = init.signal?.aborted === true;
      if (aborted || !(error instanceof TypeError) || attempt >= MAX_ATTEMPTS) {
        if (!aborted) logNetworkError(operationName, requestId, null, error);
        throw error;
      }
      // Exponential backoff with full jitter: 0–300 ms, then 0–600 ms.
      const random = config.random ?? Math.random;
      await (config.sleep ?? defaultSleep)(Math.floor(random() * RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)));
      if (init.signal?.aborted) throw init.signal.reason;
    }
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Whether the variables hold a File or Blob where `uploadBody` looks for one (in arrays and plain
// objects): only then is the call an upload.
function containsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  return isPlainObject(value) && Object.values(value).some(containsFile);
}

function firstErrorOf(result: unknown): GraphqlError | undefined {
  const errors = (result as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors[0] as GraphqlError | undefined) : undefined;
}

function parseJson(text: string, details: ErrorDetails): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ServerParseError(`JSON Parse error: ${(error as Error).message}`, {
      ...details,
      bodyText: text,
      cause: error,
    });
  }
}

async function readResult<TData>(
  response: Response,
  details: ErrorDetails & { operationName: string; requestId: string },
  onNext: ((partial: TData) => void) | undefined,
): Promise<ExecutionResult> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!/^\s*multipart\//i.test(contentType)) {
    const result = parseJson(await response.text(), details);
    if (typeof result !== 'object' || result === null || Array.isArray(result)) return {};
    return result as ExecutionResult;
  }
  const { mergePart, mixedBoundary, readMixedParts } = await import('./graphql-multipart.ts');
  const boundary = mixedBoundary(contentType);
  if (!boundary) throw new GraphqlRequestError(UNSUPPORTED_MULTIPART, details);
  let merged: ExecutionResult = {};
  await readMixedParts(response.body, boundary, (json, partType) => {
    if (partType !== null && !/^application\/(?:graphql-response\+)?json\b/i.test(partType)) {
      throw new GraphqlRequestError(UNSUPPORTED_MULTIPART, details);
    }
    merged = mergePart(merged, parseJson(json, details) as ExecutionResult);
    if (merged.hasNext && merged.data != null) onNext?.(merged.data as TData);
  });
  return merged;
}

export async function request<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
  options: RequestOptions<TData> = {},
): Promise<TData> {
  const config = configuration;
  const query = document.toString();
  const operationName = operationNameOf(query);
  // §8: no local resolvers here, so a @client field could only fail on the server.
  if (hasDirective(query, 'client')) {
    throw new GraphqlRequestError(
      `The operation ${operationName || '(anonymous)'} has @client fields, which only a client cache can answer; it was not sent`,
      { operationName },
    );
  }
  const requestId = newRequestId();
  const headers = identityHeaders(config, requestId);
  const incremental = hasDirective(query, 'defer') || hasDirective(query, 'stream');
  headers.accept = incremental ? 'multipart/mixed;deferSpec=20220824, application/json' : 'application/json';
  const operation = { operationName, variables: variables ?? {}, query };
  const upload = containsFile(operation.variables)
    ? (await import('./graphql-multipart.ts')).uploadBody(operation)
    : null;
  if (upload) headers[CSRF_HEADER] = '1';
  else headers['content-type'] = 'application/json';
  const url = `${config.endpoint ?? ''}${endpointPath(query, config)}?operationName=${encodeURIComponent(operationName)}`;
  const init: RequestInit = {
    method: 'POST',
    credentials: 'include',
    headers,
    body: upload ? upload.body : JSON.stringify(operation),
    ...(options.signal ? { signal: options.signal } : {}),
  };

  const response = await send(url, init, config, operationName, requestId);
  const answeredId = response.headers.get(REQUEST_ID_HEADER) ?? requestId;
  const details = { status: response.status, operationName, requestId: answeredId };
  if (response.status >= 300) {
    const bodyText = await response.text().catch(() => '');
    let result: unknown;
    try {
      result = JSON.parse(bodyText);
    } catch {
      result = undefined;
    }
    const first = firstErrorOf(result);
    const error = new ServerError(`Response not successful: Received status code ${response.status}`, {
      ...details,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? first?.extensions?.requestId ?? requestId,
      code: first?.extensions?.code,
      result,
    });
    logNetworkError(operationName, error.requestId ?? requestId, response.status, error);
    if (response.status === 401) for (const listener of unauthenticatedListeners) listener(error);
    throw error;
  }

  let result: ExecutionResult;
  try {
    result = await readResult(response, details, options.onNext);
  } catch (error) {
    logNetworkError(operationName, answeredId, response.status, error);
    throw error;
  }
  const first = result.errors?.[0];
  if (first) {
    console.warn(`[GraphQL errors] operation ${operationName}, request ${answeredId}`, result.errors);
    // §7.3: mutations always reject on GraphQL errors.
    const keepData = options.errorPolicy === 'all' && operationTypeOf(query) === 'query' && result.data != null;
    if (!keepData) {
      throw new GraphqlRequestError(first.message, {
        ...details,
        requestId: first.extensions?.requestId ?? answeredId,
        code: first.extensions?.code,
        result,
      });
    }
  }
  if (result.data == null) {
    const error = new GraphqlRequestError(MISSING_RESPONSE, { ...details, result });
    logNetworkError(operationName, answeredId, response.status, error);
    throw error;
  }
  return result.data as TData;
}

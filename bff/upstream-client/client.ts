// The one way the BFF talks to the upstream: GraphQL over HTTP through a bounded undici pool with
// explicit timeouts, an overall deadline per call and a cap on response size. Transient faults are
// retried (retry-policy.ts); every fault becomes one of the typed errors of errors.ts.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { ExecutionResult } from 'graphql';
import { Pool } from 'undici';
import { REQUEST_ID_HEADER } from '../../shared/constants.ts';
import {
  UpstreamAbortedError,
  UpstreamDeadlineError,
  UpstreamEmptyError,
  UpstreamParseError,
  UpstreamStatusError,
  UpstreamTooLargeError,
  UpstreamUnauthenticatedError,
  UpstreamUnavailableError,
} from '../errors.ts';
import { createKeptAnswers, type KeptAnswers, publicMaxAgeOf } from './kept-answers.ts';
import {
  BASE_DELAY_MS,
  backoffDelayMs,
  createRetryBudget,
  isRetryableStatus,
  MAX_ATTEMPTS,
  RETRY_AFTER_CAP_MS,
  type RetryBudget,
  retryAfterMs,
} from './retry-policy.ts';
import { type MultipartBody, multipartBody, type SpooledFile } from './uploads.ts';

export interface UpstreamRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | undefined;
  readonly operationName?: string | undefined;
  readonly token: string | null;
  // Sent on every attempt: the upstream answers a repeated mutation from its idempotency store
  // (keyed by caller, request id and body), which is what makes retrying a mutation safe.
  readonly requestId: string;
  // The browser's address: the upstream's abuse limits count per client, not per BFF.
  readonly clientIp?: string | undefined;
  // The caller's validated §7.1 headers (plugins/request-identity.ts). Nothing else the client sent
  // is forwarded; the fixed headers below win over these.
  readonly identityHeaders?: Readonly<Record<string, string>> | undefined;
  // Files of a GraphQL multipart request (upstream-client/uploads.ts): the call goes as multipart, with
  // null in `variables` where each file belongs. Kept on disk, so every attempt can send them.
  readonly files?: readonly SpooledFile[] | undefined;
  // Aborted when the caller went away: the call stops and is not retried.
  readonly signal?: AbortSignal | undefined;
  // The fast path (gateway/fast-path.ts) sends a clean answer on as bytes: one that plainly is one
  // is not parsed (cleanAnswerOf gives its bytes); any other is parsed and checked as usual.
  readonly forwardClean?: boolean | undefined;
}

export interface UpstreamClient {
  execute(request: UpstreamRequest): Promise<ExecutionResult>;
  close(): Promise<void>;
}

export interface UpstreamClientOptions {
  readonly url: URL;
  readonly connections?: number;
  readonly connectTimeoutMs?: number;
  readonly headersTimeoutMs?: number;
  readonly bodyTimeoutMs?: number;
  readonly maxResponseBytes?: number;
  // One call's time across all its attempts and the waits between them.
  readonly deadlineMs?: number;
  readonly maxAttempts?: number;
  readonly baseDelayMs?: number;
  readonly retryAfterCapMs?: number;
  readonly retryBudget?: RetryBudget;
  // Bytes of public answers kept for visitors (kept-answers.ts, decision 045); 0 keeps none.
  readonly keptAnswerBytes?: number;
  // Injectable so tests are fast and deterministic.
  readonly random?: () => number;
  readonly sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  readonly now?: () => number;
  // Told about every attempt, retry and failed call (the metrics of routes/metrics.ts).
  readonly observer?: UpstreamObserver;
}

export interface UpstreamObserver {
  // One HTTP attempt ended: null when it brought an answer, else the error it came to.
  attempt(error: Error | null, seconds: number): void;
  retry(): void;
  // A call failed after all its attempts, with the error its caller gets.
  failure(error: unknown): void;
  // A visitor's call that may be answered from the kept public answers (decision 045): answered
  // from them, sent on, or waiting for a refresh another call is already making.
  kept?(outcome: 'hit' | 'miss' | 'shared'): void;
  // The bytes the kept public answers hold now, after each answer kept or let go.
  keptBytes?(bytes: number): void;
}

function observed(client: UpstreamClient, observer: UpstreamObserver): UpstreamClient {
  return {
    execute: (request) =>
      client.execute(request).catch((error: unknown) => {
        observer.failure(error);
        throw error;
      }),
    close: () => client.close(),
  };
}

type Attempt =
  // maxAgeSeconds: how long the upstream lets a visitor's answer be kept (0: not at all).
  | { readonly ok: true; readonly result: ExecutionResult; readonly maxAgeSeconds: number }
  | { readonly ok: false; readonly error: Error; readonly retryable: boolean; readonly retryAfterMs?: number | null };

const failed = (error: Error, retryable: boolean, retryAfter: number | null = null): Attempt => ({
  ok: false,
  error,
  retryable,
  retryAfterMs: retryAfter,
});

// The bytes of each clean answer (data, no errors, no extensions), so the fast path can send them
// on as they came instead of serialising a parsed answer again.
// Carried on the answer itself, not in a WeakMap (see session.ts).
const CLEAN_BYTES = Symbol('cleanBytes');
type CarryingResult = ExecutionResult & { [CLEAN_BYTES]?: Buffer };

export function cleanAnswerOf(result: ExecutionResult): Buffer | undefined {
  return (result as CarryingResult)[CLEAN_BYTES];
}

// Until when (epoch ms) an answer is a public one any visitor may be given (decision 045): kept or
// keepable, as the upstream said. 0 for every other answer. A page built only of such answers may
// be kept as long as the soonest of them (bff/page-cache.ts).
const PUBLIC_UNTIL = Symbol('publicUntil');
type PublicResult = ExecutionResult & { [PUBLIC_UNTIL]?: number };

export function publicUntilOf(result: ExecutionResult): number {
  return (result as PublicResult)[PUBLIC_UNTIL] ?? 0;
}

function markedPublicUntil(result: ExecutionResult, until: number): ExecutionResult {
  if (until > 0) (result as PublicResult)[PUBLIC_UNTIL] = until;
  return result;
}

// A caller's own answer from the bytes of a clean one: the bytes alone where the fast path sends
// them on, else parsed afresh, so no two callers ever share an object.
function answerFrom(bytes: Buffer, forwardClean: boolean | undefined): ExecutionResult {
  const result: CarryingResult = forwardClean ? {} : JSON.parse(bytes.toString('utf8'));
  result[CLEAN_BYTES] = bytes;
  return result;
}

// Waits for a call another request started, until this caller goes away.
function awaitShared<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(new UpstreamAbortedError({ cause: signal.reason }));
  return new Promise<T>((resolve, reject) => {
    const gone = () => reject(new UpstreamAbortedError({ cause: signal.reason }));
    signal.addEventListener('abort', gone, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', gone));
  });
}

const DATA_OBJECT = Buffer.from('{"data":{');
const EMPTY = Buffer.alloc(0);
const CLOSE_BRACE = 0x7d;

// An answer that is plainly clean without parsing it: compact JSON that opens with a data object,
// closes, and nowhere names errors or extensions (a string value holding those words escapes its
// quotes, so it cannot match). HTTP framing guarantees the body is whole; anything less plain is
// parsed, so every §8 check still applies to it.
function plainlyClean(bytes: Buffer): boolean {
  return (
    bytes.length > DATA_OBJECT.length &&
    bytes.subarray(0, DATA_OBJECT.length).equals(DATA_OBJECT) &&
    bytes[bytes.length - 1] === CLOSE_BRACE &&
    bytes.indexOf('"errors"') === -1 &&
    bytes.indexOf('"extensions"') === -1
  );
}

const sleepFor = (ms: number, signal: AbortSignal) => delay(ms, undefined, { signal });

async function readBounded(body: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
}

// One call's signal: aborted when the caller goes away or the deadline passes, and let go of the
// moment the call ends. (AbortSignal.timeout and AbortSignal.any would keep every call's state
// alive until its deadline, which under load is tens of thousands of calls held for seconds.)
function callSignal(caller: AbortSignal | undefined, deadlineMs: number) {
  const controller = new AbortController();
  let deadlinePassed = false;
  const timer = setTimeout(() => {
    deadlinePassed = true;
    controller.abort(new DOMException('The upstream call ran out of time', 'TimeoutError'));
  }, deadlineMs);
  const callerGone = () => controller.abort(caller?.reason);
  if (caller?.aborted) callerGone();
  else caller?.addEventListener('abort', callerGone, { once: true });
  return {
    signal: controller.signal,
    deadlinePassed: () => deadlinePassed,
    release() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', callerGone);
    },
  };
}

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const pool = new Pool(options.url.origin, {
    connections: options.connections ?? 64,
    connectTimeout: options.connectTimeoutMs ?? 5_000,
    headersTimeout: options.headersTimeoutMs ?? 15_000,
    bodyTimeout: options.bodyTimeoutMs ?? 15_000,
  });
  const path = options.url.pathname + options.url.search;
  const maxResponseBytes = options.maxResponseBytes ?? 8 * 1024 * 1024;
  const deadlineMs = options.deadlineMs ?? 10_000;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const baseDelayMs = options.baseDelayMs ?? BASE_DELAY_MS;
  const retryAfterCapMs = options.retryAfterCapMs ?? RETRY_AFTER_CAP_MS;
  const budget = options.retryBudget ?? createRetryBudget();
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? sleepFor;
  const now = options.now ?? Date.now;
  const keptAnswers: KeptAnswers | null = options.keptAnswerBytes ? createKeptAnswers(options.keptAnswerBytes) : null;

  async function attempt(request: UpstreamRequest, operations: string, signal: AbortSignal): Promise<Attempt> {
    const headers: Record<string, string> = {
      ...request.identityHeaders,
      accept: 'application/json',
      [REQUEST_ID_HEADER]: request.requestId,
    };
    // A multipart body is made afresh for each attempt, from the files kept on disk.
    let body: string | MultipartBody['body'] = operations;
    if (request.files?.length) {
      const multipart = multipartBody(operations, request.files);
      headers['content-type'] = multipart.contentType;
      headers['content-length'] = String(multipart.length);
      body = multipart.body;
    } else headers['content-type'] = 'application/json';
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await pool.request({ path, method: 'POST', headers, body, signal });
    } catch (error) {
      // Refused or reset connections and undici's own timeouts: the request may not have arrived.
      return failed(new UpstreamUnavailableError((error as Error).message, { cause: error }), true);
    }
    const status = response.statusCode;
    if (status === 401) {
      await response.body.dump();
      return failed(new UpstreamUnauthenticatedError(), false);
    }
    if (status >= 300) {
      await response.body.dump();
      return failed(
        new UpstreamStatusError(status),
        isRetryableStatus(status),
        retryAfterMs(response.headers['retry-after'], Date.now()),
      );
    }
    let text: Buffer | null;
    try {
      text = await readBounded(response.body, maxResponseBytes);
    } catch (error) {
      return failed(new UpstreamUnavailableError((error as Error).message, { cause: error }), true);
    }
    if (text === null) return failed(new UpstreamTooLargeError(maxResponseBytes), false);
    const maxAgeSeconds = keptAnswers && !request.token ? publicMaxAgeOf(response.headers['cache-control']) : 0;
    if (request.forwardClean && plainlyClean(text)) {
      // Not parsed: only the fast path asks for this, and it reads the bytes, never the fields.
      const forwarded: CarryingResult = { [CLEAN_BYTES]: text };
      return { ok: true, result: forwarded, maxAgeSeconds };
    }
    let result: ExecutionResult;
    try {
      result = JSON.parse(text.toString('utf8'));
    } catch (error) {
      return failed(new UpstreamParseError({ cause: error }), false);
    }
    // §8: an answer with neither data nor errors is a fault, not an empty success.
    if (typeof result !== 'object' || result === null || (result.data == null && !result.errors)) {
      return failed(new UpstreamEmptyError(), false);
    }
    if (result.data != null && result.errors === undefined && result.extensions === undefined) {
      (result as CarryingResult)[CLEAN_BYTES] = text;
    }
    return { ok: true, result, maxAgeSeconds };
  }

  // Calls the upstream; a clean answer it lets be kept is kept under `key`.
  async function call(request: UpstreamRequest, body: string, key: string | null): Promise<ExecutionResult> {
    const started = performance.now();
    const signal = callSignal(request.signal, deadlineMs);
    try {
      return await run(request, body, key, started, signal.signal, signal.deadlinePassed);
    } finally {
      signal.release();
    }
  }

  // Refreshes of a kept answer under way, shared by the visitors asking for it meanwhile.
  const refreshing = new Map<string, Promise<ExecutionResult>>();

  const client: UpstreamClient = {
    async execute(request) {
      const body = JSON.stringify({
        query: request.query,
        variables: request.variables ?? {},
        operationName: request.operationName,
      });
      // Only a visitor's answer may be public (decision 045); an upload is never a read.
      const key = keptAnswers && !request.token && !request.files?.length ? body : null;
      if (!keptAnswers || key === null) return call(request, body, null);
      const kept = keptAnswers.fresh(key, now());
      if (kept) {
        options.observer?.kept?.('hit');
        return markedPublicUntil(answerFrom(kept, request.forwardClean), keptAnswers.expiresAt(key));
      }
      // Asked for the first time: nothing says yet that the answer is a public one to share.
      if (!keptAnswers.known(key)) {
        options.observer?.kept?.('miss');
        return call(request, body, key);
      }
      let shared = refreshing.get(key);
      options.observer?.kept?.(shared ? 'shared' : 'miss');
      if (!shared) {
        // Made for everyone who waits for it: no single caller going away stops it.
        shared = call({ ...request, signal: undefined }, body, key).finally(() => refreshing.delete(key));
        refreshing.set(key, shared);
      }
      const result = await awaitShared(shared, request.signal);
      const bytes = cleanAnswerOf(result);
      return bytes ? markedPublicUntil(answerFrom(bytes, request.forwardClean), publicUntilOf(result)) : result;
    },
    close: () => pool.close(),
  };

  async function run(
    request: UpstreamRequest,
    body: string,
    key: string | null,
    started: number,
    signal: AbortSignal,
    deadlinePassed: () => boolean,
  ) {
    // Why the call stopped, when it stopped because of the caller or the deadline.
    const stopped = (cause: unknown) => {
      if (request.signal?.aborted) return new UpstreamAbortedError({ cause });
      if (deadlinePassed()) return new UpstreamDeadlineError(deadlineMs, { cause });
      return null;
    };
    budget.recordCall();
    for (let number = 1; ; number++) {
      const attemptStarted = performance.now();
      const outcome = await attempt(request, body, signal);
      options.observer?.attempt(outcome.ok ? null : outcome.error, (performance.now() - attemptStarted) / 1000);
      if (outcome.ok) {
        const bytes = cleanAnswerOf(outcome.result);
        // An answer with errors is never kept, whatever the upstream said; one that may no longer
        // be kept is forgotten.
        if (keptAnswers && key !== null) {
          const maxAgeSeconds = bytes ? outcome.maxAgeSeconds : 0;
          keptAnswers.keep(key, bytes ?? EMPTY, maxAgeSeconds, now());
          options.observer?.keptBytes?.(keptAnswers.size);
          return markedPublicUntil(outcome.result, maxAgeSeconds > 0 ? now() + maxAgeSeconds * 1000 : 0);
        }
        return outcome.result;
      }
      const stop = stopped(outcome.error);
      if (stop) throw stop;
      if (!outcome.retryable || number >= maxAttempts) throw outcome.error;
      const wait =
        outcome.retryAfterMs == null
          ? backoffDelayMs(number, random, baseDelayMs)
          : Math.min(outcome.retryAfterMs, retryAfterCapMs);
      // A wait that ends after the deadline cannot lead to an answer in time.
      if (performance.now() - started + wait >= deadlineMs) throw outcome.error;
      if (!budget.trySpend()) throw outcome.error;
      options.observer?.retry();
      try {
        await sleep(wait, signal);
      } catch (error) {
        throw stopped(error) ?? error;
      }
    }
  }
  return options.observer ? observed(client, options.observer) : client;
}

// The one way the BFF talks to the upstream: GraphQL over HTTP through a bounded undici pool with
// explicit timeouts and a cap on response size. Faults become the typed errors of errors.ts.
import type { ExecutionResult } from 'graphql';
import { Pool } from 'undici';
import { REQUEST_ID_HEADER } from '../../shared/constants.ts';
import {
  UpstreamEmptyError,
  UpstreamParseError,
  UpstreamStatusError,
  UpstreamUnauthenticatedError,
  UpstreamUnavailableError,
} from '../errors.ts';

export interface UpstreamRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | undefined;
  readonly operationName?: string | undefined;
  readonly token: string | null;
  readonly requestId: string;
  // The browser's address: the upstream's abuse limits count per client, not per BFF.
  readonly clientIp?: string | undefined;
  readonly signal?: AbortSignal | undefined;
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
}

async function readBounded(body: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new UpstreamUnavailableError(`response larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
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

  return {
    async execute(request) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json',
        [REQUEST_ID_HEADER]: request.requestId,
      };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      if (request.clientIp) headers['x-forwarded-for'] = request.clientIp;
      let response: Awaited<ReturnType<Pool['request']>>;
      try {
        response = await pool.request({
          path,
          method: 'POST',
          headers,
          body: JSON.stringify({
            query: request.query,
            variables: request.variables ?? {},
            operationName: request.operationName,
          }),
          signal: request.signal,
        });
      } catch (error) {
        throw new UpstreamUnavailableError((error as Error).message, { cause: error });
      }
      if (response.statusCode === 401) {
        await response.body.dump();
        throw new UpstreamUnauthenticatedError();
      }
      if (response.statusCode >= 300) {
        await response.body.dump();
        throw new UpstreamStatusError(response.statusCode);
      }
      let text: string;
      try {
        text = await readBounded(response.body, maxResponseBytes);
      } catch (error) {
        if (error instanceof UpstreamUnavailableError) throw error;
        throw new UpstreamUnavailableError((error as Error).message, { cause: error });
      }
      let result: ExecutionResult;
      try {
        result = JSON.parse(text);
      } catch (error) {
        throw new UpstreamParseError({ cause: error });
      }
      if (typeof result !== 'object' || result === null || (result.data == null && !result.errors)) {
        throw new UpstreamEmptyError();
      }
      return result;
    },
    close: () => pool.close(),
  };
}

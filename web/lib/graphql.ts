// The client's one way to the BFF: POST /graphql?operationName=… with a JSON body of
// operationName, variables and query (spec §7.1). Documents arrive as typed strings from codegen,
// so the client carries no GraphQL parser.
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { GRAPHQL_PATH, REQUEST_ID_HEADER } from '../../shared/constants.ts';

export type Document<TData, TVariables> = DocumentTypeDecoration<TData, TVariables> & { toString(): string };

export class GraphqlRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'GraphqlRequestError';
    this.status = status;
    this.code = code;
  }
}

export function operationNameOf(query: string): string {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? '';
}

// §7.1: a request id of 32 hexadecimal characters, new per request.
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function request<TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const query = document.toString();
  const operationName = operationNameOf(query);
  const response = await fetch(`${GRAPHQL_PATH}?operationName=${encodeURIComponent(operationName)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json', [REQUEST_ID_HEADER]: newRequestId() },
    body: JSON.stringify({ operationName, variables: variables ?? {}, query }),
  });
  if (response.status >= 300) {
    throw new GraphqlRequestError(`Response not successful: Received status code ${response.status}`, response.status);
  }
  let body: { data?: TData | null; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    body = await response.json();
  } catch {
    throw new GraphqlRequestError('Server response could not be parsed', response.status);
  }
  const [error] = body.errors ?? [];
  if (error) throw new GraphqlRequestError(error.message, response.status, error.extensions?.code);
  if (body.data == null) throw new GraphqlRequestError('Server response was missing for query', response.status);
  return body.data;
}

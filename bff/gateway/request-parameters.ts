// The parameters of a GraphQL-over-HTTP request as the spec reads them (decision 028), settled at
// the edge of /graphql before the route's JSON schema, the fast path and mercurius see them, so
// every path reads them alike:
// - in a JSON body, `null` for an optional parameter (`operationName`, `variables`, `extensions`)
//   is the same as leaving it out; in a GET query, so is the empty string;
// - no variables is the same as `{}`: mercurius checks the variables against the operation before
//   running only when there are some, so without this a missing required variable, or a document
//   whose operation cannot be picked, would be answered 200 when sent one way and 400 another.
import type { FastifyRequest } from 'fastify';
import mercurius from 'mercurius';
import { ErrorCode } from '../../shared/error-codes.ts';

const OPTIONAL = ['operationName', 'variables', 'extensions'] as const;

// No input of the contract nests deeper than a handful of levels; code that walks variables (the
// upload spooling, the scalars) may then recurse safely (issue 15 §8: 5,000 levels overflowed the
// stack and came back as a masked 500).
export const MAX_VARIABLE_DEPTH = 32;

// Whether a parsed JSON value nests deeper than `max` objects or arrays — found without recursion.
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// A JSON body (or the operations of a multipart upload); anything that is not one object is left
// for the route's schema to refuse.
export function settleBodyParameters(body: unknown): void {
  if (!isPlainObject(body)) return;
  for (const name of ['variables', 'extensions'] as const) {
    if (nestsDeeperThan(body[name], MAX_VARIABLE_DEPTH)) {
      throw new mercurius.ErrorWithProps(
        `"${name}" nests deeper than ${MAX_VARIABLE_DEPTH} levels`,
        { code: ErrorCode.BadRequest },
        400,
      );
    }
  }
  for (const name of OPTIONAL) if (body[name] === null) delete body[name];
  body.variables ??= {};
}

// A GET query string: each parameter is one string (several of one name are left to the schema).
export function settleQueryParameters(query: unknown): void {
  if (!isPlainObject(query)) return;
  for (const name of OPTIONAL) if (query[name] === '') delete query[name];
  query.variables ??= '{}';
}

// A preValidation hook of the /graphql routes.
export async function settleGraphqlParameters(request: FastifyRequest): Promise<void> {
  if (request.method === 'POST') settleBodyParameters(request.body);
  else settleQueryParameters(request.query);
}

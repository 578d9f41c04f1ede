// The mobile login path (spec §7.1, issue 5 §4, decision 012): the app wrappers send their login and
// one-time-code operations here. Only a wrapper may (its agent-type and agent-version cookies), only
// those operations run, and only as JSON. They run in-process through the same mercurius instance as
// /graphql — same parser limits, validation rules, hooks (the login rate limits) and executor — so
// the session cookies are set exactly as there. The wrapper also gets the new access token in the
// body, under `extensions.session`, for its own native calls.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError, parse } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { MOBILE_LOGIN_FIELDS } from '../../shared/constants.ts';
import { ErrorCode } from '../../shared/error-codes.ts';
import { AGENT_TYPE_COOKIE, AGENT_VERSION_COOKIE, isAgentType, isAgentVersion } from '../../shared/request-identity.ts';
import type { BffConfig } from '../config.ts';
import {
  MobileLoginBodyError,
  MobileLoginMediaTypeError,
  MobileLoginMethodError,
  MobileLoginOperationError,
  SessionUnavailableError,
  WrapperRequiredError,
} from '../errors.ts';
import { toGatewayContext } from '../gateway/context.ts';
import {
  answersGraphqlResponse,
  type RefusalKind,
  refusalBody,
  refusalStatus,
  withGraphqlResponseStatus,
} from '../gateway/graphql-response.ts';
import { GRAPHQL_LIMITS } from '../gateway/limits.ts';
import { createRefusalFormatter } from '../gateway/refusals.ts';
import { operationsOf, rootFieldNames } from '../gateway/root-fields.ts';
import { RETRY_AFTER_SECONDS } from '../upstream-client/fault-status.ts';

// §7.1: "login and one-time-password operations" (MOBILE_LOGIN_FIELDS). The ones that start a
// session are LOGINS.
const LOGINS: ReadonlySet<string> = new Set(['login', 'loginWithCode']);
const ALLOWED = [...MOBILE_LOGIN_FIELDS].join(', ');

// A login operation is a few hundred bytes; anything near this is not one.
const BODY_LIMIT = 8_192;

// What the wrapper reads from a successful login: the access token and when it runs out. Not the
// refresh token: it is single use, the web view's cookie already holds it, and a second holder
// spending it would end the whole session (decision 006).
export interface IssuedSession {
  readonly accessToken: string;
  readonly accessTokenExpiresAt: string | null;
}

interface MobileRequest {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// One GraphQL request, a JSON object with its query: a batch, or a body without a query, is refused
// before any of it is read. The members' types are left to readBody: asked for `type: 'string'`,
// Fastify's Ajv would turn a number or a one-item array into a string and let it through.
const BODY_SCHEMA = { type: 'object', required: ['query'] } as const;
const NOT_GRAPHQL_TEXT = '"query" must be GraphQL text';

function bodyRefusal(errors: readonly { keyword: string }[]): Error {
  return new MobileLoginBodyError(
    errors[0]?.keyword === 'required' ? NOT_GRAPHQL_TEXT : 'one operation per request, no batches',
  );
}

// Decision 028, as on /graphql: null for an optional parameter is the same as leaving it out, and
// no variables the same as `{}` (so they are checked against the operation before it runs).
function readBody({ query, variables, operationName, extensions }: Record<string, unknown>): MobileRequest {
  if (typeof query !== 'string' || query.trim() === '') throw new MobileLoginBodyError(NOT_GRAPHQL_TEXT);
  if (variables !== undefined && variables !== null && !isObject(variables)) {
    throw new MobileLoginBodyError('"variables" must be an object');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new MobileLoginBodyError('"operationName" must be a string');
  }
  if (extensions !== undefined && extensions !== null && !isObject(extensions)) {
    throw new MobileLoginBodyError('"extensions" must be an object');
  }
  return { query, variables: variables ?? {}, operationName: operationName ?? undefined };
}

function parseQuery(query: string): DocumentNode {
  try {
    return parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch (error) {
    throw new MobileLoginBodyError((error as Error).message, { cause: error });
  }
}

// Under graphql-response+json (decision 028) what each of this path's own 400s is; the others
// (a body that is not JSON 400, 403, 405, 406, 413, 415) keep their status.
function refusalKindOf(error: FastifyError): RefusalKind | null {
  if (error instanceof MobileLoginBodyError) return error.cause instanceof GraphQLError ? 'unparsable' : 'malformed';
  if (error instanceof MobileLoginOperationError) return 'invalid';
  return null;
}

// Every operation of the document must be a mutation of login fields only: the path is no way in
// to the rest of the schema.
function checkOperations(document: DocumentNode): { logins: boolean } {
  let logins = false;
  for (const operation of operationsOf(document)) {
    const fields = rootFieldNames(document, operation);
    if (operation.operation !== 'mutation' || fields.length === 0) throw new MobileLoginOperationError(ALLOWED);
    for (const field of fields) {
      if (!MOBILE_LOGIN_FIELDS.has(field)) throw new MobileLoginOperationError(ALLOWED);
      if (LOGINS.has(field)) logins = true;
    }
  }
  return { logins };
}

// The `exp` claim of the access token the upstream just signed (read, not verified: the upstream
// verifies it on every call).
function expiryOf(token: string): string | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof claims?.exp === 'number' ? new Date(claims.exp * 1000).toISOString() : null;
  } catch {
    return null;
  }
}

async function requireWrapper(request: FastifyRequest) {
  if (!isAgentType(request.cookies[AGENT_TYPE_COOKIE]) || !isAgentVersion(request.cookies[AGENT_VERSION_COOKIE])) {
    throw new WrapperRequiredError();
  }
}

// A refusal in the shape of a GraphQL answer, so the wrapper reads every outcome the same way.
function refusal(reply: FastifyReply, status: number, message: string, code: string) {
  if (status === 405) reply.header('allow', 'POST');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(refusalBody(reply.request, [{ message, extensions: { code, requestId: reply.request.id } }]));
}

export async function mobileLoginPlugin(app: FastifyInstance, { config }: { config: BffConfig }) {
  const path = config.mobileLoginPath;
  const production = config.appEnv === 'production' || config.appEnv === 'staging';
  const formatRefusal = withGraphqlResponseStatus(createRefusalFormatter({ hideSuggestions: production }));

  // JSON only (no CSRF-prone simple content types); Fastify's JSON parser stays, every other type is
  // refused here, in this plugin alone.
  app.removeContentTypeParser(['text/plain', 'multipart/form-data']);
  app.addContentTypeParser('*', (_request, _payload, done) => done(new MobileLoginMediaTypeError(), undefined));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const kind = answersGraphqlResponse(request) ? refusalKindOf(error) : null;
      return refusal(reply, kind ? refusalStatus(kind) : status, error.message, error.code ?? ErrorCode.BadRequest);
    }
    // The session could not be renewed because the upstream is down: try again, still signed in.
    if (error instanceof SessionUnavailableError) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return refusal(reply, 503, 'Service unavailable', ErrorCode.ServiceUnavailable);
    }
    request.log.error({ err: error }, 'mobile login failed');
    return refusal(reply, 500, 'Internal server error', ErrorCode.InternalServerError);
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: path,
    config: { session: false },
    handler: async () => {
      throw new MobileLoginMethodError();
    },
  });

  const route = { schema: { body: BODY_SCHEMA }, schemaErrorFormatter: bodyRefusal, bodyLimit: BODY_LIMIT };
  app.post<{ Body: Record<string, unknown> }>(path, { ...route, onRequest: requireWrapper }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = readBody(request.body);
    const { logins } = checkOperations(parseQuery(body.query));
    const context = toGatewayContext(request, reply) as unknown as MercuriusContext;
    const before = request.session.token;
    let result: { data?: unknown; errors?: unknown };
    try {
      // mercurius parses (token limit), runs its hooks (JSON-AST refusal, rate limits), validates
      // (depth, aliases, cost …) and executes; it sets the status for errors met while executing.
      result = await app.graphql(body.query, context, body.variables, body.operationName);
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status !== 'number' || status < 400 || status >= 500) throw error;
      const graphqlError =
        error instanceof GraphQLError
          ? error
          : new GraphQLError((error as Error).message, { originalError: error as Error });
      const formatted = formatRefusal({ errors: [graphqlError] }, context);
      return reply.code(formatted.statusCode).send(formatted.response);
    }
    const after = request.session.token;
    if (!logins || !after || after === before) return reply.send(result);
    const session: IssuedSession = { accessToken: after, accessTokenExpiresAt: expiryOf(after) };
    return reply.send({ ...result, extensions: { session } });
  });
}

// The fast path for /graphql (issue 8, decision 026). A query that touches only the marketplace
// upstream's fields is checked once per document text (parsed with the token limit, validated with
// the gateway's own rules, depth and cost, and against the upstream contract), then sent to the
// upstream as it came and the upstream's answer bytes go back unchanged: no stitched execution.
// Everything the BFF owns stays: the session cookies become the bearer token, the caller's
// identity headers, request id and address go along, the upstream client retries and keeps its
// deadline, an upstream 401 renews the session and replays once, and metrics count the request.
//
// A fault (the upstream down, timed out or answering nonsense after the retries, a session that
// ended) is handed to the full execution (prepared-answers.ts), which words it exactly as the full
// path does (masked, request id, status, cookies) without a second upstream call. An answer with
// GraphQL errors on its fields goes through the gateway's own error formatter, as the full path's
// would: codes kept, anything else masked. One whose errors the full execution would place
// differently (no data, an error without a path) is asked again on the full path (a query: safe to
// repeat). Mutations, BFF-local fields, introspection, documents with several operations, and
// anything the checks refuse take the full path; mercurius answers those.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  specifiedRules,
  TypeInfo,
  type ValidationRule,
  type VariableDefinitionNode,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { ByteLru } from '../byte-lru.ts';
import { noteUpstreamRead } from '../page-cache.ts';
import type { UpstreamClient } from '../upstream-client/client.ts';
import { cleanAnswerOf } from '../upstream-client/client.ts';
import { type GatewayContext, toGatewayContext } from './context.ts';
import { dataHoldsKeys } from './data-keys.ts';
import type { formatGatewayErrors } from './errors.ts';
import { callerSignal, toGatewayError, withRenewal } from './executor.ts';
import { contentTypeOf } from './media-types.ts';
import { prepareFault } from './prepared-answers.ts';
import { fragmentsOf, operationsOf, rootFields } from './root-fields.ts';

// Fields the BFF resolves itself or takes from another upstream, as "Type.field".
export type OwnedFields = ReadonlySet<string>;

export interface FastPathOptions {
  readonly schema: GraphQLSchema;
  readonly upstreamSchema: GraphQLSchema;
  readonly ownedFields: OwnedFields;
  readonly rules: readonly ValidationRule[];
  readonly maxTokens: number;
  readonly maxDepth: number;
  readonly maxErrors: number;
  readonly client: UpstreamClient;
  // The formatter mercurius uses for the full path.
  readonly formatErrors: typeof formatGatewayErrors;
  // How much the remembered plans may hold, in bytes of document text and what each plan keeps
  // (least recently used go first; DOCUMENT_CACHE_BYTES by default).
  readonly cacheBytes?: number;
  // Told which path each /graphql POST took (metrics).
  readonly observe?: (path: GraphqlPath) => void;
}

export type GraphqlPath = 'fast' | 'full';

// What one document text was found to be, once.
type Plan =
  | { readonly forward: false }
  | {
      readonly forward: true;
      readonly operationName: string | undefined;
      // Parsed without locations: a node with one holds the whole token list of its document.
      readonly variableDefinitions: readonly VariableDefinitionNode[];
      // The root response keys every answer must hold (those under @skip/@include may be absent).
      readonly rootKeys: readonly string[];
    };

const FULL: Plan = { forward: false };

// What the plans of the documents seen may hold: every document of the web client many times over,
// and a bound however many distinct large documents callers send.
export const DOCUMENT_CACHE_BYTES = 4 * 1024 * 1024;

// Roughly what a plan keeps beside its document's text (ByteLru counts the text): a variable
// definition parsed without locations is a few small objects.
function planBytes(plan: Plan): number {
  if (!plan.forward) return 0;
  return 64 + plan.variableDefinitions.length * 320 + plan.rootKeys.reduce((sum, key) => sum + 48 + key.length * 2, 0);
}

// The field names an SDL defines or extends, per type: what the BFF adds to the gateway.
export function fieldsDefinedIn(sdl: string): string[] {
  const fields: string[] = [];
  for (const definition of parse(sdl).definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
        definition.kind === Kind.INTERFACE_TYPE_DEFINITION ||
        definition.kind === Kind.INTERFACE_TYPE_EXTENSION) &&
      definition.fields
    ) {
      for (const field of definition.fields) fields.push(`${definition.name.value}.${field.name.value}`);
    }
  }
  return fields;
}

// The depth mercurius' queryDepth measures: each field one level, a fragment spread none.
export function depthOf(document: DocumentNode, operation: OperationDefinitionNode): number {
  const fragments = fragmentsOf(document);
  const known = new Map<string, number>();
  const measure = (selectionSet: SelectionSetNode | undefined): number => {
    let deepest = 0;
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        if (!known.has(name)) {
          // A cycle is refused by validation before this runs; guard anyway.
          known.set(name, Number.POSITIVE_INFINITY);
          known.set(name, measure(fragments.get(name)?.selectionSet));
        }
        deepest = Math.max(deepest, known.get(name) ?? 0);
      } else deepest = Math.max(deepest, 1 + measure(selection.selectionSet));
    }
    return deepest;
  };
  return measure(operation.selectionSet);
}

// Whether every field the document selects is the marketplace upstream's own.
function touchesOnlyUpstream(document: DocumentNode, options: FastPathOptions): boolean {
  const typeInfo = new TypeInfo(options.schema);
  let upstreamOnly = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const name = node.name.value;
        if (name === '__schema' || name === '__type' || !parent) upstreamOnly = false;
        else if (options.ownedFields.has(`${getNamedType(parent).name}.${name}`)) upstreamOnly = false;
      },
    }),
  );
  return upstreamOnly;
}

// The response keys at the root of the operation, looking through fragments, that an answer must
// hold: a field under @skip or @include may rightly be absent.
function requiredRootKeys(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fields = rootFields(document, operation, { unconditionalOnly: true });
  return [...new Set(fields.map((field) => field.alias?.value ?? field.name.value))];
}

// Whether the answer holds what the operation asked for at its root. The full execution would turn
// a missing field into null or an error; an upstream that leaves one out is not followed blindly.
// An answer forwarded unparsed is checked on its bytes.
function holdsRootKeys(result: ExecutionResult, bytes: Buffer | undefined, keys: readonly string[]): boolean {
  if (bytes !== undefined && result.data === undefined) return dataHoldsKeys(bytes, keys);
  const data = result.data;
  return data != null && keys.every((key) => Object.hasOwn(data, key));
}

function planFor(query: string, options: FastPathOptions): Plan {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: options.maxTokens, noLocation: true });
  } catch {
    return FULL;
  }
  const operations = operationsOf(document);
  const operation = operations[0];
  if (operations.length !== 1 || operation?.operation !== 'query') return FULL;
  const rules = [...specifiedRules, ...options.rules];
  if (validate(options.schema, document, rules, { maxErrors: options.maxErrors }).length > 0) return FULL;
  if (depthOf(document, operation) > options.maxDepth) return FULL;
  // The upstream must accept it as it is: nothing the gateway renamed, filtered or added.
  if (validate(options.upstreamSchema, document, specifiedRules, { maxErrors: 1 }).length > 0) return FULL;
  if (!touchesOnlyUpstream(document, options)) return FULL;
  return {
    forward: true,
    operationName: operation.name?.value,
    variableDefinitions: operation.variableDefinitions ?? [],
    rootKeys: requiredRootKeys(document, operation),
  };
}

interface GraphqlBody {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string | undefined;
}

// The body mercurius would run, when it is one plain operation; else null.
function readBody(body: unknown): GraphqlBody | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return {
    query,
    variables: (variables ?? {}) as Record<string, unknown>,
    operationName: operationName ?? undefined,
  };
}

// The upstream's field errors as the full execution presents them to the error formatter: the
// message, path and extensions kept, the locations dropped, and the upstream's error as the
// original error, so one without a code is masked. Null when the full path would place them
// differently: no data at all, or an error that names no field.
function asFieldErrors(result: ExecutionResult): ExecutionResult | null {
  if (result.data == null || result.extensions !== undefined) return null;
  const errors: GraphQLError[] = [];
  for (const error of result.errors ?? []) {
    const path = error.path;
    if (!Array.isArray(path) || path.length === 0 || typeof error.message !== 'string') return null;
    const extensions = error.extensions ?? {};
    const originalError = new GraphQLError(error.message, { extensions });
    errors.push(new GraphQLError(error.message, { path, extensions, originalError }));
  }
  return { data: result.data, errors };
}

export function createFastPath(options: FastPathOptions) {
  const plans = new ByteLru<Plan>(options.cacheBytes ?? DOCUMENT_CACHE_BYTES);

  function planOf(query: string): Plan {
    const known = plans.get(query);
    if (known) return known;
    const plan = planFor(query, options);
    plans.set(query, plan, planBytes(plan));
    return plan;
  }

  // The plan of a query text and whether these variables are ones it accepts.
  function forwardable(query: string, variables: Record<string, unknown>, operationName?: string) {
    const plan = planOf(query);
    if (!plan.forward) return null;
    if (operationName !== undefined && operationName !== plan.operationName) return null;
    const coerced = getVariableValues(options.schema, plan.variableDefinitions, variables, {
      maxErrors: options.maxErrors,
    });
    return coerced.errors ? null : plan;
  }

  // Server rendering's queries (routes/pages.ts, routes/seo.ts): an upstream-only one is asked of
  // the upstream directly and a clean answer used as it is; null sends it to the full execution.
  // A fault is worded as the executor words it, so an outage is not asked about twice.
  async function forServer(
    document: DocumentNode,
    variables: Record<string, unknown>,
    context: GatewayContext,
  ): Promise<ExecutionResult | null> {
    const query = document.loc?.source.body;
    const plan = query === undefined ? null : forwardable(query, variables);
    if (query === undefined || !plan) return null;
    try {
      const result = await withRenewal(context, () =>
        options.client.execute({
          query,
          variables,
          token: context.session.token,
          requestId: context.requestId,
          clientIp: context.request.ip,
          identityHeaders: context.request.identity.upstreamHeaders,
          signal: callerSignal(context.reply),
        }),
      );
      noteUpstreamRead(context.request, result);
      const clean = cleanAnswerOf(result) !== undefined && holdsRootKeys(result, undefined, plan.rootKeys);
      return clean ? result : null;
    } catch (error) {
      return { data: null, errors: [toGatewayError(error, context)] };
    }
  }

  // A preHandler of POST /graphql: answers a forwardable query itself, else leaves it to mercurius.
  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const body = request.validationError ? null : readBody(request.body);
    // Variables are checked at the edge as the full path would; a refusal is mercurius' to word.
    const plan = body && forwardable(body.query, body.variables, body.operationName);
    if (!body || !plan) return options.observe?.('full');
    const context = toGatewayContext(request, reply);
    try {
      const result = await withRenewal(context, () =>
        options.client.execute({
          query: body.query,
          variables: body.variables,
          operationName: body.operationName,
          token: context.session.token,
          requestId: context.requestId,
          clientIp: request.ip,
          identityHeaders: request.identity.upstreamHeaders,
          signal: callerSignal(reply),
          forwardClean: true,
        }),
      );
      const bytes = cleanAnswerOf(result);
      // An answer short of what was asked is asked again on the full path, which words it.
      if (!holdsRootKeys(result, bytes, plan.rootKeys)) return fullPath();
      if (bytes !== undefined) {
        options.observe?.('fast');
        return reply.type(contentTypeOf(request.graphqlMediaType)).send(bytes);
      }
      const withErrors = asFieldErrors(result);
      if (withErrors) {
        options.observe?.('fast');
        const mercuriusContext = { ...context, app: reply.server } as unknown as MercuriusContext;
        const { statusCode, response } = options.formatErrors(
          withErrors as Parameters<typeof formatGatewayErrors>[0],
          mercuriusContext,
        );
        return reply.code(statusCode ?? 200).send(response);
      }
    } catch (error) {
      prepareFault(request, error);
    }
    return fullPath();
  }

  // mercurius runs the operation: again for an answer with errors, from the fault for a fault.
  function fullPath() {
    options.observe?.('full');
  }

  return { preHandler, forServer };
}

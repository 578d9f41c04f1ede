// The contract's scalars: DateTime (ISO-8601 in UTC) and JSONObject (a small flat object). The
// upstream serves them and the BFF's gateway checks them at its edge with the same rules, so input
// the upstream would refuse is refused by the BFF as the caller's mistake (a 400 naming it), never
// sent on to become an upstream fault (issue 15 §8).
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function toIsoString(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime needs an ISO-8601 date-time');
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIsoString,
  parseValue: toIsoString,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime needs an ISO-8601 text');
    return toIsoString(ast.value);
  },
});

export const JSON_OBJECT_LIMITS = { maxKeys: 50, maxKeyLength: 100, maxTextLength: 1000, maxBytes: 4096 } as const;

type Flat = Record<string, string | number | boolean | null>;

function toJsonObject(value: unknown): Flat {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GraphQLError('JSONObject needs an object');
  }
  const entries = Object.entries(value);
  if (entries.length > JSON_OBJECT_LIMITS.maxKeys) {
    throw new GraphQLError(`JSONObject takes at most ${JSON_OBJECT_LIMITS.maxKeys} keys`);
  }
  const result: Flat = {};
  for (const [key, item] of entries) {
    if (key.length === 0 || key.length > JSON_OBJECT_LIMITS.maxKeyLength) {
      throw new GraphQLError(`JSONObject keys are 1 to ${JSON_OBJECT_LIMITS.maxKeyLength} characters`);
    }
    const ok =
      item === null ||
      typeof item === 'boolean' ||
      (typeof item === 'number' && Number.isFinite(item)) ||
      (typeof item === 'string' && item.length <= JSON_OBJECT_LIMITS.maxTextLength);
    if (!ok) throw new GraphQLError(`JSONObject value of "${key}" must be text, a number, a boolean or null`);
    result[key] = item as Flat[string];
  }
  if (new TextEncoder().encode(JSON.stringify(result)).length > JSON_OBJECT_LIMITS.maxBytes) {
    throw new GraphQLError(`JSONObject takes at most ${JSON_OBJECT_LIMITS.maxBytes} bytes`);
  }
  return result;
}

function literal(ast: ValueNode, variables: Record<string, unknown> | null | undefined): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literal(field.value, variables)]));
    default:
      throw new GraphQLError('JSONObject values must be text, numbers, booleans or null');
  }
}

export const JSONObject = new GraphQLScalarType({
  name: 'JSONObject',
  serialize: toJsonObject,
  parseValue: toJsonObject,
  parseLiteral: (ast, variables) => toJsonObject(literal(ast, variables)),
});

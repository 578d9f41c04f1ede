// What one /graphql operation may ask for (issue §7 defences, after graphql-armor's rules): aliases,
// directives and a cost, checked as a validation rule so a refused query never reaches the upstream.
// Depth and tokens are checked by mercurius (queryDepth) and graphql's parser (maxTokens).
import {
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface GraphqlLimits {
  readonly maxDepth: number;
  readonly maxTokens: number;
  readonly maxAliases: number;
  readonly maxDirectives: number;
  readonly maxCost: number;
}

export const GRAPHQL_LIMITS: GraphqlLimits = {
  maxDepth: 10,
  maxTokens: 2000,
  maxAliases: 15,
  maxDirectives: 20,
  maxCost: 5000,
};

// A connection without `first` and no schema default counts as a page of 20 (the schema's usual
// default). A `first` given by a variable may be anything the upstream accepts, so it counts as the
// upstream's largest page (100); a variable's default does not bound what the caller sends.
const DEFAULT_PAGE_SIZE = 20;
export const VARIABLE_PAGE_SIZE = 100;

// A list read at the root (a search, a listing: a field of Query that takes `first`) is a query of
// its own on the upstream's database, with its count and order, whatever it selects; a list nested
// under it is one batched look-up for the whole page. Measured (docs/scaling.md): a directory
// search selecting only ids costs the upstream a third of a whole directory page, which the rest of
// the cost model prices at under a tenth. So each root list costs this much on top of what it
// selects, and the aliases that repeat one search cannot buy many searches for one page's price.
export const ROOT_LIST_COST = 700;

interface Measure {
  aliases: number;
  directives: number;
  cost: number;
}

type AnyField = GraphQLField<unknown, unknown>;

function fieldOf(type: GraphQLNamedType | undefined, name: string): AnyField | undefined {
  if (type === undefined || !(isObjectType(type) || isInterfaceType(type))) return undefined;
  return type.getFields()[name];
}

// How many items a field's children are paid for: its `first` argument, for connections and lists
// that take one; 1 for every other field. Never below 1, so a negative `first` cannot buy cost back.
function pageSizeOf(node: FieldNode, field: AnyField | undefined): number {
  const argument = node.arguments?.find((arg) => arg.name.value === 'first');
  const definition = field?.args.find((arg) => arg.name === 'first');
  if (argument === undefined && definition === undefined) return 1;
  let size = DEFAULT_PAGE_SIZE;
  if (argument?.value.kind === Kind.INT) size = Number(argument.value.value);
  else if (argument?.value.kind === Kind.VARIABLE) size = VARIABLE_PAGE_SIZE;
  else if (argument === undefined && typeof definition?.defaultValue === 'number') size = definition.defaultValue;
  return Math.max(1, size);
}

class OperationMeasurer {
  // Each fragment is measured once per operation: fragments spreading fragments twice over would
  // otherwise cost exponential time to measure.
  readonly #fragments = new Map<string, Measure>();
  readonly #visiting = new Set<string>();
  readonly #context: ValidationContext;

  constructor(context: ValidationContext) {
    this.#context = context;
  }

  measure(operation: OperationDefinitionNode): Measure {
    const root = this.#context.getSchema().getRootType(operation.operation) ?? undefined;
    const measure = this.#selections(operation.selectionSet, root);
    measure.directives += operation.directives?.length ?? 0;
    return measure;
  }

  #selections(selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined): Measure {
    const total: Measure = { aliases: 0, directives: 0, cost: 0 };
    const atRoot = parent !== undefined && parent === this.#context.getSchema().getQueryType();
    const add = (part: Measure, factor = 1) => {
      total.aliases += part.aliases;
      total.directives += part.directives;
      total.cost += part.cost * factor;
    };
    for (const selection of selectionSet.selections) {
      total.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) total.aliases += 1;
        total.cost += 1;
        const field = fieldOf(parent, selection.name.value);
        if (atRoot && field?.args.some((arg) => arg.name === 'first')) total.cost += ROOT_LIST_COST;
        if (selection.selectionSet) {
          const child = this.#selections(selection.selectionSet, field && getNamedType(field.type));
          add(child, pageSizeOf(selection, field));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition =
          selection.typeCondition && this.#context.getSchema().getType(selection.typeCondition.name.value);
        add(this.#selections(selection.selectionSet, condition ?? parent));
      } else {
        const fragment = this.#context.getFragment(selection.name.value);
        if (fragment) add(this.#fragment(fragment));
      }
    }
    return total;
  }

  #fragment(fragment: FragmentDefinitionNode): Measure {
    const name = fragment.name.value;
    const known = this.#fragments.get(name);
    if (known) return known;
    // A cycle is reported by graphql's own NoFragmentCyclesRule; here it only must not loop.
    if (this.#visiting.has(name)) return { aliases: 0, directives: 0, cost: 0 };
    this.#visiting.add(name);
    const type = this.#context.getSchema().getType(fragment.typeCondition.name.value) ?? undefined;
    const measure = this.#selections(fragment.selectionSet, type);
    measure.directives += fragment.directives?.length ?? 0;
    this.#visiting.delete(name);
    this.#fragments.set(name, measure);
    return measure;
  }
}

// One rule for the three limits, so each operation (with its fragments) is walked once.
export function operationLimitsRule(limits: GraphqlLimits = GRAPHQL_LIMITS): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const measurer = new OperationMeasurer(context);
    return {
      OperationDefinition(operation) {
        const { aliases, directives, cost } = measurer.measure(operation);
        if (aliases > limits.maxAliases) {
          context.reportError(
            new GraphQLError(`Too many aliases: ${aliases}, the alias limit is ${limits.maxAliases} per operation.`, {
              nodes: operation,
            }),
          );
        }
        if (directives > limits.maxDirectives) {
          context.reportError(
            new GraphQLError(
              `Too many directives: ${directives}, the directive limit is ${limits.maxDirectives} per operation.`,
              { nodes: operation },
            ),
          );
        }
        if (cost > limits.maxCost) {
          context.reportError(
            new GraphQLError(`Query too costly: its cost is ${cost}, the cost limit is ${limits.maxCost}.`, {
              nodes: operation,
            }),
          );
        }
        return false;
      },
    };
  };
}

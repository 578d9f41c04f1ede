// Applies the policy to every root field before its resolver runs. A refusal the field's result
// type can express (SecondLayerAuthenticationRequired, ImpersonationNotAllowed) is answered as that
// variant; any other is an UNAUTHENTICATED or FORBIDDEN error.
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isUnionType,
} from 'graphql';
import type { UpstreamContext } from '../../graphql/context.ts';
import { decide, type Refusal } from './policy.ts';
import { ROOT_RULES } from './root-rules.ts';

const VARIANT_BY_REFUSAL: Partial<Record<Refusal, string>> = {
  SECOND_LAYER_REQUIRED: 'SecondLayerAuthenticationRequired',
  IMPERSONATION_NOT_ALLOWED: 'ImpersonationNotAllowed',
};

const MESSAGES: Record<Refusal, string> = {
  UNAUTHENTICATED: 'Sign in first',
  FORBIDDEN: 'Not allowed for this account',
  IMPERSONATION_NOT_ALLOWED: 'Only the account holder may do this',
  SECOND_LAYER_REQUIRED: 'Confirm your password or a one-time code first',
};

function canAnswerAs(type: GraphQLOutputType, variant: string): boolean {
  const named = getNamedType(type);
  return isUnionType(named) && named.getTypes().some((member) => member.name === variant);
}

// Refuses to build a schema with a root field that has no access rule, or no resolver (the default
// resolver would answer null or a masked error where the contract promises a field).
export function guardRootFields(schema: GraphQLSchema): GraphQLSchema {
  const missing: string[] = [];
  const unresolved: string[] = [];
  const guarded = mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (field, fieldName, typeName) => {
      const rule = ROOT_RULES[typeName as 'Query' | 'Mutation']?.[fieldName];
      if (!field.resolve) unresolved.push(`${typeName}.${fieldName}`);
      if (!rule) {
        missing.push(`${typeName}.${fieldName}`);
        return field;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        async resolve(root, args, context: UpstreamContext, info) {
          const decision = await decide(context.db, context.viewer, rule);
          if (decision.allowed) return resolve(root, args, context, info);
          const variant = VARIANT_BY_REFUSAL[decision.reason];
          if (variant && canAnswerAs(field.type, variant)) {
            return variant === 'SecondLayerAuthenticationRequired'
              ? {
                  __typename: variant,
                  secondLayerAuthenticationExpirationTime: context.viewer?.secondLayerExpiresAt ?? null,
                }
              : { __typename: variant, operation: fieldName };
          }
          const code = decision.reason === 'UNAUTHENTICATED' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
          throw new GraphQLError(MESSAGES[decision.reason], { extensions: { code } });
        },
      };
    },
  });
  if (missing.length > 0) {
    throw new Error(`Root fields without an access rule in root-rules.ts: ${missing.join(', ')}`);
  }
  if (unresolved.length > 0) {
    throw new Error(`Root fields without a resolver: ${unresolved.join(', ')}`);
  }
  return guarded;
}

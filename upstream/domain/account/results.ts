// Result variants the account mutations share (spec §5 invalid fields).
import type { FieldErrorCode } from '../../generated/graphql.ts';

export interface InvalidFieldsResult {
  readonly __typename: 'InvalidFields';
  readonly fieldErrors: { field: string; code: FieldErrorCode }[];
}

export function invalidFields(errors: Readonly<Record<string, FieldErrorCode | null>>): InvalidFieldsResult | null {
  const fieldErrors = Object.entries(errors).flatMap(([field, code]) => (code ? [{ field, code }] : []));
  return fieldErrors.length > 0 ? { __typename: 'InvalidFields', fieldErrors } : null;
}

export function invalidField(field: string, code: FieldErrorCode): InvalidFieldsResult {
  return { __typename: 'InvalidFields', fieldErrors: [{ field, code }] };
}

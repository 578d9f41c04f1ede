// The result variants several of this area's mutations answer with.
import type { Currency, FieldError, FieldErrorCode } from '../../generated/graphql.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';

export function notFound(id: string) {
  return { __typename: 'NotFound' as const, id };
}

export function requestClosed(job: ServiceRequestRow) {
  return { __typename: 'RequestClosed' as const, serviceRequestId: job.id, status: job.status };
}

export function invalidFields(fieldErrors: FieldError[]) {
  return { __typename: 'InvalidFields' as const, fieldErrors };
}

export function contactDetailsShared(field: string) {
  return { __typename: 'ContactDetailsShared' as const, field };
}

export function fieldError(field: string, code: FieldErrorCode): FieldError {
  return { field, code };
}

export function money(amountMinor: number, currency: string) {
  return { amountMinor, currency: currency as Currency };
}

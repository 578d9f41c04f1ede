// People's names: required, at most 100 characters, letters of any script with the marks names
// use (spaces, hyphens, apostrophes, dots). No digits, no addresses, no markup.
import type { FieldErrorCode } from '../../generated/graphql.ts';

export const NAME_MAX_LENGTH = 100;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;

export function checkName(raw: string): FieldErrorCode | null {
  const name = raw.trim();
  if (name === '') return 'REQUIRED';
  if (name.length > NAME_MAX_LENGTH || !NAME.test(name)) return 'INVALID';
  return null;
}

// Company names allow digits and the signs trading names use (&, +, commas, brackets).
export function checkCompanyName(raw: string): FieldErrorCode | null {
  const name = raw.trim();
  if (name === '') return 'REQUIRED';
  if (name.length > 120 || !/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}' .,&+()/\u2019-]*$/u.test(name)) return 'INVALID';
  return null;
}

// Rules for a new password (the spec does not show them; decision 006): 8 to 128 characters, not
// the email address, not one of the passwords every attacker tries first. Length beats
// composition rules (NIST SP 800-63B).
import { isPasswordLengthAllowed } from '../../../shared/account-input.ts';
import type { FieldErrorCode } from '../../generated/graphql.ts';

const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  'qwertyuiop',
  'qwerty123',
  '11111111',
  '00000000',
  'iloveyou',
  'abcdefgh',
  'abcd1234',
  'welcome1',
  'letmein1',
  'wachtwoord',
  'motdepasse',
  'passwort',
  'hearth-demo',
]);

export function checkNewPassword(password: string, email?: string): FieldErrorCode | null {
  if (password === '') return 'REQUIRED';
  if (!isPasswordLengthAllowed(password)) return 'INVALID';
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'INVALID';
  if (email && lower === email.trim().toLowerCase()) return 'INVALID';
  if (/^(.)\1*$/.test(password)) return 'INVALID';
  return null;
}

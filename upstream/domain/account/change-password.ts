// Changing the password of the signed-in person (a sensitive change: root-rules.ts asks for the
// account holder with a recent second layer). Every other sign-in of the person ends; the caller's
// own stays (new-password.ts).
import type { Database } from '../../db/database.ts';
import { storeNewPassword } from '../identity/new-password.ts';
import { hashPassword } from '../identity/passwords.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { UserRow } from '../identity/users.ts';
import { checkNewPassword } from '../validation/password.ts';
import { type InvalidFieldsResult, invalidField } from './results.ts';

export type ChangePasswordOutcome =
  | { readonly __typename: 'PasswordChanged'; readonly success: true }
  | InvalidFieldsResult;

export async function changePassword(
  db: Database,
  viewer: Viewer,
  user: UserRow,
  newPassword: string,
): Promise<ChangePasswordOutcome> {
  const code = checkNewPassword(newPassword, user.email);
  if (code) return invalidField('newPassword', code);
  const hash = await hashPassword(newPassword);
  await db.transaction((tx) => storeNewPassword(tx, user, hash, viewer));
  return { __typename: 'PasswordChanged', success: true };
}

// Contact details (spec §1 "manage contact details", §5 invalid phone number): the names and the
// phone number of the account acted as. A phone number is stored in E.164 whatever format it was
// written in; an empty one removes it.
import type { Queryable } from '../../db/database.ts';
import type { UpdateContactDetailsInput } from '../../generated/graphql.ts';
import type { UserRow } from '../identity/users.ts';
import { checkName } from '../validation/name.ts';
import { normalisePhone } from '../validation/phone.ts';
import { type InvalidFieldsResult, invalidFields } from './results.ts';

export type ContactDetailsOutcome =
  | { readonly __typename: 'ContactDetailsUpdated'; readonly user: UserRow }
  | { readonly __typename: 'InvalidPhoneNumber'; readonly phone: string }
  | InvalidFieldsResult;

export async function updateContactDetails(
  db: Queryable,
  user: UserRow,
  input: UpdateContactDetailsInput,
): Promise<ContactDetailsOutcome> {
  const invalid = invalidFields({ firstName: checkName(input.firstName), lastName: checkName(input.lastName) });
  if (invalid) return invalid;
  const rawPhone = input.phone?.trim() ?? '';
  const phone = rawPhone === '' ? null : normalisePhone(rawPhone, user.brand);
  if (rawPhone !== '' && phone === null) return { __typename: 'InvalidPhoneNumber', phone: rawPhone };
  const [updated] = await db.query<UserRow>(
    'UPDATE users SET first_name = $2, last_name = $3, phone = $4 WHERE id = $1 RETURNING *',
    [user.id, input.firstName.trim(), input.lastName.trim(), phone],
  );
  if (!updated) throw new Error(`The user ${user.id} to update is gone`);
  return { __typename: 'ContactDetailsUpdated', user: updated };
}

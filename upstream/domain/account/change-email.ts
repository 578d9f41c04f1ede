// Changing the email address of the signed-in person (a sensitive change: root-rules.ts asks for
// the account holder with a recent second layer). The old address is told, so someone who took
// over a session cannot move the account away unnoticed; activation links sent to the old address
// stop working.
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { normaliseEmail, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import type { EmailDomainChecker } from '../signup/email-domains.ts';
import { checkEmail } from '../validation/email.ts';
import { type InvalidFieldsResult, invalidField } from './results.ts';

export type ChangeEmailOutcome = { readonly __typename: 'EmailChanged'; readonly user: UserRow } | InvalidFieldsResult;

export async function changeEmail(
  db: Database,
  emailDomains: EmailDomainChecker,
  user: UserRow,
  rawEmail: string,
): Promise<ChangeEmailOutcome> {
  const code = await checkEmail(rawEmail, {
    db,
    emailDomains,
    mustBeUnused: true,
    exceptUserId: user.id,
  });
  if (code) return invalidField('email', code);
  const email = rawEmail.trim();
  try {
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.query<UserRow>(
        'UPDATE users SET email = $2, email_normalised = $3 WHERE id = $1 RETURNING *',
        [user.id, email, normaliseEmail(email)],
      );
      if (!row) throw new Error(`The user ${user.id} to update is gone`);
      // A link sent to the old address proves nothing about the new one.
      await tx.query(
        `UPDATE link_tokens SET consumed_at = now()
          WHERE user_id = $1 AND purpose = 'ACTIVATION' AND consumed_at IS NULL`,
        [user.id],
      );
      await enqueueMessage(tx, {
        userId: user.id,
        recipient: user.email,
        channel: 'EMAIL',
        template: 'email-changed',
        locale: user.locale,
        payload: { newEmail: email, brand: user.brand },
      });
      return row;
    });
    return { __typename: 'EmailChanged', user: updated };
  } catch (error) {
    // Another account took the address between the check and the write.
    if (isUniqueViolation(error)) return invalidField('email', 'DUPLICATE');
    throw error;
  }
}

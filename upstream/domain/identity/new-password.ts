// Storing a new password closes what the old one opened: every other sign-in of the person ends,
// so whoever knew the old password is out, and the person is told by email, so a change they did
// not make does not go unnoticed. Run inside the transaction of the change.
import type { Queryable } from '../../db/database.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { endSessionsOfUser, type Viewer } from './sessions.ts';
import type { UserRow } from './users.ts';

// `keep` spares the caller's own sign-in (a change made while signed in); a reset ends them all.
export async function storeNewPassword(tx: Queryable, user: UserRow, passwordHash: string, keep?: Viewer) {
  await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, passwordHash]);
  await endSessionsOfUser(tx, user.id, keep);
  await enqueueMessage(tx, {
    userId: user.id,
    recipient: user.email,
    channel: 'EMAIL',
    template: 'password-changed',
    locale: user.locale,
    payload: { brand: user.brand },
  });
}

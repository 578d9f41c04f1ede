// Accepting an invite (spec §6, §2.4 /account/accept-invite/{inviteToken}): a person with an account
// signs in first and accepts as themself; a person without one sets a name and password, and gets an
// assumable-only login that works while some organisation grants them access.
import type { UpstreamConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { AcceptInviteInput, FieldError } from '../../generated/graphql.ts';
import { forbidden } from '../access/refusals.ts';
import { hashPassword } from '../identity/passwords.ts';
import { type IssuedSession, issueTokens, startSession, type Viewer } from '../identity/sessions.ts';
import type { TokenSigner } from '../identity/tokens.ts';
import { findUserByEmail, findUserById, normaliseEmail } from '../identity/users.ts';
import { checkName } from '../validation/name.ts';
import { checkNewPassword } from '../validation/password.ts';
import type { Answer } from './caller.ts';
import { findInvite, type InviteRow, inviteFailure } from './invites.ts';
import { findMember } from './members.ts';

export interface AcceptRequest {
  readonly db: Database;
  readonly signer: TokenSigner;
  readonly config: UpstreamConfig;
  readonly viewer: Viewer | null;
}

type AcceptAnswer = Answer<'AcceptInviteResult'>;

const invalidToken: AcceptAnswer = { __typename: 'TokenFailed', code: 'ERROR_INVALID_TOKEN' };

async function activate(tx: Queryable, invite: InviteRow, memberUserId: string): Promise<void> {
  await tx.query(
    `UPDATE organisation_access
        SET status = 'ACTIVE', member_user_id = $2, accepted_at = now(), invite_token_hash = NULL
      WHERE id = $1`,
    [invite.id, memberUserId],
  );
}

// Locks the invite and checks it again inside the transaction: two accepts of one link cannot both win.
async function accepted(
  tx: Queryable,
  token: string,
  work: (invite: InviteRow) => Promise<IssuedSession | AcceptAnswer>,
): Promise<AcceptAnswer> {
  const invite = await findInvite(tx, token, true);
  const failure = inviteFailure(invite);
  if (failure || !invite) return { __typename: 'TokenFailed', code: failure ?? 'ERROR_INVALID_TOKEN' };
  const outcome = await work(invite);
  if (!('sessionId' in outcome)) return outcome;
  const member = await findMember(tx, invite.organisation_id, invite.id);
  const account = await findUserById(tx, invite.organisation_id);
  if (!member || !account) throw new Error('The accepted access was not found');
  return { __typename: 'InviteAccepted', tokens: outcome.tokens, member, account };
}

async function acceptAsSignedIn(request: AcceptRequest, viewer: Viewer, invite: InviteRow, token: string) {
  // Staff impersonating someone may not take on access in their name.
  if (viewer.mode === 'IMPERSONATED') throw forbidden('Only the invited person may accept an invite');
  const person = await findUserById(request.db, viewer.actorId);
  if (!person || normaliseEmail(person.email) !== invite.email_normalised) {
    return { __typename: 'InviteEmailMismatch', email: invite.email } satisfies AcceptAnswer;
  }
  // Invites go to pros and new people only; an account of another type made with the address since
  // (or the company's own holder) cannot use it.
  if (person.type !== 'SERVICE_PRO' || person.id === invite.organisation_id) return invalidToken;
  return request.db.transaction((tx) =>
    accepted(tx, token, async (locked) => {
      await activate(tx, locked, person.id);
      // A new token pair, so the session's hasAssumableAccess says what just became true.
      return issueTokens(tx, request.signer, request.config, viewer.sessionId);
    }),
  );
}

function newPersonErrors(input: AcceptInviteInput, email: string): FieldError[] {
  const checks = [
    ['firstName', checkName(input.firstName ?? '')],
    ['lastName', checkName(input.lastName ?? '')],
    ['password', checkNewPassword(input.password ?? '', email)],
  ] as const;
  return checks.flatMap(([field, code]) => (code ? [{ field, code }] : []));
}

async function acceptAsNewPerson(request: AcceptRequest, invite: InviteRow, input: AcceptInviteInput, token: string) {
  if (await findUserByEmail(request.db, invite.email)) {
    return { __typename: 'InviteRequiresLogin', email: invite.email } satisfies AcceptAnswer;
  }
  const fieldErrors = newPersonErrors(input, invite.email);
  if (fieldErrors.length > 0) return { __typename: 'InvalidFields', fieldErrors } satisfies AcceptAnswer;
  const passwordHash = await hashPassword(input.password ?? '');
  return request.db.transaction((tx) =>
    accepted(tx, token, async (locked) => {
      const [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, password_hash,
                            assumable_only, status, activated_at)
         VALUES ($1, $2, 'SERVICE_PRO', $3, $4, $5, $6, $7, true, 'ACTIVE', now())
         ON CONFLICT (email_normalised) DO NOTHING RETURNING id`,
        [
          locked.email,
          locked.email_normalised,
          locked.organisation_brand,
          locked.organisation_locale,
          (input.firstName ?? '').trim(),
          (input.lastName ?? '').trim(),
          passwordHash,
        ],
      );
      // Someone made an account with the address a moment ago: it signs in like any other.
      if (!user) return { __typename: 'InviteRequiresLogin', email: locked.email };
      await activate(tx, locked, user.id);
      return startSession(tx, request.signer, request.config, { userId: user.id, secondLayer: true });
    }),
  );
}

export async function acceptInvite(request: AcceptRequest, input: AcceptInviteInput): Promise<AcceptAnswer> {
  const invite = await findInvite(request.db, input.inviteToken);
  const failure = inviteFailure(invite);
  if (failure || !invite) return { __typename: 'TokenFailed', code: failure ?? 'ERROR_INVALID_TOKEN' };
  if (request.viewer) return acceptAsSignedIn(request, request.viewer, invite, input.inviteToken);
  return acceptAsNewPerson(request, invite, input, input.inviteToken);
}

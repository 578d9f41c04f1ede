// Invites to act for an organisation (spec §6 invite assumable user, §2.4 accept-invite link). The
// link carries a random token; only its hash is stored. An invite is good for a week and once.
import { GraphQLError } from 'graphql';
import type { Database, Queryable } from '../../db/database.ts';
import type {
  FieldErrorCode,
  InviteAssumableUserInput,
  InvitePreviewResult,
  TokenErrorCode,
  UserType,
} from '../../generated/graphql.ts';
import { mayManageRole } from '../access/policy.ts';
import { forbidden } from '../access/refusals.ts';
import { hashToken, randomToken } from '../identity/opaque-tokens.ts';
import { findCompanyProfile, findUserByEmail, findUserById, normaliseEmail } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import type { EmailDomainChecker } from '../signup/email-domains.ts';
import { checkEmail } from '../validation/email.ts';
import type { Answer, OrganisationCaller } from './caller.ts';
import { findMember } from './members.ts';

export const INVITE_LIFETIME_DAYS = 7;
// Ours (the spec shows no number): more people and open invites than any company we serve has, and
// a bound on the invite mail one account can make the platform send.
export const MAX_OPEN_ACCESS = 50;

// Only service pros and people without an account can be members: staff, system and consumer
// accounts cannot act for a company.
const NOT_MEMBER_TYPES: readonly UserType[] = ['ADMIN', 'SYSTEM', 'SALESFORCE', 'CONSUMER'];

export interface InviteRow {
  readonly id: string;
  readonly organisation_id: string;
  readonly email: string;
  readonly email_normalised: string;
  readonly role: InviteAssumableUserInput['role'];
  readonly status: 'INVITED' | 'ACTIVE' | 'REMOVED' | 'CANCELLED';
  readonly invite_expires_at: Date;
  readonly expired: boolean;
  readonly company_name: string | null;
  readonly organisation_brand: string;
  readonly organisation_locale: string;
  readonly organisation_status: string;
}

function invalid(field: string, code: FieldErrorCode): Answer<'InviteAssumableUserResult'> {
  return { __typename: 'InvalidFields', fieldErrors: [{ field, code }] };
}

export async function inviteMember(
  db: Database,
  emailDomains: EmailDomainChecker,
  caller: OrganisationCaller,
  input: InviteAssumableUserInput,
): Promise<Answer<'InviteAssumableUserResult'>> {
  if (!mayManageRole(caller.role, input.role)) throw forbidden(`A ${caller.role} may not grant the ${input.role} role`);
  const emailError = await checkEmail(input.email, { db, emailDomains });
  if (emailError) return invalid('email', emailError);
  const email = input.email.trim();
  const normalised = normaliseEmail(email);
  const organisation = await findUserById(db, caller.organisationId);
  const company = await findCompanyProfile(db, caller.organisationId);
  if (!organisation || !company) throw forbidden('Only a company account has users');
  if (normaliseEmail(organisation.email) === normalised) return invalid('email', 'DUPLICATE');
  const existing = await findUserByEmail(db, email);
  if (existing && NOT_MEMBER_TYPES.includes(existing.type)) return invalid('email', 'INVALID');
  const token = randomToken();
  return db.transaction(async (tx) => {
    // One invite at a time per organisation, so the cap holds when two are sent at once.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [caller.organisationId]);
    const [open] = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM organisation_access WHERE organisation_id = $1 AND status IN ('INVITED', 'ACTIVE')`,
      [caller.organisationId],
    );
    if ((open?.n ?? 0) >= MAX_OPEN_ACCESS) {
      throw new GraphQLError(`An organisation has at most ${MAX_OPEN_ACCESS} users and open invites`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO organisation_access (organisation_id, email, email_normalised, role, status, invite_token_hash,
                                        invite_expires_at, invited_by)
       VALUES ($1, $2, $3, $4, 'INVITED', $5, now() + make_interval(days => $6), $7)
       ON CONFLICT (organisation_id, email_normalised) WHERE status IN ('INVITED', 'ACTIVE') DO NOTHING
       RETURNING id`,
      [
        caller.organisationId,
        email,
        normalised,
        input.role,
        hashToken(token),
        INVITE_LIFETIME_DAYS,
        caller.viewer.actorId,
      ],
    );
    if (!row) return invalid('email', 'DUPLICATE');
    await enqueueMessage(tx, {
      userId: existing?.id ?? null,
      recipient: email,
      channel: 'EMAIL',
      template: 'organisation-invite',
      locale: organisation.locale,
      payload: { inviteToken: token, companyName: company.company_name, role: input.role, brand: organisation.brand },
    });
    const member = await findMember(tx, caller.organisationId, row.id);
    if (!member) throw new Error('The invite just written was not found');
    return { __typename: 'AssumableUserInvited', member };
  });
}

// The invite a link token names; `lock` holds it until the transaction ends (accepting).
export async function findInvite(db: Queryable, token: string, lock = false): Promise<InviteRow | undefined> {
  const [row] = await db.query<InviteRow>(
    `SELECT a.id, a.organisation_id, a.email, a.email_normalised, a.role, a.status, a.invite_expires_at,
            a.invite_expires_at <= now() AS expired, c.company_name, o.brand AS organisation_brand,
            o.locale AS organisation_locale, o.status AS organisation_status
       FROM organisation_access a
       JOIN users o ON o.id = a.organisation_id
       LEFT JOIN company_profiles c ON c.user_id = o.id
      WHERE a.invite_token_hash = $1
      ${lock ? 'FOR UPDATE OF a' : ''}`,
    [hashToken(token)],
  );
  return row;
}

// Why the invite cannot be used, or null when it can (§8 token codes): unknown, cancelled, accepted
// or from a company that is gone is invalid; past its week it has expired.
export function inviteFailure(invite: InviteRow | undefined): TokenErrorCode | null {
  if (invite?.status !== 'INVITED' || !invite.company_name) return 'ERROR_INVALID_TOKEN';
  if (invite.organisation_status === 'DISABLED' || invite.organisation_status === 'ANONYMISED') {
    return 'ERROR_INVALID_TOKEN';
  }
  return invite.expired ? 'ERROR_EXPIRED_TOKEN' : null;
}

export async function previewInvite(db: Queryable, token: string): Promise<InvitePreviewResult> {
  const invite = await findInvite(db, token);
  const failure = inviteFailure(invite);
  if (failure || !invite) return { __typename: 'TokenFailed', code: failure ?? 'ERROR_INVALID_TOKEN' };
  return {
    __typename: 'InvitePreview',
    email: invite.email,
    role: invite.role,
    companyName: invite.company_name ?? '',
    expiresAt: invite.invite_expires_at,
    hasAccount: (await findUserByEmail(db, invite.email)) !== undefined,
  };
}

// Acting for another account (spec §6 assume user, exit assumed user; §2.4 /account/switch). An
// assumed session belongs to the person's sign-in: it names it as parent, ends with it, and leaving
// it returns to it. Staff impersonation is left the same way.
import type { UpstreamConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { AuthTokens, OrganisationRole } from '../../generated/graphql.ts';
import { endOneSession, issueTokens, startSession, type Viewer } from '../identity/sessions.ts';
import type { TokenSigner } from '../identity/tokens.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';
import type { Answer } from './caller.ts';

export interface AssumeRequest {
  readonly db: Database;
  readonly signer: TokenSigner;
  readonly config: UpstreamConfig;
  readonly viewer: Viewer;
}

export interface AssumableAccountRow {
  readonly user: UserRow;
  readonly role: OrganisationRole;
  readonly isCurrent: boolean;
}

const LIVE_ACCOUNT = `u.status NOT IN ('DISABLED', 'ANONYMISED')`;

// The organisations the person may act for now, by company name.
function organisationsOf(db: Queryable, personId: string, organisationId?: string) {
  return db.query<UserRow & { access_role: OrganisationRole }>(
    `SELECT u.*, a.role AS access_role
       FROM organisation_access a
       JOIN users u ON u.id = a.organisation_id
       LEFT JOIN company_profiles c ON c.user_id = u.id
      WHERE a.member_user_id = $1 AND a.status = 'ACTIVE' AND ${LIVE_ACCOUNT}
        AND ($2::uuid IS NULL OR u.id = $2::uuid)
      ORDER BY lower(coalesce(c.company_name, u.last_name)), u.id`,
    [personId, organisationId ?? null],
  );
}

// The person's own account first (an assumable-only person has none), then each organisation.
export async function assumableAccounts(db: Queryable, viewer: Viewer): Promise<AssumableAccountRow[]> {
  const person = await findUserById(db, viewer.actorId);
  const own: AssumableAccountRow[] =
    person && !person.assumable_only ? [{ user: person, role: 'OWNER', isCurrent: person.id === viewer.userId }] : [];
  const organisations = await organisationsOf(db, viewer.actorId);
  return [
    ...own,
    ...organisations.map(({ access_role, ...user }) => ({
      user,
      role: access_role,
      isCurrent: user.id === viewer.userId,
    })),
  ];
}

// Ends the acting session and hands out tokens for the sign-in it came from, or null when that is
// no longer live (it was ended on its own).
async function returnToParent(
  request: AssumeRequest,
): Promise<{ readonly tokens: AuthTokens; readonly user: UserRow } | null> {
  const { db, signer, config, viewer } = request;
  return db.transaction(async (tx) => {
    await endOneSession(tx, viewer.sessionId);
    if (!viewer.parentSessionId) return null;
    const [parent] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
      [viewer.parentSessionId],
    );
    const user = parent ? await findUserById(tx, parent.user_id) : undefined;
    if (!user) return null;
    const issued = await issueTokens(tx, signer, config, viewer.parentSessionId);
    return { tokens: issued.tokens, user };
  });
}

export async function exitAssumedUser(request: AssumeRequest): Promise<Answer<'ExitAssumedUserResult'>> {
  const { viewer } = request;
  if (viewer.mode === 'SELF') return { __typename: 'NotAssumingUser', userId: viewer.userId };
  const parent = await returnToParent(request);
  if (!parent) return { __typename: 'NotAssumingUser', userId: viewer.actorId };
  return { __typename: 'AssumedUserExited', ...parent };
}

// Choosing one's own account on the switch page is leaving the account one acts for.
async function assumeOwnAccount(request: AssumeRequest): Promise<Answer<'AssumeUserResult'>> {
  const { db, signer, config, viewer } = request;
  if (viewer.mode !== 'SELF') {
    const parent = await returnToParent(request);
    if (!parent) return { __typename: 'AssumableAccessNotFound', id: viewer.actorId };
    return { __typename: 'UserAssumed', ...parent };
  }
  const user = await findUserById(db, viewer.userId);
  if (!user) return { __typename: 'AssumableAccessNotFound', id: viewer.userId };
  const issued = await issueTokens(db, signer, config, viewer.sessionId);
  return { __typename: 'UserAssumed', tokens: issued.tokens, user };
}

export async function assumeUser(request: AssumeRequest, userId: string): Promise<Answer<'AssumeUserResult'>> {
  const { db, signer, config, viewer } = request;
  if (userId === viewer.actorId) return assumeOwnAccount(request);
  const [target] = isUuid(userId) ? await organisationsOf(db, viewer.actorId, userId) : [];
  if (!target) return { __typename: 'AssumableAccessNotFound', id: userId };
  const { access_role: _role, ...user } = target;
  return db.transaction(async (tx) => {
    // Switching from one organisation to another: the session acting for the first ends.
    if (viewer.mode === 'ASSUMED') await endOneSession(tx, viewer.sessionId);
    const session = await startSession(tx, signer, config, {
      userId: user.id,
      actorId: viewer.actorId,
      mode: 'ASSUMED',
      parentSessionId: viewer.parentSessionId ?? viewer.sessionId,
      secondLayer: false,
    });
    return { __typename: 'UserAssumed', tokens: session.tokens, user };
  });
}

// Second-layer authentication (§3): a signed-in person confirms it is them — with their password or
// a one-time code — before a sensitive change. It is always the person at the keyboard (the actor)
// who confirms, also while acting for an organisation or impersonating; the session then counts as
// recently confirmed and gets new tokens whose `sla` claim says until when.
import type { Queryable } from '../../db/database.ts';
import { accountBucket, check, hit, LIMITS } from '../abuse/rate-limits.ts';
import { MAX_CREDENTIAL_LENGTH } from '../identity/login.ts';
import { decoyHash, verifyPassword } from '../identity/passwords.ts';
import { confirmSecondLayer, issueTokens, type Viewer } from '../identity/sessions.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { countCodeFailure, countCodeRequest, mayTryCode } from './attempt-limits.ts';
import type { CodeContext } from './code-login.ts';
import { CODE_LIFETIME_SECONDS, consumeCode, createCode, matchCode } from './one-time-codes.ts';
import { type CodeRequestResult, codeRequested, loginFailed, usageLimitReached } from './results.ts';

async function findActor(db: Queryable, viewer: Viewer): Promise<UserRow> {
  const actor = await findUserById(db, viewer.actorId);
  // The viewer was loaded from a live session joined to this user moments ago.
  if (!actor) throw new Error(`The actor ${viewer.actorId} of session ${viewer.sessionId} is gone`);
  return actor;
}

// Marks the session confirmed and hands out tokens that say so; `before` runs first in the same
// transaction and may refuse (a code used by a parallel request).
async function confirmSession(
  { db, tokens, config }: CodeContext,
  viewer: Viewer,
  before: (tx: Queryable) => Promise<boolean> = async () => true,
) {
  return db.transaction(async (tx) => {
    if (!(await before(tx))) return loginFailed('INVALID_CREDENTIALS');
    const until = await confirmSecondLayer(tx, config, viewer.sessionId);
    const session = await issueTokens(tx, tokens, config, viewer.sessionId);
    return {
      __typename: 'SecondLayerConfirmed',
      tokens: session.tokens,
      secondLayerAuthenticationExpirationTime: until,
    } as const;
  });
}

export async function confirmPassword(context: CodeContext, viewer: Viewer, input: { password: string }) {
  const { db } = context;
  const actor = await findActor(db, viewer);
  if (input.password.length > MAX_CREDENTIAL_LENGTH) return loginFailed('INVALID_CREDENTIALS');
  // The same failure count as password login: confirming must not become a way around it.
  const failures = accountBucket('login-failure', actor.email);
  if (!(await check(db, failures, LIMITS.loginFailuresPerAccount)).allowed) return loginFailed('USAGE_LIMIT_REACHED');
  const matches = await verifyPassword(input.password, actor.password_hash ?? (await decoyHash()));
  if (!actor.password_hash || !matches) {
    await hit(db, failures, LIMITS.loginFailuresPerAccount);
    return loginFailed('INVALID_CREDENTIALS');
  }
  return confirmSession(context, viewer);
}

export async function requestSecondLayerCode(
  { db, clientIp, codeKey }: CodeContext,
  viewer: Viewer,
): Promise<CodeRequestResult> {
  const actor = await findActor(db, viewer);
  const limit = await countCodeRequest(db, clientIp, actor.email);
  if (!limit.allowed) return usageLimitReached(limit.retryAfterSeconds);
  await db.transaction(async (tx) => {
    const code = await createCode(tx, codeKey, {
      userId: actor.id,
      purpose: 'SECOND_LAYER',
      channel: 'EMAIL',
      sessionId: viewer.sessionId,
    });
    await enqueueMessage(tx, {
      userId: actor.id,
      recipient: actor.email,
      channel: 'EMAIL',
      template: 'second-layer-code',
      locale: actor.locale,
      payload: { code, brand: actor.brand, expiresInSeconds: CODE_LIFETIME_SECONDS },
    });
  });
  return codeRequested(CODE_LIFETIME_SECONDS);
}

export async function confirmSecondLayerCode(context: CodeContext, viewer: Viewer, input: { code: string }) {
  const { db, clientIp, codeKey } = context;
  const actor = await findActor(db, viewer);
  if (input.code.length > MAX_CREDENTIAL_LENGTH) return loginFailed('INVALID_CREDENTIALS');
  if (!(await mayTryCode(db, clientIp, actor.email)).allowed) return loginFailed('USAGE_LIMIT_REACHED');
  // Only a code asked for in this very session confirms it.
  const match = await matchCode(db, codeKey, {
    userId: actor.id,
    purpose: 'SECOND_LAYER',
    sessionId: viewer.sessionId,
    code: input.code,
  });
  if (match.status !== 'ok') {
    await countCodeFailure(db, actor.email);
    return loginFailed('INVALID_CREDENTIALS');
  }
  const { codeId } = match;
  return confirmSession(context, viewer, (tx) => consumeCode(tx, codeId));
}

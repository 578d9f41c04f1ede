// Sign-up of consumers and service pros (spec §8 signup codes, duplicate registration). Checks go
// from cheapest to dearest: a signed-in caller, the per-client limit, the captcha, the form, an
// existing account; then the account is created (and counted against the limit) and signed in at once.
import type { ConsentPurpose, FieldError, SignupFailureCode } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { hashPassword } from '../identity/passwords.ts';
import { type IssuedTokens, startSession } from '../identity/sessions.ts';
import { findUserByEmail, type UserRow } from '../identity/users.ts';
import { insertAccount } from './create-account.ts';
import { type AcceptedSignUp, checkSignUp, type SignUpFields, type SignUpKind } from './sign-up-input.ts';
import { countSignUp, SignUpLimitReachedError, signUpLimitReached } from './sign-up-limit.ts';

export interface SignUpInput extends SignUpFields {
  readonly captchaToken?: string | null;
  readonly consents?: readonly ConsentPurpose[] | null;
}

export type SignUpOutcome =
  | { readonly __typename: 'SignUpSuccess'; readonly tokens: IssuedTokens; readonly user: UserRow }
  | { readonly __typename: 'SignUpFailed'; readonly code: SignupFailureCode; readonly fieldErrors: FieldError[] }
  | { readonly __typename: 'DuplicateRegistration'; readonly email: string }
  | { readonly __typename: 'DuplicatePhone'; readonly phone: string };

const failed = (code: SignupFailureCode, fieldErrors: FieldError[] = []): SignUpOutcome => ({
  __typename: 'SignUpFailed',
  code,
  fieldErrors,
});

export async function signUp(ctx: UpstreamContext, type: SignUpKind, input: SignUpInput): Promise<SignUpOutcome> {
  const { db, clientIp, services } = ctx;
  // A professional who is signed in is one already (§8 enrolment); anyone else signs out first.
  if (ctx.viewer)
    return failed(
      type === 'SERVICE_PRO' && ctx.viewer.userType === 'SERVICE_PRO' ? 'ALREADY_ENROLLED' : 'ALREADY_AUTHENTICATED',
    );
  if (await signUpLimitReached(db, clientIp)) return failed('RATE_LIMIT');
  const verdict = await services.captcha.verify(input.captchaToken, clientIp);
  if (verdict === 'failed') return failed('CAPTCHA_VERIFICATION_FAILED');
  // A verifier that cannot be reached lets no one through unchecked.
  if (verdict === 'unavailable') return failed('TECHNICAL_ERROR');
  const checked = await checkSignUp(type, input, { db, emailDomains: services.emailDomains });
  if (!checked.ok) return failed('INVALID_DATA', checked.fieldErrors);
  const duplicate: SignUpOutcome = { __typename: 'DuplicateRegistration', email: checked.accepted.email };
  if (await findUserByEmail(db, checked.accepted.emailNormalised)) return duplicate;
  const phone = checked.accepted.phone;
  if (type === 'SERVICE_PRO' && phone !== null && (await isProPhone(db, phone))) {
    return { __typename: 'DuplicatePhone', phone };
  }
  let created: Awaited<ReturnType<typeof createAndSignIn>>;
  try {
    created = await createAndSignIn(ctx, checked.accepted, input.consents ?? []);
  } catch (error) {
    if (error instanceof SignUpLimitReachedError) return failed('RATE_LIMIT');
    throw error;
  }
  if (!created) return duplicate;
  // The answer shows the new account to the person who just made it.
  ctx.newAccounts.add(created.user.id);
  return { __typename: 'SignUpSuccess', ...created };
}

// Spec §2.8 duplicate-phone: a company's phone belongs to one professional account; a colleague
// works on it through access (§6), not an account of their own with the same number.
async function isProPhone(db: UpstreamContext['db'], phone: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users WHERE phone = $1 AND type = 'SERVICE_PRO' AND NOT assumable_only AND status <> 'ANONYMISED'
      LIMIT 1`,
    [phone],
  );
  return rows.length > 0;
}

async function createAndSignIn(
  { db, tokens, config, requestId, clientIp, referralCode }: UpstreamContext,
  accepted: AcceptedSignUp,
  consents: readonly ConsentPurpose[],
): Promise<{ tokens: IssuedTokens; user: UserRow } | null> {
  const passwordHash = await hashPassword(accepted.password);
  return db.transaction(async (tx) => {
    const user = await insertAccount(tx, { accepted, passwordHash, consents, requestId, referralCode });
    if (!user) return null;
    await countSignUp(tx, clientIp);
    // The person typed their password just now: that counts as the second layer (§3).
    const session = await startSession(tx, tokens, config, { userId: user.id, secondLayer: true });
    return { tokens: session.tokens, user };
  });
}

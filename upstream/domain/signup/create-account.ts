// Writing a new account: the user row and what comes with it (a pro's company profile, public slug
// and onboarding, a consumer's consents, the activation link that proves the email address, the
// referral it came through), all in the caller's transaction.
import type { Queryable } from '../../db/database.ts';
import type { ConsentPurpose } from '../../generated/graphql.ts';
import type { UserRow } from '../identity/users.ts';
import { startOnboarding } from '../onboarding/onboarding.ts';
import { recordReferral } from '../referrals/record-referral.ts';
import { sendActivationLink } from './activation.ts';
import type { AcceptedSignUp } from './sign-up-input.ts';

export interface NewAccount {
  readonly accepted: AcceptedSignUp;
  readonly passwordHash: string;
  // Purposes the consumer agreed to on the form (§3 consent purposes).
  readonly consents: readonly ConsentPurpose[];
  readonly requestId: string;
  // The referral link the person came through, if any (decision 050).
  readonly referralCode: string | null;
}

const SLUG_MAX_LENGTH = 60;

// The public address part of a pro's profile (§2.3): the company name in lowercase ASCII words
// joined by hyphens ("Bäckerei & Söhne" → "backerei-sohne").
export function slugBase(companyName: string): string {
  const slug = companyName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  // A name in a script without ASCII letters still gets an address.
  return slug === '' ? 'pro' : slug;
}

// The base, or the base with the smallest free number (-2, -3 …) when it is taken. Sign-ups of
// the same company name wait for each other (a lock held until commit), so two at the same moment
// cannot pick the same slug.
async function freeSlug(tx: Queryable, base: string): Promise<string> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('slug:' || $1, 0))`, [base]);
  // The base holds only [a-z0-9-], so it is safe inside the pattern.
  const rows = await tx.query<{ slug: string }>(
    `SELECT slug FROM users WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
    [base],
  );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

// The new user, or null when an account with the email exists (also when one was created by a
// sign-up running at the same moment: the unique email index decides).
export async function insertAccount(tx: Queryable, account: NewAccount): Promise<UserRow | null> {
  const { accepted } = account;
  const isPro = accepted.type === 'SERVICE_PRO';
  const slug = isPro ? await freeSlug(tx, slugBase(accepted.companyName ?? '')) : null;
  // Consumers wait for activation (§4); pros go on with their registration steps (§2.8).
  const status = isPro ? 'ACTIVE' : 'PENDING';
  const [user] = await tx.query<UserRow>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, slug,
                        password_hash, status, activated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text, CASE WHEN $11::text = 'ACTIVE' THEN now() END)
     ON CONFLICT (email_normalised) DO NOTHING
     RETURNING *`,
    [
      accepted.email,
      accepted.emailNormalised,
      accepted.type,
      accepted.brand,
      accepted.locale,
      accepted.firstName,
      accepted.lastName,
      accepted.phone,
      slug,
      account.passwordHash,
      status,
    ],
  );
  if (!user) return null;
  if (isPro) {
    // The company belongs to the professional's brand: the directory and matching read it there.
    await tx.query('INSERT INTO company_profiles (user_id, company_name, brand) VALUES ($1, $2, $3)', [
      user.id,
      accepted.companyName,
      accepted.brand,
    ]);
    // Registration goes on with the brand's onboarding steps, in the brand's order (decision 054).
    await startOnboarding(tx, user.id, accepted.brand);
  } else {
    await recordConsents(tx, user.id, account.consents, account.requestId);
  }
  // A professional's address is usually verified long before their registration asks (decision 054).
  await sendActivationLink(tx, user);
  await recordReferral(tx, account.referralCode, user);
  return user;
}

async function recordConsents(
  tx: Queryable,
  userId: string,
  purposes: readonly ConsentPurpose[],
  requestId: string,
): Promise<void> {
  for (const purpose of new Set(purposes)) {
    await tx.query('INSERT INTO consents (user_id, purpose, granted) VALUES ($1, $2, true)', [userId, purpose]);
    // Kept as proof of what the person agreed to, and when.
    await tx.query('INSERT INTO consent_events (user_id, purpose, granted, request_id) VALUES ($1, $2, true, $3)', [
      userId,
      purpose,
      requestId,
    ]);
  }
}

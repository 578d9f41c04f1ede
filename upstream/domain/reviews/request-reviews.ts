// A professional asks past customers for a review (spec §2.5 profile reviews/request-reviews): each
// gets an email with a link of their own. Bounded per call and per day so the platform is not a
// way to send mail to anyone in bulk (bounds are ours; the spec shows none).
import type { Database } from '../../db/database.ts';
import type { FieldErrorCode, RequestReviewsInput } from '../../generated/graphql.ts';
import { refusal } from '../access/refusals.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { hashToken, randomToken } from '../identity/opaque-tokens.ts';
import type { Viewer } from '../identity/sessions.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { checkEmailShape } from '../validation/email.ts';
import { checkName } from '../validation/name.ts';

export const REVIEW_REQUESTS_PER_CALL = 20;
export const REVIEW_REQUESTS_PER_DAY = 100;

function customerErrors(customers: RequestReviewsInput['customers']) {
  const errors: Record<string, FieldErrorCode | null> = {};
  const seen = new Set<string>();
  for (const [index, customer] of customers.entries()) {
    const email = customer.email.trim().toLowerCase();
    errors[`customers.${index}.email`] = checkEmailShape(customer.email) ?? (seen.has(email) ? 'DUPLICATE' : null);
    errors[`customers.${index}.name`] = checkName(customer.name);
    seen.add(email);
  }
  return invalidFields(errors);
}

interface ProRow {
  readonly brand: string;
  readonly locale: string;
  readonly slug: string | null;
  readonly company_name: string | null;
}

export async function requestReviews(
  { db, viewer }: { readonly db: Database; readonly viewer: Viewer },
  input: RequestReviewsInput,
) {
  const { customers } = input;
  if (customers.length === 0) return invalidField('customers', 'REQUIRED');
  if (customers.length > REVIEW_REQUESTS_PER_CALL) return invalidField('customers', 'INVALID');
  const invalid = customerErrors(customers);
  if (invalid) return invalid;
  await db.transaction(async (tx) => {
    // The account's row is locked first so that two calls at once cannot both pass the daily cap
    // (the count below reads what the other committed).
    const [pro] = await tx.query<ProRow>(
      `SELECT u.brand, u.locale, u.slug, c.company_name
         FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id
        WHERE u.id = $1 FOR UPDATE OF u`,
      [viewer.userId],
    );
    if (!pro) throw new Error(`The professional ${viewer.userId} does not exist`);
    const [sent] = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM review_requests WHERE pro_id = $1 AND created_at > now() - interval '24 hours'`,
      [viewer.userId],
    );
    if ((sent?.count ?? 0) + customers.length > REVIEW_REQUESTS_PER_DAY) {
      throw refusal(`At most ${REVIEW_REQUESTS_PER_DAY} review requests may be sent in 24 hours`, 'BAD_USER_INPUT');
    }
    for (const customer of customers) {
      const token = randomToken();
      const email = customer.email.trim();
      const name = customer.name.trim();
      await tx.query('INSERT INTO review_requests (pro_id, email, name, token_hash) VALUES ($1, $2, $3, $4)', [
        viewer.userId,
        email,
        name,
        hashToken(token),
      ]);
      await enqueueMessage(tx, {
        userId: null,
        recipient: email,
        channel: 'EMAIL',
        template: 'review-request',
        locale: pro.locale,
        payload: { brand: pro.brand, token, customerName: name, companyName: pro.company_name, proSlug: pro.slug },
      });
    }
  });
  return { __typename: 'ReviewsRequested', count: customers.length } as const;
}

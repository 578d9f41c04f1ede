// A professional asks past customers for a review (spec §2.7 profile reviews/request-reviews): each
// gets an email with a link of their own. Bounded per call and per day, and an address asked is not
// asked again for a while, so the platform is no way to mail anyone in bulk or over and over
// (review-requests.ts; decisions 009 and 049). Every refusal is a result variant.
import type { Database } from '../../db/database.ts';
import type { FieldErrorCode, RequestReviewsInput } from '../../generated/graphql.ts';
import { invalidField, invalidFields } from '../account/results.ts';
import { hashToken, randomToken } from '../identity/opaque-tokens.ts';
import type { Viewer } from '../identity/sessions.ts';
import { normaliseEmail } from '../identity/users.ts';
import { enqueueMessage } from '../messages/outbox.ts';
import { checkEmailShape } from '../validation/email.ts';
import { checkName } from '../validation/name.ts';
import { REVIEW_REQUEST_REPEAT_DAYS, REVIEW_REQUESTS_PER_CALL, reviewRequestAllowance } from './review-requests.ts';

function customerErrors(customers: RequestReviewsInput['customers']) {
  const errors: Record<string, FieldErrorCode | null> = {};
  const seen = new Set<string>();
  for (const [index, customer] of customers.entries()) {
    const email = normaliseEmail(customer.email);
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
  return db.transaction(async (tx) => {
    // The account's row is locked first so that two calls at once cannot both pass the daily cap
    // or both ask one address (the reads below see what the other committed).
    const [pro] = await tx.query<ProRow>(
      `SELECT u.brand, u.locale, u.slug, c.company_name
         FROM users u LEFT JOIN company_profiles c ON c.user_id = u.id
        WHERE u.id = $1 FOR UPDATE OF u`,
      [viewer.userId],
    );
    if (!pro) throw new Error(`The professional ${viewer.userId} does not exist`);
    const emails = customers.map((customer) => normaliseEmail(customer.email));
    const asked = await tx.query<{ email: string }>(
      `SELECT DISTINCT lower(email) AS email FROM review_requests
        WHERE pro_id = $1 AND lower(email) = ANY($2::text[])
          AND created_at > now() - make_interval(days => ${REVIEW_REQUEST_REPEAT_DAYS})`,
      [viewer.userId, emails],
    );
    if (asked.length > 0) {
      const askedEmails = new Set(asked.map((row) => row.email));
      const fields = emails.flatMap((email, index) => (askedEmails.has(email) ? [`customers.${index}.email`] : []));
      return { __typename: 'AlreadyAskedForReview', fields } as const;
    }
    const before = await reviewRequestAllowance(tx, viewer.userId);
    if (customers.length > before.remaining) {
      return { __typename: 'ReviewRequestLimitReached', allowance: before } as const;
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
    const allowance = await reviewRequestAllowance(tx, viewer.userId);
    return { __typename: 'ReviewsRequested', count: customers.length, allowance } as const;
  });
}

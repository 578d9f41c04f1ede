// Writing a posted job: the new home owner (when a visitor posts), the job, its answers and its
// photos, in one transaction, so a job is never half there.
import type { Queryable } from '../../db/database.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { type IssuedTokens, startSession } from '../identity/sessions.ts';
import type { UserRow } from '../identity/users.ts';
import { storeJobPlace } from '../places/job-place.ts';
import { recordReferral } from '../referrals/record-referral.ts';
import { sendActivationLink } from '../signup/activation.ts';
import { countSignUp } from '../signup/sign-up-limit.ts';
import { marketOf } from '../validation/brand.ts';
import type { AcceptedPost, NewConsumer } from './post-input.ts';
import type { MatchingStrategyValue, ServiceRequestRow } from './rows.ts';
import type { StoredPhoto } from './uploads.ts';

// How far from the job it is offered: professionals whose own work area covers it, recorded on the
// job's WORK_AREA strategy.
export const WORK_AREA_RADIUS_KM = 30;

export interface SavedJob {
  readonly job: ServiceRequestRow;
  // Set when a visitor posted: their new session.
  readonly tokens: IssuedTokens | null;
}

// A consumer pending activation, without a password (they set one later or sign in with a code);
// null when an account with the email was made meanwhile.
async function insertConsumer(tx: Queryable, post: AcceptedPost, person: NewConsumer): Promise<UserRow | null> {
  const [user] = await tx.query<UserRow>(
    `INSERT INTO users (email, email_normalised, type, brand, locale, first_name, last_name, phone, status)
     VALUES ($1, $2, 'CONSUMER', $3, $4, $5, $6, $7, 'PENDING')
     ON CONFLICT (email_normalised) DO NOTHING
     RETURNING *`,
    [
      person.email,
      person.emailNormalised,
      post.brand,
      marketOf(post.brand).locale,
      person.firstName,
      person.lastName,
      person.phone,
    ],
  );
  return user ?? null;
}

function strategiesOf(post: AcceptedPost): MatchingStrategyValue[] {
  // §2.2: a direct request goes to that professional only.
  if (post.directProId) return [{ kind: 'DIRECT_REQUEST', serviceProId: post.directProId }];
  return [{ kind: 'WORK_AREA', radiusKm: WORK_AREA_RADIUS_KM }];
}

async function insertJob(
  tx: Queryable,
  post: AcceptedPost,
  consumerId: string,
  photoCount: number,
): Promise<ServiceRequestRow> {
  const searchText = `${post.service.name} ${post.profession.name} ${post.description}`.toLowerCase();
  // A code first met with this job is stored with it, in its transaction.
  const placeId = await storeJobPlace(tx, post.brand, post.place);
  const [job] = await tx.query<ServiceRequestRow>(
    `INSERT INTO service_requests (brand, consumer_id, profession_id, service_id, description, start_time, locality_id,
                                   latitude, longitude, lead_type, direct_pro_id, matching_strategies, photo_count,
                                   search_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14)
     RETURNING *`,
    [
      post.brand,
      consumerId,
      post.profession.id,
      post.service.id,
      post.description,
      post.startTime,
      placeId,
      post.place.latitude,
      post.place.longitude,
      post.directProId ? 'DIRECT_REQUEST' : post.service.default_lead_type,
      post.directProId,
      JSON.stringify(strategiesOf(post)),
      photoCount,
      searchText,
    ],
  );
  if (!job) throw new Error('The job row was not created');
  return job;
}

// The job, or null when the visitor's email got an account meanwhile (nothing is then written).
export async function saveJob(
  { db, tokens, config, viewer, newAccounts, clientIp, referralCode }: UpstreamContext,
  post: AcceptedPost,
  photos: readonly StoredPhoto[],
): Promise<SavedJob | null> {
  return db.transaction(async (tx) => {
    let consumerId = viewer?.userId ?? null;
    if (post.newConsumer) {
      const user = await insertConsumer(tx, post, post.newConsumer);
      if (!user) return null;
      await countSignUp(tx, clientIp);
      // §4: the account is pending until the link in this email is opened.
      await sendActivationLink(tx, user);
      // Decision 050: the visitor came through a professional's referral link.
      await recordReferral(tx, referralCode, user);
      consumerId = user.id;
    }
    if (!consumerId) throw new Error('A job was saved without its home owner');
    const job = await insertJob(tx, post, consumerId, photos.length);
    for (const answer of post.answers) {
      await tx.query(
        'INSERT INTO service_request_answers (service_request_id, question_id, value) VALUES ($1, $2, $3::jsonb)',
        [job.id, answer.questionId, JSON.stringify(answer.value)],
      );
    }
    for (const [position, photo] of photos.entries()) {
      await tx.query(
        `INSERT INTO attachments (service_request_id, file_name, content_type, size_bytes, width, height, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [job.id, photo.fileName, photo.contentType, photo.sizeBytes, photo.width, photo.height, position],
      );
    }
    if (!post.newConsumer) return { job, tokens: null };
    // The visitor is signed in as the new home owner; no password was typed, so no second layer.
    const session = await startSession(tx, tokens, config, { userId: consumerId, secondLayer: false });
    // The answer shows the new home owner's job, with their own details, to them.
    newAccounts.add(consumerId);
    return { job, tokens: session.tokens };
  });
}

// Posting a job (spec §2.5): a signed-in home owner posts as themself; a visitor says who they are
// and becomes a home owner, pending activation and signed in, in the same step. Checks go from
// cheapest to dearest — the form, then the photos — and a refused job leaves nothing behind: no
// row, no file.
import type { MercuriusContext } from 'mercurius';
import type { FieldError, PostServiceRequestInput, SignupFailureCode } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { forbidden } from '../access/refusals.ts';
import type { IssuedTokens } from '../identity/sessions.ts';
import { autoRespond } from '../responses/auto-respond.ts';
import { SignUpLimitReachedError, signUpLimitReached } from '../signup/sign-up-limit.ts';
import { requireBrand } from '../validation/brand.ts';
import { checkPost, type PostFailure } from './post-input.ts';
import type { ServiceRequestRow } from './rows.ts';
import { saveJob } from './save-job.ts';
import { discardUploads, removeStoredPhotos, storePhotos, type UploadedFile } from './uploads.ts';

export type PostOutcome =
  | PostFailure
  | { readonly __typename: 'SignUpFailed'; readonly code: SignupFailureCode; readonly fieldErrors: FieldError[] }
  | {
      readonly __typename: 'ServiceRequestPosted';
      readonly serviceRequest: ServiceRequestRow;
      readonly tokens: IssuedTokens | null;
    };

async function post(
  ctx: UpstreamContext,
  input: PostServiceRequestInput,
  uploads: readonly Promise<UploadedFile>[],
): Promise<PostOutcome> {
  const { db, viewer, services, uploadsDir } = ctx;
  if (viewer && viewer.userType !== 'CONSUMER') throw forbidden('Only home owners post jobs');
  const brand = requireBrand(input.brand);
  // A visitor signs up on the way: the same abuse limit and captcha as sign-up.
  if (!viewer) {
    const refused = await visitorRefusal(ctx, input.captchaToken);
    if (refused) return refused;
  }
  const checked = await checkPost({ db, emailDomains: services.emailDomains, viewer }, input, brand);
  if (!checked.ok) return checked.failure;
  const stored = await storePhotos(uploadsDir, uploads);
  if (!stored.ok) return { __typename: 'InvalidFile', ...stored.refusal };
  let saved: Awaited<ReturnType<typeof saveJob>>;
  try {
    saved = await saveJob(ctx, checked.accepted, stored.photos);
  } catch (error) {
    await removeStoredPhotos(uploadsDir, stored.photos);
    if (error instanceof SignUpLimitReachedError)
      return { __typename: 'SignUpFailed', code: 'RATE_LIMIT', fieldErrors: [] };
    throw error;
  }
  if (!saved) {
    await removeStoredPhotos(uploadsDir, stored.photos);
    return { __typename: 'DuplicateRegistration', email: checked.accepted.newConsumer?.email ?? '' };
  }
  await respondAutomatically(ctx, saved.job.id);
  return { __typename: 'ServiceRequestPosted', serviceRequest: saved.job, tokens: saved.tokens };
}

async function visitorRefusal(ctx: UpstreamContext, captchaToken: string | null | undefined) {
  const failed = (code: SignupFailureCode) => ({ __typename: 'SignUpFailed' as const, code, fieldErrors: [] });
  if (await signUpLimitReached(ctx.db, ctx.clientIp)) return failed('RATE_LIMIT');
  const verdict = await ctx.services.captcha.verify(captchaToken, ctx.clientIp);
  if (verdict === 'failed') return failed('CAPTCHA_VERIFICATION_FAILED');
  if (verdict === 'unavailable') return failed('TECHNICAL_ERROR');
  return null;
}

// The job is posted whatever the professionals' rules do with it; a failing rule is logged.
async function respondAutomatically(ctx: UpstreamContext, serviceRequestId: string): Promise<void> {
  try {
    await autoRespond(ctx.db, serviceRequestId);
  } catch (error) {
    (ctx as unknown as Partial<MercuriusContext>).reply?.request.log.error(
      { err: error, serviceRequestId },
      'auto-respond failed for a posted job',
    );
  }
}

export async function postServiceRequest(ctx: UpstreamContext, input: PostServiceRequestInput): Promise<PostOutcome> {
  // One file sent for two places of the request is one photo.
  const uploads = [...new Set(input.photos ?? [])];
  try {
    return await post(ctx, input, uploads);
  } finally {
    // Whatever was answered, the request's files are read to their end so the request completes.
    await discardUploads(uploads);
  }
}

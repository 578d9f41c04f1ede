// Featuring a job (decision 070): a home owner whose open job few professionals have answered puts
// it first, for a week, in the new-job lists of the professionals it fits. It is free and done once
// per job; a job sent to one professional has no list to come first in. Featuring ends early when
// the job stops taking responses, as the lists hold only open jobs.
import type { Database } from '../../db/database.ts';
import type { FeatureRefusal } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import type { Viewer } from '../identity/sessions.ts';
import type { ServiceRequestRow } from '../requests/rows.ts';
import { mayChoose } from './overview.ts';
import { lockOwnedJob, notFound } from './owned-job.ts';

export const FEATURE_DAYS = 7;
// A job answered this many times or more does not need featuring.
export const FEATURE_MAX_RESPONSES = 3;

type FeaturedColumns = Pick<
  ServiceRequestRow,
  'status' | 'lead_type' | 'direct_pro_id' | 'responses_count' | 'featured_until'
>;

// Why the job may not be featured now; null when it may.
export function featureRefusalOf(job: FeaturedColumns): FeatureRefusal | null {
  if (job.featured_until !== null) return 'ALREADY_FEATURED';
  if (job.status !== 'OPEN') return 'NOT_OPEN';
  if (job.direct_pro_id !== null || job.lead_type === 'DIRECT_REQUEST' || job.lead_type === 'DIRECT_HIRE') {
    return 'DIRECT_REQUEST';
  }
  if (job.responses_count >= FEATURE_MAX_RESPONSES) return 'ENOUGH_RESPONSES';
  return null;
}

export function isFeatured(job: FeaturedColumns, now = new Date()): boolean {
  return job.status === 'OPEN' && job.featured_until !== null && job.featured_until > now;
}

// For the home owner (and whoever acts for them) only.
export async function featuringOf(ctx: Pick<UpstreamContext, 'db' | 'viewer' | 'loaders'>, job: ServiceRequestRow) {
  if (!(await mayChoose(ctx, job))) return null;
  return { refusal: featureRefusalOf(job), days: FEATURE_DAYS, maxResponses: FEATURE_MAX_RESPONSES };
}

export async function featureServiceRequest(db: Database, viewer: Viewer, serviceRequestId: string) {
  return db.transaction(async (tx) => {
    const job = await lockOwnedJob(tx, viewer, serviceRequestId);
    if (!job) return notFound(serviceRequestId);
    const refusal = featureRefusalOf(job);
    if (refusal) return { __typename: 'FeatureNotAllowed' as const, reason: refusal };
    const [featured] = await tx.query<ServiceRequestRow>(
      `UPDATE service_requests SET featured_at = now(), featured_until = now() + make_interval(days => $2)
        WHERE id = $1 RETURNING *`,
      [job.id, FEATURE_DAYS],
    );
    return { __typename: 'JobFeatured' as const, serviceRequest: featured ?? job };
  });
}

// Jobs (schema/upstream/service-requests.graphql): posting one, reading one, and the fields of a
// job this area answers. distance, myProposal and isSavedForLater belong to the responses area,
// responsesOverview and chosenServicePros to the choosing area.
import { isBrandId } from '../../../shared/brands.ts';
import type { DistanceUnit, Resolvers } from '../../generated/graphql.ts';
import {
  locationById,
  professionById,
  serviceById,
  serviceRequestById,
  userById,
} from '../../graphql/common-loaders.ts';
import { distanceIn } from '../catalogue/distance.ts';
import type { UserRow } from '../identity/users.ts';
import { marketOf } from '../validation/brand.ts';
import { isUuid } from '../validation/ids.ts';
import { managesServiceRequest, mayReadServiceRequest } from './access.ts';
import { showAnswer } from './answers.ts';
import { answersOfJob, attachmentsOfJob, mayContactConsumerOf } from './loaders.ts';
import { postServiceRequest } from './post-job.ts';
import { EMPTY_CONNECTION, recommendedServicePros } from './recommended.ts';
import type { ServiceRequestRow } from './rows.ts';

function unitOf(brand: string): DistanceUnit {
  return isBrandId(brand) ? marketOf(brand).distanceUnit : 'km';
}

// Rows a job refers to by foreign key always exist; a missing one is a broken database.
function present<Row>(row: Row | undefined, what: string): Row {
  if (row === undefined) throw new Error(`A job refers to a ${what} that does not exist`);
  return row;
}

// "Noor V.": the first name and the initial of the last (ConsumerSummary).
function displayNameOf(user: UserRow): string {
  const initial = Array.from(user.last_name.trim())[0];
  return initial ? `${user.first_name} ${initial.toUpperCase()}.` : user.first_name;
}

function directlyRequestedIds(row: ServiceRequestRow): string[] {
  const ids = row.matching_strategies
    .filter((strategy) => strategy.kind === 'DIRECT_REQUEST' && strategy.serviceProId)
    .map((strategy) => strategy.serviceProId as string);
  return [...new Set(row.direct_pro_id ? [row.direct_pro_id, ...ids] : ids)];
}

export const requestsResolvers: Resolvers = {
  Query: {
    // Null for a job the caller may not read, as for one that does not exist.
    async serviceRequest(_root, { id }, ctx) {
      if (!isUuid(id)) return null;
      const row = await serviceRequestById(ctx).load(id);
      if (!row || !(await mayReadServiceRequest(ctx.db, ctx.viewer, row))) return null;
      return row;
    },
  },
  Mutation: {
    postServiceRequest: (_root, { input }, ctx) => postServiceRequest(ctx, input),
  },
  ServiceRequest: {
    startTime: (row) => row.start_time,
    leadType: (row) => row.lead_type,
    createdAt: (row) => row.created_at,
    closedAt: (row) => row.closed_at,
    hasPictures: (row) => row.photo_count > 0,
    responsesCount: (row) => row.responses_count,
    shortlistsCount: (row) => row.shortlists_count,
    invitesCount: (row) => row.invites_count,
    profession: async (row, _args, ctx) => present(await professionById(ctx).load(row.profession_id), 'profession'),
    service: async (row, _args, ctx) => present(await serviceById(ctx).load(row.service_id), 'service'),
    location: async (row, _args, ctx) => present(await locationById(ctx).load(row.locality_id), 'place'),
    async answers(row, _args, ctx) {
      const answers = await answersOfJob(ctx).load(row.id);
      return answers.map(({ question, value }) => ({ question, ...showAnswer(question, value) }));
    },
    attachments: (row, _args, ctx) => attachmentsOfJob(ctx).load(row.id),
    async consumer(row, _args, ctx) {
      const user = present(await userById(ctx).load(row.consumer_id), 'home owner');
      return { id: user.id, displayName: displayNameOf(user) };
    },
    async matchingStrategies(row, _args, ctx) {
      const unit = unitOf(row.brand);
      return Promise.all(
        row.matching_strategies.map(async (strategy) => ({
          kind: strategy.kind,
          radius: strategy.radiusKm === undefined ? null : distanceIn(strategy.radiusKm, unit),
          servicePro: strategy.serviceProId ? ((await userById(ctx).load(strategy.serviceProId)) ?? null) : null,
        })),
      );
    },
    // Only for those who choose among them: the home owner and staff.
    recommendedServicePros: (row, { first, after }, ctx) =>
      managesServiceRequest(ctx.viewer, row)
        ? recommendedServicePros(ctx.db, row, unitOf(row.brand), first, after)
        : EMPTY_CONNECTION,
    async serviceProsWhoWereDirectRequested(row, _args, ctx) {
      const pros = await userById(ctx).loadMany(directlyRequestedIds(row));
      return pros.filter((pro): pro is UserRow => pro !== undefined && !(pro instanceof Error));
    },
  },
  Attachment: {
    // Served by the upstream's file route (routes/files.ts); the BFF proxies it.
    url: (attachment) => `/files/${attachment.file_name}`,
    contentType: (attachment) => attachment.content_type,
    sizeBytes: (attachment) => attachment.size_bytes,
  },
  ConsumerSummary: {
    // Spec §2.7: a professional sees the home owner's phone once shortlisted or hired.
    async phone(summary, _args, ctx) {
      const allowed = ctx.newAccounts.has(summary.id) || (await mayContactConsumerOf(ctx).load(summary.id));
      if (!allowed) return null;
      return (await userById(ctx).load(summary.id))?.phone ?? null;
    },
  },
};

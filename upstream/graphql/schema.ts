// The executable upstream schema: the contract files plus the resolvers of each domain, every root
// field guarded by the access policy.
import { readdirSync, readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IResolvers } from '@graphql-tools/utils';
import { GraphQLUpload } from 'graphql-upload-minimal';
import { DateTime, JSONObject } from '../../shared/contract-scalars.ts';
import { guardRootFields } from '../domain/access/guard.ts';
import { accountResolvers } from '../domain/account/resolvers.ts';
import { billingResolvers } from '../domain/billing/resolvers.ts';
import { catalogueResolvers } from '../domain/catalogue/resolvers.ts';
import { choosingResolvers } from '../domain/choosing/resolvers.ts';
import { companyResolvers } from '../domain/company/resolvers.ts';
import { credentialsResolvers } from '../domain/credentials/resolvers.ts';
import { devicesResolvers } from '../domain/devices/resolvers.ts';
import { documentsResolvers } from '../domain/documents/resolvers.ts';
import { feedbackResolvers } from '../domain/feedback/resolvers.ts';
import { identityResolvers } from '../domain/identity/resolvers.ts';
import { identityCheckResolvers } from '../domain/identity-check/resolvers.ts';
import { onboardingResolvers } from '../domain/onboarding/resolvers.ts';
import { organisationResolvers } from '../domain/organisation/resolvers.ts';
import { paymentMethodResolvers } from '../domain/payment-method/resolvers.ts';
import { placesResolvers } from '../domain/places/resolvers.ts';
import { portfolioResolvers } from '../domain/portfolio/resolvers.ts';
import { proActivityResolvers } from '../domain/pro-activity/resolvers.ts';
import { proServicesResolvers } from '../domain/pro-services/resolvers.ts';
import { questionsResolvers } from '../domain/questions/resolvers.ts';
import { referralsResolvers } from '../domain/referrals/resolvers.ts';
import { requestsResolvers } from '../domain/requests/resolvers.ts';
import { messageReportResolvers } from '../domain/responses/message-report-resolvers.ts';
import { responsesResolvers } from '../domain/responses/resolvers.ts';
import { externalReviewResolvers } from '../domain/reviews/external-review-resolvers.ts';
import { reviewsResolvers } from '../domain/reviews/resolvers.ts';
import { signupResolvers } from '../domain/signup/resolvers.ts';
import { skillsResolvers } from '../domain/skills/resolvers.ts';
import { staffResolvers } from '../domain/staff/resolvers.ts';

const CONTRACT_DIR = new URL('../../schema/upstream/', import.meta.url);

export function readUpstreamTypeDefs(): string[] {
  return readdirSync(CONTRACT_DIR)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(new URL(name, CONTRACT_DIR), 'utf8'));
}

export function buildUpstreamSchema() {
  const schema = makeExecutableSchema({
    typeDefs: readUpstreamTypeDefs(),
    resolvers: [
      { DateTime, JSONObject, Upload: GraphQLUpload },
      identityResolvers,
      credentialsResolvers,
      signupResolvers,
      accountResolvers,
      organisationResolvers,
      staffResolvers,
      devicesResolvers,
      catalogueResolvers,
      placesResolvers,
      requestsResolvers,
      responsesResolvers,
      messageReportResolvers,
      choosingResolvers,
      reviewsResolvers,
      externalReviewResolvers,
      questionsResolvers,
      proActivityResolvers,
      referralsResolvers,
      feedbackResolvers,
      onboardingResolvers,
      skillsResolvers,
      documentsResolvers,
      proServicesResolvers,
      portfolioResolvers,
      identityCheckResolvers,
      paymentMethodResolvers,
      billingResolvers,
      companyResolvers,
    ] as IResolvers[],
  });
  return guardRootFields(schema);
}

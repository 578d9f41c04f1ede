// Answers of the home owner's queries, shaped as the API sends them, for component tests.
import type {
  ConsumerJobOverviewQuery,
  ConsumerResponseFragment,
  ProposalStatus,
  ServiceRequestStatus,
} from '../../../../web/generated/graphql.ts';

export const JOB_ID = '5d1e4b7e-1111-4a55-9d2c-000000000001';

export function pro(slug: string, company: string) {
  return {
    __typename: 'ServicePro' as const,
    id: `id-${slug}`,
    slug,
    isVerified: true,
    firstName: 'Sam',
    lastName: 'Smith',
    phone: null,
    companyProfile: {
      __typename: 'CompanyProfile' as const,
      id: `company-${slug}`,
      companyName: company,
      companyLogo: null,
    },
    reviewScore: { __typename: 'ReviewScore' as const, average: 4.5, count: 8 },
  };
}

export function response(id: string, status: ProposalStatus, slug: string, company: string): ConsumerResponseFragment {
  return {
    id,
    status,
    createdAt: '2026-03-02T10:00:00.000Z',
    proposedAt: '2026-03-02T11:00:00.000Z',
    additionalInfo: `Hello, ${company} can do this next week.`,
    availability: 'Next week',
    homeVisitRequested: false,
    declineReason: null,
    unreadCount: 0,
    price: {
      type: 'ESTIMATED_PRICE',
      note: null,
      amount: { amountMinor: 25000, currency: 'GBP' },
      min: null,
      max: null,
    },
    servicePro: pro(slug, company),
  };
}

export function overview(
  responses: ConsumerResponseFragment[],
  { status = 'OPEN', hired = null }: { status?: ServiceRequestStatus; hired?: ConsumerResponseFragment | null } = {},
  reviewed = false,
): ConsumerJobOverviewQuery {
  return {
    serviceRequest: {
      id: JOB_ID,
      status,
      createdAt: '2026-03-01T09:00:00.000Z',
      closedAt: null,
      description: 'Replace the kitchen tap.',
      featured: false,
      featuredUntil: null,
      featuring: { refusal: 'ENOUGH_RESPONSES', days: 7, maxResponses: 3 },
      responsesCount: responses.length,
      shortlistsCount: responses.filter((item) => item.status === 'SHORTLISTED').length,
      invitesCount: 0,
      profession: { id: 'p1', name: 'Plumbing', slug: 'plumbing' },
      service: { id: 's1', name: 'Tap repair' },
      location: {
        id: 'l1',
        name: 'SW1A 1AA',
        slug: 'sw1a-1aa',
        parent: { id: 'l0', name: 'London', slug: 'london' },
      },
      responsesOverview: {
        id: JOB_ID,
        shortlistLimit: 3,
        inviteLimit: 5,
        responses,
        shortlisted: responses.filter((item) => item.status === 'SHORTLISTED').map(({ id }) => ({ id })),
        invited: [],
        hired,
      },
    },
    myReview: reviewed ? { id: 'review-1' } : null,
  };
}

// The shapes the pro-jobs pages read, for component tests: a job card and a connection of nodes.
import type { ProJobsCardFieldsFragment } from '../../../../web/generated/graphql.ts';

export function jobCard(overrides: Partial<ProJobsCardFieldsFragment> = {}): ProJobsCardFieldsFragment {
  return {
    id: 'job-1',
    status: 'OPEN',
    leadType: 'PICK_AND_CHOOSE',
    featured: false,
    createdAt: '2025-05-02T08:00:00.000Z',
    startTime: 'WITHIN_TWO_WEEKS',
    hasPictures: true,
    responsesCount: 2,
    isSavedForLater: false,
    profession: { id: 'prof-1', name: 'Plumbing' },
    service: { id: 'svc-1', name: 'Fix a leaking tap', leadFee: { amountMinor: 1200, currency: 'GBP' } },
    location: { id: 'pc-1', name: 'SW1A 1AA', parent: { id: 'city-1', name: 'London' } },
    distance: { value: 3.4, unit: 'miles' },
    attachments: [
      { id: 'a1', contentType: 'image/jpeg' },
      { id: 'a2', contentType: 'image/png' },
    ],
    ...overrides,
  };
}

export function connectionOf<T>(nodes: readonly T[], hasNextPage = false) {
  return {
    totalCount: nodes.length,
    edges: nodes.map((node, index) => ({ cursor: `c${index}`, node })),
    pageInfo: { hasNextPage, endCursor: nodes.length ? `c${nodes.length - 1}` : null },
  };
}

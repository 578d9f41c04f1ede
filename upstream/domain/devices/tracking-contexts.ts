// The fields each tracking context of spec §3 may carry, and their kinds. An event whose context
// holds anything else is refused, so the stored events stay analysable.
import type { TrackingContextName } from '../../generated/graphql.ts';

type FieldKind = 'id' | 'count' | 'number' | 'flag' | 'text';

export const TRACKING_CONTEXT_FIELDS: Readonly<Record<TrackingContextName, Readonly<Record<string, FieldKind>>>> = {
  SERVICE_PRO: { serviceProId: 'id' },
  SERVICE_REQUEST: { serviceRequestId: 'id' },
  REQUEST_SNAPSHOT: { responsesCount: 'count', shortlistsCount: 'count', inviteCount: 'count' },
  PROPOSAL: { proposalId: 'id' },
  PROPOSAL_MESSAGE: { content: 'text' },
  CONSUMER: { consumerId: 'id' },
  NOTIFICATION_TRACKER: { trackId: 'id' },
  JOBS_LIST_FILTERS: {
    sortBy: 'text',
    queryFilter: 'text',
    distanceFilter: 'number',
    professionsFilter: 'text',
    skillClustersFilter: 'text',
    onlyQualifiedForFilter: 'flag',
    numberOfResponsesFilter: 'text',
    directRequestsFilter: 'flag',
    lowCompetitionFilter: 'flag',
    withPicturesFilter: 'flag',
  },
  SERVICE_PRO_CARD: { avgReviewScore: 'number', position: 'count', reviewCount: 'count', source: 'text' },
  FEATURED_AD: { featuredAdId: 'id' },
  SPONSORED_PLACEMENT: { sponsoredPlacementId: 'id' },
  DOCUMENT_REFERENCE: { documentType: 'text', documentName: 'text', documentReference: 'text' },
  DIRECTORY: {
    localitySlug: 'text',
    customTradeSlug: 'text',
    serviceSlug: 'text',
    postalCodeId: 'id',
    onlyWithPhotos: 'flag',
    sortBy: 'text',
  },
  PLATFORM: { name: 'text', version: 'text' },
  SERVICE: { serviceId: 'id' },
  PROFESSION: { professionId: 'id' },
  WORK_AREA: { distance: 'number' },
  FORECAST: { name: 'text', value: 'number' },
  APP_VERSION: { version: 'text' },
};

function fits(kind: FieldKind, value: unknown): boolean {
  switch (kind) {
    case 'id':
      return (typeof value === 'string' && value.length > 0 && value.length <= 100) || Number.isSafeInteger(value);
    case 'count':
      return Number.isSafeInteger(value) && (value as number) >= 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'flag':
      return typeof value === 'boolean';
    case 'text':
      return typeof value === 'string' && value.length <= 1000;
  }
}

// True when the data has at least one field of the context and nothing else, each of its kind.
export function isValidContext(name: TrackingContextName, data: Readonly<Record<string, unknown>>): boolean {
  const fields = TRACKING_CONTEXT_FIELDS[name];
  const entries = Object.entries(data);
  if (entries.length === 0) return false;
  return entries.every(([key, value]) => {
    const kind = fields[key];
    return kind !== undefined && (value === null || fits(kind, value));
  });
}

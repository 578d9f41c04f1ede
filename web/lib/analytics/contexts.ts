// Typed builders for the tracking contexts of spec §3. Each returns the { name, data } a TrackEvent
// carries; the names are the schema's TrackingContextName values and the fields are the ones the
// upstream accepts for that name (anything else makes it refuse the event). Optional fields left
// out are not sent.
import type { ClientPlatform } from '../../generated/graphql.ts';
import type { TrackingContext, TrackingContextData } from './track.ts';

// Drops fields that were not given, so a context carries only what the caller knows.
function defined(data: Record<string, string | number | boolean | null | undefined>): TrackingContextData {
  const kept: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) kept[key] = value;
  return kept;
}

type Id = string | number;

export function serviceProContext(serviceProId: Id): TrackingContext {
  return { name: 'SERVICE_PRO', data: { serviceProId } };
}

export function serviceRequestContext(serviceRequestId: Id): TrackingContext {
  return { name: 'SERVICE_REQUEST', data: { serviceRequestId } };
}

export function requestSnapshotContext(snapshot: {
  responsesCount: number;
  shortlistsCount: number;
  inviteCount: number;
}): TrackingContext {
  return { name: 'REQUEST_SNAPSHOT', data: defined(snapshot) };
}

export function proposalContext(proposalId: Id): TrackingContext {
  return { name: 'PROPOSAL', data: { proposalId } };
}

export function proposalMessageContext(content: string): TrackingContext {
  return { name: 'PROPOSAL_MESSAGE', data: { content } };
}

export function consumerContext(consumerId: Id): TrackingContext {
  return { name: 'CONSUMER', data: { consumerId } };
}

export function notificationTrackerContext(trackId: Id): TrackingContext {
  return { name: 'NOTIFICATION_TRACKER', data: { trackId } };
}

export interface JobsListFilters {
  readonly sortBy?: string;
  readonly queryFilter?: string;
  readonly distanceFilter?: number;
  readonly professionsFilter?: string;
  readonly skillClustersFilter?: string;
  readonly onlyQualifiedForFilter?: boolean;
  readonly numberOfResponsesFilter?: string;
  readonly directRequestsFilter?: boolean;
  readonly lowCompetitionFilter?: boolean;
  readonly withPicturesFilter?: boolean;
}

// §3, §9: the jobs list sorts by date unless told otherwise.
export const DEFAULT_JOBS_LIST_SORT = 'date';

export function jobsListFiltersContext(filters: JobsListFilters = {}): TrackingContext {
  return { name: 'JOBS_LIST_FILTERS', data: defined({ ...filters, sortBy: filters.sortBy ?? DEFAULT_JOBS_LIST_SORT }) };
}

export function serviceProCardContext(card: {
  avgReviewScore?: number;
  position?: number;
  reviewCount?: number;
  source?: string;
}): TrackingContext {
  return { name: 'SERVICE_PRO_CARD', data: defined(card) };
}

export function featuredAdContext(featuredAdId: Id): TrackingContext {
  return { name: 'FEATURED_AD', data: { featuredAdId } };
}

export function sponsoredPlacementContext(sponsoredPlacementId: Id): TrackingContext {
  return { name: 'SPONSORED_PLACEMENT', data: { sponsoredPlacementId } };
}

export function documentReferenceContext(document: {
  documentType?: string;
  documentName?: string;
  documentReference?: string;
}): TrackingContext {
  return { name: 'DOCUMENT_REFERENCE', data: defined(document) };
}

export function directoryContext(directory: {
  localitySlug?: string;
  customTradeSlug?: string;
  serviceSlug?: string;
  postalCodeId?: Id;
  onlyWithPhotos?: boolean;
  sortBy?: string;
}): TrackingContext {
  return { name: 'DIRECTORY', data: defined(directory) };
}

// §3: the platform's name, plus its version when it is not the website.
export function platformContext(name: ClientPlatform, version?: string | null): TrackingContext {
  return {
    name: 'PLATFORM',
    data: name === 'WEBSITE' || !version ? { name } : { name, version },
  };
}

export function serviceContext(serviceId: Id): TrackingContext {
  return { name: 'SERVICE', data: { serviceId } };
}

export function professionContext(professionId: Id): TrackingContext {
  return { name: 'PROFESSION', data: { professionId } };
}

export function workAreaContext(distance: number): TrackingContext {
  return { name: 'WORK_AREA', data: { distance } };
}

export function forecastContext(name: string, value: number): TrackingContext {
  return { name: 'FORECAST', data: { name, value } };
}

// §7.2: added by trackEvent itself to the new-app-version banner's events.
export function appVersionContext(version: string): TrackingContext {
  return { name: 'APP_VERSION', data: { version } };
}

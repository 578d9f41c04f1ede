// Spec §3 tracking contexts: every builder makes a context the upstream accepts.
import t from 'tap';
import { isValidContext } from '../../../../upstream/domain/devices/tracking-contexts.ts';
import {
  appVersionContext,
  consumerContext,
  directoryContext,
  documentReferenceContext,
  featuredAdContext,
  forecastContext,
  jobsListFiltersContext,
  notificationTrackerContext,
  platformContext,
  professionContext,
  proposalContext,
  proposalMessageContext,
  requestSnapshotContext,
  serviceContext,
  serviceProCardContext,
  serviceProContext,
  serviceRequestContext,
  sponsoredPlacementContext,
  workAreaContext,
} from '../../../../web/lib/analytics/contexts.ts';

t.test('every §3 context builder makes a context the upstream accepts', async (t) => {
  const contexts = [
    serviceProContext('pro-1'),
    serviceRequestContext(12),
    requestSnapshotContext({ responsesCount: 3, shortlistsCount: 1, inviteCount: 0 }),
    proposalContext('p-9'),
    proposalMessageContext('Can you come on Monday?'),
    consumerContext('c-4'),
    notificationTrackerContext('track-1'),
    jobsListFiltersContext({ queryFilter: 'roof', distanceFilter: 25, withPicturesFilter: true }),
    serviceProCardContext({ avgReviewScore: 4.6, position: 2, reviewCount: 31, source: 'search' }),
    featuredAdContext('ad-1'),
    sponsoredPlacementContext('sp-1'),
    documentReferenceContext({ documentType: 'CRAFT_CARD', documentName: 'card.pdf', documentReference: 'r-1' }),
    directoryContext({ localitySlug: 'leeds', serviceSlug: 'plumbing', onlyWithPhotos: false, sortBy: 'BEST_RATED' }),
    platformContext('IOS', '10.9.1'),
    serviceContext('s-1'),
    professionContext(7),
    workAreaContext(30),
    forecastContext('leads', 12.5),
    appVersionContext('10.8.1'),
  ];
  t.equal(new Set(contexts.map(({ name }) => name)).size, 19, 'one builder for each context name');
  for (const context of contexts) t.ok(isValidContext(context.name, context.data), context.name);
});

t.test('the jobs list filters sort by date unless told otherwise', async (t) => {
  t.same(jobsListFiltersContext().data, { sortBy: 'date' });
  t.same(jobsListFiltersContext({ sortBy: 'distance' }).data, { sortBy: 'distance' });
});

t.test('fields not given are left out', async (t) => {
  t.same(serviceProCardContext({ position: 1 }).data, { position: 1 });
});

t.test('the platform carries a version only when it is not the website', async (t) => {
  t.same(platformContext('WEBSITE', '10.8.1').data, { name: 'WEBSITE' });
  t.same(platformContext('ANDROID', '11.0.0').data, { name: 'ANDROID', version: '11.0.0' });
  t.same(platformContext('ANDROID', null).data, { name: 'ANDROID' });
});

// The mix of a load test: which targets of each kind this site and these users can serve — page
// loads (public and signed-in), the client's own GraphQL reads, logins and page-view beacons — with
// real trades, places and professionals of the site. What cannot be served (no professionals
// listed, no pro signed in) is left out with a note.
import { PATHS } from '../../locales/paths.ts';
import type { LinkParams } from '../../shared/link.ts';
import { linkTo, type RouteName, routeByName } from '../../shared/routes.ts';
import { ConsumerMyProjectsDocument } from '../../web/features/consumer/generated/documents.ts';
import { filtersOf, searchVariables } from '../../web/features/directory/directory-query.ts';
import { DirectorySearchDocument } from '../../web/features/directory/generated/documents.ts';
import { ProJobsNewJobListDocument } from '../../web/features/pro-jobs/generated/documents.ts';
import { jobListVariables, parseJobListQuery } from '../../web/features/pro-jobs/job-filters.ts';
import { GetUserDocument } from '../../web/lib/generated/documents.ts';
import type { Site } from './discovery.ts';
import type { Operation } from './graphql.ts';
import { type Account, KINDS, type Kind, type Mix } from './options.ts';
import { beaconTarget, graphqlTarget, loginTarget, type PageTarget, pageTarget, type Target } from './targets.ts';
import type { Audience, UserPool } from './users.ts';

// The consumer's project list asks for this many (web/features/consumer/my-projects-page.tsx).
const PROJECTS_PAGE_SIZE = 10;

export interface Plan {
  readonly targets: readonly Target[];
  readonly notes: readonly string[];
}

// Each trade with a place, every one of both at least once.
function pairs<A, B>(left: readonly A[], right: readonly B[]): [A, B][] {
  return Array.from({ length: Math.max(left.length, right.length) }, (_, index) => [
    left[index % left.length] as A,
    right[index % right.length] as B,
  ]);
}

// What a target may need that a site or a run lacks, and how the report says it was missing.
const MISSING = {
  places: 'no places are listed in the directory',
  trades: 'the brand has no trades',
  pros: 'no professionals are listed',
  pro: 'no pro signed in',
  consumer: 'no home owner signed in',
  signedIn: 'no one signed in',
} as const;

type Need = keyof typeof MISSING;

// The targets of one kind: each is made only when everything it needs is there; otherwise its
// name is kept under the first thing missing.
function collector(has: (need: Need) => boolean) {
  const targets: Target[] = [];
  const gaps: { need: Need; name: string }[] = [];
  return {
    targets,
    gaps,
    add(name: string, needs: readonly Need[], make: (name: string) => Target) {
      const missing = needs.find((need) => !has(need));
      if (missing) gaps.push({ need: missing, name });
      else targets.push(make(name));
    },
  };
}

type Collector = ReturnType<typeof collector>;

function needsOf(site: Site, users: UserPool): (need: Need) => boolean {
  const present: Record<Need, boolean> = {
    places: site.places.length > 0,
    trades: site.professions.length > 0,
    pros: site.pros.length > 0,
    pro: users.has('pro'),
    consumer: users.has('consumer'),
    signedIn: users.has('signedIn'),
  };
  return (need) => present[need];
}

function planPages(site: Site, pages: Collector): void {
  const { brand, professions, places, pros } = site;
  const words = PATHS[brand.locale];
  const page = (weight: number, audience: Audience, params: readonly LinkParams[]) => (name: string) =>
    pageTarget(
      name,
      weight,
      audience,
      params.map((each) => linkTo(name as RouteName, words, each)),
      routeByName(name as RouteName).page,
    );
  pages.add('home', [], page(20, 'visitor', [{}]));
  pages.add('findAPro', [], page(10, 'visitor', [{}]));
  pages.add(
    'findAProLocation',
    ['places'],
    page(
      10,
      'visitor',
      places.map((location) => ({ location })),
    ),
  );
  const tradesInPlaces = pairs(professions, places).map(([profession, location]) => ({
    contentCluster: profession,
    profession,
    location,
  }));
  pages.add('professionDirectory', ['trades', 'places'], page(15, 'visitor', tradesInPlaces));
  const jobPost: RouteName = brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  pages.add(
    jobPost,
    ['trades'],
    page(
      10,
      'visitor',
      professions.map((slug) => ({ slug })),
    ),
  );
  pages.add(
    'proProfile',
    ['pros'],
    page(
      15,
      'visitor',
      pros.map((serviceProSlug) => ({ serviceProSlug })),
    ),
  );
  pages.add('newServiceRequests', ['pro'], page(10, 'pro', [{}]));
  pages.add('myProjects', ['consumer'], page(10, 'consumer', [{}]));
}

function planGraphql(site: Site, graphql: Collector): void {
  const { brand, professions, places } = site;
  const anyFilters = filtersOf(new URLSearchParams());
  const searches = [
    {},
    ...professions.slice(0, 4).map((professionSlug) => ({ professionSlug })),
    ...places.slice(0, 4).map((localitySlug) => ({ localitySlug })),
  ].map((scope) => searchVariables(brand, scope, anyFilters));
  const jobList = jobListVariables(parseJobListQuery(new URLSearchParams()));
  const call =
    (weight: number, audience: Audience, document: Operation, variables: readonly object[]) => (name: string) =>
      graphqlTarget(name, weight, audience, brand, document, variables as Record<string, unknown>[]);
  graphql.add('getUser', ['signedIn'], call(25, 'signedIn', GetUserDocument, [{}]));
  graphql.add('directorySearch', [], call(35, 'visitor', DirectorySearchDocument, searches));
  graphql.add('proJobsNewJobList', ['pro'], call(25, 'pro', ProJobsNewJobListDocument, [jobList]));
  graphql.add(
    'consumerMyProjects',
    ['consumer'],
    call(15, 'consumer', ConsumerMyProjectsDocument, [{ status: null, first: PROJECTS_PAGE_SIZE }]),
  );
}

// The targets of every kind the mix asks for, with what this site and these users can serve.
// Logins use the accounts that signed in at the start; beacons describe the public pages.
export function planTargets(site: Site, users: UserPool, mix: Mix, accounts: readonly Account[]): Plan {
  const has = needsOf(site, users);
  const byKind: Record<Kind, Collector> = {
    pages: collector(has),
    graphql: collector(has),
    login: collector(has),
    pv: collector(has),
  };
  planPages(site, byKind.pages);
  planGraphql(site, byKind.graphql);
  if (accounts.length > 0) byKind.login.add('login', [], () => loginTarget(site.brand, accounts));
  else byKind.login.gaps.push({ need: 'signedIn', name: 'login' });
  const views = byKind.pages.targets.flatMap((target) =>
    target.audience === 'visitor' ? (target as PageTarget).views : [],
  );
  byKind.pv.add('pv', [], () => beaconTarget(site.brand, views));

  const kinds = KINDS.filter((kind) => mix[kind] > 0);
  const gaps = kinds.flatMap((kind) => byKind[kind].gaps.map((gap) => ({ ...gap, kind })));
  const notes = (Object.keys(MISSING) as Need[]).flatMap((need) => {
    const left = gaps
      .filter((gap) => gap.need === need)
      .map((gap) => (gap.name === gap.kind ? gap.name : `${gap.kind} ${gap.name}`));
    return left.length > 0 ? [`Left out, as ${MISSING[need]}: ${left.join(', ')}`] : [];
  });
  return { targets: kinds.flatMap((kind) => byKind[kind].targets), notes };
}

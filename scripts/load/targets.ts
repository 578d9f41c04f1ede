// The requests of a load test, each as a browser or the app would send it through the BFF: a page
// load, one of the client's own GraphQL operations, a login, a page-view beacon. Each target says
// who sends it, how to build the next request (rotating through its addresses or variables) and
// what answer counts as right.
import type { Brand } from '../../shared/brands.ts';
import { PAGE_VIEW_PATH } from '../../shared/page-views.ts';
import { LoginDocument } from '../../web/lib/generated/documents.ts';
import { graphqlRequest, type Operation, readGraphqlAnswer } from './graphql.ts';
import type { SiteAnswer, SiteRequest } from './http.ts';
import type { Account, Kind } from './options.ts';
import { createRoundRobin } from './rotation.ts';
import type { Outcome } from './stats.ts';
import type { Audience, VirtualUser } from './users.ts';

export interface Verdict {
  readonly outcome: Outcome;
  readonly message?: string;
}

export interface Target {
  readonly kind: Kind;
  readonly name: string;
  // Its share within its kind.
  readonly weight: number;
  readonly audience: Audience;
  build(user: VirtualUser): SiteRequest;
  judge(answer: SiteAnswer): Verdict;
}

const PAGE_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

// Any status other than the one wanted: 429 is the BFF's rate limits, 5xx and 4xx errors, anything else
// (a redirect to sign in, a 200 where a beacon wants 204) unexpected.
function byStatus(answer: SiteAnswer, wanted: number): Verdict | null {
  if (answer.status === wanted) return null;
  const said = answer.text ? `: ${answer.text.slice(0, 80)}` : '';
  if (answer.status === 429) return { outcome: 'rateLimited' };
  if (answer.status >= 500) return { outcome: 'server', message: `${answer.status}${said}` };
  if (answer.status >= 400) return { outcome: 'client', message: `${answer.status}${said}` };
  const location = answer.headers.location;
  return {
    outcome: 'unexpected',
    message: `${answer.status}${location ? ` to ${location}` : ''} instead of ${wanted}`,
  };
}

function judgePage(answer: SiteAnswer): Verdict {
  return byStatus(answer, 200) ?? { outcome: 'ok' };
}

function judgeGraphql(answer: SiteAnswer): Verdict {
  const { error } = readGraphqlAnswer(answer);
  const status = byStatus(answer, 200);
  if (!status) return error ? { outcome: 'unexpected', message: error } : { outcome: 'ok' };
  // A refused call still names its GraphQL error, which says more than the body's first bytes.
  return status.message && error ? { ...status, message: `${answer.status} ${error}` } : status;
}

// A page of the route table, at each of the addresses given (rotating), and its §2.1 page id.
export interface PageTarget extends Target {
  readonly views: readonly { readonly path: string; readonly page: string }[];
}

export function pageTarget(
  name: string,
  weight: number,
  audience: Audience,
  paths: readonly string[],
  page: string,
): PageTarget {
  const next = createRoundRobin(paths);
  return {
    kind: 'pages',
    name,
    weight,
    audience,
    views: paths.map((path) => ({ path, page })),
    build: () => ({ method: 'GET', path: next(), headers: { accept: PAGE_ACCEPT }, readBody: false }),
    judge: judgePage,
  };
}

export function graphqlTarget(
  name: string,
  weight: number,
  audience: Audience,
  brand: Brand,
  document: Operation,
  variables: readonly Readonly<Record<string, unknown>>[],
): Target {
  const next = createRoundRobin(variables);
  return {
    kind: 'graphql',
    name,
    weight,
    audience,
    build: (user) => graphqlRequest(document, next(), brand, user.jar),
    judge: judgeGraphql,
  };
}

// The upstream's answer to a login past its limits (60 attempts a quarter-hour per address).
export const UPSTREAM_LIMIT = 'USAGE_LIMIT_REACHED';

export function loginTarget(brand: Brand, accounts: readonly Account[]): Target {
  const next = createRoundRobin(accounts);
  return {
    kind: 'login',
    name: 'login',
    weight: 1,
    audience: 'newVisitor',
    build: (user) => {
      const { email, password } = next();
      return graphqlRequest(LoginDocument, { input: { username: email, password } }, brand, user.jar);
    },
    judge(answer) {
      const verdict = judgeGraphql(answer);
      if (verdict.outcome !== 'ok') return verdict;
      const login = readGraphqlAnswer(answer).data?.login as { __typename?: string; code?: string } | undefined;
      if (login?.__typename === 'LoginSuccess') return verdict;
      // The upstream's own login limit per address answers in the result, not with a 429.
      if (login?.code === UPSTREAM_LIMIT) return { outcome: 'rateLimited' };
      return { outcome: 'unexpected', message: `login failed (${login?.code ?? 'no result'})` };
    },
  };
}

// A phone and a desktop, as the beacons of real browsers differ.
const SCREENS = [
  { screen: [1920, 1080], viewport: [1280, 720] },
  { screen: [390, 844], viewport: [390, 664] },
] as const;

// §7.3 beacons as web/lib/analytics/page-views.ts sends them: form-encoded, for the pages of the mix.
export function beaconTarget(brand: Brand, pages: readonly { path: string; page: string }[]): Target {
  const nextPage = createRoundRobin(pages);
  const nextScreen = createRoundRobin(SCREENS);
  return {
    kind: 'pv',
    name: 'pv',
    weight: 1,
    audience: 'anyone',
    build() {
      const { path, page } = nextPage();
      const { screen, viewport } = nextScreen();
      const body = new URLSearchParams({
        page_title: brand.productName,
        method: 'GET',
        uri: path,
        screen_resolution_width: String(screen[0]),
        screen_resolution_height: String(screen[1]),
        viewport_width: String(viewport[0]),
        viewport_height: String(viewport[1]),
        color_depth: '24',
        timestamp: String(Date.now()),
        page_name: page,
      });
      return {
        method: 'POST',
        path: PAGE_VIEW_PATH,
        headers: { 'content-type': FORM },
        body: body.toString(),
        readBody: true,
      };
    },
    judge: (answer) => byStatus(answer, 204) ?? { outcome: 'ok' },
  };
}

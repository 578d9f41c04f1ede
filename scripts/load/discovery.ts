// What the load test learns from the site before it starts, through the BFF alone: the brand (from
// the state the home page embeds), real trades, places and professionals to visit (with the
// client's own directory queries), and a session for each account that signs in. Nothing about the
// data is assumed: a site without professionals is load-tested without profile pages.
import { BRANDS, type Brand, brandForHost, isBrandId } from '../../shared/brands.ts';
import {
  filtersOf,
  popularPlacesVariables,
  professionsVariables,
  searchVariables,
} from '../../web/features/directory/directory-query.ts';
import {
  DirectoryPopularPlacesDocument,
  DirectoryProfessionsDocument,
  DirectorySearchDocument,
} from '../../web/features/directory/generated/documents.ts';
import type { UserType } from '../../web/generated/graphql.ts';
import { GetUserDocument, LoginDocument } from '../../web/lib/generated/documents.ts';
import { graphqlRequest, type Operation, operationName, readGraphqlAnswer } from './graphql.ts';
import type { SiteClient } from './http.ts';
import { type Account, DEFAULT_PASSWORD } from './options.ts';
import { UPSTREAM_LIMIT } from './targets.ts';
import { returningBrowserJar, type VirtualUser } from './users.ts';

export interface Site {
  readonly brand: Brand;
  readonly professions: readonly string[];
  readonly places: readonly string[];
  readonly pros: readonly string[];
}

// The target could not be reached at all, or is not a Hearth site: nothing was load-tested.
export class TargetUnreachableError extends Error {
  override name = 'TargetUnreachableError';
}

// web/lib/state.ts embeds the page state as JSON; its brandId is the brand the BFF chose.
const EMBEDDED_BRAND = /"brandId":"([a-z]{2})"/;
const MAX_EACH = 12;

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const prefix = typeof code === 'string' && !error.message.includes(code) ? `${code} ` : '';
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${prefix}${error.message}${cause}`;
}

async function homeBrand(client: SiteClient, url: URL): Promise<Brand> {
  let answer: Awaited<ReturnType<SiteClient['send']>>;
  try {
    answer = await client.send({ method: 'GET', path: '/', readBody: true }, returningBrowserJar());
  } catch (error) {
    throw new TargetUnreachableError(`Could not reach ${url.origin}: ${describeError(error)}`);
  }
  if (answer.status !== 200) {
    throw new TargetUnreachableError(
      `${url.origin} answered ${answer.status} to GET /: is a Hearth BFF running there?`,
    );
  }
  const id = EMBEDDED_BRAND.exec(answer.text)?.[1];
  if (isBrandId(id)) return BRANDS[id];
  // A page without the state: fall back on the host name, as the BFF reads it in development.
  return brandForHost(url.host, { allowLocalhost: true, defaultBrand: 'uk' });
}

// One query as a visitor; null (and a note naming it) when it failed.
async function visitorQuery(
  client: SiteClient,
  brand: Brand,
  document: Operation,
  variables: Record<string, unknown>,
  notes: string[],
): Promise<Record<string, unknown> | null> {
  const jar = returningBrowserJar();
  const name = operationName(document);
  try {
    const answer = await client.send(graphqlRequest(document, variables, brand, jar), jar);
    const result = readGraphqlAnswer(answer);
    if (answer.status === 200 && !result.error) return result.data;
    notes.push(`Could not learn the site: ${name} answered ${answer.status} ${result.error ?? ''}`.trim());
  } catch (error) {
    notes.push(`Could not learn the site: ${name}: ${describeError(error)}`);
  }
  return null;
}

function unique(values: readonly (string | null | undefined)[]): string[] {
  const present = values.filter((value): value is string => typeof value === 'string' && value !== '');
  return [...new Set(present)].slice(0, MAX_EACH);
}

// The professionals of a directory search, as far as the queries here select them.
type Listed = readonly {
  readonly node?: { readonly slug?: string; readonly workArea?: { centre?: { slug?: string } } };
}[];

function listedOf(data: Record<string, unknown> | null): Listed {
  return ((data?.directorySearch as { edges?: Listed } | undefined)?.edges ?? []) as Listed;
}

export async function discoverSite(client: SiteClient, url: URL, notes: string[]): Promise<Site> {
  const brand = await homeBrand(client, url);
  const firstPage = searchVariables(brand, {}, filtersOf(new URLSearchParams()));
  const [professions, popular, listed] = await Promise.all([
    visitorQuery(client, brand, DirectoryProfessionsDocument, professionsVariables(brand), notes),
    visitorQuery(client, brand, DirectoryPopularPlacesDocument, popularPlacesVariables(brand), notes),
    visitorQuery(client, brand, DirectorySearchDocument, firstPage, notes),
  ]);
  const trades = (professions?.professions ?? []) as readonly { slug?: string }[];
  return {
    brand,
    professions: unique(trades.map((trade) => trade.slug)),
    places: unique(listedOf(popular).map((edge) => edge.node?.workArea?.centre?.slug)),
    pros: unique(listedOf(listed).map((edge) => edge.node?.slug)),
  };
}

// The brand's demo accounts (README "Demo accounts"): a home owner and a pro.
export function demoAccounts(brand: Brand): Account[] {
  return ['consumer', 'pro'].map((role) => ({ email: `${role}.${brand.id}@example.com`, password: DEFAULT_PASSWORD }));
}

const UPSTREAM_LIMIT_REACHED =
  "the upstream's login limit for this address (60 in 15 minutes) is reached; wait, or use another address";

// Signs in with the BFF's login mutation as a browser would, and asks who that is; the user keeps
// the session cookies. A string says why it did not work.
export async function signIn(client: SiteClient, brand: Brand, account: Account): Promise<VirtualUser | string> {
  const jar = returningBrowserJar();
  try {
    const login = await client.send(
      graphqlRequest(LoginDocument, { input: { username: account.email, password: account.password } }, brand, jar),
      jar,
    );
    const result = readGraphqlAnswer(login);
    const outcome = result.data?.login as { __typename?: string; code?: string } | undefined;
    if (login.status === 429) return `${account.email}: rate limited (429); wait a minute and try again`;
    if (login.status !== 200 || result.error) return `${account.email}: ${login.status} ${result.error ?? ''}`;
    if (outcome?.code === UPSTREAM_LIMIT) return `${account.email}: ${UPSTREAM_LIMIT_REACHED}`;
    if (outcome?.__typename !== 'LoginSuccess') return `${account.email}: refused (${outcome?.code ?? '?'})`;
    const me = readGraphqlAnswer(await client.send(graphqlRequest(GetUserDocument, {}, brand, jar), jar));
    const type = ((me.data?.me as { type?: UserType } | null | undefined)?.type ?? null) as UserType | null;
    return { jar, email: account.email, type };
  } catch (error) {
    return `${account.email}: ${describeError(error)}`;
  }
}

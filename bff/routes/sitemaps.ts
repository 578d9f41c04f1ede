// A brand's sitemaps (issue 21; sitemaps.org): /sitemap.xml is an index of child sitemaps by kind —
// the fixed pages, the trades (a trade's professionals, in each region and town they work from, and
// its job form), the places, the written content, the questions and the professionals' profiles — each child at
// most 50,000 addresses, numbered (/sitemaps/profiles-2.xml). Only pages that answer 200 as their
// own canonical address are listed: places, trades and profiles come from the same counts the
// directory shows, content with its publication date as lastmod, a profile dated by its newest
// review. Read through the gateway like any page's data; when the upstream does not answer, the
// sitemap answers 503 rather than a half list that would tell crawlers the rest is gone.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type DocumentNode, parse } from 'graphql';
import { PATHS } from '../../locales/paths.ts';
import { escapeHtml } from '../../shared/escape.ts';
import type { LinkParams } from '../../shared/link.ts';
import { linkTo, type PathWords, type RouteName, routesForBrand } from '../../shared/routes.ts';
import { toGatewayContext } from '../gateway/context.ts';

// sitemaps.org: a sitemap holds at most 50,000 addresses.
export const SITEMAP_SIZE = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface Entry {
  readonly path: string;
  readonly lastModified?: string;
}

class Unavailable extends Error {}

type Ask = <T>(document: DocumentNode, variables: Record<string, unknown>) => Promise<T>;

interface Source {
  readonly brand: string;
  readonly words: PathWords;
  readonly ask: Ask;
  readonly fixedPaths: readonly string[];
}

const TRADES = parse(`query sitemapTrades($brand: String!) {
  tradesWithPros(brand: $brand) { proCount profession { slug } } }`);
const TOWNS = parse(`query sitemapTowns($brand: String!, $professionSlug: String) {
  townsWithPros(brand: $brand, professionSlug: $professionSlug) { location { slug parent { slug kind } } } }`);
const CONTENT = parse(`query sitemapContent($brand: String!, $type: ContentType!, $after: String) {
  contentPages(brand: $brand, type: $type, first: 100, after: $after) {
    edges { node { slug cluster publishedAt } } pageInfo { hasNextPage endCursor } } }`);
const QUESTIONS = parse(`query sitemapQuestions($brand: String!, $after: String) {
  questions(brand: $brand, first: 100, after: $after) {
    edges { node { id slug createdAt } } pageInfo { hasNextPage endCursor } } }`);
const PROFILES = parse(`query sitemapProfiles($brand: String!, $page: Int!, $pageSize: Int!) {
  listedProfiles(brand: $brand, page: $page, pageSize: $pageSize) { totalCount profiles { slug lastModified } } }`);

interface Town {
  location: { slug: string; parent: { slug: string; kind: string } | null };
}

// A trade's professionals in the country, in each region and town they work from, and its job
// form; a trade nobody works in yet has only its job form.
async function tradeEntries({ brand, words, ask }: Source): Promise<Entry[]> {
  const { tradesWithPros } = await ask<{ tradesWithPros: { proCount: number; profession: { slug: string } }[] }>(
    TRADES,
    { brand },
  );
  const entries: Entry[] = [];
  const link = (name: RouteName, params: LinkParams) => entries.push({ path: linkTo(name, words, params) });
  for (const { proCount, profession } of tradesWithPros) {
    const slug = profession.slug;
    link('jobPostProfession', { slug });
    if (proCount === 0) continue;
    link('tradePros', { professionSlug: slug });
    const { townsWithPros } = await ask<{ townsWithPros: Town[] }>(TOWNS, { brand, professionSlug: slug });
    const regions = new Set<string>();
    for (const { location } of townsWithPros) {
      link('professionDirectory', { contentCluster: slug, profession: slug, location: location.slug });
      if (location.parent?.kind === 'REGION') regions.add(location.parent.slug);
    }
    for (const region of regions) link('regionPros', { professionSlug: slug, areaSlug: region });
  }
  return entries;
}

async function placeEntries({ brand, words, ask }: Source): Promise<Entry[]> {
  const { townsWithPros } = await ask<{ townsWithPros: Town[] }>(TOWNS, { brand });
  return townsWithPros.map(({ location }) => ({
    path: linkTo('findAProLocation', words, { location: location.slug }),
  }));
}

// Each written page under its own address: the blog's by slug, the others under their trade.
const CONTENT_ROUTES = {
  BLOG_POST: 'blogPost',
  ARTICLE: 'article',
  PRICE_GUIDE: 'priceGuide',
  SERVICE_PAGE: 'servicePage',
  TASK_ARTICLE: 'task',
} as const satisfies Record<string, RouteName>;

interface ContentAnswer {
  contentPages: {
    edges: { node: { slug: string; cluster: string | null; publishedAt: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

async function contentEntries({ brand, words, ask }: Source): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const [type, route] of Object.entries(CONTENT_ROUTES)) {
    let after: string | null = null;
    do {
      const { contentPages }: ContentAnswer = await ask<ContentAnswer>(CONTENT, { brand, type, after });
      for (const { node } of contentPages.edges) {
        const params = type === 'BLOG_POST' ? { slug: node.slug } : { contentCluster: node.cluster, slug: node.slug };
        entries.push({ path: linkTo(route, words, params), lastModified: node.publishedAt });
      }
      after = contentPages.pageInfo.hasNextPage ? contentPages.pageInfo.endCursor : null;
    } while (after !== null);
  }
  return entries;
}

interface QuestionsAnswer {
  questions: {
    edges: { node: { id: string; slug: string; createdAt: string } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

// Every question the brand's site shows (its own and its language siblings', decision 075).
async function questionEntries({ brand, words, ask }: Source): Promise<Entry[]> {
  const entries: Entry[] = [];
  let after: string | null = null;
  do {
    const { questions }: QuestionsAnswer = await ask<QuestionsAnswer>(QUESTIONS, { brand, after });
    for (const { node } of questions.edges) {
      entries.push({ path: linkTo('question', words, { id: node.id, slug: node.slug }), lastModified: node.createdAt });
    }
    after = questions.pageInfo.hasNextPage ? questions.pageInfo.endCursor : null;
  } while (after !== null);
  return entries;
}

interface ProfilesAnswer {
  listedProfiles: { totalCount: number; profiles: { slug: string; lastModified: string }[] };
}

// The kinds of child sitemap: how many numbered files each needs (none when it has no address), and
// the addresses of one of them.
interface Kind {
  files(source: Source): Promise<number>;
  entries(source: Source, file: number): Promise<Entry[]>;
}

// A kind whose addresses are read whole and cut into files.
function listed(read: (source: Source) => Promise<Entry[]>): Kind {
  return {
    files: async (source) => Math.ceil((await read(source)).length / SITEMAP_SIZE),
    entries: async (source, file) => (await read(source)).slice((file - 1) * SITEMAP_SIZE, file * SITEMAP_SIZE),
  };
}

const KINDS: Readonly<Record<string, Kind>> = {
  pages: listed(async ({ fixedPaths }) => fixedPaths.map((path) => ({ path }))),
  trades: listed(tradeEntries),
  places: listed(placeEntries),
  content: listed(contentEntries),
  questions: listed(questionEntries),
  // Read a file's worth at a time from the upstream, so a large directory never sits in memory whole.
  profiles: {
    async files({ brand, ask }) {
      const answer = await ask<ProfilesAnswer>(PROFILES, { brand, page: 1, pageSize: 1 });
      return Math.ceil(answer.listedProfiles.totalCount / SITEMAP_SIZE);
    },
    async entries({ brand, words, ask }, file) {
      const answer = await ask<ProfilesAnswer>(PROFILES, { brand, page: file, pageSize: SITEMAP_SIZE });
      return answer.listedProfiles.profiles.map((profile) => ({
        path: linkTo('proProfile', words, { serviceProSlug: profile.slug }),
        lastModified: profile.lastModified,
      }));
    },
  },
};

function sourceOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Source {
  const brand = request.brand;
  const words = PATHS[brand.locale];
  const context = toGatewayContext(request, reply);
  const ask: Ask = async <T>(document: DocumentNode, variables: Record<string, unknown>) => {
    const result = await app.gateway.run(document, variables, context);
    if (!result.data || (result.errors?.length ?? 0) > 0) throw new Unavailable();
    return result.data as T;
  };
  const fixedPaths = routesForBrand(brand)
    .filter((route) => route.sitemap === true)
    .map((route) => linkTo(route.name, words));
  return { brand: brand.id, words, ask, fixedPaths };
}

function sendXml(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', 'public, max-age=3600')
    .send(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

async function answer(reply: FastifyReply, build: () => Promise<string | null>) {
  try {
    const body = await build();
    if (body === null) return reply.code(404).header('cache-control', 'no-store').send();
    return sendXml(reply, body);
  } catch (error) {
    if (!(error instanceof Unavailable)) throw error;
    return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').send();
  }
}

const FILE = /^([a-z]+)-([1-9][0-9]{0,3})\.xml$/;

export async function sitemapRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', (request, reply) =>
    answer(reply, async () => {
      const source = sourceOf(app, request, reply);
      const origin = request.siteOrigins[request.brand.id];
      const files: string[] = [];
      for (const [name, kind] of Object.entries(KINDS)) {
        const count = await kind.files(source);
        for (let file = 1; file <= count; file += 1) files.push(`${origin}/sitemaps/${name}-${file}.xml`);
      }
      const items = files.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('');
      return `<sitemapindex xmlns="${XMLNS}">${items}</sitemapindex>`;
    }),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) =>
    answer(reply, async () => {
      const [, name = '', number = ''] = FILE.exec(request.params.file) ?? [];
      const kind = Object.hasOwn(KINDS, name) ? KINDS[name] : undefined;
      if (!kind) return null;
      const source = sourceOf(app, request, reply);
      const file = Number(number);
      if (file > (await kind.files(source))) return null;
      const origin = request.siteOrigins[request.brand.id];
      const urls = (await kind.entries(source, file))
        .map(
          (entry) =>
            `<url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${
              entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''
            }</url>`,
        )
        .join('');
      return `<urlset xmlns="${XMLNS}">${urls}</urlset>`;
    }),
  );
}

// What a brand's site tells search engines: robots.txt (the API and the app's own paths are not
// for crawling; a staging site is not for crawling at all; signed-in areas are kept out by the
// sign-in, decision 044) and /sitemap.xml with the brand's public pages —
// the fixed ones of the route table and the job-post page of each of its trades.
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { PATHS } from '../../locales/paths.ts';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import { escapeHtml } from '../../shared/escape.ts';
import { linkTo, routesForBrand } from '../../shared/routes.ts';
import type { BffConfig } from '../config.ts';
import { toGatewayContext } from '../gateway/context.ts';

const PROFESSIONS = parse('query sitemapProfessions($brand: String!) { professions(brand: $brand) { slug } }');

// The API and the app's own paths.
const PRIVATE_PATHS = [GRAPHQL_PATH, '/service-request/'];

export async function seoRoutes(app: FastifyInstance, { config }: { config: BffConfig }) {
  app.get('/robots.txt', async (request, reply) => {
    const origin = request.siteOrigins[request.brand.id];
    const rules = config.appEnv === 'staging' ? ['Disallow: /'] : PRIVATE_PATHS.map((path) => `Disallow: ${path}`);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(['User-agent: *', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const brand = request.brand;
    const words = PATHS[brand.locale];
    const origin = request.siteOrigins[brand.id];
    const paths = routesForBrand(brand)
      .filter((route) => route.sitemap === true)
      .map((route) => linkTo(route.name, words));
    const result = await app.gateway.run(PROFESSIONS, { brand: brand.id }, toGatewayContext(request, reply));
    const professions = (result.data as { professions?: { slug: string }[] } | null)?.professions;
    // Half a sitemap would tell crawlers the missing pages are gone: try again later instead.
    if (!professions || (result.errors?.length ?? 0) > 0) {
      return reply.code(503).header('retry-after', '60').header('cache-control', 'no-store').send();
    }
    for (const { slug } of professions) paths.push(linkTo('jobPostProfession', words, { slug }));
    const urls = paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`).join('');
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
  });
}

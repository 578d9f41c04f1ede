// What a brand's site tells search engines: robots.txt (the API and the app's own paths are not
// for crawling; a staging site is not for crawling at all; signed-in areas are kept out by the
// sign-in, decision 044), pointing at the brand's sitemap index (sitemaps.ts).
import type { FastifyInstance } from 'fastify';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import type { BffConfig } from '../config.ts';
import { sitemapRoutes } from './sitemaps.ts';

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

  await app.register(sitemapRoutes);
}

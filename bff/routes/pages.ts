// Every page route of the table, rendered on the server by the web's server entry and hydrated in
// the browser. Operations the page needs run in-process on the gateway schema with the caller's
// session: no HTTP hop back into the BFF.
import type { FastifyInstance } from 'fastify';
import { type DocumentNode, parse } from 'graphql';
import type { Execute, RenderedPage, RenderInput } from '../../web/server-entry.tsx';
import { toGatewayContext } from '../gateway/context.ts';

export type RenderPage = (input: RenderInput) => Promise<RenderedPage>;

// A preload Link header for the entry script and the fonts (spec §7.3).
function preloadLinks(manifest: FastifyInstance['assetManifest']): string {
  return [
    `<${manifest.script}>; rel=modulepreload`,
    ...manifest.fonts.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`),
  ].join(', ');
}

export async function pageRoutes(app: FastifyInstance, { renderPage }: { renderPage: RenderPage }) {
  const link = preloadLinks(app.assetManifest);
  const parsed = new Map<string, DocumentNode>();

  app.get('/*', async (request, reply) => {
    const context = toGatewayContext(request, reply);
    const execute: Execute = async (document, variables) => {
      const source = document.toString();
      let ast = parsed.get(source);
      if (!ast) {
        ast = parse(source);
        parsed.set(source, ast);
      }
      return app.gateway.run(ast, (variables ?? {}) as Record<string, unknown>, context);
    };
    const page = await renderPage({
      brand: request.brand,
      pathname: request.url.split('?')[0] ?? '/',
      readSession: () => request.session.info,
      assets: app.assetManifest,
      execute,
    });
    return (
      reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('link', link)
        // Pages carry the signed-in user: never stored by shared caches (refined per page kind later).
        .header('cache-control', 'private, no-store')
        .header('vary', 'Cookie')
        .send(page.html)
    );
  });
}

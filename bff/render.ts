// Loads the web's server entry as built by `npm run build` (dist/server/render.js): Node runs the
// BFF's TypeScript directly, but the React pages are TSX and arrive bundled.
import { BuildMissingError } from './errors.ts';
import type { RenderPage } from './routes/pages.ts';

export async function loadRenderPage(distDir: URL): Promise<RenderPage> {
  const url = new URL('server/render.js', distDir);
  try {
    const entry = (await import(url.href)) as { renderPage: RenderPage };
    return entry.renderPage;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') throw new BuildMissingError(url.pathname);
    throw error;
  }
}

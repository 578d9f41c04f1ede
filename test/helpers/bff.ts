// A real BFF for tests, in front of a given upstream URL, on 127.0.0.1 at a random port. It serves
// the build in dist/ (npm test builds first).
import { buildBffApp } from '../../bff/app.ts';
import { type BffConfig, loadBffConfig } from '../../bff/config.ts';
import { loadRenderPage } from '../../bff/render.ts';
import type { Closable } from './upstream.ts';

export interface TestBff {
  readonly origin: string;
  readonly port: number;
  // An origin whose Host header selects a brand: http://<brand>.localhost:<port>.
  brandOrigin(brand: string): string;
}

// The configuration of a BFF a test builds itself, in front of the given upstream.
export function testBffConfig(upstreamUrl: string, env: NodeJS.ProcessEnv = {}): BffConfig {
  return loadBffConfig({
    APP_ENV: 'test',
    UPSTREAM_GRAPHQL_URL: upstreamUrl,
    LOG_LEVEL: 'silent',
    // Several servers share this test process's event loop, so one's start (building a gateway)
    // is another's delay: load shedding is off unless a test turns it on (load-shedding.test.ts).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
}

export async function startBff(t: Closable, upstreamUrl: string, env: NodeJS.ProcessEnv = {}): Promise<TestBff> {
  const config = testBffConfig(upstreamUrl, env);
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const port = (app.server.address() as { port: number }).port;
  return { origin: `http://127.0.0.1:${port}`, port, brandOrigin: (brand) => `http://${brand}.localhost:${port}` };
}

// A real BFF in front of a fault upstream (fault-upstream.ts), optionally passing the calls nothing
// was scripted for on to a real upstream. The BFF's upstream client skips its backoff waits, so a
// test of retries that run out does not wait for them; everything else is as configured by env.
import { buildBffApp } from '../../bff/app.ts';
import { loadRenderPage } from '../../bff/render.ts';
import { createUpstreamClient } from '../../bff/upstream-client/client.ts';
import { testBffConfig } from './bff.ts';
import { type FaultUpstream, startFaultUpstream } from './fault-upstream.ts';
import type { Closable } from './upstream.ts';

export interface FaultBff {
  readonly origin: string;
  readonly fault: FaultUpstream;
}

export async function startFaultBff(
  t: Closable,
  options: { readonly forwardTo?: string; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<FaultBff> {
  const fault = await startFaultUpstream(t, options.forwardTo);
  const config = testBffConfig(fault.url, options.env);
  const upstream = createUpstreamClient({
    url: config.upstreamGraphqlUrl,
    deadlineMs: config.upstreamDeadlineMs,
    sleep: async () => {},
  });
  const app = await buildBffApp({ config, renderPage: await loadRenderPage(config.distDir), upstream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const { port } = app.server.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, fault };
}

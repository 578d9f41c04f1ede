// Starts the reference services (reference-services/) on 127.0.0.1 with a random port, state in
// memory, for one test file; the test's teardown stops them. Hand `env` to startUpstream so its
// adapters talk to them.
import { buildReferenceServices } from '../../reference-services/app.ts';
import type { Closable } from './upstream.ts';

export interface TestReferenceServices {
  readonly url: string;
  // The upstream settings that point its adapters here.
  readonly env: Record<string, string>;
}

export async function startReferenceServices(t: Closable): Promise<TestReferenceServices> {
  const app = await buildReferenceServices({ logLevel: 'silent' });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  return { url, env: { REFERENCE_SERVICES_URL: url } };
}

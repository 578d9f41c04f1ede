// One HTTP server for every reference service (README.md), each under its own prefix; `/health`
// answers when all of them are mounted.
import Fastify, { type FastifyInstance } from 'fastify';
import { type ReferenceService, SERVICES } from './services.ts';

export interface ReferenceServicesOptions {
  readonly dataDir?: string | undefined;
  readonly logLevel?: string;
  readonly services?: readonly ReferenceService[];
}

export async function buildReferenceServices({
  dataDir,
  logLevel = 'info',
  services = SERVICES,
}: ReferenceServicesOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: logLevel } });
  app.get('/health', async () => ({ status: 'ok', services: services.map((service) => service.prefix) }));
  for (const service of services) {
    await app.register(service.plugin, service.atRoot ? { dataDir } : { prefix: `/${service.prefix}`, dataDir });
  }
  return app;
}

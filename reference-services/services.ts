// The reference services this server hosts, each a Fastify plugin mounted under its prefix.
import type { FastifyPluginAsync } from 'fastify';
import { companyRegister } from './company-register/service.ts';
import { identityCheck } from './identity-check/service.ts';
import { payments } from './payments/service.ts';

export interface ReferenceService {
  // Its name; mounted under /<name>/…, unless it answers at the root as its real API does (the
  // payments provider's /v1/…, as the `stripe` SDK calls it).
  readonly prefix: string;
  readonly atRoot?: boolean;
  readonly plugin: FastifyPluginAsync<ReferenceServiceOptions>;
}

export interface ReferenceServiceOptions {
  // Where state that must survive a restart is kept (each service its own file or folder under it);
  // undefined keeps everything in memory (tests).
  readonly dataDir: string | undefined;
}

export const SERVICES: readonly ReferenceService[] = [
  { prefix: 'identity-check', plugin: identityCheck },
  { prefix: 'company-register', plugin: companyRegister },
  { prefix: 'payments', plugin: payments, atRoot: true },
];

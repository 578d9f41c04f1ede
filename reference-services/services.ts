// The reference services this server hosts, each a Fastify plugin mounted under its prefix.
import type { FastifyPluginAsync } from 'fastify';
import { companyRegister } from './company-register/service.ts';
import { identityCheck } from './identity-check/service.ts';

export interface ReferenceService {
  // Mounted under /<prefix>/…
  readonly prefix: string;
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
];

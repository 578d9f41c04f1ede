import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { SessionClaims, TokenSigner } from '../domain/identity/tokens.ts';

export interface UpstreamContext {
  readonly db: Database;
  readonly tokens: TokenSigner;
  readonly config: UpstreamConfig;
  // The caller, from a verified bearer token whose session is live; null for a visitor.
  readonly viewer: SessionClaims | null;
  readonly requestId: string;
}

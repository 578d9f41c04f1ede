import type { CompanyRegister } from '../adapters/company-register/company-register.ts';
import type { IdentityCheckProvider } from '../adapters/identity-check/identity-check.ts';
import type { PaymentProvider } from '../adapters/payments/payments.ts';
import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Viewer } from '../domain/identity/sessions.ts';
import type { TokenSigner } from '../domain/identity/tokens.ts';
import type { CaptchaVerifier } from '../domain/signup/captcha.ts';
import type { EmailDomainChecker } from '../domain/signup/email-domains.ts';
import type { Loaders } from './loaders.ts';

// Outside services the upstream asks, replaceable in tests.
export interface UpstreamServices {
  readonly emailDomains: EmailDomainChecker;
  readonly captcha: CaptchaVerifier;
  readonly identityCheck: IdentityCheckProvider;
  readonly companyRegister: CompanyRegister;
  readonly payments: PaymentProvider;
}

export interface UpstreamContext {
  readonly db: Database;
  readonly tokens: TokenSigner;
  readonly config: UpstreamConfig;
  // The caller, from a verified bearer token whose session is live; null for a visitor.
  readonly viewer: Viewer | null;
  readonly requestId: string;
  // The client's address as the BFF reports it (x-forwarded-for from a trusted proxy).
  readonly clientIp: string;
  // Keys one-time codes before they are stored (hashCode).
  readonly codeKey: Uint8Array;
  readonly services: UpstreamServices;
  // The referral code the BFF sent with the request (x-referral-code, decision 050): an account the
  // request makes is recorded as that professional's referral. Null when none or not a code.
  readonly referralCode: string | null;
  // Accounts this request created (sign-up, posting as a visitor, accepting an invite): the answer
  // shows them to the person who made them, who has no session in this request yet.
  readonly newAccounts: Set<string>;
  // Per-request batching loaders (loaders.ts).
  readonly loaders: Loaders;
  // Where uploaded files are kept (./data/uploads by default).
  readonly uploadsDir: string;
  // Where professionals' documents are kept, apart from the public files (decision 058).
  readonly documentsDir: string;
  // The base address outside services call the upstream at (webhooks), without a trailing slash.
  readonly publicUrl: string;
}

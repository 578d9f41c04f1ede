// Automatic login at app start from a password the browser keeps for this site (spec §4: it
// proceeds only when username and password are non-empty after trimming and nobody is signed in;
// §8 "Auto-login failure"). The Credential Management API is read through a small source so
// tests, and browsers without the API, can stand in for it.
import { type ReportContext, reportError } from './report.ts';

export interface StoredPassword {
  readonly username: string;
  readonly password: string;
}

// Where stored passwords come from: `get` resolves null when there is none.
export interface CredentialSource {
  get(): Promise<StoredPassword | null>;
}

export const AUTO_LOGIN_FAILED_MESSAGE = 'Auto-login failed on the client side.';

interface PasswordCredentialLike {
  readonly type: string;
  readonly id: string;
  readonly password?: string;
}

interface CredentialsContainerLike {
  get(options: { password: boolean; mediation: 'optional' }): Promise<PasswordCredentialLike | null>;
  store?(credential: unknown): Promise<unknown>;
}

type PasswordCredentialConstructor = new (data: { id: string; password: string }) => unknown;

function browserCredentials(): CredentialsContainerLike | null {
  if (typeof navigator === 'undefined') return null;
  const container = (navigator as { credentials?: CredentialsContainerLike }).credentials;
  return typeof container?.get === 'function' ? container : null;
}

// The browser's password store, or null where the Credential Management API is missing.
// `mediation: 'optional'` lets the browser hand the password over without asking when the person
// allowed that before, and ask (or give nothing) otherwise.
export function browserCredentialSource(): CredentialSource | null {
  const container = browserCredentials();
  if (!container) return null;
  return {
    async get() {
      const credential = await container.get({ password: true, mediation: 'optional' });
      if (credential?.type !== 'password') return null;
      return { username: credential.id, password: credential.password ?? '' };
    },
  };
}

// §4: only a username and a password that are both non-empty after trimming count. The username
// is sent trimmed; the password is sent as stored (spaces may be part of it).
export function usablePassword(stored: StoredPassword | null): StoredPassword | null {
  if (!stored) return null;
  const username = stored.username.trim();
  if (username === '' || stored.password.trim() === '') return null;
  return { username, password: stored.password };
}

// §8: a failed automatic login is never shown to the person; it is reported with its cause.
export function reportAutoLoginFailure(
  cause: unknown,
  report: (error: unknown, context: ReportContext) => void = reportError,
): void {
  report(new Error(AUTO_LOGIN_FAILED_MESSAGE), { extra: { cause } });
}

// After a successful password login, offers the password to the browser's store so the next visit
// can sign in automatically. Browsers without the API (or that refuse) are left alone: keeping the
// password is a convenience, never a reason to fail the login.
export async function storePassword(username: string, password: string): Promise<void> {
  const container = browserCredentials();
  const PasswordCredential = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!container?.store || !PasswordCredential) return;
  try {
    await container.store(new PasswordCredential({ id: username, password }));
  } catch {
    // The browser declined (the person said no, or the page is not in a secure context).
  }
}

// The caller-identity headers of spec §7.1 and the §9 cookies that feed them: their names, and the
// checks a value must pass. Isomorphic, so the client can send exactly what the BFF accepts at its
// edge (docs/decisions/010-request-headers.md).
import { REQUEST_ID_PATTERN } from './constants.ts';

export const SESSION_ID_HEADER = 'x-session-id';
export const CLIENT_ID_HEADER = 'x-client-id';
export const AGENT_TYPE_HEADER = 'x-agent-type';
export const AGENT_VERSION_HEADER = 'x-agent-version';
export const PARENT_REQUEST_ID_HEADER = 'x-parent-request-id';
export const PAGE_URL_HEADER = 'x-page-url';

// §9 cookie names. Both spellings of each id exist; they carry the same value.
export const CLIENT_ID_COOKIES = ['client_id', 'client-id'] as const;
export const SESSION_ID_COOKIES = ['session_id', 'session-id'] as const;
// Set by the app wrappers (§7.1: "mobile agent type and version (from cookie or session storage)").
export const AGENT_TYPE_COOKIE = 'agent-type';
export const AGENT_VERSION_COOKIE = 'agent-version';

// §9: the main cookie lifetime, and the short-lived one (the analytics session timeout).
export const CLIENT_ID_MAX_AGE_SECONDS = 31_536_000;
export const SESSION_ID_MAX_AGE_SECONDS = 1800;

// Client, session and request ids alike: 128 random bits as 32 lowercase hexadecimal characters.
export function isIdentifier(value: unknown): value is string {
  return typeof value === 'string' && REQUEST_ID_PATTERN.test(value);
}

// §1: the two app wrappers — one for home owners, one for tradespeople.
export const AGENT_TYPES = ['consumer-app', 'pro-app'] as const;

export type AgentType = (typeof AGENT_TYPES)[number];

export function isAgentType(value: unknown): value is AgentType {
  return typeof value === 'string' && (AGENT_TYPES as readonly string[]).includes(value);
}

// x.y.z like the app versions of §2.10 (10.8.1): no leading zeros, no suffix, compared as numbers.
const AGENT_VERSION = /^(?:0|[1-9]\d{0,3})\.(?:0|[1-9]\d{0,3})\.(?:0|[1-9]\d{0,3})$/;

export function isAgentVersion(value: unknown): value is string {
  return typeof value === 'string' && AGENT_VERSION.test(value);
}

export const MAX_PAGE_URL_LENGTH = 2048;

// Printable ASCII without spaces: what a browser's `location.href` is once it has encoded it.
const URL_CHARACTERS = /^[\x21-\x7e]+$/;

// The page the call was made from: a path on this site, or an absolute http(s) URL whose host is
// one of `hosts` (lowercase, with the port when there is one). Nothing else, so a header cannot
// carry another site's address, credentials or a script URL upstream.
export function isPageUrl(value: unknown, hosts: readonly string[]): value is string {
  if (typeof value !== 'string' || value.length > MAX_PAGE_URL_LENGTH || !URL_CHARACTERS.test(value)) return false;
  // "//host" and "/\host" name another origin to a browser.
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    hosts.includes(url.host)
  );
}

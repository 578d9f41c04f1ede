// Which client the page runs in (spec §7.1, §7.2): the website, or one of the app wrappers, which
// say so with the agent-type and agent-version cookies (or the same keys in session storage).

import {
  AGENT_TYPE_COOKIE,
  AGENT_VERSION_COOKIE,
  type AgentType,
  isAgentType,
  isAgentVersion,
} from '../../../shared/request-identity.ts';
import type { ClientPlatform } from '../../generated/graphql.ts';
import { readCookie } from './cookies.ts';

export interface Agent {
  readonly type: AgentType;
  readonly version: string | null;
}

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    // Storage can be switched off; the cookie is then the only source.
    return null;
  }
}

// The app wrapper the page runs in, or null on the website.
export function readAgent(): Agent | null {
  const type = [readCookie(AGENT_TYPE_COOKIE), stored(AGENT_TYPE_COOKIE)].find(isAgentType);
  if (!type) return null;
  const version = [readCookie(AGENT_VERSION_COOKIE), stored(AGENT_VERSION_COOKIE)].find(isAgentVersion) ?? null;
  return { type, version };
}

export interface ClientPlatformInfo {
  readonly platform: ClientPlatform;
  // The app's version; null on the website.
  readonly version: string | null;
}

// The agent cookies name the app, not the operating system: that comes from the user agent. An
// app on a system neither Android nor iOS is a general app.
export function clientPlatform(userAgent = navigator.userAgent): ClientPlatformInfo {
  const agent = readAgent();
  if (!agent) return { platform: 'WEBSITE', version: null };
  if (/Android/i.test(userAgent)) return { platform: 'ANDROID', version: agent.version };
  if (/iPhone|iPad|iPod/i.test(userAgent)) return { platform: 'IOS', version: agent.version };
  return { platform: 'GENERAL_APP', version: agent.version };
}

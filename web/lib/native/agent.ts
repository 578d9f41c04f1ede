// Which app wrapper the page runs in, if any (spec §7.1 agent cookies). Apart from the bridge
// (bridge.ts) because every page asks this, on the web too, while the rest of the bridge is needed
// only inside the apps and is fetched there (docs/decisions/047).
import {
  AGENT_TYPE_COOKIE,
  AGENT_VERSION_COOKIE,
  type AgentType,
  isAgentType,
  isAgentVersion,
} from '../../../shared/request-identity.ts';

// §7.1: the wrappers set the agent cookies; a page opened without cookies (first load in some
// web views) gets them in session storage instead.
function readAgentValue(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(index + 1).trim());
      } catch {
        return null;
      }
    }
  }
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

export interface Agent {
  readonly type: AgentType;
  readonly version: string | null;
}

// The app wrapper the page runs in, or null on the web.
export function readAgent(): Agent | null {
  const type = readAgentValue(AGENT_TYPE_COOKIE);
  if (!isAgentType(type)) return null;
  const version = readAgentValue(AGENT_VERSION_COOKIE);
  return { type, version: isAgentVersion(version) ? version : null };
}

export function isInApp(): boolean {
  return readAgent() !== null;
}

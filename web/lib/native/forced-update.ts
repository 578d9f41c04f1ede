// Forced update of outdated apps (spec §2.10, §4): when the home-owner or tradesperson app runs a
// version on the outdated list, the person is sent to /app-force-update once per session, after
// the page has loaded.
import { compareVersions } from '../../../shared/version.ts';
import type { Agent } from './bridge.ts';

export const APP_FORCE_UPDATE_PATH = '/app-force-update';

// §2.10, newest first. Both apps share one version line.
export const OUTDATED_APP_VERSIONS = [
  '11.0.2',
  '11.0.1',
  '11.0.0',
  '10.9.2',
  '10.9.1',
  '10.9.0',
  '10.8.2',
  '10.8.1',
  '10.8.0',
  '10.7.1',
  '10.7.0',
  '10.6.2',
  '10.6.1',
  '10.6.0',
  '10.3.1',
  '10.3.0',
  '10.2.0',
  '10.1.0',
  '10.0.0',
] as const;

// Set in session storage once the person has been sent, so the rest of the session is theirs.
export const FORCED_UPDATE_SESSION_KEY = 'app-force-update-shown';

export function isOutdatedApp(agent: Agent | null): boolean {
  const version = agent?.version;
  if (!version) return false;
  return OUTDATED_APP_VERSIONS.some((outdated) => compareVersions(version, outdated) === 0);
}

export interface ForcedUpdateOptions {
  readonly agent: Agent | null;
  readonly navigate?: (path: string) => void;
}

function alreadySent(): boolean {
  try {
    return sessionStorage.getItem(FORCED_UPDATE_SESSION_KEY) !== null;
  } catch {
    return false;
  }
}

function markSent(): void {
  try {
    sessionStorage.setItem(FORCED_UPDATE_SESSION_KEY, '1');
  } catch {
    // Without session storage the person is sent on every page load: better than an outdated app.
  }
}

// Sends the person to the force-update page after load when their app is outdated. The returned
// function stops waiting for the load.
export function startForcedUpdate({
  agent,
  navigate = (path) => window.location.assign(path),
}: ForcedUpdateOptions): () => void {
  const check = () => {
    if (!isOutdatedApp(agent) || alreadySent()) return;
    if (window.location.pathname === APP_FORCE_UPDATE_PATH) return;
    markSent();
    navigate(APP_FORCE_UPDATE_PATH);
  };
  if (document.readyState === 'complete') {
    check();
    return () => {};
  }
  window.addEventListener('load', check, { once: true });
  return () => window.removeEventListener('load', check);
}

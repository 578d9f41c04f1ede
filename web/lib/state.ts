// The state the server hands to the client in the page (spec §7.3: "Server-side rendering embeds
// the cache state"; "The translation messages file is read from the page": the page names its
// locale's messages file, which the client fetches — one hashed file the browser keeps across pages,
// not the same ~60 KB inside every page).
import type { Brand } from '../../shared/brands.ts';
import type { PathWords } from '../../shared/routes.ts';
import type { GetUserQuery } from '../generated/graphql.ts';
import type { ClientConfig } from './config.tsx';
import type { FeatureFlags } from './feature-flags.tsx';

export type CurrentUser = NonNullable<GetUserQuery['me']>;

export interface SessionInfo {
  readonly isAuthenticated: boolean;
  readonly issuedAt: string | null;
  readonly isImpersonated: boolean;
  readonly userType: string | null;
  readonly secondLayerAuthenticationExpirationTime: string | null;
  readonly hasAssumableAccess: boolean;
}

export interface PageState {
  // The brand and its locale's path words: the client needs only its own, not the tables of all.
  readonly brand: Brand;
  readonly paths: PathWords;
  readonly user: CurrentUser | null;
  readonly session: SessionInfo;
  // The address of the locale's compiled messages (a hashed JSON asset); null when the build has none.
  readonly catalog: string | null;
  // The address of the icon sprite (a hashed SVG asset); null when the build has none.
  readonly iconSprite: string | null;
  readonly config: ClientConfig;
  // The results of the queries run for this page, keyed by queryKey (web/lib/data.tsx): SWR's fallback.
  readonly cache: Record<string, unknown>;
  // Spec §1 feature flags of this brand, as the BFF decided them for the render.
  readonly flags: FeatureFlags;
  // The server could not get this address's data from the upstream (decision 027): the page shown
  // is the unavailable page, until the person goes elsewhere.
  readonly unavailable: boolean;
  // The request came from an app wrapper (its agent cookie or header, decision 022): every page
  // takes the app-style look (§2.10), from the first paint.
  readonly inApp: boolean;
}

export const STATE_ELEMENT_ID = 'hearth-state';

// Plain JSON inside a non-executable script element, with every character that could end the
// element or open a comment escaped, plus the two JavaScript line terminators (ASVS 1.2.3).
export function serialiseState(state: PageState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

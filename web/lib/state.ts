// The state the server hands to the client in the page (spec §7.3: "Server-side rendering embeds
// the cache state"; "The translation messages file is read from the page").
import type { Messages } from '@lingui/core';
import type { BrandId } from '../../shared/brands.ts';
import type { GetUserQuery } from '../generated/graphql.ts';

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
  readonly brandId: BrandId;
  readonly user: CurrentUser | null;
  readonly session: SessionInfo;
  readonly messages: Messages;
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

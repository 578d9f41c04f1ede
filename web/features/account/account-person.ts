// The signed-in person as the account pages read them (accountSettings): a home owner or a
// professional; staff have no account pages.
import type { AccountSettingsQuery } from '../../generated/graphql.ts';

export type AccountPerson = Extract<NonNullable<AccountSettingsQuery['me']>, { firstName: string; phone: unknown }>;

export function accountPersonOf(data: AccountSettingsQuery | undefined): AccountPerson | null {
  const me = data?.me;
  return me && (me.__typename === 'Consumer' || me.__typename === 'ServicePro') ? me : null;
}

// How the accounts pages name things (§2.9, decision 078): a person by their name or, without one,
// their email address; a kind of account, a market, a way of acting; and an account's state as a
// pill — a banned account is said to be banned, not merely disabled, since staff lift the two
// differently.
import { useLingui } from '@lingui/react';
import { BRANDS, type BrandId } from '../../../shared/brands.ts';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { AccountStatus, ActingMode, AdminAuditPersonFragment, UserType } from '../../generated/graphql.ts';

export const USER_TYPES = [
  'CONSUMER',
  'SERVICE_PRO',
  'ADMIN',
  'SYSTEM',
  'SALESFORCE',
] as const satisfies readonly UserType[];
export const ACCOUNT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'DISABLED',
  'ANONYMISED',
] as const satisfies readonly AccountStatus[];

// A person's name, or their email address when the account has no name (anonymised, or internal).
export function personName(person: { email: string; firstName?: string | null; lastName?: string | null }): string {
  const name = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  return name === '' ? person.email : name;
}

export function auditPersonName(person: AdminAuditPersonFragment): string {
  return personName({
    email: person.email,
    firstName: 'firstName' in person ? person.firstName : null,
    lastName: 'lastName' in person ? person.lastName : null,
  });
}

// The market of an account by its product's name; an id the product does not know, as it is.
export function brandName(brand: string): string {
  return Object.hasOwn(BRANDS, brand) ? BRANDS[brand as BrandId].productName : brand;
}

export function useAccountWords() {
  const { i18n } = useLingui();
  const typeName = (type: UserType): string => {
    switch (type) {
      case 'CONSUMER':
        return i18n._({ id: 'admin.users.type.consumer', message: 'Home owner' });
      case 'SERVICE_PRO':
        return i18n._({ id: 'admin.users.type.pro', message: 'Professional' });
      case 'ADMIN':
        return i18n._({ id: 'admin.users.type.admin', message: 'Staff' });
      case 'SYSTEM':
        return i18n._({ id: 'admin.users.type.system', message: 'Platform process' });
      case 'SALESFORCE':
        return i18n._({ id: 'admin.users.type.salesforce', message: 'Sales integration' });
    }
  };
  const statusName = (status: AccountStatus): string => {
    switch (status) {
      case 'PENDING':
        return i18n._({ id: 'admin.users.status.pending', message: 'Not activated yet' });
      case 'ACTIVE':
        return i18n._({ id: 'admin.users.status.active', message: 'Active' });
      case 'DISABLED':
        return i18n._({ id: 'admin.users.status.disabled', message: 'Disabled' });
      case 'ANONYMISED':
        return i18n._({ id: 'admin.users.status.anonymised', message: 'Anonymised' });
    }
  };
  const modeName = (mode: ActingMode): string => {
    switch (mode) {
      case 'SELF':
        return i18n._({ id: 'admin.users.mode.self', message: 'As themselves' });
      case 'ASSUMED':
        return i18n._({ id: 'admin.users.mode.assumed', message: 'For another account' });
      case 'IMPERSONATED':
        return i18n._({ id: 'admin.users.mode.impersonated', message: 'Staff impersonating' });
    }
  };
  // The account's state as staff act on it: banned is a disabled account with a reason kept.
  const statusPill = (account: { status: AccountStatus; bannedAt?: string | null }) => {
    if (account.status === 'DISABLED' && account.bannedAt) {
      return <StatusPill tone="bad">{i18n._({ id: 'admin.users.status.banned', message: 'Banned' })}</StatusPill>;
    }
    const tone = account.status === 'ACTIVE' ? 'good' : account.status === 'DISABLED' ? 'warn' : 'neutral';
    return <StatusPill tone={tone}>{statusName(account.status)}</StatusPill>;
  };
  return { typeName, statusName, modeName, statusPill };
}

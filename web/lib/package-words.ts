// A subscription package's name (decision 063), as the professional's and the staff's pages say it.
import { useLingui } from '@lingui/react';
import type { PackageCode } from '../generated/graphql.ts';

export function usePackageName(): (code: PackageCode) => string {
  const { i18n } = useLingui();
  return (code) =>
    code === 'PLUS'
      ? i18n._({ id: 'money.package.plus', message: 'Plus package' })
      : i18n._({ id: 'money.package.pro', message: 'Pro package' });
}

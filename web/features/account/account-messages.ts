// Refusals every sensitive change of the account pages can meet, in words.
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

export function useAccountMessages() {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      // §6: staff acting as someone may not make these changes for them.
      impersonating: i18n._({
        id: 'account.error.impersonating',
        message: 'Only the account holder can make this change. You are acting for them.',
      }),
      // The confirmation stopped counting between the dialog and the change (it lasts minutes).
      secondLayerLapsed: i18n._({
        id: 'account.error.second-layer-lapsed',
        message: 'Your confirmation ran out before the change was made. Try again.',
      }),
    }),
    [i18n],
  );
}

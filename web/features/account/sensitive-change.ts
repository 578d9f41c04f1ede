// A sensitive change of the account (§3: a new email address or password, deleting the account):
// made behind the second layer (second-layer.tsx), with the refusals every such change can meet —
// staff acting for the person (§6), a confirmation that ran out, a call that failed — said in the
// page's failure message. The caller handles what is its own: success, and its fields' refusals.
import { type ReactElement, useCallback } from 'react';
import { useSecondLayer } from '../../components/second-layer/second-layer.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useAccountMessages } from './account-messages.ts';

type Shared = { __typename: 'ImpersonationNotAllowed' } | { __typename: 'SecondLayerAuthenticationRequired' };

export interface SensitiveChange {
  // Resolves with the change's own answer, or null when there is nothing more for the caller to do.
  run<T extends { __typename: string }>(change: () => Promise<T>): Promise<Exclude<T, Shared> | null>;
  // Render it in the page, outside any form: the second-layer dialog.
  readonly dialog: ReactElement;
}

export function useSensitiveChange(setFailure: (message: string | null) => void): SensitiveChange {
  const secondLayer = useSecondLayer();
  const messages = useAccountMessages();
  const errorMessage = useErrorMessage();
  const { confirmThen } = secondLayer;
  const run = useCallback(
    async <T extends { __typename: string }>(change: () => Promise<T>): Promise<Exclude<T, Shared> | null> => {
      setFailure(null);
      try {
        const answer = await confirmThen(change, (result) => result.__typename === 'SecondLayerAuthenticationRequired');
        if (answer === null) return null;
        if (answer.__typename === 'ImpersonationNotAllowed') setFailure(messages.impersonating);
        else if (answer.__typename === 'SecondLayerAuthenticationRequired') setFailure(messages.secondLayerLapsed);
        else return answer as Exclude<T, Shared>;
      } catch (error) {
        setFailure(errorMessage(error));
      }
      return null;
    },
    [confirmThen, errorMessage, messages, setFailure],
  );
  return { run, dialog: secondLayer.dialog };
}

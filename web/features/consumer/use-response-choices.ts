// The choices a home owner makes on one response (spec §2.6): shortlist (the phone form first when
// the account has no number), hire, decline with a reason. Each refreshes the overview; one made
// says so in a toast, one refused or failed leaves its message for the card.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import type { ConsumerResponseFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { refusalMessage } from './choice-messages.ts';
import {
  ConsumerDeclineProDocument,
  ConsumerHireProDocument,
  ConsumerShortlistDocument,
} from './generated/documents.ts';
import { OVERVIEW_QUERIES, reasonProblem, reasonToSend } from './job-choices.ts';

// What the card shows under its actions: nothing more, the hire to confirm, the decline form, or
// the phone form a shortlist waits for.
export type ChoiceMode = 'idle' | 'confirmHire' | 'decline' | 'phone';

export function useResponseChoices({
  response,
  name,
  initialMode,
  onHired,
}: {
  response: ConsumerResponseFragment;
  name: string;
  initialMode: ChoiceMode;
  onHired: () => void;
}) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const shortlist = useMutation(ConsumerShortlistDocument, { revalidate: OVERVIEW_QUERIES });
  const hire = useMutation(ConsumerHireProDocument, { revalidate: OVERVIEW_QUERIES });
  const decline = useMutation(ConsumerDeclineProDocument, { revalidate: OVERVIEW_QUERIES });
  const busy = shortlist.isMutating || hire.isMutating || decline.isMutating;
  const [mode, setMode] = useState<ChoiceMode>(initialMode);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const technical = (error: unknown) =>
    setFailure(
      errorMessage(error) ??
        i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
    );

  const doShortlist = async () => {
    setFailure(null);
    try {
      const { shortlist: result } = await shortlist.trigger({ input: { proposalId: response.id } });
      if (result.__typename === 'Shortlisted') {
        setMode('idle');
        toast.success(
          i18n._({
            id: 'consumer.shortlist.done',
            message: 'You shortlisted {name}. They can now see your phone number and call you.',
            values: { name },
          }),
        );
      } else if (result.__typename === 'ConsumerMissingPhone') {
        setMode('phone');
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  const doHire = async () => {
    setFailure(null);
    try {
      const { hirePro: result } = await hire.trigger({ input: { proposalId: response.id } });
      if (result.__typename === 'ProHired') {
        setMode('idle');
        toast.success(i18n._({ id: 'consumer.hire.done', message: 'You hired {name}.', values: { name } }));
        onHired();
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  const doDecline = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = reasonProblem(i18n, reason);
    setReasonError(problem);
    if (problem) return;
    try {
      const { declinePro: result } = await decline.trigger({
        input: { proposalId: response.id, reason: reasonToSend(reason) },
      });
      if (result.__typename === 'ProDeclined') {
        setMode('idle');
        toast.success(
          i18n._({ id: 'consumer.decline.done', message: 'You declined {name}. We let them know.', values: { name } }),
        );
      } else {
        setFailure(refusalMessage(i18n, result));
      }
    } catch (error) {
      technical(error);
    }
  };

  return {
    mode,
    setMode,
    busy,
    failure,
    reason,
    setReason,
    reasonError,
    shortlist: doShortlist,
    hire: doHire,
    decline: doDecline,
  };
}

// Why a proposal was not sent (create-proposal-result.ts), with a link to the professional's own
// proposal when they already have one.
import { useLingui } from '@lingui/react';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Link } from '../../lib/router.tsx';
import type { Refusal } from './create-proposal-result.ts';

export function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const { i18n } = useLingui();
  return (
    <FormMessage>
      {refusal.message}
      {refusal.proposalId ? (
        <>
          {' '}
          <Link to="myProposal" params={{ id: refusal.proposalId }}>
            {i18n._({ id: 'proposals.create.view-proposal', message: 'View your proposal' })}
          </Link>
        </>
      ) : null}
    </FormMessage>
  );
}

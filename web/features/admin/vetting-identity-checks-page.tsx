// §2.9 /admin/identity-checks (decision 078): identity checks the provider could not decide
// (UNKNOWN), the longest waiting first, with the professional (a link to their account), the kind
// of identity document and when the check started. Staff approve one (the identity is verified) or
// refuse it with a reason (the professional is told and may try again), each confirmed first.
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { AdminIdentityChecksToReviewQuery, IdentityDocumentType } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDecideIdentityCheckDocument, AdminIdentityChecksToReviewDocument } from './generated/documents.ts';
import {
  type Decision,
  DecisionButtons,
  type DecisionWords,
  type PendingDecision,
  proName,
  useVettingDecision,
} from './vetting-decision.tsx';

type WaitingCheck = AdminIdentityChecksToReviewQuery['identityChecksToReview'][number];

export function IdentityChecksPage() {
  const { i18n } = useLingui();
  const checks = useQuery(AdminIdentityChecksToReviewDocument, {});
  const decide = useMutation(AdminDecideIdentityCheckDocument);

  const choose = (check: WaitingCheck, decision: Decision) =>
    askDecision({
      decision,
      subject: proName(check.servicePro),
      run: async (reason) => {
        const { decideIdentityCheck: answer } = await decide.trigger({
          input: { checkId: check.id, decision, ...(reason ? { reason } : {}) },
        });
        return answer.__typename === 'IdentityCheckDecided'
          ? { decided: true }
          : { decided: false, fieldErrors: answer.fieldErrors };
      },
    });

  const words = ({ decision, subject }: PendingDecision): DecisionWords =>
    decision === 'REFUSE'
      ? {
          title: i18n._({ id: 'admin.vetting.identity.refuse-title', message: 'Refuse the identity check?' }),
          text: i18n._({
            id: 'admin.vetting.identity.refuse-text',
            message: 'The identity of {subject} is not verified; they see your reason and may try again.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.identity.refuse-confirm', message: 'Refuse' }),
          done: i18n._({ id: 'admin.vetting.identity.refused', message: 'Identity check refused.' }),
        }
      : {
          title: i18n._({ id: 'admin.vetting.identity.approve-title', message: 'Approve the identity check?' }),
          text: i18n._({
            id: 'admin.vetting.identity.approve-text',
            message: 'The identity of {subject} is verified.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.identity.approve-confirm', message: 'Approve' }),
          done: i18n._({ id: 'admin.vetting.identity.approved', message: 'Identity check approved.' }),
        };

  const { ask: askDecision, sheet } = useVettingDecision({
    words,
    onDecided: () => void checks.mutate(),
    testId: 'admin-identity-decision',
  });

  return (
    <AdminPage
      title={i18n._({ id: 'admin.vetting.identity.title', message: 'Identity checks' })}
      lead={i18n._({
        id: 'admin.vetting.identity.lead',
        message: 'Checks the identity provider could not decide, the longest waiting first.',
      })}
      testId="admin-identity-checks-page"
    >
      <QueryState data={checks.data} error={checks.error} onRetry={() => void checks.mutate()}>
        {({ identityChecksToReview }) =>
          identityChecksToReview.length === 0 ? (
            <EmptyState title={i18n._({ id: 'admin.vetting.identity.none', message: 'No identity checks waiting' })} />
          ) : (
            <CheckTable checks={identityChecksToReview} onChoose={choose} />
          )
        }
      </QueryState>
      {sheet}
    </AdminPage>
  );
}

function CheckTable({
  checks,
  onChoose,
}: {
  checks: readonly WaitingCheck[];
  onChoose: (check: WaitingCheck, decision: Decision) => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const documentWord: Record<IdentityDocumentType, string> = {
    PASSPORT: i18n._({ id: 'admin.vetting.identity.passport', message: 'Passport' }),
    ID_CARD: i18n._({ id: 'admin.vetting.identity.id-card', message: 'Identity card' }),
    DRIVING_LICENCE: i18n._({ id: 'admin.vetting.identity.driving-licence', message: 'Driving licence' }),
    RESIDENCE_PERMIT: i18n._({ id: 'admin.vetting.identity.residence-permit', message: 'Residence permit' }),
  };
  const columns: Column<WaitingCheck>[] = [
    {
      key: 'pro',
      header: i18n._({ id: 'admin.vetting.pro', message: 'Professional' }),
      cell: (check) => <a href={`/admin/users/${check.servicePro.id}`}>{proName(check.servicePro)}</a>,
    },
    {
      key: 'document',
      header: i18n._({ id: 'admin.vetting.identity.document', message: 'Identity document' }),
      cell: (check) => documentWord[check.documentType],
    },
    {
      key: 'started',
      header: i18n._({ id: 'admin.vetting.identity.started', message: 'Started' }),
      nowrap: true,
      cell: (check) => formatDateTime(check.startedAt, { dateStyle: 'medium' }),
    },
    {
      key: 'actions',
      header: i18n._({ id: 'admin.vetting.actions', message: 'Decision' }),
      cell: (check) => (
        <DecisionButtons
          decisions={['APPROVE', 'REFUSE']}
          onChoose={(decision) => onChoose(check, decision)}
          testId="admin-identity-check"
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.vetting.identity.title', message: 'Identity checks' })}
      columns={columns}
      rows={checks}
      rowKey={(check) => check.id}
      testId="admin-identity-checks"
    />
  );
}

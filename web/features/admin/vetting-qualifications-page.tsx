// §2.9 /admin/qualifications (decision 078): the professionals' trades whose qualification waits
// for a specialist (MANUAL), the longest waiting first, with the papers sent for that trade (each
// opened from the site itself, for staff only). A qualification is approved or refused with a
// reason, each confirmed first; a refusal takes the services that need it out of matching. Paged by
// cursor in the address (?after=).
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { CursorPager } from '../../components/ui/pagination.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { AdminQualificationsToReviewQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDecideQualificationDocument, AdminQualificationsToReviewDocument } from './generated/documents.ts';
import { afterParam, listHref } from './list-address.ts';
import {
  type Decision,
  DecisionButtons,
  type DecisionWords,
  type PendingDecision,
  proName,
  useVettingDecision,
} from './vetting-decision.tsx';

type WaitingQualification = AdminQualificationsToReviewQuery['qualificationsToReview']['edges'][number]['node'];

export function qualificationsVariables(search: URLSearchParams): { after: string | null } {
  return { after: afterParam(search) };
}

export function QualificationsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const variables = qualificationsVariables(search);
  const qualifications = useQuery(AdminQualificationsToReviewDocument, variables);
  const decide = useMutation(AdminDecideQualificationDocument);

  const choose = (qualification: WaitingQualification, decision: Decision) =>
    askDecision({
      decision,
      subject: i18n._({
        id: 'admin.vetting.qualifications.subject',
        message: '{pro} as {trade}',
        values: { pro: proName(qualification.servicePro), trade: qualification.profession.name },
      }),
      run: async (reason) => {
        const { decideQualification: answer } = await decide.trigger({
          input: {
            proId: qualification.servicePro.id,
            professionId: qualification.profession.id,
            decision,
            ...(reason ? { reason } : {}),
          },
        });
        return answer.__typename === 'QualificationDecided'
          ? { decided: true }
          : { decided: false, fieldErrors: answer.fieldErrors };
      },
    });

  const words = ({ decision, subject }: PendingDecision): DecisionWords =>
    decision === 'REFUSE'
      ? {
          title: i18n._({ id: 'admin.vetting.qualifications.refuse-title', message: 'Refuse the qualification?' }),
          text: i18n._({
            id: 'admin.vetting.qualifications.refuse-text',
            message: '{subject} is not qualified; services that need the qualification are no longer offered.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.qualifications.refuse-confirm', message: 'Refuse' }),
          done: i18n._({ id: 'admin.vetting.qualifications.refused', message: 'Qualification refused.' }),
        }
      : {
          title: i18n._({ id: 'admin.vetting.qualifications.approve-title', message: 'Approve the qualification?' }),
          text: i18n._({
            id: 'admin.vetting.qualifications.approve-text',
            message: '{subject} is qualified and may offer the services that need it.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.qualifications.approve-confirm', message: 'Approve' }),
          done: i18n._({ id: 'admin.vetting.qualifications.approved', message: 'Qualification approved.' }),
        };

  const { ask: askDecision, sheet } = useVettingDecision({
    words,
    onDecided: () => void qualifications.mutate(),
    testId: 'admin-qualification-decision',
  });

  return (
    <AdminPage
      title={i18n._({ id: 'admin.vetting.qualifications.title', message: 'Qualifications' })}
      lead={i18n._({
        id: 'admin.vetting.qualifications.lead',
        message: 'Trades whose qualification a specialist must decide, the longest waiting first.',
      })}
      testId="admin-qualifications-page"
    >
      <QueryState data={qualifications.data} error={qualifications.error} onRetry={() => void qualifications.mutate()}>
        {({ qualificationsToReview: { edges, pageInfo } }) => (
          <>
            {edges.length === 0 ? (
              <EmptyState
                title={i18n._({ id: 'admin.vetting.qualifications.none', message: 'No qualifications waiting' })}
              />
            ) : (
              <QualificationTable qualifications={edges.map((edge) => edge.node)} onChoose={choose} />
            )}
            <CursorPager
              label={i18n._({ id: 'admin.vetting.qualifications.pages', message: 'More qualifications' })}
              firstHref={variables.after ? '/admin/qualifications' : null}
              nextHref={
                pageInfo.hasNextPage && pageInfo.endCursor
                  ? listHref('/admin/qualifications', search, { after: pageInfo.endCursor })
                  : null
              }
              first={i18n._({ id: 'admin.vetting.first-page', message: 'First page' })}
              next={i18n._({ id: 'admin.vetting.next-page', message: 'Next page' })}
            />
          </>
        )}
      </QueryState>
      {sheet}
    </AdminPage>
  );
}

function QualificationTable({
  qualifications,
  onChoose,
}: {
  qualifications: readonly WaitingQualification[];
  onChoose: (qualification: WaitingQualification, decision: Decision) => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const columns: Column<WaitingQualification>[] = [
    {
      key: 'pro',
      header: i18n._({ id: 'admin.vetting.pro', message: 'Professional' }),
      cell: (q) => <a href={`/admin/users/${q.servicePro.id}`}>{proName(q.servicePro)}</a>,
    },
    {
      key: 'trade',
      header: i18n._({ id: 'admin.vetting.qualifications.trade', message: 'Trade' }),
      cell: (q) => q.profession.name,
    },
    {
      key: 'since',
      header: i18n._({ id: 'admin.vetting.qualifications.since', message: 'Waiting since' }),
      nowrap: true,
      cell: (q) => formatDateTime(q.since, { dateStyle: 'medium' }),
    },
    {
      key: 'documents',
      header: i18n._({ id: 'admin.vetting.qualifications.documents', message: 'Papers' }),
      cell: (q) =>
        q.documents.length === 0 ? (
          i18n._({ id: 'admin.vetting.qualifications.no-documents', message: 'None sent' })
        ) : (
          <ul>
            {q.documents.map((document) => (
              <li key={document.id}>
                <a href={`/documents/${document.id}`}>
                  {document.originalName ?? i18n._({ id: 'admin.vetting.documents.open', message: 'Open the file' })}
                </a>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: i18n._({ id: 'admin.vetting.actions', message: 'Decision' }),
      cell: (q) => (
        <DecisionButtons
          decisions={['APPROVE', 'REFUSE']}
          onChoose={(decision) => onChoose(q, decision)}
          testId="admin-qualification"
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.vetting.qualifications.title', message: 'Qualifications' })}
      columns={columns}
      rows={qualifications}
      rowKey={(q) => `${q.servicePro.id}/${q.profession.id}`}
      testId="admin-qualifications"
    />
  );
}

// §2.9 /admin/documents (decision 078): the professionals' documents waiting for staff (PENDING,
// and MANUAL while a specialist looks), the longest waiting first, of one purpose when the address
// says so (?purpose=COMPANY, QUALIFICATION or BACKGROUND_CHECK; the dashboard links there). Each
// row names the professional (a link to their account), what the document proves, its file (opened
// from the site itself, for staff only), size, upload time and status; it is approved, refused with
// a reason, or referred to a specialist, each confirmed first.
import { useLingui } from '@lingui/react';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { SelectField } from '../../components/ui/fields.tsx';
import { FilterBar } from '../../components/ui/filter-bar.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { StatusPill } from '../../components/ui/trust.tsx';
import type { AdminDocumentsToReviewQuery, DocumentPurpose, DocumentType } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminDecideDocumentDocument, AdminDocumentsToReviewDocument } from './generated/documents.ts';
import { choiceParam } from './list-address.ts';
import {
  type Decision,
  DecisionButtons,
  type DecisionWords,
  type PendingDecision,
  proName,
  useVettingDecision,
} from './vetting-decision.tsx';

export const DOCUMENT_PURPOSES: readonly DocumentPurpose[] = ['COMPANY', 'QUALIFICATION', 'BACKGROUND_CHECK'];

type WaitingDocument = AdminDocumentsToReviewQuery['documentsToReview'][number];

// The query's variables, from the address: the same on the server and in the browser.
export function documentsVariables(search: URLSearchParams): { purpose: DocumentPurpose | null } {
  return { purpose: choiceParam(search, 'purpose', DOCUMENT_PURPOSES) };
}

// A size in bytes as kilobytes or megabytes, in the locale's figures.
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}

export function DocumentsPage({ search }: { search: URLSearchParams }) {
  const { i18n } = useLingui();
  const variables = documentsVariables(search);
  const documents = useQuery(AdminDocumentsToReviewDocument, variables);
  const decide = useMutation(AdminDecideDocumentDocument);
  const purposeWord: Record<DocumentPurpose, string> = {
    COMPANY: i18n._({ id: 'admin.vetting.purpose.company', message: 'Company papers' }),
    QUALIFICATION: i18n._({ id: 'admin.vetting.purpose.qualification', message: 'Qualification' }),
    BACKGROUND_CHECK: i18n._({ id: 'admin.vetting.purpose.background-check', message: 'Background check' }),
  };

  const choose = (document: WaitingDocument, decision: Decision) =>
    askDecision({
      decision,
      subject: i18n._({
        id: 'admin.vetting.documents.subject',
        message: '{file} of {pro}',
        values: {
          file: document.originalName ?? i18n._({ id: 'admin.vetting.documents.unnamed', message: 'the document' }),
          pro: proName(document.servicePro),
        },
      }),
      run: async (reason) => {
        const { decideDocument: answer } = await decide.trigger({
          input: { documentId: document.id, decision, ...(reason ? { reason } : {}) },
        });
        return answer.__typename === 'DocumentDecided'
          ? { decided: true }
          : { decided: false, fieldErrors: answer.fieldErrors };
      },
    });

  const words = ({ decision, subject }: PendingDecision): DecisionWords => {
    switch (decision) {
      case 'APPROVE':
        return {
          title: i18n._({ id: 'admin.vetting.documents.approve-title', message: 'Approve the document?' }),
          text: i18n._({
            id: 'admin.vetting.documents.approve-text',
            message: '{subject} is marked as checked and in order.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.documents.approve-confirm', message: 'Approve' }),
          done: i18n._({ id: 'admin.vetting.documents.approved', message: 'Document approved.' }),
        };
      case 'REFUSE':
        return {
          title: i18n._({ id: 'admin.vetting.documents.refuse-title', message: 'Refuse the document?' }),
          text: i18n._({
            id: 'admin.vetting.documents.refuse-text',
            message: '{subject} is refused; the professional sees your reason and can send another.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.documents.refuse-confirm', message: 'Refuse' }),
          done: i18n._({ id: 'admin.vetting.documents.refused', message: 'Document refused.' }),
        };
      case 'REFER':
        return {
          title: i18n._({ id: 'admin.vetting.documents.refer-title', message: 'Refer the document to a specialist?' }),
          text: i18n._({
            id: 'admin.vetting.documents.refer-text',
            message: '{subject} stays waiting, marked for a specialist to decide.',
            values: { subject },
          }),
          confirm: i18n._({ id: 'admin.vetting.documents.refer-confirm', message: 'Refer' }),
          done: i18n._({ id: 'admin.vetting.documents.referred', message: 'Document referred to a specialist.' }),
        };
    }
  };

  const { ask: askDecision, sheet } = useVettingDecision({
    words,
    onDecided: () => void documents.mutate(),
    testId: 'admin-document-decision',
  });

  return (
    <AdminPage
      title={i18n._({ id: 'admin.vetting.documents.title', message: 'Documents' })}
      lead={i18n._({
        id: 'admin.vetting.documents.lead',
        message: 'Papers professionals sent, waiting for a decision, the longest waiting first.',
      })}
      testId="admin-documents-page"
    >
      <FilterBar
        label={i18n._({ id: 'admin.vetting.documents.filter', message: 'Filter the documents' })}
        action="/admin/documents"
        clearHref={variables.purpose ? '/admin/documents' : null}
      >
        <SelectField
          label={i18n._({ id: 'admin.vetting.documents.purpose', message: 'What it proves' })}
          name="purpose"
          defaultValue={variables.purpose ?? ''}
          options={[
            { value: '', label: i18n._({ id: 'admin.vetting.documents.purpose-all', message: 'All documents' }) },
            ...DOCUMENT_PURPOSES.map((purpose) => ({ value: purpose, label: purposeWord[purpose] })),
          ]}
        />
      </FilterBar>
      <QueryState data={documents.data} error={documents.error} onRetry={() => void documents.mutate()}>
        {({ documentsToReview }) =>
          documentsToReview.length === 0 ? (
            <EmptyState title={i18n._({ id: 'admin.vetting.documents.none', message: 'No documents waiting' })} />
          ) : (
            <DocumentTable documents={documentsToReview} onChoose={choose} />
          )
        }
      </QueryState>
      {sheet}
    </AdminPage>
  );
}

function DocumentTable({
  documents,
  onChoose,
}: {
  documents: readonly WaitingDocument[];
  onChoose: (document: WaitingDocument, decision: Decision) => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const typeWord: Record<DocumentType, string> = {
    BUSINESS_LICENSE: i18n._({ id: 'admin.vetting.documents.type.business-license', message: 'Business licence' }),
    COMMERCIAL_REGISTER_EXTRACT: i18n._({
      id: 'admin.vetting.documents.type.commercial-register',
      message: 'Companies register extract',
    }),
    CRAFT_CARD: i18n._({ id: 'admin.vetting.documents.type.craft-card', message: 'Trade card' }),
  };
  const what = (document: WaitingDocument) => {
    if (document.purpose === 'BACKGROUND_CHECK') {
      return i18n._({ id: 'admin.vetting.documents.conduct', message: 'Certificate of good conduct' });
    }
    if (document.purpose === 'QUALIFICATION') {
      return i18n._({
        id: 'admin.vetting.documents.qualification-in',
        message: 'Qualification: {trade}',
        values: { trade: document.profession?.name ?? '' },
      });
    }
    return document.documentType ? typeWord[document.documentType] : '';
  };
  const columns: Column<WaitingDocument>[] = [
    {
      key: 'pro',
      header: i18n._({ id: 'admin.vetting.pro', message: 'Professional' }),
      cell: (document) => <a href={`/admin/users/${document.servicePro.id}`}>{proName(document.servicePro)}</a>,
    },
    { key: 'what', header: i18n._({ id: 'admin.vetting.documents.what', message: 'Document' }), cell: what },
    {
      key: 'file',
      header: i18n._({ id: 'admin.vetting.documents.file', message: 'File' }),
      cell: (document) => (
        <a href={`/documents/${document.id}`} data-testid="admin-document-file">
          {document.originalName ?? i18n._({ id: 'admin.vetting.documents.open', message: 'Open the file' })}
        </a>
      ),
    },
    {
      key: 'size',
      header: i18n._({ id: 'admin.vetting.documents.size', message: 'Size' }),
      numeric: true,
      nowrap: true,
      cell: (document) => formatFileSize(document.sizeBytes, i18n.locale),
    },
    {
      key: 'uploaded',
      header: i18n._({ id: 'admin.vetting.documents.uploaded', message: 'Sent' }),
      nowrap: true,
      cell: (document) => formatDateTime(document.uploadedAt, { dateStyle: 'medium' }),
    },
    {
      key: 'status',
      header: i18n._({ id: 'admin.vetting.status', message: 'Status' }),
      cell: (document) =>
        document.status === 'MANUAL' ? (
          <StatusPill tone="warn">
            {i18n._({ id: 'admin.vetting.status.manual', message: 'With a specialist' })}
          </StatusPill>
        ) : (
          <StatusPill>{i18n._({ id: 'admin.vetting.status.pending', message: 'New' })}</StatusPill>
        ),
    },
    {
      key: 'actions',
      header: i18n._({ id: 'admin.vetting.actions', message: 'Decision' }),
      cell: (document) => (
        <DecisionButtons
          decisions={document.status === 'MANUAL' ? ['APPROVE', 'REFUSE'] : ['APPROVE', 'REFUSE', 'REFER']}
          onChoose={(decision) => onChoose(document, decision)}
          testId="admin-document"
        />
      ),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.vetting.documents.title', message: 'Documents' })}
      columns={columns}
      rows={documents}
      rowKey={(document) => document.id}
      testId="admin-documents"
    />
  );
}

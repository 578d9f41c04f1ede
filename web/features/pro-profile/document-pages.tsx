// §2.7 and §2.8 the professional's papers and qualifications (decision 058): upload-document (the
// company's papers, each kind said as the market knows it), upload-qualification-documents and its
// results (per trade, carried as ?professionId=: each document's status and why staff refused it).
// The upload pages serve the registration too, with where to go after sending. The company's papers
// page also holds the background check (conduct-certificate.tsx); the lists of papers sent are
// document-list.tsx; one trade's pages are trade-pages.tsx.
import { useLingui } from '@lingui/react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { ConductCertificateSection } from './conduct-certificate.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUploadForm } from './document-upload.tsx';
import { DOCUMENT_TYPES, useDocumentTypeWords, useQualificationStatusWord } from './document-words.ts';
import { ProProfileDocumentsDocument, ProProfileTradeDocument } from './generated/documents.ts';
import { BackTo, tradeOf } from './trade-parts.tsx';

// Where the qualification-document pages of one run live (the registration has its own), and where
// to go once a paper is sent (undefined: the results page).
export interface QualificationDocumentsFlow {
  readonly upload: RouteName;
  readonly results: RouteName;
  readonly after?: RouteName;
}

export const QUALIFICATION_DOCUMENTS_FLOW: QualificationDocumentsFlow = {
  upload: 'proUploadQualificationDocuments',
  results: 'proUploadQualificationDocumentsResults',
};

export function UploadDocumentPage({ after }: { after?: RouteName }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const typeWords = useDocumentTypeWords();
  const documents = useQuery(ProProfileDocumentsDocument);
  return (
    <div className="narrow account-page">
      {after ? null : <BackTo to="proManageAccount" />}
      <PageHeading
        title={i18n._({ id: 'pro-profile.documents.title', message: "Your company's papers" })}
        lead={i18n._({
          id: 'pro-profile.documents.lead',
          message:
            'Send the papers that show your business may trade. Our team checks each one and tells you the outcome.',
        })}
      />
      <div className="card account-topic" data-testid="pro-profile-document-types">
        {DOCUMENT_TYPES.map((type) => (
          <p key={type}>
            <strong>{typeWords(type).name}</strong>
            <br />
            {typeWords(type).what}
          </p>
        ))}
      </div>
      <DocumentUploadForm
        kind={{ company: true }}
        onUploaded={() => {
          toast.success(
            i18n._({
              id: 'pro-profile.documents.sent',
              message: 'Your paper is sent. We let you know once it is checked.',
            }),
          );
          if (after) router.navigate(router.href(after));
        }}
      />
      <h2>{i18n._({ id: 'pro-profile.documents.sent-title', message: 'Papers sent' })}</h2>
      <QueryState data={documents.data} error={documents.error} onRetry={() => void documents.mutate()}>
        {({ myDocuments }) => <DocumentList documents={myDocuments.filter((document) => document.documentType)} />}
      </QueryState>
      {after ? null : <ConductCertificateSection />}
    </div>
  );
}

export function UploadQualificationDocumentsPage({
  professionId,
  flow = QUALIFICATION_DOCUMENTS_FLOW,
}: {
  professionId: string;
  flow?: QualificationDocumentsFlow;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { brand } = router;
  const trades = useQuery(ProProfileTradeDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      {flow.after ? null : <BackTo to="proServicePreferences" />}
      <QueryState data={trades.data} error={trades.error} onRetry={() => void trades.mutate()}>
        {(data) => {
          const { trade } = tradeOf(data, professionId);
          if (!trade) return null;
          return (
            <>
              <PageHeading
                title={i18n._({
                  id: 'pro-profile.qualification-documents.title',
                  message: 'Qualification documents: {trade}',
                  values: { trade: trade.name },
                })}
                lead={i18n._({
                  id: 'pro-profile.qualification-documents.lead',
                  message:
                    'Send your diploma, certificate or registration in this trade. Once our team approves it you are qualified, and the services that need it are yours to choose.',
                })}
              />
              <DocumentUploadForm
                kind={{ professionId }}
                onUploaded={() => {
                  toast.success(
                    i18n._({
                      id: 'pro-profile.documents.sent',
                      message: 'Your paper is sent. We let you know once it is checked.',
                    }),
                  );
                  router.navigate(flow.after ? router.href(flow.after) : router.href(flow.results, { professionId }));
                }}
              />
              <p>
                <Link to={flow.results} params={{ professionId }}>
                  {i18n._({
                    id: 'pro-profile.qualification-documents.results-link',
                    message: 'Where your documents stand',
                  })}
                </Link>
              </p>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export function QualificationResultsPage({
  professionId,
  flow = QUALIFICATION_DOCUMENTS_FLOW,
}: {
  professionId: string;
  flow?: QualificationDocumentsFlow;
}) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const qualificationWord = useQualificationStatusWord();
  const trades = useQuery(ProProfileTradeDocument, { brand: brand.id });
  const documents = useQuery(ProProfileDocumentsDocument);
  const both = trades.data && documents.data ? { trades: trades.data, documents: documents.data } : undefined;
  return (
    <div className="narrow account-page">
      {flow.after ? null : <BackTo to="proServicePreferences" />}
      <QueryState
        data={both}
        error={trades.error ?? documents.error}
        onRetry={() => {
          void trades.mutate();
          void documents.mutate();
        }}
      >
        {({ trades: data, documents: { myDocuments } }) => {
          const { trade, own } = tradeOf(data, professionId);
          if (!trade) return null;
          return (
            <>
              <PageHeading
                title={i18n._({
                  id: 'pro-profile.qualification-results.title',
                  message: 'Your documents: {trade}',
                  values: { trade: trade.name },
                })}
              />
              <p data-testid="pro-profile-qualification">
                {i18n._({
                  id: 'pro-profile.qualification.now',
                  message: 'Your qualification in this trade: {status}',
                  values: { status: qualificationWord(own?.qualification ?? 'PENDING') },
                })}
              </p>
              <DocumentList documents={myDocuments.filter((document) => document.profession?.id === professionId)} />
              <div className="actions">
                {flow.after ? (
                  <Link to={flow.after} className="button">
                    {i18n._({ id: 'pro-profile.skills.continue', message: 'Continue' })}
                  </Link>
                ) : null}
                <Link to={flow.upload} params={{ professionId }} className="button secondary">
                  {i18n._({ id: 'pro-profile.qualification-documents.another', message: 'Send another document' })}
                </Link>
              </div>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

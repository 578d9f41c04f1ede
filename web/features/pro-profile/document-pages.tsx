// §2.7 and §2.8 the professional's papers and qualifications (decision 058): upload-document (the
// company's papers, each kind said as the market knows it), upload-qualification-documents and its
// results (per trade, carried as ?professionId=: each document's status and why staff refused it),
// add-qualification/{professionId} (the services that need it, carried as serviceIds, and the two
// ways to it) and manage-profession/{professionId} (one trade: services, qualification, documents,
// removing it). The upload pages serve the registration too, with where to go after sending. The
// company's papers page also holds the background check (conduct-certificate.tsx); the lists of
// papers sent are document-list.tsx.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { ProProfileTradeQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { ConductCertificateSection } from './conduct-certificate.tsx';
import { DocumentList } from './document-list.tsx';
import { DocumentUploadForm } from './document-upload.tsx';
import { DOCUMENT_TYPES, useDocumentTypeWords, useQualificationStatusWord } from './document-words.ts';
import {
  ProProfileDocumentsDocument,
  ProProfileRemoveProfessionDocument,
  ProProfileTradeDocument,
} from './generated/documents.ts';

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

function BackTo({ to, params }: { to: RouteName; params?: Record<string, string> }) {
  const { i18n } = useLingui();
  return (
    <p className="account-back">
      <Link to={to} params={params}>
        <Icon icon="arrow-left" />
        {to === 'proManageAccount'
          ? i18n._({ id: 'pro-profile.back.account', message: 'Your account' })
          : i18n._({ id: 'pro-profile.back.trades', message: 'Your trades and services' })}
      </Link>
    </p>
  );
}

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

type TradeData = ProProfileTradeQuery;

function tradeOf(data: TradeData, professionId: string) {
  const trade = data.professions.find((candidate) => candidate.id === professionId);
  const own = data.myServicePreferences.professions.find((candidate) => candidate.profession.id === professionId);
  return { trade, own };
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

// The services asked for, by name, from the ids the address carries.
function namesOf(services: readonly { id: string; name: string }[], ids: readonly string[]): string[] {
  return services.filter((service) => ids.includes(service.id)).map((service) => service.name);
}

export function AddQualificationPage({
  professionId,
  serviceIds,
}: {
  professionId: string;
  serviceIds: readonly string[];
}) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const trades = useQuery(ProProfileTradeDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      <BackTo to="proChooseServices" params={{ professionId }} />
      <QueryState data={trades.data} error={trades.error} onRetry={() => void trades.mutate()}>
        {(data) => {
          const { trade, own } = tradeOf(data, professionId);
          if (!trade) return null;
          const names = namesOf(trade.services, serviceIds);
          return (
            <>
              <PageHeading
                title={i18n._({
                  id: 'pro-profile.add-qualification.title',
                  message: 'Get qualified: {trade}',
                  values: { trade: trade.name },
                })}
                lead={i18n._({
                  id: 'pro-profile.add-qualification.lead',
                  message: 'Some services of this trade need your qualification before you can offer them.',
                })}
              />
              {names.length > 0 ? (
                <div className="card account-topic">
                  <h2>{i18n._({ id: 'pro-profile.add-qualification.services', message: 'Services that need it' })}</h2>
                  <ul data-testid="pro-profile-needing">
                    {names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {own?.qualification === 'PASSED' ? (
                <FormMessage tone="success">
                  {i18n._({
                    id: 'pro-profile.add-qualification.passed',
                    message: 'You are qualified in this trade: choose the services you offer.',
                  })}
                </FormMessage>
              ) : (
                <div className="card account-topic" data-testid="pro-profile-ways">
                  <h2>{i18n._({ id: 'pro-profile.add-qualification.ways', message: 'Two ways to get there' })}</h2>
                  <p>
                    {i18n._({
                      id: 'pro-profile.add-qualification.test',
                      message: 'Take the skills test: a few questions on your trade, with the result at once.',
                    })}
                  </p>
                  <p>
                    <Link to="proSkillEvaluation" params={{ questionIndex: 1, professionId }} className="button">
                      {i18n._({ id: 'pro-profile.add-qualification.test-link', message: 'Take the skills test' })}
                    </Link>
                  </p>
                  <p>
                    {i18n._({
                      id: 'pro-profile.add-qualification.documents',
                      message: 'Or send your diploma or certificate: our team checks it.',
                    })}
                  </p>
                  <p>
                    <Link to="proUploadQualificationDocuments" params={{ professionId }} className="button secondary">
                      {i18n._({
                        id: 'pro-profile.add-qualification.documents-link',
                        message: 'Send a qualification document',
                      })}
                    </Link>
                  </p>
                </div>
              )}
              <p>
                <Link to="proChooseServices" params={{ professionId }}>
                  {i18n._({ id: 'pro-profile.skills.choose-services', message: 'Choose your services' })}
                </Link>
              </p>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export function ManageProfessionPage({ professionId }: { professionId: string }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const qualificationWord = useQualificationStatusWord();
  const trades = useQuery(ProProfileTradeDocument, { brand: brand.id });
  const documents = useQuery(ProProfileDocumentsDocument);
  const both = trades.data && documents.data ? { trades: trades.data, documents: documents.data } : undefined;
  return (
    <div className="narrow account-page">
      <BackTo to="proServicePreferences" />
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
          if (!trade || !own) return null;
          const offered = namesOf(
            trade.services,
            own.services.map((service) => service.id),
          );
          return (
            <>
              <PageHeading title={trade.name} />
              <section className="card account-topic" data-testid="pro-profile-trade-services">
                <h2>{i18n._({ id: 'pro-profile.manage.services', message: 'Services you offer' })}</h2>
                {offered.length > 0 ? (
                  <ul>
                    {offered.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                ) : (
                  <p>{i18n._({ id: 'pro-profile.manage.no-services', message: 'No services chosen yet.' })}</p>
                )}
                <p>
                  <Link to="proChooseServices" params={{ professionId }} className="button secondary">
                    {i18n._({ id: 'pro-profile.skills.choose-services', message: 'Choose your services' })}
                  </Link>
                </p>
              </section>
              <section className="card account-topic" data-testid="pro-profile-trade-qualification">
                <h2>{i18n._({ id: 'pro-profile.manage.qualification', message: 'Qualification' })}</h2>
                <p>{qualificationWord(own.qualification)}</p>
                {own.qualification === 'PASSED' ? null : (
                  <p>
                    <Link to="proAddQualification" params={{ professionId }} className="button secondary">
                      {i18n._({ id: 'pro-profile.manage.get-qualified', message: 'Get qualified' })}
                    </Link>
                  </p>
                )}
                <h3>{i18n._({ id: 'pro-profile.manage.documents', message: 'Documents' })}</h3>
                <DocumentList documents={myDocuments.filter((document) => document.profession?.id === professionId)} />
              </section>
              <RemoveTrade professionId={professionId} name={trade.name} />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function RemoveTrade({ professionId, name }: { professionId: string; name: string }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const remove = useMutation(ProProfileRemoveProfessionDocument, {
    revalidate: ['proServicesPreferences', 'proProfileTrade'],
  });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function removeTrade() {
    setFailure(null);
    try {
      const { removeProfession: answer } = await remove.trigger({ professionId });
      if (answer.__typename === 'ServicePreferencesSaved') {
        toast.success(
          i18n._({
            id: 'pro-profile.manage.removed',
            message: '{name} is no longer one of your trades.',
            values: { name },
          }),
        );
        router.navigate(router.href('proServicePreferences'));
      } else {
        setFailure(
          i18n._({
            id: 'pro-profile.manage.remove-refused',
            message: 'This trade could not be removed. Reload the page.',
          }),
        );
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <section className="card account-topic" data-testid="pro-profile-remove-trade">
      {confirming ? (
        <div className="team-confirm">
          <p>
            {i18n._({
              id: 'pro-profile.manage.remove-question',
              message: 'Remove {name}? You no longer get its jobs, and its services go too.',
              values: { name },
            })}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button danger"
              disabled={remove.isMutating}
              onClick={() => void removeTrade()}
              data-testid="pro-profile-remove-confirm"
            >
              {i18n._({ id: 'pro-profile.manage.remove', message: 'Remove the trade' })}
            </button>
            <button type="button" className="button ghost" onClick={() => setConfirming(false)}>
              {i18n._({ id: 'pro-profile.manage.keep', message: 'Keep it' })}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button secondary danger"
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          {i18n._({ id: 'pro-profile.manage.remove', message: 'Remove the trade' })}
        </button>
      )}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </section>
  );
}

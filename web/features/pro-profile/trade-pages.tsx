// §2.7 one trade of the professional (decision 058): add-qualification/{professionId} (the
// services that need it, carried as serviceIds, and the two ways to it) and
// manage-profession/{professionId} (its services, qualification and documents, and removing it).
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { InlineConfirm } from '../../components/ui/inline-confirm.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { DocumentList } from './document-list.tsx';
import { useQualificationStatusWord } from './document-words.ts';
import {
  ProProfileDocumentsDocument,
  ProProfileRemoveProfessionDocument,
  ProProfileTradeDocument,
} from './generated/documents.ts';
import { BackTo, tradeOf } from './trade-parts.tsx';

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
        <InlineConfirm
          question={i18n._({
            id: 'pro-profile.manage.remove-question',
            message: 'Remove {name}? You no longer get its jobs, and its services go too.',
            values: { name },
          })}
          confirm={i18n._({ id: 'pro-profile.manage.remove', message: 'Remove the trade' })}
          keep={i18n._({ id: 'pro-profile.manage.keep', message: 'Keep it' })}
          busy={remove.isMutating}
          onConfirm={() => void removeTrade()}
          onKeep={() => setConfirming(false)}
          testId="pro-profile-remove-confirm"
        />
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

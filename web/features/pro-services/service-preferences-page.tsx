// §2.7 /service-pro/service-preferences: the trades a professional works in, with their
// qualification and how many of each trade's services they offer; a trade is added here (then its
// services chosen, choose-services/{professionId}) on its own page (add-profession), or removed after a question. Matching and the
// directory follow every change at once (decision 059).
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContinueRegistrationCard } from '../../components/registration-progress.tsx';
import { FormMessage, SelectField } from '../../components/ui/fields.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { InlineConfirm } from '../../components/ui/inline-confirm.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { ProServicesPreferencesFragment, QualificationStatus } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import type { PageTarget } from '../../lib/pages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import {
  ProServicesAddProfessionDocument,
  ProServicesOnboardingDocument,
  ProServicesPreferencesDocument,
  ProServicesRemoveProfessionDocument,
  ProServicesTradesDocument,
} from './generated/documents.ts';

export function ServicePreferencesPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const preferences = useQuery(ProServicesPreferencesDocument);
  const onboarding = useQuery(ProServicesOnboardingDocument);
  const trades = useQuery(ProServicesTradesDocument, { brand: brand.id });
  const refresh = () => void preferences.mutate();
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proManageAccount">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'account.back', message: 'Your account' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'pro-services.title', message: 'Your trades and services' })}
        lead={i18n._({
          id: 'pro-services.lead',
          message: 'You get jobs for the services you offer, in your work area. Changes count at once.',
        })}
      />
      <ContinueRegistrationCard onboarding={onboarding.data?.myOnboarding} />
      <QueryState data={preferences.data} error={preferences.error} onRetry={refresh}>
        {(data) => (
          <>
            <TradeList preferences={data.myServicePreferences} onChanged={refresh} />
            <p className="actions">
              {trades.data?.professions.some(
                (trade) => !data.myServicePreferences.professions.some((own) => own.profession.id === trade.id),
              ) ? (
                <Link to="proAddProfession" className="button" data-testid="pro-services-add-link">
                  <Icon icon="plus" />
                  {i18n._({ id: 'pro-services.add.title', message: 'Add a trade' })}
                </Link>
              ) : null}
              <Link to="proWorkArea" className="button secondary">
                <Icon icon="map-pin" />
                {i18n._({ id: 'pro-services.work-area-link', message: 'Your work area' })}
              </Link>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}

export function useQualificationWord(): (status: QualificationStatus) => string {
  const { i18n } = useLingui();
  return (status) => {
    switch (status) {
      case 'PASSED':
        return i18n._({ id: 'pro-services.qualification.passed', message: 'Qualified' });
      case 'MANUAL':
        return i18n._({ id: 'pro-services.qualification.manual', message: 'Being checked by our team' });
      case 'FAILED':
        return i18n._({ id: 'pro-services.qualification.failed', message: 'Not qualified' });
      case 'PENDING':
        return i18n._({ id: 'pro-services.qualification.pending', message: 'Qualification to do' });
    }
  };
}

// Where a trade's services are chosen: its choose-services page here, the registration's own there.
export type ChooseTarget = (professionId: string) => PageTarget;
const chooseServices: ChooseTarget = (professionId) => ({ route: 'proChooseServices', params: { professionId } });

export function TradeList({
  preferences,
  onChanged,
  chooseTarget = chooseServices,
}: {
  preferences: ProServicesPreferencesFragment;
  onChanged: () => void;
  chooseTarget?: ChooseTarget;
}) {
  const { i18n } = useLingui();
  if (preferences.professions.length === 0) {
    return (
      <EmptyState title={i18n._({ id: 'pro-services.empty.title', message: 'No trades yet' })}>
        <p>
          {i18n._({
            id: 'pro-services.empty.text',
            message: 'Add the trade you work in, then choose its services: that is what brings you jobs.',
          })}
        </p>
      </EmptyState>
    );
  }
  return (
    <ul className="list account-links" data-testid="pro-services-trades">
      {preferences.professions.map((own) => (
        <Trade key={own.profession.id} own={own} onChanged={onChanged} chooseTarget={chooseTarget} />
      ))}
    </ul>
  );
}

function Trade({
  own,
  onChanged,
  chooseTarget,
}: {
  own: ProServicesPreferencesFragment['professions'][number];
  onChanged: () => void;
  chooseTarget: ChooseTarget;
}) {
  const { i18n } = useLingui();
  const qualification = useQualificationWord();
  const errorMessage = useErrorMessage();
  const remove = useMutation(ProServicesRemoveProfessionDocument);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = own.profession.name;
  const choose = chooseTarget(own.profession.id);

  async function removeTrade() {
    setFailure(null);
    try {
      const { removeProfession: answer } = await remove.trigger({ professionId: own.profession.id });
      if (answer.__typename === 'ServicePreferencesSaved') {
        toast.success(
          i18n._({ id: 'pro-services.removed', message: '{name} is no longer one of your trades.', values: { name } }),
        );
      }
      onChanged();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <li className="card team-person" data-testid="pro-services-trade" data-profession={own.profession.id}>
      <span className="team-person-name">
        <strong>{name}</strong>
        <span className="team-person-detail">
          {i18n._({
            id: 'pro-services.service-count',
            message: '{count, plural, =0 {No services chosen yet} one {# service} other {# services}}',
            values: { count: own.services.length },
          })}
        </span>
        <span className="team-person-detail">{qualification(own.qualification)}</span>
      </span>
      <div className="team-person-actions">
        <Link to={choose.route} params={choose.params} className="button secondary">
          {i18n._({ id: 'pro-services.choose', message: 'Choose services' })}
        </Link>
        <Link to="proManageProfession" params={{ professionId: own.profession.id }} className="button secondary">
          {i18n._({ id: 'pro-services.manage', message: 'Qualification and documents' })}
        </Link>
        <button
          type="button"
          className="button secondary danger"
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
        >
          {i18n._({ id: 'pro-services.remove', message: 'Remove' })}
        </button>
      </div>
      {confirming ? (
        <InlineConfirm
          question={i18n._({
            id: 'pro-services.remove-question',
            message: 'Remove {name}? You no longer get its jobs, and its services go too.',
            values: { name },
          })}
          confirm={i18n._({ id: 'pro-services.remove', message: 'Remove' })}
          keep={i18n._({ id: 'pro-services.keep', message: 'Keep' })}
          busy={remove.isMutating}
          onConfirm={() => void removeTrade()}
          onKeep={() => setConfirming(false)}
          testId="pro-services-remove-confirm"
        />
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}

export function AddTrade({
  trades,
  chooseTarget = chooseServices,
}: {
  trades: readonly { id: string; name: string }[];
  chooseTarget?: ChooseTarget;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const add = useMutation(ProServicesAddProfessionDocument);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (trades.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === '') {
      setError(i18n._({ id: 'pro-services.add.required', message: 'Choose the trade to add.' }));
      return;
    }
    setError(null);
    try {
      const { addProfession: answer } = await add.trigger({ professionId: chosen });
      if (answer.__typename === 'ServicePreferencesSaved') {
        const choose = chooseTarget(chosen);
        router.navigate(router.href(choose.route, choose.params));
      } else {
        setError(
          i18n._({ id: 'pro-services.add.unknown', message: 'This trade is not offered here. Choose another.' }),
        );
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form className="form card account-form" onSubmit={submit} noValidate data-testid="pro-services-add">
      <h2>{i18n._({ id: 'pro-services.add.title', message: 'Add a trade' })}</h2>
      <SelectField
        label={i18n._({ id: 'pro-services.add.label', message: 'Trade' })}
        name="professionId"
        value={chosen}
        error={error}
        options={[
          { value: '', label: i18n._({ id: 'pro-services.add.choose-prompt', message: 'Choose a trade' }) },
          ...trades.map((trade) => ({ value: trade.id, label: trade.name })),
        ]}
        onChange={(event) => setChosen(event.target.value)}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={add.isMutating} data-testid="pro-services-add-submit">
          {i18n._({ id: 'pro-services.add.submit', message: 'Add and choose services' })}
        </button>
      </div>
    </form>
  );
}

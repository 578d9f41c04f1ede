// The work-details steps of a professional's registration (spec §2.8 multi-professions,
// select-services, distance-limit; §3 SERVICES_REQUESTED): the trades, each trade's services, then
// the work area — the forms of the trades and services pages, here above the registration's
// progress, each going on with the registration once saved: at its entry (route proRegister),
// which sends the professional to their next step.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { ServicesForm } from './choose-services-page.tsx';
import {
  ProServicesOnboardingDocument,
  ProServicesPreferencesDocument,
  ProServicesTradesDocument,
} from './generated/documents.ts';
import { AddTrade, type ChooseTarget, TradeList } from './service-preferences-page.tsx';
import { chosenServices, TradesState } from './trades-state.tsx';
import { WorkAreaForm } from './work-area-page.tsx';

// A trade added in registration: its skill sets first (select-skillset), its services one by one
// from there.
const selectSkillset: ChooseTarget = (professionId) => ({
  route: 'proRegisterSelectSkillset',
  params: { professionId },
});

export function RegistrationStepProgress() {
  const onboarding = useQuery(ProServicesOnboardingDocument);
  return onboarding.data?.myOnboarding ? <RegistrationProgress onboarding={onboarding.data.myOnboarding} /> : null;
}

// multi-professions: the trades chosen so far with their services, another trade added, and on to
// the work area once one trade has a service (the registration's entry when the area is set).
export function MultiProfessionsPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const preferences = useQuery(ProServicesPreferencesDocument);
  const trades = useQuery(ProServicesTradesDocument, { brand: router.brand.id });
  const refresh = () => void preferences.mutate();
  return (
    <div className="narrow account-page">
      <RegistrationStepProgress />
      <PageHeading
        title={i18n._({ id: 'register.trades.title', message: 'The trades you work in' })}
        lead={i18n._({
          id: 'register.trades.lead',
          message: 'Add each trade you work in and tick its services. You get the jobs of those services.',
        })}
      />
      <QueryState data={preferences.data} error={preferences.error} onRetry={refresh}>
        {({ myServicePreferences: own }) => {
          const ready = own.professions.some((trade) => trade.services.length > 0);
          return (
            <>
              <TradeList preferences={own} onChanged={refresh} chooseTarget={selectSkillset} />
              {trades.data ? (
                <AddTrade
                  trades={trades.data.professions.filter(
                    (trade) => !own.professions.some((mine) => mine.profession.id === trade.id),
                  )}
                  chooseTarget={selectSkillset}
                />
              ) : null}
              {ready ? (
                <div className="actions">
                  <button
                    type="button"
                    className="button"
                    data-testid="register-trades-continue"
                    onClick={() =>
                      router.navigate(router.href(own.workArea ? 'proRegister' : 'proRegisterDistanceLimit'))
                    }
                  >
                    {i18n._({ id: 'register.continue', message: 'Continue' })}
                  </button>
                </div>
              ) : (
                <FormMessage>
                  {i18n._({
                    id: 'register.trades.none',
                    message: 'Choose the services of at least one trade to go on.',
                  })}
                </FormMessage>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

// select-services?professionId=: one trade's services; saved, back to the trades.
export function SelectServicesPage({ professionId }: { professionId: string }) {
  const router = useRouter();
  return (
    <div className="narrow account-page">
      <RegistrationStepProgress />
      <TradesState>
        {({ professions, own }) => {
          const trade = professions.find((candidate) => candidate.id === professionId);
          if (!trade) return null;
          return (
            <ServicesForm
              trade={trade}
              chosen={chosenServices(own, professionId)}
              onSaved={() => router.navigate(router.href('proRegisterMultiProfessions'))}
            />
          );
        }}
      </TradesState>
    </div>
  );
}

// distance-limit: the work area in the brand's unit; saved, on with the registration.
export function DistanceLimitPage() {
  const { i18n } = useLingui();
  const router = useRouter();
  const preferences = useQuery(ProServicesPreferencesDocument);
  return (
    <div className="narrow account-page">
      <RegistrationStepProgress />
      <PageHeading
        title={i18n._({ id: 'register.area.title', message: 'How far you travel' })}
        lead={i18n._({
          id: 'register.area.lead',
          message: 'The town you work from and how far you go for a job. You can change it later.',
        })}
      />
      <QueryState data={preferences.data} error={preferences.error} onRetry={() => void preferences.mutate()}>
        {(data) => (
          <WorkAreaForm
            preferences={data.myServicePreferences}
            onSaved={() => router.navigate(router.href('proRegister'))}
          />
        )}
      </QueryState>
    </div>
  );
}

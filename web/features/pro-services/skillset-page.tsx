// §2.8 register/select-skillset?professionId= (decision 062): a trade's services chosen a skill set at
// a time — each of the trade's skill clusters ticked whole, its services named beneath — the quick
// way through the registration; select-services stays the way to pick service by service. Services
// that need a qualification the professional has not got yet are left out and named, with the way
// to the qualification, and the rest is saved: nobody loses what they may already offer.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { ProServicesTradesQuery } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { ProServicesChooseServicesDocument } from './generated/documents.ts';
import { RegistrationStepProgress } from './registration-pages.tsx';
import { chosenServices, TradesState } from './trades-state.tsx';

type Trade = ProServicesTradesQuery['professions'][number];

export interface Skillset {
  readonly id: string;
  readonly name: string | null;
  readonly services: readonly { id: string; name: string }[];
}

// The set of a trade's services that belong to no skill cluster.
const OTHER_WORK = 'other';

// The trade's skill sets in its order, and the services of none as one more set without a name.
export function skillsetsOf(trade: Trade): Skillset[] {
  const named = new Map(trade.services.map((service) => [service.id, service]));
  const grouped = new Set<string>();
  const sets: Skillset[] = trade.skillClusters.map((cluster) => ({
    id: cluster.id,
    name: cluster.name,
    services: cluster.services.flatMap((service) => {
      grouped.add(service.id);
      const known = named.get(service.id);
      return known ? [known] : [];
    }),
  }));
  const rest = trade.services.filter((service) => !grouped.has(service.id));
  if (rest.length > 0) sets.push({ id: OTHER_WORK, name: null, services: rest });
  return sets.filter((set) => set.services.length > 0);
}

export function SelectSkillsetPage({ professionId }: { professionId: string }) {
  return (
    <div className="narrow account-page">
      <RegistrationStepProgress />
      <TradesState>
        {({ professions, own }) => {
          const trade = professions.find((candidate) => candidate.id === professionId);
          return trade ? <SkillsetForm trade={trade} chosen={chosenServices(own, professionId)} /> : null;
        }}
      </TradesState>
    </div>
  );
}

export function SkillsetForm({ trade, chosen }: { trade: Trade; chosen: readonly string[] }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const save = useMutation(ProServicesChooseServicesDocument, {
    revalidate: ['proServicesPreferences', 'proServicesOnboarding'],
  });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const sets = skillsetsOf(trade);
  // A set is ticked when the professional offers any of its services already.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(
    () => new Set(sets.filter((set) => set.services.some((service) => chosen.includes(service.id))).map((s) => s.id)),
  );
  const [error, setError] = useState<string | null>(null);
  // The services that wait for a qualification, named; saved: whether the rest was.
  const [waiting, setWaiting] = useState<{ ids: readonly string[]; saved: boolean } | null>(null);
  const onward = () => router.navigate(router.href('proRegisterMultiProfessions'));

  async function choose(serviceIds: readonly string[]) {
    const { chooseServices: answer } = await save.trigger({
      input: { professionId: trade.id, serviceIds: [...serviceIds] },
    });
    return answer;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const serviceIds = sets.filter((set) => ticked.has(set.id)).flatMap((set) => set.services.map((s) => s.id));
    if (serviceIds.length === 0) {
      setError(i18n._({ id: 'register.skillset.required', message: 'Tick at least one of the things you do.' }));
      focusFirstError();
      return;
    }
    setError(null);
    setWaiting(null);
    try {
      let answer = await choose(serviceIds);
      let needing: readonly string[] = [];
      if (answer.__typename === 'MissingQualification') {
        needing = answer.serviceIds;
        const open = serviceIds.filter((id) => !needing.includes(id));
        if (open.length === 0) {
          setWaiting({ ids: needing, saved: false });
          focusFirstError();
          return;
        }
        answer = await choose(open);
      }
      if (answer.__typename !== 'ServicePreferencesSaved') {
        setError(
          i18n._({
            id: 'pro-services.choose.refused',
            message: 'Some of these services are no longer offered. Reload the page and choose again.',
          }),
        );
        focusFirstError();
      } else if (needing.length > 0) setWaiting({ ids: needing, saved: true });
      else onward();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const waitingNames = waiting
    ? trade.services
        .filter((service) => waiting.ids.includes(service.id))
        .map((service) => service.name)
        .join(', ')
    : '';

  return (
    <>
      <PageHeading
        title={i18n._({
          id: 'register.skillset.title',
          message: 'What you do: {trade}',
          values: { trade: trade.name },
        })}
        lead={i18n._({
          id: 'register.skillset.lead',
          message: 'Tick the kinds of work you take on. You get the jobs of every service under each one you tick.',
        })}
      />
      <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate data-testid="skillset-form">
        <fieldset className="account-topic">
          <legend>{i18n._({ id: 'register.skillset.legend', message: 'The work you do' })}</legend>
          {sets.map((set) => (
            <Checkbox
              key={set.id}
              label={set.name ?? i18n._({ id: 'register.skillset.other', message: 'Other work' })}
              hint={set.services.map((service) => service.name).join(' · ')}
              name="skillset"
              value={set.id}
              checked={ticked.has(set.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const on = event.target.checked;
                setTicked((current) => {
                  const next = new Set(current);
                  if (on) next.add(set.id);
                  else next.delete(set.id);
                  return next;
                });
              }}
            />
          ))}
        </fieldset>
        {error ? <FormMessage>{error}</FormMessage> : null}
        {waiting ? (
          <div data-testid="skillset-waiting">
            <FormMessage tone={waiting.saved ? 'success' : 'error'}>
              {waiting.saved
                ? i18n._({
                    id: 'register.skillset.waiting',
                    message:
                      'Saved. These services need your qualification in this trade first: {names}. Your registration asks for it; once you have it, add them under your trades and services.',
                    values: { names: waitingNames },
                  })
                : i18n._({
                    id: 'register.skillset.all-waiting',
                    message:
                      'These services need your qualification in this trade first: {names}. Tick work you may take on now as well, or get qualified first.',
                    values: { names: waitingNames },
                  })}
            </FormMessage>
            {waiting.saved ? null : (
              <p>
                <Link to="proRegisterSkillEvaluation">
                  {i18n._({ id: 'pro-services.choose.get-qualified', message: 'How to get qualified' })}
                </Link>
              </p>
            )}
          </div>
        ) : null}
        <div className="actions">
          {waiting?.saved ? (
            <button type="button" className="button" onClick={onward} data-testid="skillset-continue">
              {i18n._({ id: 'register.continue', message: 'Continue' })}
            </button>
          ) : (
            <button type="submit" className="button" disabled={save.isMutating} data-testid="skillset-save">
              {i18n._({ id: 'register.skillset.save', message: 'Save and continue' })}
            </button>
          )}
          <Link to="proRegisterSelectServices" params={{ professionId: trade.id }} className="button ghost">
            {i18n._({ id: 'register.skillset.one-by-one', message: 'Choose services one by one' })}
          </Link>
        </div>
      </form>
    </>
  );
}

// §2.7 /service-pro/choose-services/{professionId}: the services of one trade the professional
// offers, ticked; at least one. Saving adds the trade when needed; an unknown trade is the 404 page.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { ProServicesChooseServicesDocument } from './generated/documents.ts';
import { chosenServices, TradesState } from './trades-state.tsx';

export function ChooseServicesPage({ professionId }: { professionId: string }) {
  const { i18n } = useLingui();
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proServicePreferences">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-services.back', message: 'Your trades and services' })}
        </Link>
      </p>
      <TradesState>
        {({ professions, own }) => {
          const trade = professions.find((candidate) => candidate.id === professionId);
          return trade ? <ServicesForm trade={trade} chosen={chosenServices(own, professionId)} /> : null;
        }}
      </TradesState>
    </div>
  );
}

// The services of one trade, ticked and saved; then on to the trades here, or where the
// registration goes on (onSaved). Saving may complete a registration step: its progress follows.
export function ServicesForm({
  trade,
  chosen,
  onSaved,
}: {
  trade: { id: string; name: string; services: readonly { id: string; name: string }[] };
  chosen: readonly string[];
  onSaved?: () => void;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const save = useMutation(ProServicesChooseServicesDocument, {
    revalidate: ['proServicesPreferences', 'proServicesOnboarding'],
  });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const [error, setError] = useState<string | null>(null);
  // The services refused for want of the qualification, for the way to it.
  const [needing, setNeeding] = useState<readonly string[]>([]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (ticked.size === 0) {
      setError(i18n._({ id: 'pro-services.choose.required', message: 'Choose at least one service.' }));
      focusFirstError();
      return;
    }
    setError(null);
    setNeeding([]);
    try {
      const { chooseServices: answer } = await save.trigger({
        input: { professionId: trade.id, serviceIds: [...ticked] },
      });
      if (answer.__typename === 'ServicePreferencesSaved') {
        toast.success(
          i18n._({ id: 'pro-services.choose.saved', message: 'Your services are saved. New jobs follow them.' }),
        );
        if (onSaved) onSaved();
        else router.navigate(router.href('proServicePreferences'));
      } else if (answer.__typename === 'MissingQualification') {
        // §5 missing qualification: which services, and the way to the qualification.
        const names = trade.services
          .filter((service) => answer.serviceIds.includes(service.id))
          .map((service) => service.name)
          .join(', ');
        setError(
          i18n._({
            id: 'pro-services.choose.missing-qualification',
            message:
              'These services need your qualification in this trade first: {names}. Pass the skills test or send your qualification documents, then choose them.',
            values: { names },
          }),
        );
        setNeeding(answer.serviceIds);
        focusFirstError();
      } else {
        setError(
          i18n._({
            id: 'pro-services.choose.refused',
            message: 'Some of these services are no longer offered. Reload the page and choose again.',
          }),
        );
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <>
      <PageHeading
        title={i18n._({ id: 'pro-services.choose.title', message: 'Services: {trade}', values: { trade: trade.name } })}
        lead={i18n._({
          id: 'pro-services.choose.lead',
          message: 'Tick every service you do. You get the jobs of the services ticked, in your work area.',
        })}
      />
      <form
        ref={formRef}
        className="form card account-form"
        onSubmit={submit}
        noValidate
        data-testid="pro-services-form"
      >
        <fieldset className="account-topic">
          <legend>{i18n._({ id: 'pro-services.choose.legend', message: 'The services you offer' })}</legend>
          {trade.services.map((service) => (
            <Checkbox
              key={service.id}
              label={service.name}
              name="serviceIds"
              value={service.id}
              checked={ticked.has(service.id)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                const on = event.target.checked;
                setTicked((current) => {
                  const next = new Set(current);
                  if (on) next.add(service.id);
                  else next.delete(service.id);
                  return next;
                });
              }}
            />
          ))}
        </fieldset>
        {error ? <FormMessage>{error}</FormMessage> : null}
        {needing.length > 0 ? (
          <p>
            <Link to="proAddQualification" params={{ professionId: trade.id, serviceIds: needing }}>
              {i18n._({ id: 'pro-services.choose.get-qualified', message: 'How to get qualified' })}
            </Link>
          </p>
        ) : null}
        <div className="actions">
          <button type="submit" className="button" disabled={save.isMutating} data-testid="pro-services-save">
            {i18n._({ id: 'pro-services.choose.save', message: 'Save services' })}
          </button>
        </div>
      </form>
    </>
  );
}

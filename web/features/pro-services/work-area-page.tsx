// §2.7 /service-pro/work-area: the place a professional's work area is measured from and how far it
// reaches, in the brand's unit within the bounds the upstream gives. The place is picked from the
// brand's cities as the name is typed; matching and the directory follow at once (decision 059).
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContinueRegistrationCard } from '../../components/registration-progress.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import type { ProServicesPreferencesFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import {
  ProServicesOnboardingDocument,
  ProServicesPlacesDocument,
  ProServicesPreferencesDocument,
  ProServicesSetWorkAreaDocument,
} from './generated/documents.ts';

export function WorkAreaPage() {
  const { i18n } = useLingui();
  const preferences = useQuery(ProServicesPreferencesDocument);
  const onboarding = useQuery(ProServicesOnboardingDocument);
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proServicePreferences">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-services.back', message: 'Your trades and services' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'pro-services.area.title', message: 'Your work area' })}
        lead={i18n._({
          id: 'pro-services.area.lead',
          message: 'Where you start from and how far you travel for a job. You get the jobs inside it.',
        })}
      />
      <ContinueRegistrationCard onboarding={onboarding.data?.myOnboarding} />
      <QueryState data={preferences.data} error={preferences.error} onRetry={() => void preferences.mutate()}>
        {(data) => <WorkAreaForm preferences={data.myServicePreferences} />}
      </QueryState>
    </div>
  );
}

type Errors = { centre?: string; radius?: string };

// The work area's form; once saved it stays here, or goes where the registration goes on (onSaved).
export function WorkAreaForm({
  preferences,
  onSaved,
}: {
  preferences: ProServicesPreferencesFragment;
  onSaved?: () => void;
}) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const errorMessage = useErrorMessage();
  const save = useMutation(ProServicesSetWorkAreaDocument, { revalidate: ['proServicesPreferences'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const { radiusBounds: bounds, workArea } = preferences;
  const [centre, setCentre] = useState(workArea?.centre ?? null);
  const [query, setQuery] = useState(workArea?.centre?.name ?? '');
  const [radius, setRadius] = useState(workArea ? String(workArea.radius) : '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const searching = query.trim().length >= 2 && query !== centre?.name;
  const places = useQuery(ProServicesPlacesDocument, { brand: brand.id, query: query.trim() }, { enabled: searching });
  const unit =
    bounds.unit === 'miles'
      ? i18n._({ id: 'pro-services.area.miles', message: 'miles' })
      : i18n._({ id: 'pro-services.area.km', message: 'km' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found: Errors = {};
    const value = Number(radius.replace(',', '.'));
    if (!centre)
      found.centre = i18n._({ id: 'pro-services.area.centre-required', message: 'Choose the town you work from.' });
    if (radius.trim() === '' || !Number.isFinite(value) || value < bounds.min || value > bounds.max)
      found.radius = i18n._({
        id: 'pro-services.area.radius-invalid',
        message: 'Enter a distance from {min} to {max} {unit}.',
        values: { min: bounds.min, max: bounds.max, unit },
      });
    setErrors(found);
    if (Object.keys(found).length > 0 || !centre) {
      focusFirstError();
      return;
    }
    try {
      const { setWorkArea: answer } = await save.trigger({ input: { centreId: centre.id, radius: value } });
      if (answer.__typename === 'ServicePreferencesSaved') {
        toast.success(
          i18n._({ id: 'pro-services.area.saved', message: 'Your work area is saved. New jobs follow it.' }),
        );
        onSaved?.();
      } else if (answer.__typename === 'InvalidFields') {
        const refused: Errors = {};
        for (const { field } of answer.fieldErrors) {
          if (field === 'centreId')
            refused.centre = i18n._({
              id: 'pro-services.area.centre-required',
              message: 'Choose the town you work from.',
            });
          if (field === 'radius')
            refused.radius = i18n._({
              id: 'pro-services.area.radius-invalid',
              message: 'Enter a distance from {min} to {max} {unit}.',
              values: { min: bounds.min, max: bounds.max, unit },
            });
        }
        setErrors(refused);
        focusFirstError();
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate data-testid="work-area-form">
      <TextField
        label={i18n._({ id: 'pro-services.area.centre', message: 'Town you work from' })}
        hint={i18n._({ id: 'pro-services.area.centre-hint', message: 'Type its name and pick it from the list.' })}
        name="centre"
        autoComplete="off"
        value={query}
        error={errors.centre}
        onChange={(event) => {
          setQuery(event.target.value);
          setCentre(null);
        }}
      />
      {searching && places.data ? (
        <ul className="list work-area-places" data-testid="work-area-places">
          {places.data.locations.map((place) => (
            <li key={place.id}>
              <button
                type="button"
                className="button ghost"
                onClick={() => {
                  setCentre(place);
                  setQuery(place.name);
                }}
              >
                {place.parent ? `${place.name}, ${place.parent.name}` : place.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <TextField
        label={i18n._({ id: 'pro-services.area.radius', message: 'How far you travel ({unit})', values: { unit } })}
        hint={i18n._({
          id: 'pro-services.area.radius-hint',
          message: 'From {min} to {max} {unit}.',
          values: { min: bounds.min, max: bounds.max, unit },
        })}
        name="radius"
        inputMode="decimal"
        value={radius}
        error={errors.radius}
        onChange={(event) => setRadius(event.target.value)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="work-area-save">
          {i18n._({ id: 'pro-services.area.save', message: 'Save work area' })}
        </button>
      </div>
    </form>
  );
}

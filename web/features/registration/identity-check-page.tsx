// ServicePro/Gbg and ServicePro/RegisterGbg (spec §2.7, §2.8 gbg; decision 056): the professional
// checks their identity with a document, as printed on it. The page says what the upstream says to
// do next (myIdentityCheck.nextStep): start; wait while the provider checks (the page asks again
// by itself); correct and try again after a failure — a name mismatch names the account's names,
// and where to change them; wait for a specialist; wait for tomorrow after three tries; or go on,
// verified. In registration, going on is the registration's next page.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { FieldErrorCode, IdentityDocumentType, RegistrationIdentityFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import {
  RegistrationIdentityCheckDocument,
  RegistrationOnboardingDocument,
  RegistrationStartIdentityCheckDocument,
} from './generated/documents.ts';
import { continueTarget } from './steps.ts';

// While the provider checks, the page asks again this often.
const WAIT_REFRESH_MS = 4000;

export function IdentityCheckPage({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const identity = useQuery(RegistrationIdentityCheckDocument, undefined, {
    refreshInterval: (latest) => (latest?.myIdentityCheck.nextStep === 'WAIT' ? WAIT_REFRESH_MS : 0),
  });
  const onboarding = useQuery(RegistrationOnboardingDocument, undefined, { enabled: inRegistration });
  return (
    <div className="narrow">
      {inRegistration && onboarding.data?.myOnboarding ? (
        <RegistrationProgress onboarding={onboarding.data.myOnboarding} />
      ) : null}
      <PageHeading
        title={i18n._({ id: 'register.id.title', message: 'Check your identity' })}
        lead={i18n._({
          id: 'register.id.lead',
          message: 'Enter the details of your passport, identity card or driving licence exactly as printed.',
        })}
      />
      <QueryState data={identity.data} error={identity.error} onRetry={() => void identity.mutate()}>
        {(data) => (
          <IdentityState
            state={data.myIdentityCheck}
            inRegistration={inRegistration}
            onChanged={(state) => void identity.mutate({ myIdentityCheck: state }, { revalidate: false })}
            onRefresh={() => void identity.mutate()}
          />
        )}
      </QueryState>
    </div>
  );
}

function IdentityState({
  state,
  inRegistration,
  onChanged,
  onRefresh,
}: {
  state: RegistrationIdentityFragment;
  inRegistration: boolean;
  onChanged: (state: RegistrationIdentityFragment) => void;
  onRefresh: () => void;
}) {
  const { i18n } = useLingui();
  const { formatDateTime } = useDateFormatters();
  const { user } = useSession();
  const names = user ? `${user.firstName} ${user.lastName}` : '';
  switch (state.nextStep) {
    case 'DONE':
      return <Verified inRegistration={inRegistration} />;
    case 'WAIT':
      return (
        <div className="card" role="status" data-testid="id-check-wait">
          <p>
            {i18n._({
              id: 'register.id.wait',
              message: 'We are checking your document. This usually takes a minute; this page updates by itself.',
            })}
          </p>
          <button type="button" className="button secondary" onClick={onRefresh}>
            {i18n._({ id: 'register.id.refresh', message: 'Check now' })}
          </button>
        </div>
      );
    case 'WAIT_FOR_REVIEW':
      return (
        <div className="card" role="status" data-testid="id-check-review">
          <p>
            {i18n._({
              id: 'register.id.review',
              message:
                'We could not read your document automatically, so a specialist looks at it. We email you within two working days.',
            })}
          </p>
          <Link to="newServiceRequests">
            {i18n._({ id: 'register.id.meanwhile', message: 'See the jobs meanwhile' })}
          </Link>
        </div>
      );
    case 'WAIT_TO_RETRY':
      return (
        <div className="card" role="status" data-testid="id-check-limit">
          <p>
            {i18n._({
              id: 'register.id.limit',
              message: 'You have tried three times today. You can try again from {time}.',
              values: { time: state.retryAfter ? formatDateTime(state.retryAfter) : '' },
            })}
          </p>
        </div>
      );
    default: {
      const failure =
        state.nextStep === 'RETRY' && state.latestCheck?.status === 'FAILED_NAME_MISMATCH'
          ? i18n._({
              id: 'register.id.mismatch',
              message:
                'The names on the document are not the names on your account ({names}). Enter them exactly as printed, or correct your account’s names first.',
              values: { names },
            })
          : state.nextStep === 'RETRY'
            ? i18n._({
                id: 'register.id.failed',
                message: 'Your document could not be verified. Check its number and type, or use another document.',
              })
            : null;
      return (
        <>
          {failure ? (
            <div className="card" role="alert" data-testid="id-check-failed">
              <p>{failure}</p>
              {state.latestCheck?.status === 'FAILED_NAME_MISMATCH' ? (
                <Link to="proManageAccount">
                  {i18n._({ id: 'register.id.change-names', message: 'Change your account’s names' })}
                </Link>
              ) : null}
              <p className="field-hint">
                {i18n._({
                  id: 'register.id.tries-left',
                  message: 'Tries left today: {count}',
                  values: { count: state.checksLeft },
                })}
              </p>
            </div>
          ) : null}
          <IdentityForm onChanged={onChanged} />
        </>
      );
    }
  }
}

function Verified({ inRegistration }: { inRegistration: boolean }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const onboarding = useQuery(RegistrationOnboardingDocument, undefined, { enabled: inRegistration });
  const target = inRegistration
    ? (continueTarget(onboarding.data?.myOnboarding) ?? { route: 'newServiceRequests' as const })
    : { route: 'proManageAccount' as const };
  return (
    <div className="card" role="status" data-testid="id-check-done">
      <p>{i18n._({ id: 'register.id.done', message: 'Your identity is verified. Thank you.' })}</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => router.navigate(router.href(target.route, target.params))}
          disabled={inRegistration && !onboarding.data}
        >
          {i18n._({ id: 'register.id.continue', message: 'Continue' })}
        </button>
      </div>
    </div>
  );
}

const DOCUMENT_TYPES: readonly IdentityDocumentType[] = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE', 'RESIDENCE_PERMIT'];
const FIELDS = ['documentNumber', 'givenNames', 'familyName', 'dateOfBirth'] as const;
type Field = (typeof FIELDS)[number];

function IdentityForm({ onChanged }: { onChanged: (state: RegistrationIdentityFragment) => void }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const start = useMutation(RegistrationStartIdentityCheckDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [documentType, setDocumentType] = useState<IdentityDocumentType>('PASSPORT');
  const [values, setValues] = useState<Record<Field, string>>({
    documentNumber: '',
    givenNames: '',
    familyName: '',
    dateOfBirth: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, FieldErrorCode>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const typeLabel: Record<IdentityDocumentType, string> = {
    PASSPORT: i18n._({ id: 'register.id.type.passport', message: 'Passport' }),
    ID_CARD: i18n._({ id: 'register.id.type.id-card', message: 'Identity card' }),
    DRIVING_LICENCE: i18n._({ id: 'register.id.type.driving-licence', message: 'Driving licence' }),
    RESIDENCE_PERMIT: i18n._({ id: 'register.id.type.residence-permit', message: 'Residence permit' }),
  };

  function errorText(field: Field, code: FieldErrorCode): string {
    if (field === 'dateOfBirth')
      return i18n._({
        id: 'register.id.error.birth',
        message: 'Enter your date of birth. You must be 18 or older to work through us.',
      });
    if (field === 'documentNumber')
      return code === 'REQUIRED'
        ? i18n._({ id: 'register.id.error.number-required', message: 'Enter the document’s number.' })
        : i18n._({
            id: 'register.id.error.number-invalid',
            message: 'Enter the number as printed: letters, digits and hyphens, up to 40.',
          });
    return code === 'REQUIRED'
      ? i18n._({ id: 'register.id.error.name-required', message: 'Enter the name as printed on the document.' })
      : i18n._({ id: 'register.id.error.name-invalid', message: 'Keep the name to 100 characters.' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing: Partial<Record<Field, FieldErrorCode>> = {};
    for (const field of FIELDS) if (values[field].trim() === '') missing[field] = 'REQUIRED';
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { startIdentityCheck: answer } = await start.trigger({ input: { documentType, ...values } });
      switch (answer.__typename) {
        case 'IdentityCheckStarted':
        case 'IdentityCheckInProgress':
        case 'IdentityAlreadyVerified':
          onChanged(answer.verification);
          return;
        case 'InvalidFields': {
          const refused: Partial<Record<Field, FieldErrorCode>> = {};
          for (const { field, code } of answer.fieldErrors) {
            if ((FIELDS as readonly string[]).includes(field)) refused[field as Field] ??= code;
          }
          setErrors(refused);
          focusFirstError();
          return;
        }
        case 'UsageLimitReached':
          setFailure(
            i18n._({ id: 'register.id.error.limit', message: 'You have tried three times today. Try again tomorrow.' }),
          );
          return;
        case 'IdentityCheckUnavailable':
          setFailure(
            i18n._({
              id: 'register.id.error.unavailable',
              message: 'The check is not available just now. Nothing was sent; try again in a minute.',
            }),
          );
          return;
      }
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'register.id.error.technical', message: 'That did not work just now. Try again in a moment.' }),
      );
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: Field) => {
    const code = errors[field];
    return code ? errorText(field, code) : null;
  };

  return (
    <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="id-check-form">
      <SelectField
        label={i18n._({ id: 'register.id.type', message: 'Document' })}
        name="documentType"
        value={documentType}
        options={DOCUMENT_TYPES.map((value) => ({ value, label: typeLabel[value] }))}
        onChange={(event) => setDocumentType(event.target.value as IdentityDocumentType)}
      />
      <TextField
        label={i18n._({ id: 'register.id.number', message: 'Document number' })}
        name="documentNumber"
        autoComplete="off"
        value={values.documentNumber}
        error={errorOf('documentNumber')}
        onChange={set('documentNumber')}
      />
      <TextField
        label={i18n._({ id: 'register.id.given-names', message: 'Given names, as printed' })}
        name="givenNames"
        autoComplete="given-name"
        value={values.givenNames}
        error={errorOf('givenNames')}
        onChange={set('givenNames')}
      />
      <TextField
        label={i18n._({ id: 'register.id.family-name', message: 'Family name, as printed' })}
        name="familyName"
        autoComplete="family-name"
        value={values.familyName}
        error={errorOf('familyName')}
        onChange={set('familyName')}
      />
      <TextField
        label={i18n._({ id: 'register.id.birth', message: 'Date of birth' })}
        name="dateOfBirth"
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        error={errorOf('dateOfBirth')}
        onChange={set('dateOfBirth')}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={start.isMutating} data-testid="id-check-submit">
          {i18n._({ id: 'register.id.submit', message: 'Check my identity' })}
        </button>
      </div>
    </form>
  );
}

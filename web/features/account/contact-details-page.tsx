// §2.6 /consumer/my-contact-details (spec §1 "manage contact details"): the name and phone number
// the professionals a person chooses see, and the email address they sign in with. The phone is
// checked against the numbering plan of the brand's country by the upstream (§5 invalid phone
// number); a new email address needs the second layer (§3) and is told to the old one.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { isPhoneShaped } from '../../../shared/account-input.ts';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AccountPage, WithAccountPerson } from './account-page.tsx';
import type { AccountPerson } from './account-person.ts';
import { type FieldErrors, isAccountField, useFieldErrorMessage } from './field-errors.ts';
import { AccountChangeEmailDocument, AccountUpdateContactDetailsDocument } from './generated/documents.ts';
import { useSensitiveChange } from './sensitive-change.ts';

export function ContactDetailsPage() {
  const { i18n } = useLingui();
  return (
    <AccountPage
      title={i18n._({ id: 'account.contact.title', message: 'Your contact details' })}
      lead={i18n._({
        id: 'account.contact.lead',
        message: 'The tradespeople you choose see your name and phone number. You sign in with your email address.',
      })}
    >
      <WithAccountPerson>
        {(person, refresh) => <ContactDetailsForms person={person} onSaved={refresh} />}
      </WithAccountPerson>
    </AccountPage>
  );
}

// The name and phone form and the email form; a professional's account overview shows them too.
// `email` false leaves out the email address: only the person themself changes it (§3).
export function ContactDetailsForms({
  person,
  onSaved,
  email = true,
}: {
  person: AccountPerson;
  onSaved: () => void;
  email?: boolean;
}) {
  return (
    <>
      <NameAndPhoneForm person={person} onSaved={onSaved} />
      {email ? <EmailForm email={person.email} onSaved={onSaved} /> : null}
    </>
  );
}

function NameAndPhoneForm({ person, onSaved }: { person: AccountPerson; onSaved: () => void }) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const fieldMessage = useFieldErrorMessage();
  const save = useMutation(AccountUpdateContactDetailsDocument, { revalidate: ['getUser'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState({
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const firstName = values.firstName.trim();
    const lastName = values.lastName.trim();
    const phone = values.phone.trim();
    const found: FieldErrors = {};
    if (firstName === '') found.firstName = fieldMessage('firstName', 'REQUIRED');
    if (lastName === '') found.lastName = fieldMessage('lastName', 'REQUIRED');
    if (phone !== '' && !isPhoneShaped(phone)) found.phone = fieldMessage('phone', 'INVALID');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { updateContactDetails: answer } = await save.trigger({ input: { firstName, lastName, phone } });
      if (answer.__typename === 'ContactDetailsUpdated') {
        onSaved();
        toast.success(i18n._({ id: 'account.contact.saved', message: 'Your contact details are saved.' }));
        return;
      }
      const refused: FieldErrors =
        answer.__typename === 'InvalidPhoneNumber'
          ? { phone: fieldMessage('phone', 'INVALID') }
          : Object.fromEntries(
              answer.fieldErrors.flatMap(({ field, code }) =>
                isAccountField(field) ? [[field, fieldMessage(field, code)]] : [],
              ),
            );
      setErrors(refused);
      focusFirstError();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate>
      <h2>{i18n._({ id: 'account.contact.name-phone', message: 'Name and phone number' })}</h2>
      <TextField
        label={i18n._({ id: 'account.contact.first-name', message: 'First name' })}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={set('firstName')}
      />
      <TextField
        label={i18n._({ id: 'account.contact.last-name', message: 'Last name' })}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={set('lastName')}
      />
      <TextField
        label={i18n._({ id: 'account.contact.phone', message: 'Phone number' })}
        hint={
          person.__typename === 'ServicePro'
            ? i18n._({
                id: 'account.contact.phone-hint-pro',
                message: 'Home owners who shortlist or hire you see it, and we call it about your account.',
              })
            : i18n._({
                id: 'account.contact.phone-hint',
                message: 'Only the tradespeople you shortlist or hire see it. Leave it empty to remove it.',
              })
        }
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={errors.phone}
        onChange={set('phone')}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="contact-save">
          {i18n._({ id: 'account.contact.save', message: 'Save contact details' })}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ email, onSaved }: { email: string; onSaved: () => void }) {
  const { i18n } = useLingui();
  const fieldMessage = useFieldErrorMessage();
  const change = useMutation(AccountChangeEmailDocument, { revalidate: ['getUser'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sensitive = useSensitiveChange(setFailure);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next = value.trim();
    const code = emailProblem(next);
    const problem = code
      ? fieldMessage('email', code)
      : next.toLowerCase() === email.toLowerCase()
        ? i18n._({ id: 'account.email.same', message: 'This is already your email address.' })
        : null;
    setError(problem);
    if (problem) {
      focusFirstError();
      return;
    }
    const answer = await sensitive.run(async () => (await change.trigger({ input: { email: next } })).changeEmail);
    if (answer?.__typename === 'EmailChanged') {
      setValue('');
      onSaved();
      toast.success(
        i18n._({
          id: 'account.email.saved',
          message: 'You now sign in with {email}. We told your old address about the change.',
          values: { email: answer.user.email },
        }),
      );
    } else if (answer?.__typename === 'InvalidFields') {
      const refused = answer.fieldErrors.find((fieldError) => fieldError.field === 'email');
      setError(fieldMessage('email', refused?.code ?? 'INVALID'));
      focusFirstError();
    }
  }

  return (
    <>
      <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate>
        <h2>{i18n._({ id: 'account.email.title', message: 'Email address' })}</h2>
        <p>
          {i18n._({
            id: 'account.email.current',
            message: 'You sign in with {email}.',
            values: { email },
          })}
        </p>
        <TextField
          label={i18n._({ id: 'account.email.new', message: 'New email address' })}
          name="email"
          type="email"
          autoComplete="email"
          value={value}
          error={error}
          onChange={(event) => setValue(event.target.value)}
        />
        {failure ? <FormMessage>{failure}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button secondary" disabled={change.isMutating} data-testid="email-save">
            {i18n._({ id: 'account.email.save', message: 'Change email address' })}
          </button>
        </div>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      {sensitive.dialog}
    </>
  );
}

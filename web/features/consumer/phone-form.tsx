// The phone number a home owner must give before shortlisting (spec §8 shortlist: consumer missing
// phone): asked for in place, then the shortlist is tried again.
import { useLingui } from '@lingui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useSession } from '../../lib/session.tsx';
import { ConsumerAddPhoneDocument } from './generated/documents.ts';

export function PhoneForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const errorMessage = useErrorMessage();
  const save = useMutation(ConsumerAddPhoneDocument);
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const invalidPhone = i18n._({
    id: 'consumer.phone.invalid',
    message: 'Enter a phone number we can call, for example +44 20 7946 0000.',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (phone.trim() === '') {
      setFieldError(i18n._({ id: 'consumer.phone.required', message: 'Enter your phone number.' }));
      return;
    }
    setFieldError(null);
    const firstName = user && 'firstName' in user ? user.firstName : '';
    const lastName = user && 'lastName' in user ? user.lastName : '';
    try {
      const { updateContactDetails: result } = await save.trigger({
        input: { firstName, lastName, phone: phone.trim() },
      });
      if (result.__typename === 'ContactDetailsUpdated') onSaved();
      else if (result.__typename === 'InvalidPhoneNumber') setFieldError(invalidPhone);
      else if (result.fieldErrors.some((error) => error.field === 'phone')) setFieldError(invalidPhone);
      else
        setFailure(
          i18n._({
            id: 'consumer.phone.name-invalid',
            message: 'Your name on your account is incomplete. Complete your contact details, then try again.',
          }),
        );
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'consumer.error.generic', message: 'Something went wrong. Please try again.' }),
      );
    }
  };

  return (
    <form className="form consumer-inline-form" onSubmit={submit} noValidate>
      <h3 tabIndex={-1} ref={heading}>
        {i18n._({ id: 'consumer.phone.title', message: 'Add your phone number' })}
      </h3>
      <TextField
        label={i18n._({ id: 'consumer.phone.label', message: 'Phone number' })}
        hint={i18n._({
          id: 'consumer.phone.hint',
          message: 'Only the pros you shortlist or hire see it.',
        })}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        error={fieldError}
        onChange={(event) => setPhone(event.target.value)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={save.isMutating} data-testid="phone-save">
          {i18n._({ id: 'consumer.phone.save', message: 'Save and shortlist' })}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {i18n._({ id: 'consumer.action.cancel', message: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}

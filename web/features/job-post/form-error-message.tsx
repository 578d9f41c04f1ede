// What the upstream said against the form as a whole (spec §8 signup and form codes); an email
// that already has an account comes with the way to log in.
import { useLingui } from '@lingui/react';
import { FormMessage } from '../../components/ui/fields.tsx';
import { type FormError, formErrorText } from './post-result.ts';

export function FormErrorMessage({ formError, loginHref }: { formError: FormError; loginHref: string }) {
  const { i18n } = useLingui();
  return (
    <FormMessage>
      {formErrorText(i18n, formError)}
      {formError.code === 'DUPLICATE_REGISTRATION' ? (
        <>
          {' '}
          <a href={loginHref} data-testid="job-post-login">
            {i18n._({ id: 'job-post.failure.log-in', message: 'Log in' })}
          </a>
        </>
      ) : null}
    </FormMessage>
  );
}

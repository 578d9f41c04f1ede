// The professional's sign-up (spec §2.8, §5, §8): name, company, phone, email and password, and the
// bot challenge when the deployment has one. Every answer of signUpServicePro is said in words: the
// refused fields on their fields; an email that has an account already, with the way to sign in or
// reset the password; a phone number of another professional's account, on its own page; a person
// who is a professional already goes on with their registration. Once signed up, the page is loaded
// afresh with the new session, and the entry sends them to their first step.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Captcha } from '../../components/captcha.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import type { FieldErrorCode, SignupFailureCode } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { RegistrationSignUpDocument } from './generated/documents.ts';

const FIELDS = ['firstName', 'lastName', 'companyName', 'phone', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, FieldErrorCode>>;

const EMPTY: Values = { firstName: '', lastName: '', companyName: '', phone: '', email: '', password: '' };
const PASSWORD_MIN = 8;

const assignLocation = (href: string) => window.location.assign(href);

// What the page can tell before sending; the upstream checks everything again.
function checkValues(values: Values): Errors {
  const errors: Errors = {};
  for (const field of ['firstName', 'lastName', 'companyName', 'phone'] as const) {
    if (values[field].trim() === '') errors[field] = 'REQUIRED';
  }
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = 'REQUIRED';
  else if (values.password.length < PASSWORD_MIN) errors.password = 'INVALID';
  return errors;
}

function isField(field: string): field is Field {
  return (FIELDS as readonly string[]).includes(field);
}

export function SignUpForm({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const signUp = useMutation(RegistrationSignUpDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<SignupFailureCode | 'NETWORK' | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setTakenEmail(null);
    const found = checkValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { signUpServicePro: answer } = await signUp.trigger({
        input: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          companyName: values.companyName.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          password: values.password,
          brand: router.brand.id,
          ...(captchaToken ? { captchaToken } : {}),
        },
      });
      switch (answer.__typename) {
        case 'SignUpSuccess':
          loadPage(router.href('proRegister'));
          return;
        case 'DuplicateRegistration':
          setTakenEmail(answer.email);
          return;
        case 'DuplicatePhone':
          router.navigate(router.href('proDuplicatePhone'));
          return;
        case 'SignUpFailed': {
          // Someone who is a professional already goes on with their own registration.
          if (answer.code === 'ALREADY_ENROLLED' || answer.code === 'ALREADY_AUTHENTICATED') {
            loadPage(router.href('proRegister'));
            return;
          }
          const refused: Errors = {};
          for (const { field, code } of answer.fieldErrors) if (isField(field)) refused[field] ??= code;
          setErrors(refused);
          if (Object.keys(refused).length > 0) focusFirstError();
          else setFailure(answer.code);
          return;
        }
      }
    } catch (error) {
      setFailure('NETWORK');
      void errorMessage(error);
    }
  }

  const fieldError = (field: Field): string | null => {
    const code = errors[field];
    if (!code) return null;
    return code === 'REQUIRED' ? requiredText(field) : invalidText(field, code);
  };

  function requiredText(field: Field): string {
    switch (field) {
      case 'firstName':
        return i18n._({ id: 'register.error.first-name-required', message: 'Enter your first name.' });
      case 'lastName':
        return i18n._({ id: 'register.error.last-name-required', message: 'Enter your last name.' });
      case 'companyName':
        return i18n._({
          id: 'register.error.company-required',
          message: 'Enter your company’s name, or your own name if you work under it.',
        });
      case 'phone':
        return i18n._({ id: 'register.error.phone-required', message: 'Enter the phone number customers can call.' });
      case 'email':
        return i18n._({ id: 'register.error.email-required', message: 'Enter your email address.' });
      case 'password':
        return i18n._({ id: 'register.error.password-required', message: 'Choose a password.' });
    }
  }

  function invalidText(field: Field, code: FieldErrorCode): string {
    switch (field) {
      case 'firstName':
      case 'lastName':
        return i18n._({ id: 'register.error.name-invalid', message: 'Write the name in letters, up to 100.' });
      case 'companyName':
        return i18n._({ id: 'register.error.company-invalid', message: 'Keep the company’s name to 120 characters.' });
      case 'phone':
        return i18n._({
          id: 'register.error.phone-invalid',
          message: 'Enter a phone number of this country, or one starting with + and the country code.',
        });
      case 'email':
        if (code === 'INVALID_DNS')
          return i18n._({
            id: 'register.error.email-no-mail',
            message: 'This address cannot receive mail. Check the part after the @.',
          });
        if (code === 'BLACKLISTED_EMAIL')
          return i18n._({ id: 'register.error.email-blocked', message: 'We cannot accept this address. Use another.' });
        return i18n._({ id: 'register.error.email-invalid', message: 'Enter an email address like name@example.com.' });
      case 'password':
        return i18n._({
          id: 'register.error.password-invalid',
          message: 'Choose a password of 8 to 128 characters that is hard to guess and is not your email address.',
        });
    }
  }

  function failureText(code: SignupFailureCode | 'NETWORK'): string {
    switch (code) {
      case 'CAPTCHA_VERIFICATION_FAILED':
        return i18n._({
          id: 'register.error.captcha',
          message: 'We could not confirm you are not a robot. Complete the check again and send.',
        });
      case 'RATE_LIMIT':
        return i18n._({
          id: 'register.error.rate-limit',
          message: 'Too many sign-ups from here just now. Wait a few minutes and try again.',
        });
      default:
        return i18n._({
          id: 'register.error.technical',
          message: 'Your account could not be made just now. Nothing was kept; try again in a moment.',
        });
    }
  }

  return (
    <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="register-form">
      <h2>{i18n._({ id: 'register.form.title', message: 'Create your free account' })}</h2>
      <div className="field-row">
        <TextField
          label={i18n._({ id: 'register.form.first-name', message: 'First name' })}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          error={fieldError('firstName')}
          onChange={set('firstName')}
        />
        <TextField
          label={i18n._({ id: 'register.form.last-name', message: 'Last name' })}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          error={fieldError('lastName')}
          onChange={set('lastName')}
        />
      </div>
      <TextField
        label={i18n._({ id: 'register.form.company', message: 'Company name' })}
        hint={i18n._({ id: 'register.form.company-hint', message: 'As customers know you. Your own name is fine.' })}
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        error={fieldError('companyName')}
        onChange={set('companyName')}
      />
      <TextField
        label={i18n._({ id: 'register.form.phone', message: 'Phone number' })}
        hint={i18n._({
          id: 'register.form.phone-hint',
          message: 'Customers you answer can call you on it. We never show it to anyone else.',
        })}
        name="phone"
        type="tel"
        autoComplete="tel"
        value={values.phone}
        error={fieldError('phone')}
        onChange={set('phone')}
      />
      <TextField
        label={i18n._({ id: 'register.form.email', message: 'Email address' })}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={fieldError('email')}
        onChange={set('email')}
      />
      <TextField
        label={i18n._({ id: 'register.form.password', message: 'Password' })}
        hint={i18n._({ id: 'register.form.password-hint', message: 'At least 8 characters.' })}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={fieldError('password')}
        onChange={set('password')}
      />
      <Captcha onToken={setCaptchaToken} />
      {takenEmail ? (
        <FormMessage>
          {i18n._({
            id: 'register.taken',
            message: 'An account already uses {email}. Log in to it, or reset its password if you have forgotten it.',
            values: { email: takenEmail },
          })}{' '}
          <Link to="login">{i18n._({ id: 'register.taken.login', message: 'Log in' })}</Link>{' '}
          <Link to="forgotPassword">{i18n._({ id: 'register.taken.reset', message: 'Reset password' })}</Link>
        </FormMessage>
      ) : null}
      {failure ? <FormMessage>{failureText(failure)}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={signUp.isMutating} data-testid="register-submit">
          {i18n._({ id: 'register.form.submit', message: 'Create account' })}
        </button>
      </div>
      <p className="field-hint">
        {i18n._({ id: 'register.form.terms', message: 'By creating an account you accept our' })}{' '}
        <Link to="termsConditions">{i18n._({ id: 'register.form.terms-link', message: 'terms and conditions' })}</Link>
      </p>
    </form>
  );
}

// Where a visitor signs up: the form; a signed-in home owner is told instead that a tradesperson's
// account is one of its own.
export function SignUpOrConsumerNote() {
  const { i18n } = useLingui();
  const { user } = useSession();
  return user ? (
    <p className="card" data-testid="register-consumer">
      {i18n._({
        id: 'register.consumer',
        message:
          'You are logged in with a home owner’s account. A tradesperson’s account is one of its own: log out, then create it with another email address.',
      })}
    </p>
  ) : (
    <SignUpForm />
  );
}

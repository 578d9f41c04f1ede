// §3 second-layer authentication in the page: a sensitive change (a new password or email address,
// deleting an account) that the upstream refuses with SecondLayerAuthenticationRequired opens a
// dialog that asks the person to confirm it is them — with their password, or with a one-time code
// sent to them — and then makes the change again. The page's form stays as it was underneath, so
// nothing typed is lost, whatever the person does in the dialog.
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactElement, useCallback, useRef, useState } from 'react';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { AccountUsername } from '../account-username.tsx';
import { FormMessage, TextField } from '../ui/fields.tsx';
import { Sheet } from '../ui/sheet.tsx';
import {
  SecondLayerConfirmCodeDocument,
  SecondLayerConfirmPasswordDocument,
  SecondLayerRequestCodeDocument,
} from './generated/documents.ts';

type Way = 'password' | 'code';

export interface SecondLayer {
  // Render it in the page: the dialog, when it is asked for.
  readonly dialog: ReactElement;
  // Runs the change; when its answer says a confirmation is needed, asks for one and runs it once
  // more. Resolves with the last answer, or null when the person closed the dialog.
  confirmThen<T>(change: () => Promise<T>, needsConfirmation: (answer: T) => boolean): Promise<T | null>;
}

export function useSecondLayer(): SecondLayer {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const finish = useCallback((confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  }, []);

  const confirmThen = useCallback(
    async <T,>(change: () => Promise<T>, needsConfirmation: (answer: T) => boolean): Promise<T | null> => {
      const first = await change();
      if (!needsConfirmation(first)) return first;
      const confirmed = await new Promise<boolean>((resolve) => {
        settle.current = resolve;
        setOpen(true);
      });
      return confirmed ? change() : null;
    },
    [],
  );

  return {
    dialog: <SecondLayerDialog open={open} onConfirmed={() => finish(true)} onClose={() => finish(false)} />,
    confirmThen,
  };
}

function SecondLayerDialog({
  open,
  onConfirmed,
  onClose,
}: {
  open: boolean;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const confirmPassword = useMutation(SecondLayerConfirmPasswordDocument);
  const requestCode = useMutation(SecondLayerRequestCodeDocument);
  const confirmCode = useMutation(SecondLayerConfirmCodeDocument);
  const [way, setWay] = useState<Way>('password');
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const busy = confirmPassword.isMutating || requestCode.isMutating || confirmCode.isMutating;

  const refused = (code: string) =>
    code === 'USAGE_LIMIT_REACHED'
      ? i18n._({
          id: 'second-layer.error.usage-limit',
          message: 'Too many attempts. Wait a few minutes, then try again.',
        })
      : way === 'password'
        ? i18n._({ id: 'second-layer.error.password', message: 'That password is not right. Try again.' })
        : i18n._({
            id: 'second-layer.error.code',
            message: 'That code is not right or no longer valid. Check it, or send a new one.',
          });

  const reset = () => {
    setSecret('');
    setFieldError(null);
    setFailure(null);
  };

  const close = () => {
    reset();
    setWay('password');
    setCodeSent(false);
    onClose();
  };

  async function sendCode() {
    reset();
    setWay('code');
    try {
      const { requestSecondLayerCode: answer } = await requestCode.trigger();
      if (answer.__typename === 'CodeRequested') setCodeSent(true);
      else setFailure(refused('USAGE_LIMIT_REACHED'));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const value = secret.trim();
    if (value === '') {
      setFieldError(
        way === 'password'
          ? i18n._({ id: 'second-layer.password.required', message: 'Enter your password.' })
          : i18n._({ id: 'second-layer.code.required', message: 'Enter the code we sent you.' }),
      );
      return;
    }
    setFieldError(null);
    try {
      const answer =
        way === 'password'
          ? (await confirmPassword.trigger({ input: { password: secret } })).confirmPassword
          : (await confirmCode.trigger({ input: { code: value } })).confirmSecondLayerCode;
      if (answer.__typename === 'SecondLayerConfirmed') {
        reset();
        setWay('password');
        setCodeSent(false);
        onConfirmed();
      } else setFieldError(refused(answer.code));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Sheet
      open={open}
      onClose={close}
      title={i18n._({ id: 'second-layer.title', message: 'Confirm it’s you' })}
      testId="second-layer-dialog"
    >
      <form className="form second-layer" onSubmit={submit} noValidate>
        <p>
          {way === 'password'
            ? i18n._({
                id: 'second-layer.lead.password',
                message: 'To keep your account safe, enter your password before we make this change.',
              })
            : codeSent
              ? i18n._({
                  id: 'second-layer.lead.code-sent',
                  message: 'We sent a code to your email address. Enter it to make this change.',
                })
              : i18n._({ id: 'second-layer.lead.code', message: 'We are sending you a code…' })}
        </p>
        <AccountUsername />
        {way === 'password' ? (
          <TextField
            label={i18n._({ id: 'second-layer.password.label', message: 'Password' })}
            name="password"
            type="password"
            autoComplete="current-password"
            value={secret}
            error={fieldError}
            onChange={(event) => setSecret(event.target.value)}
          />
        ) : (
          <TextField
            label={i18n._({ id: 'second-layer.code.label', message: 'Code from the email' })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={secret}
            error={fieldError}
            onChange={(event) => setSecret(event.target.value)}
          />
        )}
        {failure ? <FormMessage>{failure}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={busy} data-testid="second-layer-confirm">
            {i18n._({ id: 'second-layer.confirm', message: 'Confirm' })}
          </button>
          {way === 'password' ? (
            <button type="button" className="button ghost" disabled={busy} onClick={() => void sendCode()}>
              {i18n._({ id: 'second-layer.use-code', message: 'Email me a code instead' })}
            </button>
          ) : (
            <button type="button" className="button ghost" disabled={busy} onClick={() => void sendCode()}>
              {i18n._({ id: 'second-layer.resend-code', message: 'Send a new code' })}
            </button>
          )}
        </div>
      </form>
    </Sheet>
  );
}

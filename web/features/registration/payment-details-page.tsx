// ServicePro/ActivationPaymentDetails (spec §2.8 activation payment-details; §3
// PAYMENT_DETAILS_REQUESTED; decision 060): how the professional will pay, from the methods their
// market offers, the recommended first. Choosing records it (and completes the step); the
// registration then goes on at its entry. Choosing again replaces the choice.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { PaymentMethod } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import {
  RegistrationChoosePaymentMethodDocument,
  RegistrationOnboardingDocument,
  RegistrationPaymentMethodDocument,
} from './generated/documents.ts';

function useMethodWord(): (method: PaymentMethod) => string {
  const { i18n } = useLingui();
  return (method) => {
    switch (method) {
      case 'DIRECT_DEBIT':
        return i18n._({ id: 'register.payment.direct-debit', message: 'Direct debit from your bank account' });
      case 'CARD':
        return i18n._({ id: 'register.payment.card', message: 'Payment card, charged each time' });
      case 'INVOICE':
        return i18n._({ id: 'register.payment.invoice', message: 'Invoice, paid by bank transfer' });
    }
  };
}

export function PaymentDetailsPage() {
  const { i18n } = useLingui();
  const choice = useQuery(RegistrationPaymentMethodDocument);
  const onboarding = useQuery(RegistrationOnboardingDocument);
  return (
    <div className="narrow">
      {onboarding.data?.myOnboarding ? <RegistrationProgress onboarding={onboarding.data.myOnboarding} /> : null}
      <PageHeading
        title={i18n._({ id: 'register.payment.title', message: 'How you will pay' })}
        lead={i18n._({
          id: 'register.payment.lead',
          message: 'Choose how we collect what you owe for the jobs you answer. You can change it later.',
        })}
      />
      <QueryState data={choice.data} error={choice.error} onRetry={() => void choice.mutate()}>
        {({ myPaymentMethodChoice }) => (
          <PaymentMethodForm offered={myPaymentMethodChoice.offered} current={myPaymentMethodChoice.method ?? null} />
        )}
      </QueryState>
    </div>
  );
}

function PaymentMethodForm({ offered, current }: { offered: readonly PaymentMethod[]; current: PaymentMethod | null }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const methodWord = useMethodWord();
  const errorMessage = useErrorMessage();
  const choose = useMutation(RegistrationChoosePaymentMethodDocument, { revalidate: ['registrationOnboarding'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [chosen, setChosen] = useState<string | null>(current);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(i18n._({ id: 'register.payment.required', message: 'Choose how you will pay.' }));
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { choosePaymentMethod: answer } = await choose.trigger({ method: chosen as PaymentMethod });
      if (answer.__typename === 'PaymentMethodChosen') {
        router.navigate(router.href('proRegister'));
      } else {
        setError(
          i18n._({
            id: 'register.payment.not-offered',
            message: 'That way of paying is not offered in your country. Choose one of these: {methods}.',
            values: { methods: answer.offered.map(methodWord).join(', ') },
          }),
        );
        focusFirstError();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form ref={formRef} className="form card" onSubmit={submit} noValidate data-testid="payment-method-form">
      <ChoiceGroup
        legend={i18n._({ id: 'register.payment.legend', message: 'Way of paying' })}
        hint={i18n._({ id: 'register.payment.hint', message: 'The first is the one most used in your country.' })}
        name="method"
        type="radio"
        choices={offered.map((method) => ({ value: method, label: methodWord(method) }))}
        selected={chosen ? [chosen] : []}
        error={error}
        onChange={([value]) => setChosen(value ?? null)}
        testId="payment-method-choices"
      />
      <div className="actions">
        <button type="submit" className="button" disabled={choose.isMutating} data-testid="payment-method-save">
          {i18n._({ id: 'register.payment.save', message: 'Save and continue' })}
        </button>
      </div>
    </form>
  );
}

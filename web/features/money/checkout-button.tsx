// Paying on the payment provider's own page (decision 066): the button asks for a checkout of an
// invoice, or of what the balance owes, and sends the payer to the provider's page; they come back
// to the page named by `back`, where the invoice shows how the payment went. A payment already on
// its way is continued on its page; every other answer is said in words and the page stays.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { toast } from '../../lib/toasts/toast.ts';
import { MoneyStartCheckoutDocument } from './generated/documents.ts';

export function CheckoutButton({
  invoiceId,
  back,
  label,
  className = 'button',
  testId,
}: {
  // Without one, what the balance owes is paid.
  invoiceId?: string;
  back: RouteName;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const checkout = useMutation(MoneyStartCheckoutDocument, { revalidate: ['moneyInvoices', 'moneyBalance'] });
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const returnUrl = new URL(router.href(back), window.location.origin).href;
      const { startCheckout: answer } = await checkout.trigger({ input: { invoiceId: invoiceId ?? null, returnUrl } });
      const page =
        answer.__typename === 'CheckoutStarted'
          ? answer.checkoutUrl
          : answer.__typename === 'PaymentInProgress'
            ? answer.payment.checkoutUrl
            : null;
      if (page) {
        // Off to the provider: the button stays busy until the page goes.
        router.navigate(page);
        return;
      }
      switch (answer.__typename) {
        case 'PaymentInProgress':
          toast.info(
            i18n._({
              id: 'money.pay.in-progress',
              message: 'A payment is already on its way. How it went shows here in a moment.',
            }),
          );
          break;
        case 'InvoiceStatusNotAllowed':
          toast.error(
            answer.invoice.status === 'COLLECTION_AGENCY'
              ? i18n._({
                  id: 'money.pay.with-agency',
                  message: 'This invoice is with the collection agency: pay it as their letter says.',
                })
              : i18n._({ id: 'money.pay.not-open', message: 'This invoice is not open any more.' }),
          );
          break;
        case 'NothingToPay':
          toast.info(i18n._({ id: 'money.pay.nothing', message: 'There is nothing to pay.' }));
          break;
        case 'PaymentProviderUnavailable':
          toast.error(
            i18n._({
              id: 'money.pay.unavailable',
              message: 'Payments cannot be taken right now. Nothing was charged; try again in a minute.',
            }),
          );
          break;
        default:
          toast.error(i18n._({ id: 'money.pay.not-found', message: 'This invoice could not be found.' }));
      }
    } catch (failure) {
      const message = errorMessage(failure);
      if (message) toast.error(message);
    }
    setBusy(false);
  }

  return (
    <button type="button" className={className} onClick={() => void pay()} disabled={busy} data-testid={testId}>
      {label}
    </button>
  );
}

// §2.7 coupon (decision 064): a discount code redeemed — a credit code's amount put on the balance,
// a percent code's share said with the way to the packages it is for — each refusal in words.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { formatMoney } from '../../components/ui/money.tsx';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { Link } from '../../lib/router.tsx';
import { MoneyRedeemCouponDocument } from './generated/documents.ts';
import { useCouponRefusal } from './money-words.ts';

type Outcome = { readonly kind: 'credit'; readonly text: string } | { readonly kind: 'percent'; readonly text: string };

export function CouponPage() {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const refusal = useCouponRefusal();
  const packageName = usePackageName();
  const redeem = useMutation(MoneyRedeemCouponDocument, { revalidate: ['moneyBalance'] });
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (code.trim() === '') {
      setError(i18n._({ id: 'money.coupon.required', message: 'Enter the code.' }));
      focusFirstError();
      return;
    }
    setError(null);
    try {
      const { redeemCoupon: answer } = await redeem.trigger({ code: code.trim() });
      if (answer.__typename === 'CouponCreditAdded') {
        setOutcome({
          kind: 'credit',
          text: i18n._({
            id: 'money.coupon.credit-added',
            message: '{amount} is on your balance.',
            values: { amount: formatMoney(answer.credit, i18n.locale) },
          }),
        });
        setCode('');
      } else if (answer.__typename === 'CouponForPackages') {
        setOutcome({
          kind: 'percent',
          text: answer.packageCode
            ? i18n._({
                id: 'money.coupon.percent-one',
                message: 'This code takes {percent}% off the first period of the {name}. Enter it when you buy it.',
                values: { percent: answer.discountPercent, name: packageName(answer.packageCode) },
              })
            : i18n._({
                id: 'money.coupon.percent-any',
                message: 'This code takes {percent}% off the first period of a package. Enter it when you buy one.',
                values: { percent: answer.discountPercent },
              }),
        });
      } else {
        setError(refusal(answer));
        focusFirstError();
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <div className="narrow account-page">
      <BackLink to="proBalance">{i18n._({ id: 'money.balance.link', message: 'Your balance' })}</BackLink>
      <PageHeading
        title={i18n._({ id: 'money.coupon.title', message: 'Use a discount code' })}
        lead={i18n._({
          id: 'money.coupon.lead',
          message: 'A code puts credit on your balance, or takes a share off a package. Each code works once for you.',
        })}
      />
      <form
        ref={formRef}
        className="form card account-form"
        onSubmit={submit}
        noValidate
        data-testid="money-coupon-page"
      >
        <TextField
          label={i18n._({ id: 'money.coupon.label', message: 'Discount code' })}
          name="coupon"
          autoComplete="off"
          value={code}
          error={error}
          onChange={(event) => setCode(event.target.value)}
        />
        {outcome ? <FormMessage tone="success">{outcome.text}</FormMessage> : null}
        <div className="actions">
          <button type="submit" className="button" disabled={redeem.isMutating} data-testid="money-coupon-submit">
            {i18n._({ id: 'money.coupon.submit', message: 'Use the code' })}
          </button>
          {outcome?.kind === 'percent' ? (
            <Link to="proPackageSelection" className="button secondary">
              {i18n._({ id: 'money.balance.packages-link', message: 'The packages' })}
            </Link>
          ) : null}
        </div>
      </form>
      <p>
        <Link to="visitorDiscountConditions" data-testid="money-discount-conditions">
          {i18n._({ id: 'discount-conditions.title', message: 'Discount code conditions' })}
        </Link>
      </p>
    </div>
  );
}

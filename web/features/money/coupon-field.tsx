// A discount code where a package is bought (decision 064): checked by redeeming it, which changes
// nothing for a percent code and says its share; a code of another package, or one that cannot be
// used now, is said in words; a credit code puts its amount on the balance there and then.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/ui/fields.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import type { MoneyPackageFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { MoneyRedeemCouponDocument } from './generated/documents.ts';
import { useCouponRefusal } from './money-words.ts';

export interface AppliedCoupon {
  readonly code: string;
  readonly percent: number;
}

export function CouponField({
  pack,
  onApplied,
}: {
  pack: Pick<MoneyPackageFragment, 'code'>;
  onApplied: (coupon: AppliedCoupon) => void;
}) {
  const { i18n } = useLingui();
  const errorMessage = useErrorMessage();
  const refusal = useCouponRefusal();
  const redeem = useMutation(MoneyRedeemCouponDocument, { revalidate: ['moneyBalance'] });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError(i18n._({ id: 'money.coupon.required', message: 'Enter the code.' }));
      return;
    }
    setError(null);
    try {
      const { redeemCoupon: answer } = await redeem.trigger({ code: typed });
      switch (answer.__typename) {
        case 'CouponForPackages':
          if (answer.packageCode && answer.packageCode !== pack.code) {
            setError(refusal({ __typename: 'CouponNotForPackage', code: typed, packageCode: answer.packageCode }));
          } else onApplied({ code: typed.toUpperCase(), percent: answer.discountPercent });
          return;
        case 'CouponCreditAdded':
          toast.success(
            i18n._({
              id: 'money.coupon.credit-added',
              message: '{amount} is on your balance.',
              values: { amount: formatMoney(answer.credit, i18n.locale) },
            }),
          );
          setCode('');
          return;
        default:
          setError(refusal(answer));
      }
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <form className="form card account-form" onSubmit={apply} noValidate data-testid="money-coupon">
      <TextField
        label={i18n._({ id: 'money.coupon.label', message: 'Discount code' })}
        name="coupon"
        autoComplete="off"
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className="actions">
        <button
          type="submit"
          className="button secondary"
          disabled={redeem.isMutating}
          data-testid="money-coupon-apply"
        >
          {i18n._({ id: 'money.coupon.apply', message: 'Apply' })}
        </button>
      </div>
    </form>
  );
}

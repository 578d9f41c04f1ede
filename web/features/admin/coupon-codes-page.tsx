// §2.9 /admin/coupon-codes (decision 064): the brand's discount codes with their share, dates and
// uses, newest first, and a new code made: a credit on the balance or a percentage off a package,
// checked on the page and then by the upstream, each refusal on its field.
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { ChoiceGroup } from '../../components/ui/choice-group.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { formatMoney } from '../../components/ui/money.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { AdminCouponFragment, FieldErrorCode, PackageCode } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminCouponCodesDocument, AdminCreateCouponCodeDocument } from './generated/documents.ts';

const FIELDS = ['code', 'amount', 'validFrom', 'validUntil', 'maxUses'] as const;
type Field = (typeof FIELDS)[number];
type Kind = 'PERCENT' | 'CREDIT';

interface Draft {
  readonly code: string;
  readonly kind: Kind;
  readonly amount: string;
  readonly packageCode: PackageCode | '';
  readonly validFrom: string;
  readonly validUntil: string;
  readonly maxUses: string;
}

const today = () => new Date().toISOString().slice(0, 10);

const EMPTY: Draft = {
  code: '',
  kind: 'PERCENT',
  amount: '',
  packageCode: '',
  validFrom: '',
  validUntil: '',
  maxUses: '',
};

// The upstream's fields, as the form's.
const FIELD_OF: Readonly<Record<string, Field>> = {
  code: 'code',
  discountPercent: 'amount',
  creditMinor: 'amount',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  maxUses: 'maxUses',
};

// An amount typed in units ("12,50" or "12.50") as minor units, or null when it is not one.
export function minorUnitsOf(typed: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function useFieldWords(): (field: Field, code: FieldErrorCode, kind: Kind) => string {
  const { i18n } = useLingui();
  return (field, code, kind) => {
    const missing = code === 'REQUIRED';
    switch (field) {
      case 'code':
        return missing
          ? i18n._({ id: 'admin.coupons.code-required', message: 'Enter the code.' })
          : i18n._({
              id: 'admin.coupons.code-invalid',
              message: '4 to 32 letters, digits or hyphens.',
            });
      case 'amount':
        return kind === 'PERCENT'
          ? i18n._({ id: 'admin.coupons.percent-invalid', message: 'A whole percentage from 1 to 100.' })
          : i18n._({ id: 'admin.coupons.credit-invalid', message: 'An amount above zero, like 25 or 12.50.' });
      case 'validFrom':
        return i18n._({ id: 'admin.coupons.from-required', message: 'Choose the first day.' });
      case 'validUntil':
        return missing
          ? i18n._({ id: 'admin.coupons.until-required', message: 'Choose the last day.' })
          : i18n._({ id: 'admin.coupons.until-invalid', message: 'The last day comes after the first.' });
      case 'maxUses':
        return i18n._({ id: 'admin.coupons.uses-invalid', message: 'A whole number from 1 to 100,000.' });
    }
  };
}

export function CouponCodesPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const codes = useQuery(AdminCouponCodesDocument, { brand: brand.id });
  return (
    <AdminPage
      title={i18n._({ id: 'admin.coupons.title', message: 'Discount codes' })}
      lead={i18n._({
        id: 'admin.coupons.lead',
        message: 'Codes of this market: a credit on the balance, or a share off a package’s first period.',
      })}
    >
      <NewCouponForm onCreated={() => void codes.mutate()} />
      <QueryState data={codes.data} error={codes.error} onRetry={() => void codes.mutate()}>
        {({ couponCodes }) =>
          couponCodes.length === 0 ? (
            <EmptyState title={i18n._({ id: 'admin.coupons.none', message: 'No codes yet' })} />
          ) : (
            <CouponTable coupons={couponCodes} />
          )
        }
      </QueryState>
    </AdminPage>
  );
}

function CouponTable({ coupons }: { coupons: readonly AdminCouponFragment[] }) {
  const { i18n } = useLingui();
  const packageName = usePackageName();
  const { formatDate } = useDateFormatters();
  const columns: Column<AdminCouponFragment>[] = [
    { key: 'code', header: i18n._({ id: 'admin.coupons.code', message: 'Code' }), cell: (c) => <code>{c.code}</code> },
    {
      key: 'discount',
      header: i18n._({ id: 'admin.coupons.discount', message: 'Discount' }),
      cell: (c) =>
        c.credit
          ? i18n._({
              id: 'admin.coupons.credit-of',
              message: '{amount} credit',
              values: { amount: formatMoney(c.credit, i18n.locale) },
            })
          : c.packageCode
            ? i18n._({
                id: 'admin.coupons.percent-of',
                message: '{percent}% off the {name}',
                values: { percent: c.discountPercent ?? 0, name: packageName(c.packageCode) },
              })
            : i18n._({
                id: 'admin.coupons.percent-any',
                message: '{percent}% off any package',
                values: { percent: c.discountPercent ?? 0 },
              }),
    },
    {
      key: 'valid',
      header: i18n._({ id: 'admin.coupons.valid', message: 'Valid' }),
      cell: (c) =>
        `${formatDate(c.validFrom, { dateStyle: 'medium' })} – ${formatDate(c.validUntil, { dateStyle: 'medium' })}`,
    },
    {
      key: 'uses',
      header: i18n._({ id: 'admin.coupons.uses', message: 'Used' }),
      numeric: true,
      cell: (c) =>
        i18n._({
          id: 'admin.coupons.uses-of',
          message: '{count} of {max}',
          values: { count: c.usesCount, max: c.maxUses },
        }),
    },
  ];
  return (
    <DataTable
      caption={i18n._({ id: 'admin.coupons.title', message: 'Discount codes' })}
      columns={columns}
      rows={coupons}
      rowKey={(c) => c.id}
      testId="admin-coupons"
    />
  );
}

function NewCouponForm({ onCreated }: { onCreated: () => void }) {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const errorMessage = useErrorMessage();
  const fieldWord = useFieldWords();
  const packageName = usePackageName();
  const create = useMutation(AdminCreateCouponCodeDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [draft, setDraft] = useState<Draft>(() => ({ ...EMPTY, validFrom: today() }));
  const [errors, setErrors] = useState<Partial<Record<Field, FieldErrorCode>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const percent = /^\d{1,3}$/.test(draft.amount.trim()) ? Number(draft.amount.trim()) : null;
    const credit = minorUnitsOf(draft.amount);
    const uses = /^\d{1,6}$/.test(draft.maxUses.trim()) ? Number(draft.maxUses.trim()) : null;
    const found: Partial<Record<Field, FieldErrorCode>> = {};
    if (draft.code.trim() === '') found.code = 'REQUIRED';
    if (draft.kind === 'PERCENT' ? percent === null || percent < 1 || percent > 100 : !credit) found.amount = 'INVALID';
    if (draft.validFrom === '') found.validFrom = 'REQUIRED';
    if (draft.validUntil === '') found.validUntil = 'REQUIRED';
    else if (draft.validFrom !== '' && draft.validUntil < draft.validFrom) found.validUntil = 'INVALID';
    if (uses === null || uses < 1) found.maxUses = 'INVALID';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    try {
      const { createCouponCode: answer } = await create.trigger({
        input: {
          brand: brand.id,
          code: draft.code.trim(),
          ...(draft.kind === 'PERCENT'
            ? { discountPercent: percent, ...(draft.packageCode ? { packageCode: draft.packageCode } : {}) }
            : { creditMinor: credit }),
          // The first day from its start, the last to its end, in UTC.
          validFrom: `${draft.validFrom}T00:00:00.000Z`,
          validUntil: `${draft.validUntil}T23:59:59.999Z`,
          maxUses: uses ?? 0,
        },
      });
      if (answer.__typename === 'CouponCodeCreated') {
        toast.success(
          i18n._({
            id: 'admin.coupons.created',
            message: 'The code {code} is ready.',
            values: { code: answer.coupon.code },
          }),
        );
        setDraft({ ...EMPTY, validFrom: today() });
        onCreated();
      } else if (answer.__typename === 'DuplicateCouponCode') {
        setProblem(
          i18n._({
            id: 'admin.coupons.duplicate',
            message: 'This market has a code {code} already. Choose another.',
            values: { code: answer.code },
          }),
        );
      } else {
        const refused: Partial<Record<Field, FieldErrorCode>> = {};
        for (const { field, code } of answer.fieldErrors) {
          const own = FIELD_OF[field];
          if (own) refused[own] = code;
        }
        setErrors(refused);
        focusFirstError();
      }
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  const error = (field: Field) => {
    const code = errors[field];
    return code ? fieldWord(field, code, draft.kind) : null;
  };
  return (
    <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate data-testid="admin-coupon-form">
      <h2>{i18n._({ id: 'admin.coupons.new', message: 'New code' })}</h2>
      <TextField
        label={i18n._({ id: 'admin.coupons.code', message: 'Code' })}
        name="code"
        autoComplete="off"
        value={draft.code}
        error={error('code')}
        onChange={set('code')}
      />
      <ChoiceGroup
        legend={i18n._({ id: 'admin.coupons.kind', message: 'Kind' })}
        name="kind"
        type="radio"
        choices={[
          { value: 'PERCENT', label: i18n._({ id: 'admin.coupons.kind-percent', message: 'A share off a package' }) },
          { value: 'CREDIT', label: i18n._({ id: 'admin.coupons.kind-credit', message: 'A credit on the balance' }) },
        ]}
        selected={[draft.kind]}
        onChange={([kind]) => setDraft((current) => ({ ...current, kind: kind === 'CREDIT' ? 'CREDIT' : 'PERCENT' }))}
      />
      <TextField
        label={
          draft.kind === 'PERCENT'
            ? i18n._({ id: 'admin.coupons.percent', message: 'Percentage off' })
            : i18n._({
                id: 'admin.coupons.credit',
                message: 'Credit, in {currency}',
                values: { currency: brand.currency },
              })
        }
        name="amount"
        inputMode="decimal"
        value={draft.amount}
        error={error('amount')}
        onChange={set('amount')}
      />
      {draft.kind === 'PERCENT' ? (
        <SelectField
          label={i18n._({ id: 'admin.coupons.package', message: 'For' })}
          name="packageCode"
          value={draft.packageCode}
          options={[
            { value: '', label: i18n._({ id: 'admin.coupons.package-any', message: 'Any package' }) },
            { value: 'PLUS', label: packageName('PLUS') },
            { value: 'PRO', label: packageName('PRO') },
          ]}
          onChange={set('packageCode')}
        />
      ) : null}
      <TextField
        label={i18n._({ id: 'admin.coupons.from', message: 'First day' })}
        name="validFrom"
        type="date"
        value={draft.validFrom}
        error={error('validFrom')}
        onChange={set('validFrom')}
      />
      <TextField
        label={i18n._({ id: 'admin.coupons.until', message: 'Last day' })}
        name="validUntil"
        type="date"
        value={draft.validUntil}
        error={error('validUntil')}
        onChange={set('validUntil')}
      />
      <TextField
        label={i18n._({ id: 'admin.coupons.max-uses', message: 'How many times it may be used' })}
        name="maxUses"
        inputMode="numeric"
        value={draft.maxUses}
        error={error('maxUses')}
        onChange={set('maxUses')}
      />
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={create.isMutating} data-testid="admin-coupon-create">
          {i18n._({ id: 'admin.coupons.create', message: 'Make the code' })}
        </button>
      </div>
    </form>
  );
}

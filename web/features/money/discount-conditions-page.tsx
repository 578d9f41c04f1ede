// §2.2 /visitor/discount-conditions (decisions 064, 066): the conditions of the brand's discount
// codes for tradespeople, in the brand's language, with the company behind the brand and the day
// they were last changed.
import { useLingui } from '@lingui/react';
import { BRAND_COMPANIES } from '../../../shared/brand-companies.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';

// When these conditions last changed.
export const DISCOUNT_CONDITIONS_UPDATED = '2026-11-28';

export function DiscountConditionsPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const { formatDate } = useDateFormatters();
  const company = BRAND_COMPANIES[brand.id];
  const values = { company: company.legalName, product: brand.productName };
  const sections = [
    {
      key: 'who',
      title: i18n._({ id: 'discount-conditions.who.title', message: 'Who can use a code' }),
      text: i18n._({
        id: 'discount-conditions.who.text',
        message:
          'Codes are for tradespeople with an account on {product}. A code works only in the country it was issued for, and only between the dates it names.',
        values,
      }),
    },
    {
      key: 'kinds',
      title: i18n._({ id: 'discount-conditions.kinds.title', message: 'Two kinds of code' }),
      text: i18n._({
        id: 'discount-conditions.kinds.text',
        message:
          'A credit code puts an amount on your balance, which then pays lead fees and invoices until it is used up. A percentage code takes its share off the first period of a package, and off the VAT on it, when you buy the package with it; some are for one package only.',
      }),
    },
    {
      key: 'limits',
      title: i18n._({ id: 'discount-conditions.limits.title', message: 'Limits' }),
      text: i18n._({
        id: 'discount-conditions.limits.text',
        message:
          'Each code can be used once per account, and no more often in all than it was issued for. One code per purchase. Codes cannot be exchanged for money, passed on to someone else or combined.',
      }),
    },
    {
      key: 'refused',
      title: i18n._({ id: 'discount-conditions.refused.title', message: 'When a code is refused' }),
      text: i18n._({
        id: 'discount-conditions.refused.text',
        message:
          'A code that is unknown, outside its dates, used up or already used by you is refused, and nothing on your account changes.',
      }),
    },
    {
      key: 'credit',
      title: i18n._({ id: 'discount-conditions.credit.title', message: 'Credit on your balance' }),
      text: i18n._({
        id: 'discount-conditions.credit.text',
        message: 'Credit from a code stays on your balance until it is used. It is not paid out.',
      }),
    },
    {
      key: 'changes',
      title: i18n._({ id: 'discount-conditions.changes.title', message: 'Changes' }),
      text: i18n._({
        id: 'discount-conditions.changes.text',
        message:
          '{company} may end a campaign early. A code you have already used keeps what it gave you. Questions: {email}.',
        values: { ...values, email: company.billingEmail },
      }),
    },
  ];
  return (
    <div className="narrow account-page" data-testid="discount-conditions">
      <PageHeading
        title={i18n._({ id: 'discount-conditions.title', message: 'Discount code conditions' })}
        lead={i18n._({
          id: 'discount-conditions.lead',
          message: 'How discount codes from {company} work for tradespeople on {product}.',
          values,
        })}
      />
      {sections.map((section) => (
        <section key={section.key} className="card account-topic">
          <h2>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <p className="field-hint">
        {i18n._({
          id: 'discount-conditions.updated',
          message: 'Last updated on {date}.',
          values: { date: formatDate(DISCOUNT_CONDITIONS_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) },
        })}
      </p>
    </div>
  );
}

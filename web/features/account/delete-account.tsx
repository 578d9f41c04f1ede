// Deleting one's own account (spec §1, §8 anonymise user): what goes and what stays is said first;
// the person may say why, confirms it is them (§3 second layer), and the account's personal data
// is gone and it can no longer sign in. The four §8 refusals — a blocked account, a subscription
// still running, a balance that is not zero, an unpaid invoice — each say why, and what to do.
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isReasonTooLong, MAX_REASON_LENGTH } from '../../../shared/account-input.ts';
import { FormMessage, TextArea } from '../../components/ui/fields.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import type { AccountDeleteMutation } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { AccountDeleteDocument } from './generated/documents.ts';
import { useSensitiveChange } from './sensitive-change.ts';

type Answer = Exclude<
  AccountDeleteMutation['deleteAccount'],
  { __typename: 'ImpersonationNotAllowed' | 'SecondLayerAuthenticationRequired' }
>;

const assignLocation = (href: string) => window.location.assign(href);

export function DeleteAccount({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const { formatDate } = useDateFormatters();
  const router = useRouter();
  const remove = useMutation(AccountDeleteDocument);
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  const sensitive = useSensitiveChange(setRefusal);

  const refusalOf = (answer: Answer): string | null => {
    switch (answer.__typename) {
      case 'AnonymiseUserBlacklisted':
        return i18n._({
          id: 'account.delete.refused.blocked',
          message:
            'This account is blocked, so it is kept: deleting it would lift the block. If you think this is a mistake, contact our support team.',
        });
      case 'AnonymiseUserOngoingSubscription':
        return answer.endsAt
          ? i18n._({
              id: 'account.delete.refused.subscription-ends',
              message:
                'Your subscription runs until {date}. You can delete your account once it has ended, or after you have cancelled it.',
              values: { date: formatDate(answer.endsAt) },
            })
          : i18n._({
              id: 'account.delete.refused.subscription',
              message: 'You still have a subscription. Cancel it first, then delete your account.',
            });
      case 'AnonymiseUserOpenBalance':
        return i18n._({
          id: 'account.delete.refused.balance',
          message: 'Your account balance is {amount}, not zero. Once it is settled you can delete your account.',
          values: { amount: formatMoney({ amountMinor: answer.amountMinor, currency: answer.currency }, i18n.locale) },
        });
      case 'AnonymiseUserUnpaidInvoice':
        return i18n._({
          id: 'account.delete.refused.invoices',
          message:
            '{count, plural, one {An invoice is} other {# invoices are}} still to be paid. Pay {count, plural, one {it} other {them}} first, then delete your account.',
          values: { count: answer.invoiceCount },
        });
      case 'UserAnonymised':
        return null;
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    if (isReasonTooLong(reason)) {
      setReasonError(
        i18n._({
          id: 'account.delete.reason-too-long',
          message: 'Keep it to {max} characters, please.',
          values: { max: MAX_REASON_LENGTH },
        }),
      );
      return;
    }
    setReasonError(null);
    const trimmed = reason.trim();
    const answer = await sensitive.run(
      async () => (await remove.trigger({ input: { reason: trimmed === '' ? null : trimmed } })).deleteAccount,
    );
    if (answer?.__typename === 'UserAnonymised') setDeleted(true);
    else if (answer) setRefusal(refusalOf(answer));
  }

  if (deleted) {
    return (
      <section className="card account-danger" aria-labelledby={headingId} data-testid="account-deleted">
        <h2 id={headingId} tabIndex={-1} ref={(element) => element?.focus()}>
          {i18n._({ id: 'account.delete.done.title', message: 'Your account is deleted' })}
        </h2>
        <p>
          {i18n._({
            id: 'account.delete.done.text',
            message:
              'Your personal details are gone and nobody can sign in to this account any more. Thank you for using us.',
          })}
        </p>
        <button type="button" className="button" onClick={() => loadPage(router.href('home'))}>
          {i18n._({ id: 'account.delete.done.home', message: 'Go to the home page' })}
        </button>
      </section>
    );
  }

  return (
    <section className="card account-danger" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._({ id: 'account.delete.title', message: 'Delete your account' })}</h2>
      <p>
        {i18n._({
          id: 'account.delete.what',
          message:
            'Your name and contact details are removed and you can no longer sign in. Jobs, messages and reviews you wrote stay, without your name. This cannot be undone.',
        })}
      </p>
      {asking ? (
        <form className="form" onSubmit={submit} noValidate>
          <TextArea
            label={i18n._({ id: 'account.delete.reason', message: 'Why are you leaving? (optional)' })}
            hint={i18n._({ id: 'account.delete.reason-hint', message: 'It helps us do better for others.' })}
            name="reason"
            rows={3}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          {refusal ? <FormMessage>{refusal}</FormMessage> : null}
          <div className="actions">
            <button type="submit" className="button danger" disabled={remove.isMutating} data-testid="delete-confirm">
              {i18n._({ id: 'account.delete.confirm', message: 'Delete my account for good' })}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                setAsking(false);
                setRefusal(null);
                start.current?.focus();
              }}
            >
              {i18n._({ id: 'account.delete.keep', message: 'Keep my account' })}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={start}
          type="button"
          className="button secondary danger"
          data-testid="delete-start"
          onClick={() => setAsking(true)}
        >
          {i18n._({ id: 'account.delete.start', message: 'Delete my account' })}
        </button>
      )}
      {sensitive.dialog}
    </section>
  );
}

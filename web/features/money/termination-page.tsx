// §2.7 pay-invoices/termination (decision 066): ending the package. It runs to the end of the
// period already paid and is not renewed; a package due to start is cancelled before it does. The
// page says where the package stands, what ending it means, and, once ended, the day it stops.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import type { MoneySubscriptionFragment } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { MoneyCancelSubscriptionDocument, MoneyPackagesDocument } from './generated/documents.ts';

export function TerminationPage() {
  const { i18n } = useLingui();
  const { brand } = useRouter();
  const packages = useQuery(MoneyPackagesDocument, { brand: brand.id });
  return (
    <div className="narrow account-page">
      <BackLink to="proPayInvoices">{i18n._({ id: 'money.invoices.title', message: 'Invoices' })}</BackLink>
      <PageHeading title={i18n._({ id: 'money.termination.title', message: 'End your package' })} />
      <QueryState data={packages.data} error={packages.error} onRetry={() => void packages.mutate()}>
        {({ mySubscription }) =>
          mySubscription?.package ? (
            <Termination subscription={mySubscription} />
          ) : (
            <EmptyState
              icon="ticket-percent"
              title={i18n._({ id: 'money.termination.none', message: 'You have no package' })}
            >
              <p>
                <Link to="proPackageSelection">
                  {i18n._({ id: 'money.balance.packages-link', message: 'The packages' })}
                </Link>
              </p>
            </EmptyState>
          )
        }
      </QueryState>
    </div>
  );
}

function Termination({ subscription }: { subscription: MoneySubscriptionFragment }) {
  const { i18n } = useLingui();
  const packageName = usePackageName();
  const errorMessage = useErrorMessage();
  const { formatDate } = useDateFormatters();
  const cancel = useMutation(MoneyCancelSubscriptionDocument, { revalidate: ['moneyPackages', 'moneyBalance'] });
  const [problem, setProblem] = useState<string | null>(null);
  const name = packageName(subscription.package?.code ?? 'PLUS');
  const day = (iso: string | null | undefined) => (iso ? formatDate(iso, { dateStyle: 'long' }) : '');

  async function end() {
    setProblem(null);
    try {
      const { cancelSubscription: answer } = await cancel.trigger({ input: { terminationDate: null } });
      if (answer.__typename !== 'SubscriptionCancelled') {
        setProblem(i18n._({ id: 'money.termination.failed', message: 'Your package could not be ended. Try again.' }));
      }
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  if (subscription.status === 'CANCELLED') {
    return (
      <Notice
        tone="good"
        title={i18n._({ id: 'money.termination.ended', message: 'Your package is ended' })}
        testId="money-termination-done"
      >
        <p>
          {i18n._({
            id: 'money.termination.ends-on',
            message: 'The {name} stops on {date} and is not renewed. Its proposals stay included until then.',
            values: { name, date: day(subscription.terminatesAt ?? subscription.endsAt) },
          })}
        </p>
      </Notice>
    );
  }
  const scheduled = subscription.status === 'SCHEDULED';
  return (
    <section className="card account-topic" data-testid="money-termination">
      <p>
        {scheduled
          ? i18n._({
              id: 'money.termination.scheduled',
              message: 'The {name} is due to start on {date}. Cancel it now and it never starts; nothing is charged.',
              values: { name, date: day(subscription.startsAt) },
            })
          : i18n._({
              id: 'money.termination.running',
              message:
                'The {name} runs until {date}, the end of the period you have paid for. End it now and it stops then instead of being renewed.',
              values: { name, date: day(subscription.endsAt) },
            })}
      </p>
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button
          type="button"
          className="button danger"
          disabled={cancel.isMutating}
          onClick={() => void end()}
          data-testid="money-terminate"
        >
          {scheduled
            ? i18n._({ id: 'money.termination.cancel-scheduled', message: 'Cancel this package' })
            : i18n._({ id: 'money.termination.confirm', message: 'End my package' })}
        </button>
        <Link to="proPayInvoices" className="button secondary">
          {i18n._({ id: 'money.termination.keep', message: 'Keep it' })}
        </Link>
      </div>
    </section>
  );
}

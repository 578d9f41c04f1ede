// A package chosen while another runs (spec §8 schedule subscription; decision 066): it can follow
// the running one, starting the day that one stops, its first period charged then — switching from
// a month to a year at the month's end, or from Plus to Pro.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { MoneyPackageFragment, MoneySubscriptionFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { usePackageName } from '../../lib/package-words.ts';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { MoneyScheduleSubscriptionDocument } from './generated/documents.ts';

export function SwitchLater({ pack, current }: { pack: MoneyPackageFragment; current: MoneySubscriptionFragment }) {
  const { i18n } = useLingui();
  const router = useRouter();
  const packageName = usePackageName();
  const errorMessage = useErrorMessage();
  const { formatDate } = useDateFormatters();
  const schedule = useMutation(MoneyScheduleSubscriptionDocument, { revalidate: ['moneyPackages'] });
  const [problem, setProblem] = useState<string | null>(null);
  const ends = current.terminatesAt ?? current.endsAt;
  if (!ends) return null;
  const startsAt: string = ends;
  const date = formatDate(startsAt, { dateStyle: 'long' });
  const name = packageName(pack.code);

  async function confirm() {
    setProblem(null);
    try {
      const { scheduleSubscription: answer } = await schedule.trigger({ input: { packageId: pack.id, startsAt } });
      if (answer.__typename === 'SubscriptionScheduled') {
        toast.success(
          i18n._({ id: 'money.switch.done', message: 'The {name} starts on {date}.', values: { name, date } }),
        );
        router.navigate(router.href('proBalance'));
      } else if (answer.__typename === 'ScheduledSubscriptionExists') {
        setProblem(
          i18n._({
            id: 'money.purchase.scheduled',
            message: 'A package of yours is due to start. It has to start, or be cancelled, before you choose another.',
          }),
        );
      } else {
        setProblem(
          i18n._({
            id: 'money.switch.refused',
            message: 'This package cannot follow yours now. Look at the packages again, or try once more later.',
          }),
        );
      }
    } catch (failure) {
      setProblem(errorMessage(failure));
    }
  }

  return (
    <section className="card account-topic" data-testid="money-switch-later">
      <p>
        {i18n._({
          id: 'money.switch.text',
          message:
            'Your {current} runs until {date}. The {name} can follow it: it starts that day, and its first period is charged then.',
          values: { current: packageName(current.package?.code ?? 'PLUS'), name, date },
        })}
      </p>
      {problem ? <FormMessage>{problem}</FormMessage> : null}
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={schedule.isMutating}
          onClick={() => void confirm()}
          data-testid="money-switch-confirm"
        >
          {i18n._({ id: 'money.switch.confirm', message: 'Start it on {date}', values: { date } })}
        </button>
      </div>
    </section>
  );
}

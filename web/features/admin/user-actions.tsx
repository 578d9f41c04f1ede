// What staff do to one account (§2.9, §6, decision 078), beside its page's heading: impersonate it,
// disable or enable it, ban it, end its sessions, send a new activation link, anonymise it. Each
// is asked first in a confirmation sheet saying what will happen (with a reason where one is kept,
// required for a ban); a ban, a disable and an anonymisation need the staff member's recent
// confirmation that it is them (the second layer). Every answer of the upstream is said in words;
// after each action the page is read again, and a disable or ban offers its undo (enable).
// Impersonating loads the person's own home as a whole page, in the session the server has put in
// the cookies; the banner there says so and ends it.
import { useLingui } from '@lingui/react';
import { homeRouteFor } from '../../components/nav-destinations.ts';
import { useSecondLayer } from '../../components/second-layer/second-layer.tsx';
import { useConfirmedAction } from '../../components/ui/confirmed-action.tsx';
import { formatMoney } from '../../components/ui/money.tsx';
import type { AdminAccountRowFragment, FieldErrorCode } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import {
  AdminAnonymiseUserDocument,
  AdminBanUserDocument,
  AdminDisableUserDocument,
  AdminEnableUserDocument,
  AdminEndUserSessionsDocument,
  AdminImpersonateUserDocument,
  AdminResendActivationDocument,
} from './generated/documents.ts';
import { actionsFor, type Kind, useActionSheets } from './user-action-sheets.tsx';
import { personName } from './user-words.tsx';

const assignLocation = (href: string) => window.location.assign(href);
const needsSecondLayer = (answer: { __typename: string }) => answer.__typename === 'SecondLayerAuthenticationRequired';

export function UserActions({
  account,
  onChanged,
  loadPage = assignLocation,
}: {
  account: AdminAccountRowFragment;
  // Reads the page's data again.
  onChanged: () => Promise<void>;
  loadPage?: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const { href } = useRouter();
  const { user } = useSession();
  const { formatDate } = useDateFormatters();
  const errorMessage = useErrorMessage();
  const secondLayer = useSecondLayer();
  const impersonate = useMutation(AdminImpersonateUserDocument);
  const disable = useMutation(AdminDisableUserDocument);
  const enable = useMutation(AdminEnableUserDocument);
  const ban = useMutation(AdminBanUserDocument);
  const endSessions = useMutation(AdminEndUserSessionsDocument);
  const resend = useMutation(AdminResendActivationDocument);
  const anonymise = useMutation(AdminAnonymiseUserDocument);
  const { ask, sheet } = useConfirmedAction('admin-user-confirm');
  const name = personName(account);
  const userId = account.id;

  const gone = () => toast.error(i18n._({ id: 'admin.users.gone', message: 'This account does not exist any more.' }));
  const notConfirmed = () =>
    toast.info(
      i18n._({
        id: 'admin.users.not-confirmed',
        message: 'Nothing was changed: this needs you to confirm it’s you first.',
      }),
    );
  const fieldsRefused = (errors: readonly { field: string; code: FieldErrorCode }[]) =>
    toast.error(
      errors.some((error) => error.field === 'reason')
        ? i18n._({ id: 'admin.users.reason-refused', message: 'Give a reason, in a few words.' })
        : i18n._({ id: 'admin.users.refused', message: 'This could not be done to this account.' }),
    );

  // Enables the account; the undo of a disable or a ban, and an action of its own.
  async function runEnable(reason: string | null, wasBanned: boolean) {
    const { enableUser: answer } = await enable.trigger({ input: { userId, reason } });
    if (answer.__typename === 'UserNotFound') return gone();
    toast.success(
      wasBanned
        ? i18n._({
            id: 'admin.users.ban-lifted',
            message: 'The ban is lifted: {name} can sign in again. What was taken down stays down.',
            values: { name },
          })
        : i18n._({ id: 'admin.users.enabled', message: '{name} can sign in again.', values: { name } }),
    );
  }

  const undo = (wasBanned: boolean) => ({
    label: i18n._({ id: 'admin.users.undo', message: 'Undo' }),
    onClick: () =>
      void runEnable(null, wasBanned)
        .catch((failure: unknown) => {
          const words = errorMessage(failure);
          if (words) toast.error(words);
        })
        .then(onChanged),
  });

  // Runs the action; true when the page should move on rather than be read again.
  async function perform(kind: Kind, reason: string | null): Promise<boolean> {
    switch (kind) {
      case 'impersonate': {
        const { impersonateUser: answer } = await impersonate.trigger({ input: { userId } });
        if (answer.__typename === 'UserImpersonated') {
          toast.success(
            i18n._({ id: 'admin.users.impersonating', message: 'You are acting as {name}.', values: { name } }),
          );
          loadPage(href(homeRouteFor(answer.user.type)));
          return true;
        }
        const codes = answer.fieldErrors.map((error) => error.code);
        if (codes.includes('NOT_FOUND')) gone();
        else if (codes.includes('INVALID')) {
          toast.error(
            i18n._({
              id: 'admin.users.impersonate-refused',
              message: 'Only a home owner’s or a professional’s account that is not disabled can be impersonated.',
            }),
          );
        } else fieldsRefused(answer.fieldErrors);
        return false;
      }
      case 'disable': {
        const answer = await secondLayer.confirmThen(
          async () => (await disable.trigger({ input: { userId, reason } })).disableUser,
          needsSecondLayer,
        );
        if (answer === null || answer.__typename === 'SecondLayerAuthenticationRequired') notConfirmed();
        else if (answer.__typename === 'UserNotFound') gone();
        else {
          toast.success(
            i18n._({
              id: 'admin.users.disabled',
              message: '{name}’s account is disabled and its sessions have ended.',
              values: { name },
            }),
            { action: undo(false), duration: 8000 },
          );
        }
        return false;
      }
      case 'enable':
        await runEnable(reason, account.bannedAt !== null);
        return false;
      case 'ban': {
        const answer = await secondLayer.confirmThen(
          async () => (await ban.trigger({ input: { userId, reason: reason ?? '' } })).banUser,
          needsSecondLayer,
        );
        if (answer === null || answer.__typename === 'SecondLayerAuthenticationRequired') notConfirmed();
        else if (answer.__typename === 'UserNotFound') gone();
        else if (answer.__typename === 'InvalidFields') fieldsRefused(answer.fieldErrors);
        else {
          toast.success(
            i18n._({
              id: 'admin.users.banned',
              message:
                '{name} is banned and told by email. {count, plural, =0 {Nothing public was taken down.} one {One public review, question or answer was taken down.} other {# public reviews, questions and answers were taken down.}}',
              values: { name, count: answer.contentHidden },
            }),
            { action: undo(true), duration: 8000 },
          );
        }
        return false;
      }
      case 'endSessions': {
        const { endUserSessions: answer } = await endSessions.trigger({ input: { userId } });
        if (answer.__typename === 'UserNotFound') gone();
        else {
          toast.success(
            i18n._({
              id: 'admin.users.sessions-ended',
              message: '{count, plural, =0 {No session was open.} one {One session ended.} other {# sessions ended.}}',
              values: { count: answer.sessionsEnded },
            }),
          );
        }
        return false;
      }
      case 'resendActivation': {
        const { resendActivation: answer } = await resend.trigger({ input: { userId } });
        switch (answer.__typename) {
          case 'ActivationResent':
            toast.success(
              i18n._({
                id: 'admin.users.activation-sent',
                message: 'A new activation link is on its way to {email}.',
                values: { email: account.email },
              }),
            );
            break;
          case 'ActivationNotNeeded':
            toast.info(
              i18n._({
                id: 'admin.users.activation-not-needed',
                message: 'This account’s address is proven already: there is nothing to activate.',
              }),
            );
            break;
          case 'UsageLimitReached':
            toast.error(
              i18n._({
                id: 'admin.users.activation-limit',
                message:
                  'Too many links went to this account lately. Try again in {minutes, plural, one {a minute} other {# minutes}}.',
                values: { minutes: Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) },
              }),
            );
            break;
          case 'UserNotFound':
            gone();
            break;
        }
        return false;
      }
      case 'anonymise': {
        const answer = await secondLayer.confirmThen(
          async () => (await anonymise.trigger({ input: { userId, reason } })).anonymiseUser,
          needsSecondLayer,
        );
        if (answer === null) {
          notConfirmed();
          return false;
        }
        switch (answer.__typename) {
          case 'UserAnonymised':
            toast.success(i18n._({ id: 'admin.users.anonymised', message: 'The account is anonymised.' }));
            break;
          case 'SecondLayerAuthenticationRequired':
            notConfirmed();
            break;
          case 'AnonymiseUserBlacklisted':
            toast.error(
              i18n._({
                id: 'admin.users.anonymise-blocked',
                message: 'This account is blocked, so it is kept: anonymising it would lift the block.',
              }),
            );
            break;
          case 'AnonymiseUserOngoingSubscription':
            toast.error(
              answer.endsAt
                ? i18n._({
                    id: 'admin.users.anonymise-subscription-ends',
                    message: 'Its subscription runs until {date}; the account can be anonymised once it has ended.',
                    values: { date: formatDate(answer.endsAt) },
                  })
                : i18n._({
                    id: 'admin.users.anonymise-subscription',
                    message: 'It still has a subscription: that must be cancelled first.',
                  }),
            );
            break;
          case 'AnonymiseUserOpenBalance':
            toast.error(
              i18n._({
                id: 'admin.users.anonymise-balance',
                message: 'Its balance is {amount}, not zero: it must be settled first.',
                values: {
                  amount: formatMoney({ amountMinor: answer.amountMinor, currency: answer.currency }, i18n.locale),
                },
              }),
            );
            break;
          case 'AnonymiseUserUnpaidInvoice':
            toast.error(
              i18n._({
                id: 'admin.users.anonymise-invoices',
                message:
                  '{count, plural, one {An invoice is} other {# invoices are}} still to be paid: the account is kept until then.',
                values: { count: answer.invoiceCount },
              }),
            );
            break;
        }
        return false;
      }
    }
  }

  const sheets = useActionSheets(account);

  const kinds = actionsFor(account, user?.id ?? null);
  // The page is read again after an action (the sheet closed already), unless the action moved on
  // to another page.
  const askFor = (kind: Kind) =>
    ask({
      ...sheets[kind],
      run: async (reason) => {
        if (!(await perform(kind, reason))) void onChanged();
      },
    });
  return (
    <>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={sheets[kind].danger ? 'button danger' : 'button secondary'}
          aria-haspopup="dialog"
          data-testid={`admin-user-${kind}`}
          onClick={() => askFor(kind)}
        >
          {sheets[kind].button}
        </button>
      ))}
      {sheet}
      {secondLayer.dialog}
    </>
  );
}

// Account/AcceptInvite (§2.4 /account/accept-invite/{inviteToken}, §6 assumable access): what the
// invite offers — which company, which role, until when — and the one way on for whoever opened
// the link. A visitor without an account chooses a name and a password; a visitor with one signs
// in and comes back here; the invited person, signed in, accepts with one button; someone signed in
// with another address is told which one the invite is for. An expired, used or unknown link says
// so. Once accepted, the session starts acting for the company and the person lands in its account,
// with the banner that says whose account it is (§2.10).
import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactElement, useState } from 'react';
import { isPasswordLengthAllowed } from '../../../shared/account-input.ts';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { FormMessage, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { FieldErrorCode, TeamAcceptInviteMutation, TeamInvitePreviewQuery } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { type FieldErrors, useFieldErrorMessage } from './field-errors.ts';
import { TeamAcceptInviteDocument, TeamInvitePreviewDocument, TeamStartActingDocument } from './generated/documents.ts';
import { useTeamFailure, useTeamWords } from './team-words.ts';

type Preview = Extract<TeamInvitePreviewQuery['invite'], { __typename: 'InvitePreview' }>;
type Answer = TeamAcceptInviteMutation['acceptInvite'];

const assignLocation = (href: string) => window.location.assign(href);

export function AcceptInvitePage({
  token,
  loadPage = assignLocation,
}: {
  token: string;
  loadPage?: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const failureText = useInviteFailure();
  const preview = useQuery(TeamInvitePreviewDocument, { token });
  return (
    <div className="narrow account-page">
      <QueryState data={preview.data} error={preview.error} onRetry={() => void preview.mutate()}>
        {(data) =>
          data.invite.__typename === 'InvitePreview' ? (
            <Invite token={token} invite={data.invite} loadPage={loadPage} />
          ) : (
            <>
              <PageHeading
                title={i18n._({ id: 'account.invite.unusable', message: 'This invite cannot be used' })}
                lead={failureText(data.invite.code)}
              />
              <p>
                <Link to="home">{i18n._({ id: 'account.invite.home', message: 'Go to the home page' })}</Link>
              </p>
            </>
          )
        }
      </QueryState>
    </div>
  );
}

function useInviteFailure(): (code: string) => string {
  const { i18n } = useLingui();
  return (code) =>
    code === 'ERROR_EXPIRED_TOKEN'
      ? i18n._({
          id: 'account.invite.expired',
          message: 'This invite has expired. Ask the person who invited you to send a new one.',
        })
      : i18n._({
          id: 'account.invite.invalid',
          message:
            'This invite link is not valid, or it has been used already. Ask for a new one if you still need it.',
        });
}

function Invite({ token, invite, loadPage }: { token: string; invite: Preview; loadPage: (href: string) => void }) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const { formatDate } = useDateFormatters();
  const { user } = useSession();
  const router = useRouter();
  const failureOf = useTeamFailure();
  const accept = useMutation(TeamAcceptInviteDocument);
  const startActing = useMutation(TeamStartActingDocument);
  const [outcome, setOutcome] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureText = useInviteFailure();
  const loginHref = router.href('login', { [REDIRECT_TO]: `${router.pathname}${router.search}` });

  // Accepts, starts acting for the company, and loads its account afresh with the new session.
  async function acceptWith(details: { firstName?: string; lastName?: string; password?: string }) {
    setFailure(null);
    try {
      const { acceptInvite: answer } = await accept.trigger({ input: { inviteToken: token, ...details } });
      setOutcome(answer);
      if (answer.__typename !== 'InviteAccepted') return answer;
      await startActing.trigger({ input: { userId: answer.account.id } });
      loadPage(router.href('newServiceRequests'));
      return answer;
    } catch (error) {
      setFailure(failureOf(error));
      return null;
    }
  }

  const busy = accept.isMutating || startActing.isMutating || outcome?.__typename === 'InviteAccepted';
  const requiresLogin = outcome?.__typename === 'InviteRequiresLogin' || (!user && invite.hasAccount);

  let body: ReactElement;
  if (outcome?.__typename === 'TokenFailed') {
    body = <FormMessage>{failureText(outcome.code)}</FormMessage>;
  } else if (outcome?.__typename === 'InviteEmailMismatch') {
    body = <SignedInAsAnother email={outcome.email} />;
  } else if (user) {
    body = (
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void acceptWith({})}
          data-testid="invite-accept"
        >
          {i18n._({ id: 'account.invite.accept', message: 'Accept and open the account' })}
        </button>
      </div>
    );
  } else if (requiresLogin) {
    body = (
      <>
        <p>
          {i18n._({
            id: 'account.invite.sign-in-first',
            message: 'You already have an account with {email}. Sign in with it, and you come back here to accept.',
            values: { email: invite.email },
          })}
        </p>
        <div className="actions">
          <a className="button" href={loginHref} data-testid="invite-sign-in">
            {i18n._({ id: 'account.invite.sign-in', message: 'Sign in to accept' })}
          </a>
        </div>
      </>
    );
  } else {
    body = <NewPersonForm email={invite.email} busy={busy} onSubmit={acceptWith} />;
  }

  return (
    <>
      <PageHeading
        title={i18n._({
          id: 'account.invite.title',
          message: 'Join {company}',
          values: { company: invite.companyName },
        })}
        lead={i18n._({
          id: 'account.invite.lead',
          message: '{company} invites {email} to work on its account as {role}.',
          values: { company: invite.companyName, email: invite.email, role: words.role(invite.role) },
        })}
      />
      <section className="card account-form" data-testid="invite">
        <p className="team-invite-role">
          <strong>{words.role(invite.role)}</strong>: {words.roleText(invite.role)}
        </p>
        <p className="account-link-text">
          {i18n._({
            id: 'account.invite.until',
            message: 'The invite can be accepted until {date}.',
            values: { date: formatDate(invite.expiresAt) },
          })}
        </p>
        {body}
        {failure ? <FormMessage>{failure}</FormMessage> : null}
      </section>
    </>
  );
}

function SignedInAsAnother({ email }: { email: string }) {
  const { i18n } = useLingui();
  const { user, logout } = useSession();
  return (
    <>
      <FormMessage>
        {i18n._({
          id: 'account.invite.mismatch',
          message:
            'You are signed in as {current}, but this invite is for {email}. Sign out, then open the link again.',
          values: { current: user?.email ?? '', email },
        })}
      </FormMessage>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => void logout()} data-testid="invite-sign-out">
          {i18n._({ id: 'account.invite.sign-out', message: 'Sign out' })}
        </button>
      </div>
    </>
  );
}

type NewPersonField = 'firstName' | 'lastName' | 'newPassword';

function NewPersonForm({
  email,
  busy,
  onSubmit,
}: {
  email: string;
  busy: boolean;
  onSubmit: (details: { firstName: string; lastName: string; password: string }) => Promise<Answer | null>;
}) {
  const { i18n } = useLingui();
  const fieldMessage = useFieldErrorMessage();
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const [values, setValues] = useState({ firstName: '', lastName: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (values.firstName.trim() === '') found.firstName = fieldMessage('firstName', 'REQUIRED');
    if (values.lastName.trim() === '') found.lastName = fieldMessage('lastName', 'REQUIRED');
    if (values.password === '') found.newPassword = fieldMessage('newPassword', 'REQUIRED');
    else if (!isPasswordLengthAllowed(values.password)) found.newPassword = fieldMessage('newPassword', 'INVALID');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const answer = await onSubmit(values);
    if (answer?.__typename === 'InvalidFields') {
      const fromServer: FieldErrors = {};
      for (const { field, code } of answer.fieldErrors) {
        const name: NewPersonField | null =
          field === 'password' ? 'newPassword' : field === 'firstName' || field === 'lastName' ? field : null;
        if (name) fromServer[name] = fieldMessage(name, code as FieldErrorCode);
      }
      setErrors(fromServer);
      focusFirstError();
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate data-testid="invite-new-person">
      <p>
        {i18n._({
          id: 'account.invite.new-person',
          message: 'Choose your name and a password. You sign in with {email}.',
          values: { email },
        })}
      </p>
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <TextField
        label={i18n._({ id: 'account.contact.first-name', message: 'First name' })}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={set('firstName')}
      />
      <TextField
        label={i18n._({ id: 'account.contact.last-name', message: 'Last name' })}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={set('lastName')}
      />
      <TextField
        label={i18n._({ id: 'account.invite.password', message: 'Password' })}
        hint={i18n._({
          id: 'account.password.hint',
          message: 'At least 8 characters. A few words you will remember make a strong password.',
        })}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.newPassword}
        onChange={set('password')}
      />
      <div className="actions">
        <button type="submit" className="button" disabled={busy} data-testid="invite-join">
          {i18n._({ id: 'account.invite.join', message: 'Join and open the account' })}
        </button>
      </div>
    </form>
  );
}

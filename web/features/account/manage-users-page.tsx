// §2.7 /service-pro/manage-users (spec §6 organisation roles): the people who work on the company's
// account, each with their role, and the open invites. An OWNER or a MANAGER invites people by email,
// changes a role and ends someone's access — each only for the roles the upstream lets their own role
// manage (a MANAGER does not touch an OWNER); a MEMBER sees their own role and may leave. When the
// upstream refuses anyway (someone changed the caller's role meanwhile), the page says so and shows
// what the caller may do now.
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormMessage, SelectField, TextField } from '../../components/ui/fields.tsx';
import { useFirstErrorFocus } from '../../components/ui/form-focus.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { OrganisationRole, TeamMemberFragment, TeamMembersQuery } from '../../generated/graphql.ts';
import { emailProblem } from '../../lib/account-fields.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { AccountPage } from './account-page.tsx';
import { useFieldErrorMessage } from './field-errors.ts';
import {
  TeamCancelInviteDocument,
  TeamChangeRoleDocument,
  TeamInviteDocument,
  TeamMembersDocument,
  TeamRemoveDocument,
} from './generated/documents.ts';
import { useTeamFailure, useTeamWords } from './team-words.ts';

const assignLocation = (href: string) => window.location.assign(href);

export function ManageUsersPage({ loadPage = assignLocation }: { loadPage?: (href: string) => void }) {
  const { i18n } = useLingui();
  const team = useQuery(TeamMembersDocument);
  const refresh = () => void team.mutate();
  return (
    <AccountPage
      title={i18n._({ id: 'account.team.title', message: 'Your team' })}
      lead={i18n._({
        id: 'account.team.lead',
        message: 'The people who work on this account with you, and what each of them may do.',
      })}
    >
      <QueryState data={team.data} error={team.error} onRetry={refresh}>
        {(data) =>
          data.organisationTeam ? (
            <Team team={data.organisationTeam} onChanged={refresh} loadPage={loadPage} />
          ) : (
            <p className="card account-note">
              {i18n._({
                id: 'account.team.no-company',
                message: 'Only a company’s account has a team. This sign-in works on the accounts that invited you.',
              })}
            </p>
          )
        }
      </QueryState>
    </AccountPage>
  );
}

type TeamData = NonNullable<TeamMembersQuery['organisationTeam']>;

function Team({
  team,
  onChanged,
  loadPage,
}: {
  team: TeamData;
  onChanged: () => void;
  loadPage: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const { user } = useSession();
  const holder = user && 'firstName' in user ? user : null;
  const manages = team.manageableRoles.length > 0;
  return (
    <>
      <section className="card team-roles" aria-label={i18n._({ id: 'account.team.roles', message: 'Roles' })}>
        <p data-testid="team-own-role">
          {i18n._({
            id: 'account.team.your-role',
            message: 'Your role: {role}',
            values: { role: words.role(team.role) },
          })}
        </p>
        <dl className="team-role-list">
          {(['OWNER', 'MANAGER', 'MEMBER'] as const).map((role) => (
            <div key={role}>
              <dt>{words.role(role)}</dt>
              <dd>{words.roleText(role)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {manages ? <InviteForm roles={team.manageableRoles} onInvited={onChanged} /> : null}
      <section aria-labelledby="team-people">
        <h2 id="team-people">{i18n._({ id: 'account.team.people', message: 'People with access' })}</h2>
        <ul className="list team-list" data-testid="team-list">
          {holder ? (
            <li className="card team-person">
              <span className="team-person-name">
                <strong>{`${holder.firstName} ${holder.lastName}`}</strong>
                <span className="team-person-detail">{holder.email}</span>
              </span>
              <span className="badge badge-role">
                {i18n._({ id: 'account.team.holder', message: 'Account holder' })}
              </span>
            </li>
          ) : null}
          {(team.members ?? []).map((member) => (
            <TeamPerson
              key={member.id}
              member={member}
              own={member.id === team.ownMemberId}
              roles={team.manageableRoles}
              onChanged={onChanged}
              loadPage={loadPage}
            />
          ))}
        </ul>
        {!manages && team.ownMemberId ? (
          <LeaveTeam memberId={team.ownMemberId} onChanged={onChanged} loadPage={loadPage} />
        ) : null}
      </section>
    </>
  );
}

function InviteForm({ roles, onInvited }: { roles: readonly OrganisationRole[]; onInvited: () => void }) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const failureOf = useTeamFailure();
  const fieldMessage = useFieldErrorMessage();
  const invite = useMutation(TeamInviteDocument);
  const { formRef, focusFirstError } = useFirstErrorFocus();
  const defaultRole: OrganisationRole = roles.includes('MEMBER') ? 'MEMBER' : (roles[0] ?? 'MEMBER');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganisationRole>(defaultRole);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problem = emailProblem(email);
    if (problem) {
      setEmailError(inviteEmailMessage(problem));
      focusFirstError();
      return;
    }
    setEmailError(null);
    try {
      const { inviteAssumableUser: answer } = await invite.trigger({ input: { email: email.trim(), role } });
      if (answer.__typename === 'AssumableUserInvited') {
        toast.success(
          i18n._({
            id: 'account.team.invited',
            message: 'We have sent an invite to {email}. It can be accepted for 7 days.',
            values: { email: answer.member.email },
          }),
        );
        setEmail('');
        setRole(defaultRole);
        onInvited();
      } else if (answer.__typename === 'InvalidFields') {
        setEmailError(inviteEmailMessage(answer.fieldErrors[0]?.code ?? 'INVALID'));
        focusFirstError();
      }
    } catch (error) {
      setFailure(failureOf(error));
      onInvited();
    }
  }

  function inviteEmailMessage(code: string): string {
    if (code === 'DUPLICATE')
      return i18n._({
        id: 'account.team.error.email-duplicate',
        message: 'This person already has access or an open invite, or it is the account’s own address.',
      });
    if (code === 'INVALID')
      return i18n._({
        id: 'account.team.error.email-invalid',
        message: 'Enter an email address like name@example.com. It cannot be a home owner’s account.',
      });
    if (code === 'REQUIRED')
      return i18n._({ id: 'account.team.error.email-required', message: 'Enter the email address to invite.' });
    return fieldMessage('email', code as Parameters<typeof fieldMessage>[1]);
  }

  return (
    <form ref={formRef} className="form card account-form" onSubmit={submit} noValidate data-testid="team-invite">
      <h2>{i18n._({ id: 'account.team.invite', message: 'Invite someone' })}</h2>
      <TextField
        label={i18n._({ id: 'account.team.invite-email', message: 'Their email address' })}
        hint={i18n._({
          id: 'account.team.invite-hint',
          message: 'They get a link to join. Without an account they choose a name and password.',
        })}
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        error={emailError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SelectField
        label={i18n._({ id: 'account.team.invite-role', message: 'Role' })}
        name="role"
        value={role}
        options={roles.map((value) => ({ value, label: words.role(value) }))}
        onChange={(event) => setRole(event.target.value as OrganisationRole)}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button type="submit" className="button" disabled={invite.isMutating} data-testid="team-invite-send">
          {i18n._({ id: 'account.team.invite-send', message: 'Send invite' })}
        </button>
      </div>
    </form>
  );
}

function TeamPerson({
  member,
  own,
  roles,
  onChanged,
  loadPage,
}: {
  member: TeamMemberFragment;
  own: boolean;
  roles: readonly OrganisationRole[];
  onChanged: () => void;
  loadPage: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const failureOf = useTeamFailure();
  const { formatDate } = useDateFormatters();
  const router = useRouter();
  const changeRole = useMutation(TeamChangeRoleDocument);
  const remove = useMutation(TeamRemoveDocument);
  const cancel = useMutation(TeamCancelInviteDocument);
  const [role, setRole] = useState<OrganisationRole>(member.role);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const endButton = useRef<HTMLButtonElement>(null);
  const roleId = useId();
  const name = member.firstName ? `${member.firstName} ${member.lastName ?? ''}`.trim() : member.email;
  const invited = member.status === 'INVITED';
  // The role taken away and the role given must both be within the caller's reach.
  const manageable = roles.includes(member.role);
  const busy = changeRole.isMutating || remove.isMutating || cancel.isMutating;

  async function run(action: () => Promise<string | null>) {
    setFailure(null);
    try {
      const done = await action();
      if (done) toast.success(done);
      onChanged();
    } catch (error) {
      setFailure(failureOf(error));
      onChanged();
    }
  }

  const saveRole = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { changeAssumableAccessRole: answer } = await changeRole.trigger({ input: { memberId: member.id, role } });
      return answer.__typename === 'AssumableAccessRoleChanged'
        ? i18n._({
            id: 'account.team.role-changed',
            message: '{name} is now {role}.',
            values: { name, role: words.role(answer.member.role) },
          })
        : words.gone;
    });
  };

  const end = () =>
    void run(async () => {
      if (invited) {
        const { cancelInvite: answer } = await cancel.trigger({ input: { memberId: member.id } });
        return answer.__typename === 'InviteCancelled'
          ? i18n._({
              id: 'account.team.invite-cancelled',
              message: 'The invite to {name} is cancelled.',
              values: { name },
            })
          : words.gone;
      }
      const { removeAssumableAccess: answer } = await remove.trigger({ input: { memberId: member.id } });
      if (own && answer.__typename === 'AssumableAccessRemoved') {
        // The sessions acting for the company have ended, this one too.
        loadPage(router.href('accountSwitch'));
        return null;
      }
      return answer.__typename === 'AssumableAccessRemoved'
        ? i18n._({ id: 'account.team.removed', message: '{name} no longer has access.', values: { name } })
        : words.gone;
    });

  return (
    <li className="card team-person" data-testid="team-person" data-email={member.email}>
      <span className="team-person-name">
        <strong>{name}</strong>
        {member.firstName ? <span className="team-person-detail">{member.email}</span> : null}
        <span className="team-person-detail">
          {invited
            ? i18n._({
                id: 'account.team.invited-until',
                message: 'Invited, can join until {date}',
                values: { date: member.inviteExpiresAt ? formatDate(member.inviteExpiresAt) : '' },
              })
            : i18n._({
                id: 'account.team.joined',
                message: 'Joined {date}',
                values: { date: member.acceptedAt ? formatDate(member.acceptedAt) : formatDate(member.invitedAt) },
              })}
        </span>
      </span>
      <div className="team-person-actions">
        {manageable && !own ? (
          <form className="team-role-form" onSubmit={saveRole}>
            <div className="field">
              <label htmlFor={roleId} className="visually-hidden">
                {i18n._({ id: 'account.team.role-of', message: 'Role of {name}', values: { name } })}
              </label>
              <select
                id={roleId}
                name="role"
                value={role}
                onChange={(event) => setRole(event.target.value as OrganisationRole)}
                data-testid="team-role"
              >
                {roles.map((value) => (
                  <option key={value} value={value}>
                    {words.role(value)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button secondary" disabled={busy || role === member.role}>
              {i18n._({ id: 'account.team.role-save', message: 'Change role' })}
            </button>
          </form>
        ) : (
          <span className="badge badge-role" data-testid="team-person-role">
            {words.role(member.role)}
          </span>
        )}
        {manageable || own ? (
          <button
            ref={endButton}
            type="button"
            className="button secondary danger"
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
            data-testid="team-end"
          >
            {words.endAction(invited, own)}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div className="team-confirm">
          <p>{words.endQuestion(name, invited, own)}</p>
          <div className="actions">
            <button
              type="button"
              className="button danger"
              disabled={busy}
              onClick={end}
              data-testid="team-end-confirm"
            >
              {words.endAction(invited, own)}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                setConfirming(false);
                endButton.current?.focus();
              }}
            >
              {i18n._({ id: 'account.team.keep', message: 'Keep' })}
            </button>
          </div>
        </div>
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}

// A MEMBER does not see the list; they may still give up their own access.
function LeaveTeam({
  memberId,
  onChanged,
  loadPage,
}: {
  memberId: string;
  onChanged: () => void;
  loadPage: (href: string) => void;
}) {
  const { i18n } = useLingui();
  const words = useTeamWords();
  const failureOf = useTeamFailure();
  const router = useRouter();
  const remove = useMutation(TeamRemoveDocument);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function leave() {
    setFailure(null);
    try {
      const { removeAssumableAccess: answer } = await remove.trigger({ input: { memberId } });
      if (answer.__typename === 'AssumableAccessRemoved') loadPage(router.href('accountSwitch'));
      else onChanged();
    } catch (error) {
      setFailure(failureOf(error));
    }
  }

  return (
    <div className="card team-leave">
      <p>
        {i18n._({
          id: 'account.team.member-only',
          message: 'The team is managed by the account’s owner and its managers. You can give up your own access.',
        })}
      </p>
      {confirming ? (
        <div className="actions">
          <button
            type="button"
            className="button danger"
            disabled={remove.isMutating}
            onClick={() => void leave()}
            data-testid="team-end-confirm"
          >
            {words.endAction(false, true)}
          </button>
          <button type="button" className="button ghost" onClick={() => setConfirming(false)}>
            {i18n._({ id: 'account.team.keep', message: 'Keep' })}
          </button>
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => setConfirming(true)} data-testid="team-end">
          {words.endAction(false, true)}
        </button>
      )}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </div>
  );
}

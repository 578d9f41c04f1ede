// One person on /service-pro/manage-users, and a MEMBER's way to leave: the role changed and access
// ended only where the caller's role reaches, each end asked about first, in the row.
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormMessage } from '../../components/ui/fields.tsx';
import { InlineConfirm } from '../../components/ui/inline-confirm.tsx';
import type { OrganisationRole, TeamMemberFragment } from '../../generated/graphql.ts';
import { useMutation } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useDateFormatters } from '../../lib/time.ts';
import { toast } from '../../lib/toasts/toast.ts';
import { TeamCancelInviteDocument, TeamChangeRoleDocument, TeamRemoveDocument } from './generated/documents.ts';
import { useTeamFailure, useTeamWords } from './team-words.ts';

export function TeamPerson({
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
        <InlineConfirm
          question={words.endQuestion(name, invited, own)}
          confirm={words.endAction(invited, own)}
          keep={i18n._({ id: 'account.team.keep', message: 'Keep' })}
          busy={busy}
          onConfirm={end}
          onKeep={() => {
            setConfirming(false);
            endButton.current?.focus();
          }}
          testId="team-end-confirm"
        />
      ) : null}
      {failure ? <FormMessage>{failure}</FormMessage> : null}
    </li>
  );
}

// A MEMBER does not see the list; they may still give up their own access.
export function LeaveTeam({
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

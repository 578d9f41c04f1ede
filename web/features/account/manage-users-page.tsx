// §2.7 /service-pro/manage-users (spec §6 organisation roles): the people who work on the company's
// account, each with their role, and the open invites. An OWNER or a MANAGER invites people by email,
// changes a role and ends someone's access — each only for the roles the upstream lets their own role
// manage (a MANAGER does not touch an OWNER); a MEMBER sees their own role and may leave. When the
// upstream refuses anyway (someone changed the caller's role meanwhile), the page says so and shows
// what the caller may do now.
import { useLingui } from '@lingui/react';
import { QueryState } from '../../components/ui/status.tsx';
import type { TeamMembersQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { useSession } from '../../lib/session.tsx';
import { AccountPage } from './account-page.tsx';
import { TeamMembersDocument } from './generated/documents.ts';
import { InviteForm } from './team-invite-form.tsx';
import { LeaveTeam, TeamPerson } from './team-person.tsx';
import { useTeamWords } from './team-words.ts';

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

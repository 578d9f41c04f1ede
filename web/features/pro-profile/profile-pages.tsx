// §2.7 profile-menu and profile-strength: the parts of a professional's profile with where each
// stands, and how strong the profile is — what is missing and what each part is worth. Read from the
// profile's own data, so a professional without an onboarding (the demo's, older accounts) gets the
// same answer; the identity check counts only where the onboarding asks for it.
import { useLingui } from '@lingui/react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { QueryState } from '../../components/ui/status.tsx';
import type { ProProfileOverviewQuery } from '../../generated/graphql.ts';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { ProProfileOverviewDocument } from './generated/documents.ts';

// How many photos make a portfolio worth its part: a range of work, not one picture.
export const PORTFOLIO_PHOTOS_WANTED = 3;

export type ProfilePartKey =
  | 'services'
  | 'workArea'
  | 'qualification'
  | 'papers'
  | 'photos'
  | 'company'
  | 'bio'
  | 'idCheck';

export interface ProfilePart {
  readonly key: ProfilePartKey;
  // Its share of a complete profile, in points of 100.
  readonly worth: number;
  readonly done: boolean;
  readonly route: RouteName | null;
  readonly icon: IconName;
}

// What each part is worth: the trades and services bring jobs at all, so they weigh most; photos
// and a qualification are what home owners choose by; the rest rounds the profile off. Without the
// identity check the parts make 100; where the onboarding asks for it, the shares are scaled to 100.
const WORTH: Record<ProfilePartKey, number> = {
  services: 25,
  workArea: 15,
  qualification: 15,
  photos: 15,
  papers: 10,
  company: 10,
  bio: 10,
  idCheck: 10,
};

export function profileParts(data: ProProfileOverviewQuery): ProfilePart[] {
  const { myServicePreferences: preferences, myPortfolio, myDocuments, myCompany, myOnboarding } = data;
  const offering = preferences.professions.filter((trade) => trade.services.length > 0);
  const idCheck = myOnboarding?.steps.find((state) => state.step === 'ID_CHECK_REQUESTED');
  const parts: Omit<ProfilePart, 'worth'>[] = [
    { key: 'services', done: offering.length > 0, route: 'proServicePreferences', icon: 'wrench' },
    { key: 'workArea', done: preferences.workArea !== null, route: 'proWorkArea', icon: 'map-pin' },
    {
      key: 'qualification',
      done: offering.length > 0 && offering.every((trade) => trade.qualification === 'PASSED'),
      route: 'proServicePreferences',
      icon: 'badge-check',
    },
    {
      key: 'photos',
      done: myPortfolio.photos.length >= PORTFOLIO_PHOTOS_WANTED,
      route: 'proPhotos',
      icon: 'camera',
    },
    {
      key: 'papers',
      done: myDocuments.some((document) => document.documentType !== null && document.status !== 'FAILED'),
      route: 'proUploadDocument',
      icon: 'file-text',
    },
    {
      key: 'company',
      done: myCompany.missing.every((detail) => detail === 'BIO'),
      route: 'proCompanyDetails',
      icon: 'briefcase-business',
    },
    { key: 'bio', done: Boolean(myCompany.bio), route: 'proBio', icon: 'message-square-text' },
    ...(idCheck
      ? [
          {
            key: 'idCheck' as const,
            done: idCheck.done,
            route: 'proIdCheckIntroduction' as const,
            icon: 'shield-check' as const,
          },
        ]
      : []),
  ];
  const total = parts.reduce((sum, part) => sum + WORTH[part.key], 0);
  // Whole points that add up to 100: the last part takes what rounding left.
  let given = 0;
  return parts.map((part, index) => {
    const worth = index === parts.length - 1 ? 100 - given : Math.round((WORTH[part.key] * 100) / total);
    given += worth;
    return { ...part, worth };
  });
}

export function strengthOf(parts: readonly ProfilePart[]): number {
  return parts.filter((part) => part.done).reduce((sum, part) => sum + part.worth, 0);
}

function usePartWords(): (part: ProfilePart, data: ProProfileOverviewQuery) => { title: string; state: string } {
  const { i18n } = useLingui();
  return (part, data) => {
    const todo = i18n._({ id: 'pro-profile.menu.todo', message: 'To do' });
    switch (part.key) {
      case 'services': {
        const trades = data.myServicePreferences.professions.length;
        const services = data.myServicePreferences.professions.reduce((sum, trade) => sum + trade.services.length, 0);
        return {
          title: i18n._({ id: 'pro-profile.menu.services', message: 'Trades and services' }),
          state: part.done
            ? i18n._({
                id: 'pro-profile.menu.services-state',
                message:
                  '{trades, plural, one {# trade} other {# trades}}, {services, plural, one {# service} other {# services}}',
                values: { trades, services },
              })
            : todo,
        };
      }
      case 'workArea':
        return {
          title: i18n._({ id: 'pro-profile.menu.work-area', message: 'Work area' }),
          state: part.done ? i18n._({ id: 'pro-profile.menu.set', message: 'Set' }) : todo,
        };
      case 'qualification':
        return {
          title: i18n._({ id: 'pro-profile.menu.qualification', message: 'Qualifications' }),
          state: part.done
            ? i18n._({ id: 'pro-profile.menu.qualified', message: 'Qualified in every trade you offer' })
            : i18n._({ id: 'pro-profile.menu.not-qualified', message: 'Not yet in every trade you offer' }),
        };
      case 'photos':
        return {
          title: i18n._({ id: 'pro-profile.menu.photos', message: 'Photos of your work' }),
          state: i18n._({
            id: 'pro-profile.menu.photos-state',
            message: '{count, plural, =0 {None yet} one {# photo} other {# photos}}',
            values: { count: data.myPortfolio.photos.length },
          }),
        };
      case 'papers': {
        const papers = data.myDocuments.filter((document) => document.documentType !== null);
        return {
          title: i18n._({ id: 'pro-profile.menu.papers', message: "Company's papers" }),
          state: i18n._({
            id: 'pro-profile.menu.papers-state',
            message:
              '{sent, plural, =0 {None sent yet} one {# sent} other {# sent}}{approved, plural, =0 {} other {, # approved}}',
            values: { sent: papers.length, approved: papers.filter((document) => document.status === 'PASSED').length },
          }),
        };
      }
      case 'company':
        return {
          title: i18n._({ id: 'pro-profile.menu.company', message: 'Company details' }),
          state: part.done ? i18n._({ id: 'pro-profile.menu.complete', message: 'Complete' }) : todo,
        };
      case 'bio':
        return {
          title: i18n._({ id: 'pro-profile.menu.bio', message: 'Your story' }),
          state: part.done ? i18n._({ id: 'pro-profile.menu.written', message: 'Written' }) : todo,
        };
      case 'idCheck':
        return {
          title: i18n._({ id: 'pro-profile.menu.id-check', message: 'Identity check' }),
          state: part.done ? i18n._({ id: 'pro-profile.menu.checked', message: 'Done' }) : todo,
        };
    }
  };
}

function useOverview() {
  const overview = useQuery(ProProfileOverviewDocument);
  return { overview, retry: () => void overview.mutate() };
}

function PartRow({ part, data, showWorth }: { part: ProfilePart; data: ProProfileOverviewQuery; showWorth: boolean }) {
  const { i18n } = useLingui();
  const words = usePartWords()(part, data);
  const content = (
    <>
      <span className="account-link-icon">
        <Icon icon={part.icon} />
      </span>
      <span>
        <strong>{words.title}</strong>
        <span className="account-link-text">
          {words.state}
          {showWorth
            ? ` · ${i18n._({ id: 'pro-profile.strength.worth', message: 'worth {worth} %', values: { worth: part.worth } })}`
            : ''}
        </span>
      </span>
      {part.route ? <Icon icon="chevron-right" className="account-link-arrow" /> : null}
    </>
  );
  return (
    <li data-testid="pro-profile-part" data-part={part.key} data-done={part.done}>
      {part.route ? (
        <Link to={part.route} className="card interactive account-link">
          {content}
        </Link>
      ) : (
        <span className="card account-link">{content}</span>
      )}
    </li>
  );
}

export function ProfileMenuPage() {
  const { i18n } = useLingui();
  const { overview, retry } = useOverview();
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proManageAccount">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-profile.back.account', message: 'Your account' })}
        </Link>
      </p>
      <PageHeading
        title={i18n._({ id: 'pro-profile.menu.title', message: 'Your profile' })}
        lead={i18n._({
          id: 'pro-profile.menu.lead',
          message: 'What home owners see of you, part by part. Each part you fill in brings you more jobs.',
        })}
      />
      <QueryState data={overview.data} error={overview.error} onRetry={retry}>
        {(data) => {
          const parts = profileParts(data);
          return (
            <>
              <p className="actions">
                <Link to="proUploadProfile" className="button secondary" data-testid="pro-profile-logo-link">
                  <Icon icon="camera" />
                  {i18n._({ id: 'pro-profile.logo.title', message: 'Your logo or photo' })}
                </Link>
                <Link to="proProfileStrength" className="button secondary">
                  {i18n._({
                    id: 'pro-profile.menu.strength-link',
                    message: 'Profile strength: {strength} %',
                    values: { strength: strengthOf(parts) },
                  })}
                </Link>
              </p>
              <ul className="list account-links" data-testid="pro-profile-parts">
                {parts.map((part) => (
                  <PartRow key={part.key} part={part} data={data} showWorth={false} />
                ))}
              </ul>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

export function ProfileStrengthPage() {
  const { i18n } = useLingui();
  const { overview, retry } = useOverview();
  return (
    <div className="narrow account-page">
      <p className="account-back">
        <Link to="proProfileMenu">
          <Icon icon="arrow-left" />
          {i18n._({ id: 'pro-profile.back.profile', message: 'Your profile' })}
        </Link>
      </p>
      <QueryState data={overview.data} error={overview.error} onRetry={retry}>
        {(data) => {
          const parts = profileParts(data);
          const strength = strengthOf(parts);
          const missing = parts.filter((part) => !part.done);
          const label = i18n._({
            id: 'pro-profile.strength.value',
            message: 'Your profile is {strength} % complete',
            values: { strength },
          });
          return (
            <>
              <PageHeading
                title={i18n._({ id: 'pro-profile.strength.title', message: 'Profile strength' })}
                lead={i18n._({
                  id: 'pro-profile.strength.lead',
                  message: 'A complete profile is shown to more home owners and chosen more often.',
                })}
              />
              <div className="step-progress" data-testid="pro-profile-strength">
                <p className="step-progress-label">{label}</p>
                <progress max={100} value={strength} aria-label={label} />
              </div>
              {missing.length > 0 ? (
                <>
                  <h2>{i18n._({ id: 'pro-profile.strength.missing', message: 'What is missing' })}</h2>
                  <ul className="list account-links" data-testid="pro-profile-missing">
                    {missing.map((part) => (
                      <PartRow key={part.key} part={part} data={data} showWorth />
                    ))}
                  </ul>
                </>
              ) : (
                <p>{i18n._({ id: 'pro-profile.strength.complete', message: 'Nothing is missing: well done.' })}</p>
              )}
              {parts.length > missing.length ? (
                <>
                  <h2>{i18n._({ id: 'pro-profile.strength.done', message: 'Done' })}</h2>
                  <ul className="list account-links" data-testid="pro-profile-done">
                    {parts
                      .filter((part) => part.done)
                      .map((part) => (
                        <PartRow key={part.key} part={part} data={data} showWorth />
                      ))}
                  </ul>
                </>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

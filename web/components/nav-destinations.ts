// Where each kind of person goes from the site navigation (spec §6 areas by role): visitors find a
// professional or post a job, home owners follow their projects, professionals work through jobs,
// proposals, activity, saved jobs and reviews. Every destination names the routes that belong to
// its section, so sub-pages (a project's professionals, one proposal) keep their section marked.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../shared/brands.ts';
import type { RouteName } from '../../shared/routes.ts';
import type { CurrentUser } from '../lib/state.ts';
import type { IconName } from './ui/icon-names.ts';

export type NavRole = 'visitor' | 'consumer' | 'pro';

export interface NavDestination {
  readonly route: RouteName;
  readonly label: string;
  // The tab bar's shorter word for it (§2.10 app style): five tabs share a phone's width.
  readonly tabLabel: string;
  readonly icon: IconName;
  // Stable hook for browser tests: nav-<name>.
  readonly testId: string;
  // The routes shown as part of this destination (its own first).
  readonly section: readonly RouteName[];
}

export function navRoleOf(user: CurrentUser | null): NavRole {
  if (user?.type === 'CONSUMER') return 'consumer';
  if (user?.type === 'SERVICE_PRO') return 'pro';
  return 'visitor';
}

// §2.6, §2.7: the page a person lands on after signing in or switching account.
export function homeRouteFor(type: string | null | undefined): RouteName {
  if (type === 'SERVICE_PRO') return 'newServiceRequests';
  if (type === 'CONSUMER') return 'myProjects';
  return 'home';
}

// The overview of a person's own account (§2.6 profile, §2.7 manage-account); staff have none.
export function accountRouteFor(type: string | null | undefined): RouteName | null {
  if (type === 'CONSUMER') return 'consumerProfile';
  if (type === 'SERVICE_PRO') return 'proManageAccount';
  return null;
}

export function jobPostRouteOf(brand: Brand): RouteName {
  return brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
}

// The main destinations of a role, in the order they are shown.
export function useNavDestinations(brand: Brand, role: NavRole): readonly NavDestination[] {
  const { i18n } = useLingui();
  const jobPost = jobPostRouteOf(brand);
  const postAJob: NavDestination = {
    route: jobPost,
    label: i18n._({ id: 'layout.nav.post-a-job', message: 'Post a job' }),
    tabLabel: i18n._({ id: 'layout.tab.post-a-job', message: 'Post a job' }),
    icon: 'clipboard-plus',
    testId: 'nav-post-a-job',
    section: [jobPost, 'jobPostProfession', 'serviceRequestPosted'],
  };
  switch (role) {
    case 'consumer':
      return [
        {
          route: 'myProjects',
          label: i18n._({ id: 'layout.nav.my-projects', message: 'My projects' }),
          tabLabel: i18n._({ id: 'layout.tab.my-projects', message: 'Projects' }),
          icon: 'folder-open',
          testId: 'nav-my-projects',
          section: ['myProjects', 'overviewProfessionals', 'recommendations', 'editReview', 'consumerMessages'],
        },
        postAJob,
      ];
    case 'pro':
      return [
        {
          route: 'newServiceRequests',
          label: i18n._({ id: 'layout.nav.new-jobs', message: 'New jobs' }),
          tabLabel: i18n._({ id: 'layout.tab.new-jobs', message: 'New jobs' }),
          icon: 'inbox',
          testId: 'nav-new-jobs',
          section: ['newServiceRequests', 'job', 'createProposal'],
        },
        {
          route: 'myProposalsContacts',
          label: i18n._({ id: 'layout.nav.my-proposals', message: 'My proposals' }),
          tabLabel: i18n._({ id: 'layout.tab.my-proposals', message: 'Proposals' }),
          icon: 'send',
          testId: 'nav-my-proposals',
          section: ['myProposalsContacts', 'myProposalsArchive', 'myProposal', 'myProposalMessages'],
        },
        {
          route: 'activityOverview',
          label: i18n._({ id: 'layout.nav.activity', message: 'Activity' }),
          tabLabel: i18n._({ id: 'layout.tab.activity', message: 'Activity' }),
          icon: 'activity',
          testId: 'nav-activity',
          section: ['activityOverview'],
        },
        {
          route: 'savedJobs',
          label: i18n._({ id: 'layout.nav.saved-jobs', message: 'Saved jobs' }),
          tabLabel: i18n._({ id: 'layout.tab.saved-jobs', message: 'Saved' }),
          icon: 'bookmark',
          testId: 'nav-saved-jobs',
          section: ['savedJobs'],
        },
        {
          route: 'proReviews',
          label: i18n._({ id: 'layout.nav.reviews', message: 'Reviews' }),
          tabLabel: i18n._({ id: 'layout.tab.reviews', message: 'Reviews' }),
          icon: 'star',
          testId: 'nav-reviews',
          section: ['proReviews'],
        },
      ];
    case 'visitor':
      return [
        {
          route: 'findAPro',
          label: i18n._({ id: 'layout.nav.find-a-pro', message: 'Find a tradesperson' }),
          tabLabel: i18n._({ id: 'layout.tab.find-a-pro', message: 'Find a trade' }),
          icon: 'search',
          testId: 'nav-find-a-pro',
          section: ['findAPro', 'findAProLocation', 'proProfile', 'proProfileReviews', 'directorySearchResults'],
        },
        postAJob,
      ];
  }
}

// §2.6 the home owner's pages: their projects, what professionals sent them, and their account.
import type { RouteDefinition } from '../routes.ts';

export const CONSUMER_ROUTES = [
  // §2.6 home owner
  { name: 'myProjects', path: '/consumer/my-projects', page: 'Consumer/MyProjects', cache: 'none', access: 'consumer' },
  // §2.6 the home owner's account (issue 18)
  { name: 'consumerProfile', path: '/consumer/profile', page: 'Consumer/Profile', cache: 'none', access: 'consumer' },
  {
    name: 'consumerContactDetails',
    path: '/consumer/my-contact-details',
    page: 'Consumer/MyContactDetails',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'consumerChangePassword',
    path: '/consumer/change-my-password',
    page: 'Consumer/ChangeMyPassword',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'consumerNotificationSettings',
    path: '/consumer/notification-settings',
    page: 'Consumer/NotificationSettings',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'overviewProfessionals',
    path: '/consumer/my-projects/:id/overview-professionals',
    page: 'Consumer/OverviewProfessionals',
    cache: 'none',
    access: 'consumer',
  },
  // Decision 070: featuring an open job few professionals have answered.
  {
    name: 'featuredJob',
    path: '/consumer/my-projects/:serviceRequestId/featured-job',
    page: 'Consumer/FeaturedJob',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'recommendations',
    path: '/consumer/my-project/:serviceRequestId/recommendations',
    page: 'Consumer/Recommendations',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'editReview',
    path: '/consumer/my-project/:serviceRequestId/edit-review',
    page: 'Consumer/EditReview',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'consumerMessages',
    path: '/consumer/my-project/:serviceRequestId/messages/:proposalId',
    page: 'Consumer/Messages',
    cache: 'none',
    access: 'consumer',
  },
] as const satisfies readonly RouteDefinition[];

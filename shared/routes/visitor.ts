// §2.3, §2.4, §2.5: the home page, signing in, posting a job, the directory and the professionals'
// profiles — the pages a visitor comes to first.
import type { RouteDefinition } from '../routes.ts';

export const VISITOR_ROUTES = [
  { name: 'home', path: '/', page: 'Visitor/Home', cache: 'frequent', sitemap: true },
  // §2.4 sign-in
  { name: 'login', path: '/{login}', page: 'Account/Login', cache: 'none', indexed: true },
  { name: 'loginOptions', path: '/{login}/options', page: 'Account/LoginOptions', cache: 'none' },
  { name: 'loginPassword', path: '/{login}/password', page: 'Account/LoginPassword', cache: 'none' },
  { name: 'loginOtp', path: '/{login}/otp', page: 'Account/LoginOtp', cache: 'none' },
  { name: 'forgotPassword', path: '/{login}/forgot-password', page: 'Account/ForgotPassword', cache: 'none' },
  { name: 'resetPassword', path: '/{reset-password}', page: 'Account/ResetPassword', cache: 'none' },
  { name: 'resetPasswordOtp', path: '/{reset-password-otp}', page: 'Account/ResetPasswordOtp', cache: 'none' },
  { name: 'accountSwitch', path: '/account/switch', page: 'Account/Switch', cache: 'none', access: 'signedIn' },
  // §2.4, §6: anyone holding an invite link may read what it offers; accepting may need signing in.
  { name: 'acceptInvite', path: '/account/accept-invite/:inviteToken', page: 'Account/AcceptInvite', cache: 'none' },
  // §2.5 posting a job
  {
    name: 'postAJob',
    path: '/{post-a-job}/:slug?',
    page: 'Visitor/PostAJobPage',
    cache: 'semiDynamic',
    jobPostWord: 'post-a-job',
    sitemap: true,
  },
  {
    name: 'findAService',
    path: '/{find-a-service}/:slug?',
    page: 'Visitor/FindAService',
    cache: 'semiDynamic',
    jobPostWord: 'find-a-service',
    sitemap: true,
  },
  {
    name: 'jobPostProfession',
    path: '/{post-a-job}/profession/:slug/:serviceSlug?',
    page: 'Visitor/ServiceRequestForm',
    cache: 'semiDynamic',
  },
  {
    name: 'serviceRequestPosted',
    path: '/service-request/posted',
    page: 'Visitor/ServiceRequestPosted',
    cache: 'none',
  },
  { name: 'job', path: '/{job}/:serviceRequestId/:x?', page: 'Visitor/Job', cache: 'none' },
  {
    name: 'consumerActivatePending',
    path: '/consumer/activate/pending',
    page: 'Consumer/ActivatePending',
    cache: 'none',
  },
  { name: 'consumerActivateVerify', path: '/consumer/activate/verify', page: 'Consumer/ActivateVerify', cache: 'none' },
  // §2.3 directory and profiles
  { name: 'findAPro', path: '/{find-a-pro}', page: 'Visitor/FindAPro', cache: 'frequent', sitemap: true },
  { name: 'findAProLocation', path: '/{find-a-pro}/:location', page: 'Visitor/FindAProLocation', cache: 'frequent' },
  { name: 'proProfile', path: '/{profile-prefix}/:serviceProSlug', page: 'Visitor/Profile', cache: 'frequent' },
  {
    name: 'proProfileReviews',
    path: '/{profile-prefix}/:serviceProSlug/{reviews}',
    page: 'Visitor/ProfileReviews',
    cache: 'frequent',
  },
  { name: 'sendRequestTo', path: '/send-request-to/:slug', page: 'Visitor/SendRequestTo', cache: 'none' },
  {
    name: 'directorySearchResults',
    path: '/directory-search-results',
    page: 'Visitor/DirectorySearchResults',
    cache: 'frequent',
  },
] as const satisfies readonly RouteDefinition[];

// The one route table (DESIGN §3). It drives the server renderer, the client router, the link
// builder and page identifiers. Paths use `{word}` for a localised path word (spec §2: "shown in
// braces") and `:name` / `:name?` for parameters; the words themselves live per locale in locales/.
import type { Brand } from './brands.ts';
import { buildLink, type LinkParams } from './link.ts';
import { ADMIN_ROUTES } from './routes/admin.ts';

export const PATH_WORDS = [
  'login',
  'reset-password',
  'reset-password-otp',
  'post-a-job',
  'find-a-service',
  'find-a-pro',
  'privacy-policy',
  'cookie-policy',
  'terms-conditions',
  'profile-prefix',
  'job',
  'professionals',
  'reviews',
  'service-pro',
  'all-price-guides',
  'price-guides',
  'all-articles',
  'articles',
  'all-trades',
  'all-locations',
  'services',
  'tasks',
  'service-pros',
  'questions',
  'ask-a-question',
  'how-it-works',
  'about-us',
  'quality-check',
  'imprint',
  'partners',
  'professions',
  'quality-standard',
  'image-rights',
  'reviews-policy',
] as const;

export type PathWord = (typeof PATH_WORDS)[number];

export type PathWords = Readonly<Record<PathWord, string>>;

// §2.1 page identifiers: Visitor/…, Consumer/…, ServicePro/…, Account/….
export type PageId = `${'Visitor' | 'Consumer' | 'ServicePro' | 'Account'}/${string}`;

// §9 cache policies by page kind (docs/decisions/014-caching.md): how long a browser or shared
// cache may keep the page. `none` pages (sign-in and account forms) are never stored.
export type CachePolicy = 'frequent' | 'semiDynamic' | 'static' | 'none';

export const CACHE_MAX_AGE_SECONDS: Readonly<Record<Exclude<CachePolicy, 'none'>, number>> = {
  frequent: 600,
  semiDynamic: 3600,
  static: 86_400,
};

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly page: PageId;
  readonly cache: CachePolicy;
  // §2.5: the job-post routes exist only on brands that use that word.
  readonly jobPostWord?: Brand['jobPostWord'];
  // Who may see the page (§6): anyone when absent. Anyone else signed out is sent to sign in and
  // brought back; a signed-in person of the other kind gets the page's not-found answer.
  readonly access?: RouteAccess;
  // Listed in the brand's /sitemap.xml (public pages without parameters or with listed ones).
  readonly sitemap?: boolean;
  // A public page that is never cached but still belongs in search results: the sign-in page, which
  // people look for by the product's name (decision 044).
  readonly indexed?: boolean;
}

// staff: an ADMIN (decision 064); everyone else, signed in or not, gets the not-found page.
export type RouteAccess = 'signedIn' | 'consumer' | 'pro' | 'staff';

export const ROUTES = [
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
  // §2.7 professional
  {
    name: 'newServiceRequests',
    path: '/service-pro/new-service-requests',
    page: 'ServicePro/NewServiceRequests',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'createProposal',
    path: '/service-pro/create-proposal/:id/:step?',
    page: 'ServicePro/CreateProposal',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'myProposalsContacts',
    path: '/service-pro/my-proposals/contacts',
    page: 'ServicePro/MyProposalsContacts',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'myProposalsArchive',
    path: '/service-pro/my-proposals/archive',
    page: 'ServicePro/MyProposalsArchive',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'myProposal',
    path: '/service-pro/my-proposal/:id',
    page: 'ServicePro/MyProposal',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'myProposalMessages',
    path: '/service-pro/my-proposal/:id/messages',
    page: 'ServicePro/MyProposalMessages',
    cache: 'none',
    access: 'pro',
  },
  { name: 'savedJobs', path: '/service-pro/saved-jobs', page: 'ServicePro/SavedJobs', cache: 'none', access: 'pro' },
  // §2.7 jobs: the texts a professional reuses, and the rules that answer new jobs with them.
  {
    name: 'proMessageTemplates',
    path: '/service-pro/message-templates',
    page: 'ServicePro/MessageTemplates',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proMessageTemplateAdd',
    path: '/service-pro/message-templates/add',
    page: 'ServicePro/MessageTemplateAdd',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proMessageTemplateEdit',
    path: '/service-pro/message-templates/edit/:id',
    page: 'ServicePro/MessageTemplateEdit',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proAutoRespond',
    path: '/service-pro/auto-respond',
    page: 'ServicePro/AutoRespond',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proAutoRespondSetup',
    path: '/service-pro/auto-respond/setup',
    page: 'ServicePro/AutoRespondSetup',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'activityOverview',
    path: '/service-pro/activity-overview',
    page: 'ServicePro/ActivityOverview',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 activity/{activity}/services: one activity-overview tab's responses by service.
  {
    name: 'proActivityServices',
    path: '/service-pro/activity/:activity/services',
    page: 'ServicePro/ActivityServices',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proReviews', path: '/service-pro/reviews', page: 'ServicePro/Reviews', cache: 'none', access: 'pro' },
  {
    name: 'proRequestReviews',
    path: '/service-pro/reviews/request-reviews',
    page: 'ServicePro/RequestReviews',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 others: a link to share with the people it brought, and a word to the product team.
  { name: 'proReferral', path: '/service-pro/referral', page: 'ServicePro/Referral', cache: 'none', access: 'pro' },
  {
    name: 'proGiveFeedback',
    path: '/service-pro/give-feedback',
    page: 'ServicePro/GiveFeedback',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 others: the platform's partners and perks, where a notification about a topic leads, and
  // what happened while the professional was away (decisions 051, 052).
  { name: 'proPartners', path: '/service-pro/partners', page: 'ServicePro/Partners', cache: 'none', access: 'pro' },
  {
    name: 'proTradePerks',
    path: '/service-pro/trade-perks',
    page: 'ServicePro/TradePerks',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPlatformNotification',
    path: '/service-pro/platform-notification/:topicName',
    page: 'ServicePro/PlatformNotification',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proWelcomeBack',
    path: '/service-pro/welcome-back',
    page: 'ServicePro/WelcomeBack',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 what a professional offers and where (issue 19)
  {
    name: 'proServicePreferences',
    path: '/service-pro/service-preferences',
    page: 'ServicePro/ServicePreferences',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proAddProfession',
    path: '/service-pro/add-profession',
    page: 'ServicePro/AddProfession',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proChooseServices',
    path: '/service-pro/choose-services/:professionId',
    page: 'ServicePro/ChooseServices',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proWorkArea', path: '/service-pro/work-area', page: 'ServicePro/WorkArea', cache: 'none', access: 'pro' },
  // §2.7 a professional's profile and vetting: a trade's skill evaluation, carried as ?professionId=
  // (decision 057); /complete comes first, or it would be read as a question's number.
  {
    name: 'proSkillEvaluationComplete',
    path: '/service-pro/skill-evaluation/complete',
    page: 'ServicePro/SkillEvaluationComplete',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSkillEvaluation',
    path: '/service-pro/skill-evaluation/:questionIndex',
    page: 'ServicePro/SkillEvaluation',
    cache: 'none',
    access: 'pro',
  },
  // The papers (decision 058): the company's, and per trade (?professionId=) with their results.
  {
    name: 'proUploadDocument',
    path: '/service-pro/upload-document',
    page: 'ServicePro/UploadDocument',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proUploadQualificationDocumentsResults',
    path: '/service-pro/upload-qualification-documents/results',
    page: 'ServicePro/UploadQualificationDocumentsResults',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proUploadQualificationDocuments',
    path: '/service-pro/upload-qualification-documents',
    page: 'ServicePro/UploadQualificationDocuments',
    cache: 'none',
    access: 'pro',
  },
  // The services that need the qualification come as ?serviceIds[]=.
  {
    name: 'proAddQualification',
    path: '/service-pro/add-qualification/:professionId',
    page: 'ServicePro/AddQualification',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proManageProfession',
    path: '/service-pro/manage-profession/:professionId',
    page: 'ServicePro/ManageProfession',
    cache: 'none',
    access: 'pro',
  },
  // The profile: its parts, their strength, and the portfolio.
  {
    name: 'proProfileMenu',
    path: '/service-pro/profile-menu',
    page: 'ServicePro/ProfileMenu',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proProfileStrength',
    path: '/service-pro/profile-strength',
    page: 'ServicePro/ProfileStrength',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proPhotos', path: '/service-pro/photos', page: 'ServicePro/Photos', cache: 'none', access: 'pro' },
  {
    name: 'proUploadPortfolio',
    path: '/service-pro/upload-portfolio',
    page: 'ServicePro/UploadPortfolio',
    cache: 'none',
    access: 'pro',
  },
  // The company's logo or the professional's photo, as the directory shows it.
  {
    name: 'proUploadProfile',
    path: '/service-pro/upload-profile',
    page: 'ServicePro/UploadProfile',
    cache: 'none',
    access: 'pro',
  },
  // §2.8 the same in a professional's registration, going on with it (proRegister) after each.
  {
    name: 'proRegisterSkillEvaluation',
    path: '/service-pro/register/skill-evaluation',
    page: 'ServicePro/RegisterSkillEvaluation',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterSkillEvaluationComplete',
    path: '/service-pro/register/skill-evaluation/complete',
    page: 'ServicePro/RegisterSkillEvaluationComplete',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterSkillEvaluationQuestion',
    path: '/service-pro/register/skill-evaluation/:questionIndex',
    page: 'ServicePro/RegisterSkillEvaluationQuestion',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterUploadDocument',
    path: '/service-pro/register/upload-document',
    page: 'ServicePro/RegisterUploadDocument',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterUploadQualificationDocumentsResults',
    path: '/service-pro/register/upload-qualification-documents/results',
    page: 'ServicePro/RegisterUploadQualificationDocumentsResults',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterUploadQualificationDocuments',
    path: '/service-pro/register/upload-qualification-documents',
    page: 'ServicePro/RegisterUploadQualificationDocuments',
    cache: 'none',
    access: 'pro',
  },
  // §2.8 a professional's registration (issue 19): the public entry and its landing variants, then
  // the steps of their onboarding (web/features/registration/steps.ts says which page does which).
  {
    name: 'proRegister',
    path: '/{service-pro}/register/:variant?',
    page: 'Visitor/ServiceProRegister',
    cache: 'none',
    indexed: true,
  },
  {
    name: 'proRegistrationLandingApp',
    path: '/mobile-app/service-pro/registration-landing',
    page: 'Visitor/ServiceProRegistrationLanding',
    cache: 'none',
  },
  {
    name: 'proRegisterWorkDetailsIntroduction',
    path: '/service-pro/register/work-details-introduction',
    page: 'ServicePro/RegisterWorkDetailsIntroduction',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterSafetyQualityIntroduction',
    path: '/service-pro/register/safety-quality-introduction',
    page: 'ServicePro/RegisterSafetyQualityIntroduction',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterIdCheckIntroduction',
    path: '/service-pro/register/id-check-introduction',
    page: 'ServicePro/RegisterIdCheckIntroduction',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterProfileSetupIntroduction',
    path: '/service-pro/register/profile-setup-introduction',
    page: 'ServicePro/RegisterProfileSetupIntroduction',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterPaymentMethodIntroduction',
    path: '/service-pro/register/payment-method-introduction',
    page: 'ServicePro/RegisterPaymentMethodIntroduction',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterGbg',
    path: '/service-pro/register/gbg',
    page: 'ServicePro/RegisterGbg',
    cache: 'none',
    access: 'pro',
  },
  // The contact details customers and the team reach a professional by: a visitor's sign-up, a
  // registering professional's check of what they gave.
  {
    name: 'proRegisterContactDetails',
    path: '/service-pro/register/contact-details',
    page: 'Visitor/ServiceProRegisterContactDetails',
    cache: 'none',
  },
  // The work-details steps of the registration (the trades, a trade's services carried as
  // ?professionId=, the work area) and the page of a professional who left it mid-way.
  {
    name: 'proRegisterMultiProfessions',
    path: '/service-pro/register/multi-professions',
    page: 'ServicePro/RegisterMultiProfessions',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterSelectSkillset',
    path: '/service-pro/register/select-skillset',
    page: 'ServicePro/RegisterSelectSkillset',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterSelectServices',
    path: '/service-pro/register/select-services',
    page: 'ServicePro/RegisterSelectServices',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterDistanceLimit',
    path: '/service-pro/register/distance-limit',
    page: 'ServicePro/RegisterDistanceLimit',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterDropper',
    path: '/service-pro/register/dropper',
    page: 'ServicePro/RegisterDropper',
    cache: 'none',
    access: 'pro',
  },
  // What joining gives and costs, from the lead fees of the trades chosen.
  {
    name: 'proRegisterProposition',
    path: '/service-pro/register/proposition',
    page: 'ServicePro/RegisterProposition',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proIdCheckIntroduction',
    path: '/service-pro/id-check-introduction',
    page: 'ServicePro/IdCheckIntroduction',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proGbg', path: '/service-pro/gbg', page: 'ServicePro/Gbg', cache: 'none', access: 'pro' },
  // §2.8 the company's part of a registration, and §2.7 its pages in the account (decision 055).
  {
    name: 'proRegisterCompanySearch',
    path: '/service-pro/register/company-search',
    page: 'ServicePro/RegisterCompanySearch',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanyNew',
    path: '/service-pro/register/company-new',
    page: 'ServicePro/RegisterCompanyNew',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanyVetting',
    path: '/service-pro/register/company-vetting',
    page: 'ServicePro/RegisterCompanyVetting',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanyRegisterPartner',
    path: '/service-pro/register/company-register-partner',
    page: 'ServicePro/RegisterCompanyRegisterPartner',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanyLegalStatus',
    path: '/service-pro/register/company-legal-status',
    page: 'ServicePro/RegisterCompanyLegalStatus',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanySituation',
    path: '/service-pro/register/company-situation',
    page: 'ServicePro/RegisterCompanySituation',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanySize',
    path: '/service-pro/register/company-size',
    page: 'ServicePro/RegisterCompanySize',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proRegisterCompanyBio',
    path: '/service-pro/register/company-bio',
    page: 'ServicePro/RegisterCompanyBio',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proCompanyDetails',
    path: '/service-pro/company-details',
    page: 'ServicePro/CompanyDetails',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proCompanySearch',
    path: '/service-pro/company-details/search',
    page: 'ServicePro/CompanyDetailsSearch',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proCompanyNew',
    path: '/service-pro/company-details/new',
    page: 'ServicePro/CompanyDetailsNew',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proBio', path: '/service-pro/bio', page: 'ServicePro/Bio', cache: 'none', access: 'pro' },
  {
    name: 'proDuplicateCompanyNumber',
    path: '/service-pro/duplicate-company-number',
    page: 'ServicePro/DuplicateCompanyNumber',
    cache: 'none',
    access: 'pro',
  },
  // §2.7: a sign-up whose phone number is another professional's, and the way forward.
  { name: 'proDuplicatePhone', path: '/service-pro/duplicate-phone', page: 'ServicePro/DuplicatePhone', cache: 'none' },
  // §2.8 activation: where campaigns and emails bring a tradesperson — the registration's landing
  // and sign-up, or, signed in, on with their registration (the entry's answer).
  {
    name: 'proActivationStart',
    path: '/service-pro/activation/start',
    page: 'Visitor/ServiceProActivationStart',
    cache: 'none',
  },
  {
    name: 'proActivationAcquisitionRetargeting',
    path: '/service-pro/activation/acquisition/retargeting',
    page: 'Visitor/ServiceProActivationAcquisitionRetargeting',
    cache: 'none',
  },
  {
    name: 'proActivationAcquisitionProfession',
    path: '/service-pro/activation/acquisition/profession/:professionId',
    page: 'Visitor/ServiceProActivationAcquisitionProfession',
    cache: 'none',
  },
  {
    name: 'proActivationAcquisition',
    path: '/service-pro/activation/acquisition',
    page: 'Visitor/ServiceProActivationAcquisition',
    cache: 'none',
  },
  {
    name: 'proAcquisitionRegion',
    path: '/service-pro/acquisition/:regionSlug',
    page: 'Visitor/ServiceProAcquisitionRegion',
    cache: 'none',
  },
  {
    name: 'proActivationVerifyEmail',
    path: '/service-pro/activation/verify-email',
    page: 'ServicePro/ActivationVerifyEmail',
    cache: 'none',
    access: 'pro',
  },
  // The link of the email-verification email, ?token=: opened wherever the email is read.
  {
    name: 'proActivationEmailVerification',
    path: '/service-pro/activation/email-verification',
    page: 'ServicePro/ActivationEmailVerification',
    cache: 'none',
  },
  {
    name: 'proActivationPaymentDetails',
    path: '/service-pro/activation/payment-details',
    page: 'ServicePro/ActivationPaymentDetails',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proActivationCongratulations',
    path: '/service-pro/activation/congratulations',
    page: 'ServicePro/ActivationCongratulations',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proActivationApplicationPromotion',
    path: '/service-pro/activation/application-promotion',
    page: 'ServicePro/ActivationApplicationPromotion',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proActivationWelcomeBack',
    path: '/service-pro/activation/welcome-back',
    page: 'ServicePro/ActivationWelcomeBack',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 money (issue 20, decision 063): the packages, buying one, and the balance.
  {
    name: 'proPackageSelection',
    path: '/service-pro/package-selection',
    page: 'ServicePro/PackageSelection',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPurchasePackageSuccess',
    path: '/service-pro/package-selection/purchase-package/:subscriptionPackageId/success',
    page: 'ServicePro/PurchasePackageSuccess',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPurchasePackage',
    path: '/service-pro/package-selection/purchase-package/:subscriptionPackageId',
    page: 'ServicePro/PurchasePackage',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSavingsPackage',
    path: '/service-pro/savings-package',
    page: 'ServicePro/SavingsPackage',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proBalance',
    path: '/service-pro/balance',
    page: 'ServicePro/Balance',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proCoupon', path: '/service-pro/coupon', page: 'ServicePro/Coupon', cache: 'none', access: 'pro' },
  // Invoices and payments (decision 066): `?status=open|paid|all` filters the invoices.
  {
    name: 'proPayInvoices',
    path: '/service-pro/pay-invoices',
    page: 'ServicePro/PayInvoices',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proPayInvoicesTermination',
    path: '/service-pro/pay-invoices/termination',
    page: 'ServicePro/PayInvoicesTermination',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proPayments', path: '/service-pro/payments', page: 'ServicePro/Payments', cache: 'none', access: 'pro' },
  // Saved payment details for automatic collection (decision 068): `?sourcePage=<route name>` (and
  // `packageId`) says where to go back to after saving.
  {
    name: 'proPaymentDetails',
    path: '/service-pro/payment-details',
    page: 'ServicePro/PaymentDetails',
    cache: 'none',
    access: 'pro',
  },
  // §2.7 sponsored placement (decision 067), behind the sponsoredPlacementV2 flag (decision 069).
  {
    name: 'proSponsoredPlacement',
    path: '/service-pro/sponsored-placement',
    page: 'ServicePro/SponsoredPlacement',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementPurchase',
    path: '/service-pro/sponsored-placement/purchase-flow',
    page: 'ServicePro/SponsoredPlacementPurchaseFlow',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementSuccess',
    path: '/service-pro/sponsored-placement/success',
    page: 'ServicePro/SponsoredPlacementSuccess',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proSponsoredPlacementDetails',
    path: '/service-pro/sponsored-placement/:id',
    page: 'ServicePro/SponsoredPlacementDetails',
    cache: 'none',
    access: 'pro',
  },
  // §2.9 the staff's console.
  ...ADMIN_ROUTES,
  // §2.7 the professional's account (issue 18)
  {
    name: 'proManageAccount',
    path: '/service-pro/manage-account',
    page: 'ServicePro/ManageAccount',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proNotificationSettings',
    path: '/service-pro/notification-settings',
    page: 'ServicePro/NotificationSettings',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proDeleteAccount',
    path: '/service-pro/delete-my-account',
    page: 'ServicePro/DeleteMyAccount',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proManageUsers',
    path: '/service-pro/manage-users',
    page: 'ServicePro/ManageUsers',
    cache: 'none',
    access: 'pro',
  },
  // §2.2 public pages
  { name: 'privacyPolicy', path: '/{privacy-policy}', page: 'Visitor/PrivacyPolicy', cache: 'static', sitemap: true },
  { name: 'cookiePolicy', path: '/{cookie-policy}', page: 'Visitor/CookiePolicy', cache: 'static', sitemap: true },
  {
    name: 'termsConditions',
    path: '/{terms-conditions}',
    page: 'Visitor/TermsAndConditions',
    cache: 'static',
    sitemap: true,
  },
  // §2.2 the terms' sub-pages (decision 074): complaints and ranking (the EU platform-to-business
  // rules), the promise for work by vetted professionals, and the reviewers' prize draw.
  {
    name: 'termsComplaints',
    path: '/{terms-conditions}/complaints',
    page: 'Visitor/TermsAndConditionsComplaints',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsRanking',
    path: '/{terms-conditions}/ranking',
    page: 'Visitor/TermsAndConditionsRanking',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsPromise',
    path: '/{terms-conditions}/promise',
    page: 'Visitor/TPPromiseTermsAndConditions',
    cache: 'static',
    sitemap: true,
  },
  {
    name: 'termsPrizeDraw',
    path: '/{terms-conditions}/prize-draw',
    page: 'Visitor/TermsAndConditionsPrizeDrawRulesPage',
    cache: 'static',
    sitemap: true,
  },
  // §2.2 the pages about the company (decision 074), written like the legal texts.
  { name: 'howItWorks', path: '/{how-it-works}', page: 'Visitor/HowItWorks', cache: 'static', sitemap: true },
  { name: 'aboutUs', path: '/{about-us}', page: 'Visitor/AboutUs', cache: 'static', sitemap: true },
  { name: 'qualityCheck', path: '/{quality-check}', page: 'Visitor/QualityCheck', cache: 'static', sitemap: true },
  { name: 'imprint', path: '/{imprint}', page: 'Visitor/Imprint', cache: 'static', sitemap: true },
  { name: 'partners', path: '/{partners}', page: 'Visitor/Partners', cache: 'static', sitemap: true },
  { name: 'professions', path: '/{professions}', page: 'Visitor/Professions', cache: 'static', sitemap: true },
  {
    name: 'qualityStandard',
    path: '/{quality-standard}',
    page: 'Visitor/QualityStandard',
    cache: 'static',
    sitemap: true,
  },
  { name: 'imageRights', path: '/{image-rights}', page: 'Visitor/ImageRights', cache: 'static', sitemap: true },
  { name: 'reviewsPolicy', path: '/{reviews-policy}', page: 'Visitor/ReviewsPolicy', cache: 'static', sitemap: true },
  // Decision 064: the conditions of the brand's discount codes.
  {
    name: 'visitorDiscountConditions',
    path: '/visitor/discount-conditions',
    page: 'Visitor/DiscountConditions',
    cache: 'static',
    sitemap: true,
  },
  // §2.10: where an outdated app is sent once per session; the same words in every app language.
  { name: 'appForceUpdate', path: '/app-force-update', page: 'Visitor/AppForceUpdate', cache: 'static' },
  // §2.2 the blog (issue 21): its posts ten a page (`?page=`), and each post.
  { name: 'blog', path: '/blog', page: 'Visitor/Blog', cache: 'frequent', sitemap: true },
  { name: 'blogPost', path: '/blog/:slug', page: 'Visitor/BlogPost', cache: 'frequent' },
  // §2.2 articles and price guides (issue 21): the listings a page at a time, each page under its trade.
  {
    name: 'allPriceGuides',
    path: '/{all-price-guides}',
    page: 'Visitor/AllPriceGuides',
    cache: 'semiDynamic',
    sitemap: true,
  },
  {
    name: 'priceGuide',
    path: '/:contentCluster/{price-guides}/:slug',
    page: 'Visitor/PriceGuide',
    cache: 'semiDynamic',
  },
  { name: 'allArticles', path: '/{all-articles}', page: 'Visitor/AllArticles', cache: 'semiDynamic', sitemap: true },
  { name: 'article', path: '/:contentCluster/{articles}/:slug', page: 'Visitor/Article', cache: 'semiDynamic' },
  // §2.2 the indexes of trades and places (issue 21), counted from the professionals listed.
  { name: 'allTrades', path: '/{all-trades}', page: 'Visitor/AllTrades', cache: 'semiDynamic', sitemap: true },
  {
    name: 'allLocations',
    path: '/{all-locations}',
    page: 'Visitor/AllLocations',
    cache: 'semiDynamic',
    sitemap: true,
  },
  // §2.2 services and tasks: an index of each, trade by trade, and each page under its trade.
  { name: 'services', path: '/{services}', page: 'Visitor/Services', cache: 'semiDynamic', sitemap: true },
  { name: 'tasks', path: '/{tasks}', page: 'Visitor/Tasks', cache: 'semiDynamic', sitemap: true },
  { name: 'task', path: '/:contentCluster/jobs/:slug', page: 'Visitor/Task', cache: 'semiDynamic' },
  // §2.2 questions and answers (issue 21, decision 075): the published questions (a trade's, the
  // unanswered, a numbered page at a time), one question, and the form — which a visitor signs in to send.
  { name: 'questions', path: '/{questions}', page: 'Visitor/Questions', cache: 'frequent', sitemap: true },
  { name: 'askAQuestion', path: '/{questions}/{ask-a-question}', page: 'Visitor/AskAQuestion', cache: 'static' },
  { name: 'question', path: '/{questions}/v/:id/:slug', page: 'Visitor/Question', cache: 'frequent' },
  // §2.6 and §2.7 Questions: asking and one's own questions; answering and one's own answers.
  {
    name: 'consumerMyQuestions',
    path: '/consumer/my-questions',
    page: 'Consumer/MyQuestions',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'consumerAskATrade',
    path: '/consumer/ask-a-trade',
    page: 'Consumer/AskATrade',
    cache: 'none',
    access: 'consumer',
  },
  {
    name: 'proAskATrade',
    path: '/service-pro/ask-a-trade',
    page: 'ServicePro/AskATrade',
    cache: 'none',
    access: 'pro',
  },
  {
    name: 'proMyQuestions',
    path: '/service-pro/my-questions',
    page: 'ServicePro/MyQuestions',
    cache: 'none',
    access: 'pro',
  },
  { name: 'proMyAnswers', path: '/service-pro/my-answers', page: 'ServicePro/MyAnswers', cache: 'none', access: 'pro' },
  // §2.1 service-pros: a trade's professionals in the whole country, and in one region of it.
  { name: 'tradePros', path: '/:professionSlug/{service-pros}', page: 'Visitor/TradePros', cache: 'frequent' },
  {
    name: 'regionPros',
    path: '/:professionSlug/:areaSlug/{service-pros}',
    page: 'Visitor/RegionPros',
    cache: 'frequent',
  },
  // §2.3: a profession's professionals in a place; last, as its first segment is any content cluster.
  {
    name: 'professionDirectory',
    path: '/:contentCluster/:profession-{professionals}/:location',
    page: 'Visitor/ProfessionDirectory',
    cache: 'frequent',
  },
  // §2.2 a service's page: the very last, as both its segments are any slug.
  { name: 'servicePage', path: '/:contentCluster/:slug', page: 'Visitor/ServicePage', cache: 'semiDynamic' },
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

export interface RouteMatch {
  readonly route: RouteDefinition & { readonly name: RouteName };
  readonly params: Readonly<Record<string, string>>;
}

export function routesForBrand(brand: Brand): readonly (RouteDefinition & { name: RouteName })[] {
  return ROUTES.filter(
    (route: RouteDefinition) => route.jobPostWord === undefined || route.jobPostWord === brand.jobPostWord,
  );
}

// Replace every {word} of a route path with the locale's word.
export function localisePath(path: string, words: PathWords): string {
  return path.replace(/\{([a-z-]+)\}/g, (_match, word: string) => {
    const localised = Object.hasOwn(words, word) ? words[word as PathWord] : undefined;
    if (localised === undefined) throw new Error(`No path word "${word}" in the route table`);
    return localised;
  });
}

export function routeByName(name: RouteName): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

// A link to a named route in one locale: words substituted, then the §2.10 link builder.
export function linkTo(name: RouteName, words: PathWords, params: LinkParams = {}): string {
  return buildLink(localisePath(routeByName(name).path, words), params);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const parameter = /^:([A-Za-z_][A-Za-z0-9_]*)(\?)?$/.exec(segment);
    // A parameter followed by literal text in one segment: `:profession-tradespeople`.
    const prefixed = /^:([A-Za-z_][A-Za-z0-9_]*)(-[^/:?]+)$/.exec(segment);
    if (prefixed) {
      names.push(prefixed[1] as string);
      source += `/([^/]+?)${escapeRegExp(prefixed[2] as string)}`;
    } else if (parameter) {
      names.push(parameter[1] as string);
      source += parameter[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { pattern: new RegExp(`^${source || '/'}/?$`), names };
}

export interface RouteMatcher {
  match(pathname: string): RouteMatch | null;
}

// Compiled once per brand and locale words; matches a pathname (no query) to a route.
export function createRouteMatcher(brand: Brand, words: PathWords): RouteMatcher {
  const compiled = routesForBrand(brand).map((route) => ({
    route,
    ...compile(localisePath(route.path, words)),
  }));
  return {
    match(pathname) {
      for (const { route, pattern, names } of compiled) {
        const found = pattern.exec(pathname);
        if (!found) continue;
        const params: Record<string, string> = {};
        let valid = true;
        names.forEach((name, index) => {
          const raw = found[index + 1];
          if (raw === undefined) return;
          try {
            params[name] = decodeURIComponent(raw);
          } catch {
            valid = false;
          }
        });
        if (valid) return { route, params };
      }
      return null;
    },
  };
}

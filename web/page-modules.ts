// The browser's pages, one module per feature (web/features/<feature>/pages.tsx), each fetched with
// import() the first time one of its routes is shown: a first load carries the code of its own
// page only (docs/decisions/025-page-code-splitting.md). The build names each module's chunks in
// dist/manifest.json under the same key, so the server can preload them with the page; a test
// checks that the routes listed here are exactly those each module defines.
import type { RouteName } from '../shared/routes.ts';
import type { PageDefinition, PageTable } from './lib/pages.ts';

type FeaturePages = Readonly<Partial<Record<RouteName, PageDefinition>>>;

export interface PageModule {
  readonly load: () => Promise<{ readonly PAGES: FeaturePages }>;
  readonly routes: readonly RouteName[];
}

// The routes are checked against the module's own table by type here (no stray name) and by the
// test (none missing).
function pageModule<TPages extends FeaturePages>(
  load: () => Promise<{ readonly PAGES: TPages }>,
  routes: readonly (keyof TPages & RouteName)[],
): PageModule {
  return { load, routes };
}

// Keyed by the feature's folder: scripts/build.ts finds each module's output by that path.
export const PAGE_MODULES = {
  home: pageModule(() => import('./features/home/pages.tsx'), ['home']),
  auth: pageModule(
    () => import('./features/auth/pages.tsx'),
    [
      'login',
      'loginOptions',
      'loginPassword',
      'loginOtp',
      'forgotPassword',
      'resetPassword',
      'resetPasswordOtp',
      'accountSwitch',
    ],
  ),
  content: pageModule(
    () => import('./features/content/pages.tsx'),
    [
      'privacyPolicy',
      'cookiePolicy',
      'termsConditions',
      'termsComplaints',
      'termsRanking',
      'termsPromise',
      'termsPrizeDraw',
      'visitorDiscountConditions',
      'howItWorks',
      'aboutUs',
      'qualityCheck',
      'imprint',
      'partners',
      'professions',
      'qualityStandard',
      'imageRights',
      'reviewsPolicy',
    ],
  ),
  'app-update': pageModule(() => import('./features/app-update/pages.tsx'), ['appForceUpdate']),
  'job-post': pageModule(
    () => import('./features/job-post/pages.tsx'),
    [
      'postAJob',
      'findAService',
      'jobPostProfession',
      'serviceRequestPosted',
      'consumerActivatePending',
      'consumerActivateVerify',
    ],
  ),
  directory: pageModule(
    () => import('./features/directory/pages.tsx'),
    [
      'findAPro',
      'findAProLocation',
      'allTrades',
      'allLocations',
      'tradePros',
      'regionPros',
      'professionDirectory',
      'directorySearchResults',
      'proProfile',
      'proProfileReviews',
      'sendRequestTo',
    ],
  ),
  consumer: pageModule(
    () => import('./features/consumer/pages.tsx'),
    ['myProjects', 'overviewProfessionals', 'featuredJob', 'recommendations', 'editReview'],
  ),
  account: pageModule(
    () => import('./features/account/pages.tsx'),
    [
      'consumerProfile',
      'consumerContactDetails',
      'consumerChangePassword',
      'consumerNotificationSettings',
      'proManageAccount',
      'proNotificationSettings',
      'proDeleteAccount',
      'proManageUsers',
      'acceptInvite',
    ],
  ),
  registration: pageModule(
    () => import('./features/registration/pages.tsx'),
    [
      'proRegister',
      'proRegistrationLandingApp',
      'proRegisterWorkDetailsIntroduction',
      'proRegisterSafetyQualityIntroduction',
      'proRegisterIdCheckIntroduction',
      'proRegisterProfileSetupIntroduction',
      'proRegisterPaymentMethodIntroduction',
      'proIdCheckIntroduction',
      'proRegisterGbg',
      'proRegisterDropper',
      'proRegisterContactDetails',
      'proActivationApplicationPromotion',
      'proGbg',
      'proDuplicatePhone',
      'proActivationStart',
      'proActivationAcquisitionRetargeting',
      'proActivationAcquisitionProfession',
      'proActivationAcquisition',
      'proAcquisitionRegion',
      'proActivationVerifyEmail',
      'proActivationEmailVerification',
      'proActivationPaymentDetails',
      'proActivationCongratulations',
    ],
  ),
  company: pageModule(
    () => import('./features/company/pages.tsx'),
    [
      'proRegisterCompanySearch',
      'proRegisterCompanyNew',
      'proRegisterCompanyVetting',
      'proRegisterCompanyRegisterPartner',
      'proRegisterCompanyLegalStatus',
      'proRegisterCompanySituation',
      'proRegisterCompanySize',
      'proRegisterCompanyBio',
      'proCompanyDetails',
      'proCompanySearch',
      'proCompanyNew',
      'proBio',
      'proDuplicateCompanyNumber',
    ],
  ),
  'pro-services': pageModule(
    () => import('./features/pro-services/pages.tsx'),
    [
      'proServicePreferences',
      'proAddProfession',
      'proRegisterSelectSkillset',
      'proRegisterProposition',
      'proChooseServices',
      'proWorkArea',
      'proRegisterMultiProfessions',
      'proRegisterSelectServices',
      'proRegisterDistanceLimit',
    ],
  ),
  'pro-profile': pageModule(
    () => import('./features/pro-profile/pages.tsx'),
    [
      'proSkillEvaluationComplete',
      'proSkillEvaluation',
      'proUploadDocument',
      'proUploadQualificationDocumentsResults',
      'proUploadQualificationDocuments',
      'proAddQualification',
      'proManageProfession',
      'proProfileMenu',
      'proProfileStrength',
      'proPhotos',
      'proUploadPortfolio',
      'proUploadProfile',
      'proRegisterSkillEvaluation',
      'proRegisterSkillEvaluationComplete',
      'proRegisterSkillEvaluationQuestion',
      'proRegisterUploadDocument',
      'proRegisterUploadQualificationDocumentsResults',
      'proRegisterUploadQualificationDocuments',
    ],
  ),
  reviews: pageModule(() => import('./features/reviews/pages.tsx'), ['proReviews', 'proRequestReviews']),
  referral: pageModule(() => import('./features/referral/pages.tsx'), ['proReferral']),
  'pro-feedback': pageModule(() => import('./features/pro-feedback/pages.tsx'), ['proGiveFeedback']),
  messages: pageModule(() => import('./features/messages/pages.tsx'), ['consumerMessages', 'myProposalMessages']),
  'pro-jobs': pageModule(
    () => import('./features/pro-jobs/pages.tsx'),
    ['newServiceRequests', 'job', 'savedJobs', 'activityOverview'],
  ),
  proposals: pageModule(
    () => import('./features/proposals/pages.tsx'),
    ['createProposal', 'myProposalsContacts', 'myProposalsArchive', 'myProposal'],
  ),
  'message-templates': pageModule(
    () => import('./features/message-templates/pages.tsx'),
    ['proMessageTemplates', 'proMessageTemplateAdd', 'proMessageTemplateEdit'],
  ),
  'auto-respond': pageModule(
    () => import('./features/auto-respond/pages.tsx'),
    ['proAutoRespond', 'proAutoRespondSetup'],
  ),
  'pro-content': pageModule(() => import('./features/pro-content/pages.tsx'), ['proPartners', 'proTradePerks']),
  'pro-activity': pageModule(
    () => import('./features/pro-activity/pages.tsx'),
    ['proActivityServices', 'proPlatformNotification', 'proWelcomeBack', 'proActivationWelcomeBack'],
  ),
  money: pageModule(
    () => import('./features/money/pages.tsx'),
    [
      'proPackageSelection',
      'proSavingsPackage',
      'proPurchasePackage',
      'proPurchasePackageSuccess',
      'proBalance',
      'proCoupon',
      'proPayInvoices',
      'proPayInvoicesTermination',
      'proPayments',
      'proPaymentDetails',
    ],
  ),
  sponsored: pageModule(
    () => import('./features/sponsored/pages.tsx'),
    [
      'proSponsoredPlacement',
      'proSponsoredPlacementPurchase',
      'proSponsoredPlacementSuccess',
      'proSponsoredPlacementDetails',
    ],
  ),
  editorial: pageModule(
    () => import('./features/editorial/pages.tsx'),
    [
      'blog',
      'blogPost',
      'allArticles',
      'article',
      'allPriceGuides',
      'priceGuide',
      'services',
      'servicePage',
      'tasks',
      'task',
    ],
  ),
  questions: pageModule(
    () => import('./features/questions/pages.tsx'),
    [
      'questions',
      'question',
      'askAQuestion',
      'consumerAskATrade',
      'consumerMyQuestions',
      'proAskATrade',
      'proMyQuestions',
      'proMyAnswers',
    ],
  ),
  admin: pageModule(
    () => import('./features/admin/pages.tsx'),
    [
      'adminDashboard',
      'adminUsers',
      'adminUser',
      'adminQuestions',
      'adminAnswers',
      'adminReviews',
      'adminExternalReviews',
      'adminReportedMessages',
      'adminDocuments',
      'adminQualifications',
      'adminIdentityChecks',
      'adminMessageQueue',
      'adminAuditLog',
      'adminCouponCodes',
    ],
  ),
} as const satisfies Record<string, PageModule>;

export type PageModuleName = keyof typeof PAGE_MODULES;

export const PAGE_MODULE_NAMES = Object.keys(PAGE_MODULES) as PageModuleName[];

const MODULE_OF_ROUTE: ReadonlyMap<RouteName, PageModuleName> = new Map(
  PAGE_MODULE_NAMES.flatMap((name) => PAGE_MODULES[name].routes.map((route) => [route, name] as const)),
);

// The module holding the route's page; undefined only for a route no module lists (a test fails).
export function pageModuleOf(route: RouteName): PageModuleName | undefined {
  return MODULE_OF_ROUTE.get(route);
}

// The browser's page table: a module is fetched once, on first use, and every listener hears when
// it arrives. A fetch that failed may be tried again (the caller decides; see web/app.tsx).
export function lazyPageTable(modules: Readonly<Record<PageModuleName, PageModule>> = PAGE_MODULES): PageTable {
  const loaded = new Map<PageModuleName, FeaturePages>();
  const pending = new Map<PageModuleName, Promise<void>>();
  const listeners = new Set<() => void>();

  function load(route: RouteName): Promise<void> {
    const name = pageModuleOf(route);
    if (name === undefined) return Promise.reject(new Error(`No page module lists the route ${route}`));
    if (loaded.has(name)) return Promise.resolve();
    let fetching = pending.get(name);
    if (!fetching) {
      fetching = modules[name]
        .load()
        .then((module) => {
          loaded.set(name, module.PAGES);
          for (const listener of listeners) listener();
        })
        .finally(() => pending.delete(name));
      pending.set(name, fetching);
    }
    return fetching;
  }

  return {
    page(route) {
      const name = pageModuleOf(route);
      return name === undefined ? undefined : loaded.get(name)?.[route];
    },
    load,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// §2.7 the professional's tools: jobs, responses, messages and templates, activity, what they offer
// and where, their profile, papers and skills.
import type { RouteDefinition } from '../routes.ts';

export const PRO_ROUTES = [
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
] as const satisfies readonly RouteDefinition[];

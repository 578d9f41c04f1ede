// Every root field of the upstream schema and the rule that guards it (policy.ts). The schema does
// not start when a root field is missing here, so nothing is reachable unguarded.
import { ACCOUNT_HOLDERS, type Rule } from './policy.ts';

const anyone: Rule = { who: 'anyone' };
const signedIn: Rule = { who: 'signed-in' };
const staff: Rule = { who: 'staff' };
// What staff cannot take back with one click (issue 22): only soon after they confirmed it is them.
const staffDestructive: Rule = { who: 'staff', secondLayer: true };
// The account's own settings: its holder, staff impersonating them, or a MANAGER acting for it.
const accountManager: Rule = { who: 'signed-in', userTypes: ACCOUNT_HOLDERS, roles: ['OWNER', 'MANAGER'] };
// Changes only the person themself makes, after confirming it is them (§3 second layer).
const sensitive: Rule = { who: 'signed-in', userTypes: ACCOUNT_HOLDERS, selfOnly: true, secondLayer: true };
const manageUsers: Rule = { who: 'signed-in', userTypes: ['SERVICE_PRO'], roles: ['OWNER', 'MANAGER'] };
// Working on a professional's account: its holder, staff impersonating them, anyone with access.
const pro: Rule = { who: 'signed-in', userTypes: ['SERVICE_PRO'] };
// A professional's settings and public voice: the holder or a MANAGER.
const proManager: Rule = { who: 'signed-in', userTypes: ['SERVICE_PRO'], roles: ['OWNER', 'MANAGER'] };
// What only the professional themself does: proof of their own skill and papers.
const proSelf: Rule = { who: 'signed-in', userTypes: ['SERVICE_PRO'], selfOnly: true };
const consumer: Rule = { who: 'signed-in', userTypes: ['CONSUMER'] };
const accountHolder: Rule = { who: 'signed-in', userTypes: ACCOUNT_HOLDERS };

export const ROOT_RULES: Readonly<Record<'Query' | 'Mutation', Readonly<Record<string, Rule>>>> = {
  Query: {
    me: anyone,
    user: signedIn,
    organisationMembers: manageUsers,
    // Anyone working on a company's account learns their role there; the people only OWNER and MANAGER.
    organisationTeam: pro,
    assumableAccounts: signedIn,
    invite: anyone,
    messageQueue: staff,
    auditLog: staff,
    staffQueues: staff,
    messageReports: staff,
    staffAccounts: staff,
    staffAccount: staff,
    // The catalogue, content, the directory and public questions are public.
    market: anyone,
    professions: anyone,
    // Prices are public; a balance is read by anyone working on the account (decision 063).
    subscriptionPackages: anyone,
    myBalance: pro,
    mySubscription: pro,
    myPayments: pro,
    myInvoices: pro,
    mySponsoredPlacements: pro,
    mySponsoredPlacement: pro,
    sponsoredPlacementTowns: pro,
    sponsoredPlacementOffer: pro,
    mySuspension: pro,
    // Coupons are made and listed by staff (decision 064).
    couponCodes: staff,
    profession: anyone,
    // The home page's trades, figures and reviews are public, counted and chosen from public data.
    popularProfessions: anyone,
    marketplaceFigures: anyone,
    recentReviews: anyone,
    // The directory's indexes count what the directory itself shows anyone.
    townsWithPros: anyone,
    tradesWithPros: anyone,
    // The slugs of public profiles, each a public page already.
    listedProfiles: anyone,
    service: anyone,
    locations: anyone,
    location: anyone,
    // The job form checks a visitor's postal code and offers towns before they have an account.
    postalCode: anyone,
    towns: anyone,
    contentPage: anyone,
    contentPages: anyone,
    // Partners and trade perks are for professionals (decision 051).
    proContentPages: pro,
    directorySearch: anyone,
    servicePro: anyone,
    questions: anyone,
    question: anyone,
    // A job or a response: the resolvers decide who of the signed-in may read which.
    serviceRequest: signedIn,
    proposal: signedIn,
    newJobList: pro,
    savedForLaterJobs: pro,
    tradespersonProposalList: pro,
    activityOverview: pro,
    // The apps' icon badge: whoever is signed in to an account, for the account acted as.
    myUnreadMessageCount: accountHolder,
    activityServices: pro,
    welcomeBack: pro,
    // The account's onboarding: its holder or a MANAGER, as its settings.
    myOnboarding: proManager,
    // Proof of skill (decision 057): the professional's own attempt, read by anyone on the account.
    mySkillEvaluation: pro,
    // Papers (decision 058): read by anyone on the account; those waiting for a decision by staff.
    myDocuments: pro,
    documentsToReview: staff,
    qualificationsToReview: staff,
    // The company (decision 055): read by anyone on the account; its register searched by those
    // who may change it.
    myCompany: pro,
    searchCompanyRegister: proManager,
    // Identity (decision 056): read by anyone on the account; undecided checks by staff.
    myIdentityCheck: pro,
    // How the company pays the platform is the holder's or a MANAGER's matter, as its onboarding.
    myPaymentMethodChoice: proManager,
    // Saved payment details and what they collect: the holder or a MANAGER (decision 068).
    myPaymentDetails: proManager,
    identityChecksToReview: staff,
    myServicePreferences: pro,
    myPortfolio: pro,
    myPreviousVisitEnd: pro,
    messageTemplates: pro,
    messageTemplate: pro,
    autoRespondRules: proManager,
    autoRespondRule: proManager,
    autoRespondDailyLimitBounds: proManager,
    myServiceRequests: consumer,
    myReview: consumer,
    myReviews: pro,
    // Who was asked for a review, and how many more may be: those who may ask (requestReviews).
    myReviewRequests: proManager,
    myReviewRequestAllowance: proManager,
    myReferral: pro,
    myQuestions: consumer,
    myAnswers: pro,
    answerableQuestions: pro,
    reviewModerationQueue: staff,
    // Reviews from elsewhere: the professional's own list; staff's queue (decision 078).
    myExternalReviews: pro,
    externalReviewsToReview: staff,
    pendingQuestions: staff,
    pendingAnswers: staff,
    productFeedback: staff,
  },
  Mutation: {
    completeIntroduction: proManager,
    // Proof of skill is taken by the professional themself: not a member, not staff impersonating.
    startSkillEvaluation: proSelf,
    answerSkillQuestion: proSelf,
    completeSkillEvaluation: proSelf,
    // A professional's papers are uploaded by the holder or a MANAGER, as the company's details.
    uploadDocument: proManager,
    uploadQualificationDocument: proManager,
    // A person's own record of conduct: the professional themself, not a member or staff.
    uploadConductCertificate: proSelf,
    decideDocument: staff,
    decideQualification: staff,
    // The company's identity and story: the holder or a MANAGER.
    pickRegisterCompany: proManager,
    enterCompany: proManager,
    updateCompanyDetails: proManager,
    setCompanyBio: proManager,
    uploadCompanyLogo: proManager,
    // A person proves their own identity: not a member, not staff impersonating them.
    startIdentityCheck: proSelf,
    choosePaymentMethod: proManager,
    decideIdentityCheck: staff,
    // What the account offers and where: its holder or a MANAGER, as its settings.
    addProfession: proManager,
    removeProfession: proManager,
    chooseServices: proManager,
    setWorkArea: proManager,
    // The public profile's photos: its holder or a MANAGER, as its bio.
    addPortfolioPhotos: proManager,
    setPortfolioCaption: proManager,
    reorderPortfolio: proManager,
    removePortfolioPhoto: proManager,
    // Sign-in paths: anyone may try; the resolvers apply the abuse limits.
    login: anyone,
    requestLoginCode: anyone,
    loginWithCode: anyone,
    refreshSession: anyone,
    logout: anyone,
    requestPasswordReset: anyone,
    resetPassword: anyone,
    resetPasswordWithCode: anyone,
    confirmPassword: signedIn,
    requestSecondLayerCode: signedIn,
    confirmSecondLayerCode: signedIn,
    // Sign-up answers ALREADY_AUTHENTICATED itself, as §8 names it.
    signUpConsumer: anyone,
    signUpServicePro: anyone,
    // A consumer's activation, a professional's email verification; the link goes to the holder.
    requestAccountActivation: { who: 'signed-in', userTypes: ['CONSUMER', 'SERVICE_PRO'] },
    activateAccount: anyone,
    updateContactDetails: accountManager,
    changePassword: sensitive,
    changeEmail: sensitive,
    updateNotificationSettings: accountManager,
    updateConsents: { who: 'signed-in', userTypes: ACCOUNT_HOLDERS, selfOnly: true },
    deleteAccount: sensitive,
    inviteAssumableUser: manageUsers,
    acceptInvite: anyone,
    changeAssumableAccessRole: manageUsers,
    removeAssumableAccess: manageUsers,
    cancelInvite: manageUsers,
    assumeUser: { who: 'signed-in', notImpersonating: true },
    exitAssumedUser: signedIn,
    impersonateUser: staff,
    disableUser: staffDestructive,
    banUser: staffDestructive,
    enableUser: staff,
    resendMessage: staff,
    endUserSessions: staff,
    resendActivation: staff,
    anonymiseUser: staffDestructive,
    registerDeviceToken: anyone,
    trackEvent: anyone,
    // A visitor posts and becomes a consumer in the same step; the resolver refuses other accounts.
    postServiceRequest: anyone,
    saveJobForLater: pro,
    removeSavedJob: pro,
    showInterest: pro,
    createProposal: pro,
    // Money owed for the account: its holder or a MANAGER (decision 063).
    subscribe: proManager,
    redeemCoupon: proManager,
    payBalance: proManager,
    payInvoice: proManager,
    startCheckout: proManager,
    startPaymentMethodSetup: proManager,
    completePaymentMethodSetup: proManager,
    buySponsoredPlacement: proManager,
    scheduleSubscription: proManager,
    cancelSubscription: proManager,
    createCouponCode: staff,
    // Suspending a professional by hand is staff's, audited (decision 066).
    setProSuspension: staff,
    archiveProposal: pro,
    unarchiveProposal: pro,
    // Both sides of a proposal write; the resolvers check which side the caller is.
    sendProposalMessage: signedIn,
    // Either side of a conversation reports; the mutation finds which side the caller is.
    reportProposalMessage: signedIn,
    decideMessageReport: staff,
    markProposalMessagesRead: signedIn,
    createMessageTemplate: pro,
    updateMessageTemplate: pro,
    deleteMessageTemplate: pro,
    createAutoRespondRule: proManager,
    updateAutoRespondRule: proManager,
    deleteAutoRespondRule: proManager,
    shortlist: consumer,
    invitePro: consumer,
    hirePro: consumer,
    declinePro: consumer,
    closeServiceRequest: consumer,
    featureServiceRequest: consumer,
    submitReview: consumer,
    editReview: consumer,
    respondToReview: proManager,
    requestReviews: proManager,
    // The person's own opinion of the product: not staff impersonating them.
    giveFeedback: { who: 'signed-in', userTypes: ['SERVICE_PRO'], notImpersonating: true },
    moderateReview: staff,
    // Bringing reviews from elsewhere speaks for the company: the holder or a MANAGER.
    addExternalReview: proManager,
    decideExternalReview: staff,
    askQuestion: consumer,
    answerQuestion: pro,
    moderateQuestion: staff,
    moderateAnswer: staff,
    moderateQuestions: staff,
    moderateAnswers: staff,
  },
};

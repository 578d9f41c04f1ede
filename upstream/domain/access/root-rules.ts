// Every root field of the upstream schema and the rule that guards it (policy.ts). The schema does
// not start when a root field is missing here, so nothing is reachable unguarded.
import { ACCOUNT_HOLDERS, type Rule } from './policy.ts';

const anyone: Rule = { who: 'anyone' };
const signedIn: Rule = { who: 'signed-in' };
const staff: Rule = { who: 'staff' };
// The account's own settings: its holder, staff impersonating them, or a MANAGER acting for it.
const accountManager: Rule = { who: 'signed-in', userTypes: ACCOUNT_HOLDERS, roles: ['OWNER', 'MANAGER'] };
// Changes only the person themself makes, after confirming it is them (§3 second layer).
const sensitive: Rule = { who: 'signed-in', userTypes: ACCOUNT_HOLDERS, selfOnly: true, secondLayer: true };
const manageUsers: Rule = { who: 'signed-in', userTypes: ['SERVICE_PRO'], roles: ['OWNER', 'MANAGER'] };

export const ROOT_RULES: Readonly<Record<'Query' | 'Mutation', Readonly<Record<string, Rule>>>> = {
  Query: {
    me: anyone,
    user: signedIn,
    organisationMembers: manageUsers,
    assumableAccounts: signedIn,
    invite: anyone,
    messageQueue: staff,
    auditLog: staff,
  },
  Mutation: {
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
    requestAccountActivation: { who: 'signed-in', userTypes: ['CONSUMER'] },
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
    disableUser: staff,
    enableUser: staff,
    anonymiseUser: staff,
    registerDeviceToken: anyone,
    trackEvent: anyone,
  },
};

// Account settings of the signed-in user (spec §1 contact details, password, notification settings;
// §3 consents) and anonymising an account (§8), by the person or by staff. root-rules.ts has already
// decided who may call each field; these act on the account the session acts as (viewer.userId).
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../generated/graphql.ts';
import type { UpstreamContext } from '../../graphql/context.ts';
import { recordStaffAction } from '../audit/audit-log.ts';
import type { Viewer } from '../identity/sessions.ts';
import { findUserById, type UserRow } from '../identity/users.ts';
import { isUuid } from '../validation/ids.ts';
import { checkReason } from '../validation/reason.ts';
import { anonymiseUser } from './anonymise.ts';
import { changeEmail } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { hasDuplicatePurposes, readConsents, storeConsents } from './consents.ts';
import { updateContactDetails } from './contact-details.ts';
import { areValidSettings, readNotificationSettings, storeNotificationSettings } from './notification-settings.ts';
import { invalidField } from './results.ts';

// Internal accounts are not people's accounts: erasing them would break what runs under them.
const NOT_ANONYMISABLE = ['ADMIN', 'SYSTEM', 'SALESFORCE'];

function fail(message: string, code: string): never {
  throw new GraphQLError(message, { extensions: { code } });
}

// The rules guarantee a signed-in caller for every mutation here; the account row is read fresh.
async function actingAs({ db, viewer }: UpstreamContext): Promise<{ viewer: Viewer; user: UserRow }> {
  if (!viewer) fail('Sign in first', 'UNAUTHENTICATED');
  const user = await findUserById(db, viewer.userId);
  if (!user) fail('Sign in first', 'UNAUTHENTICATED');
  return { viewer, user };
}

const settingsFields = {
  notificationSettings: (user: UserRow, _args: unknown, { db }: UpstreamContext) =>
    readNotificationSettings(db, user.id, user.type),
  consents: (user: UserRow, _args: unknown, { db }: UpstreamContext) => readConsents(db, user.id),
};

export const accountResolvers: Resolvers = {
  Mutation: {
    async updateContactDetails(_root, { input }, context) {
      const { user } = await actingAs(context);
      return updateContactDetails(context.db, user, input);
    },
    async changePassword(_root, { input }, context) {
      const { viewer, user } = await actingAs(context);
      return changePassword(context.db, viewer, user, input.newPassword);
    },
    async changeEmail(_root, { input }, context) {
      const { user } = await actingAs(context);
      return changeEmail(context.db, context.services.emailDomains, user, input.email);
    },
    async updateNotificationSettings(_root, { input }, context) {
      const { user } = await actingAs(context);
      if (!areValidSettings(user.type, input.settings)) return invalidField('settings', 'INVALID');
      await storeNotificationSettings(context.db, user.id, input.settings);
      return {
        __typename: 'NotificationSettingsUpdated',
        settings: await readNotificationSettings(context.db, user.id, user.type),
      };
    },
    async updateConsents(_root, { input }, context) {
      const { user } = await actingAs(context);
      if (hasDuplicatePurposes(input.consents)) return invalidField('consents', 'INVALID');
      await context.db.transaction((tx) => storeConsents(tx, user.id, input.consents, context.requestId));
      return { __typename: 'ConsentsUpdated', consents: await readConsents(context.db, user.id) };
    },
    async deleteAccount(_root, { input }, context) {
      checkReason(input.reason);
      const { user } = await actingAs(context);
      const closure = { closedBy: user.id, reason: input.reason ?? null, requestId: context.requestId };
      return context.db.transaction((tx) => anonymiseUser(tx, user.id, closure));
    },
    async anonymiseUser(_root, { input }, { db, viewer, requestId }) {
      if (!viewer) fail('Sign in first', 'UNAUTHENTICATED');
      checkReason(input.reason);
      const target = isUuid(input.userId) ? await findUserById(db, input.userId) : undefined;
      if (!target) fail('No user with that id', 'NOT_FOUND');
      if (NOT_ANONYMISABLE.includes(target.type)) fail('Staff and system accounts cannot be anonymised', 'FORBIDDEN');
      return db.transaction(async (tx) => {
        const closure = { closedBy: viewer.actorId, reason: input.reason ?? null, requestId };
        const outcome = await anonymiseUser(tx, target.id, closure);
        if (outcome.__typename === 'UserAnonymised') {
          await recordStaffAction(tx, viewer, target.id, 'anonymiseUser', requestId, input.reason ?? null);
        }
        return outcome;
      });
    },
  },
  Consumer: settingsFields,
  ServicePro: settingsFields,
};

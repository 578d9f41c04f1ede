// Device tokens of the mobile apps and the product's tracking events (spec §3, §7.2). Both are
// taken from visitors too; a signed-in caller's are linked to them.
import type { FieldError, Resolvers } from '../../generated/graphql.ts';
import { isValidContext } from './tracking-contexts.ts';

// APNs tokens are hex; FCM (GCM) tokens use letters, digits and - _ : .
const APNS_TOKEN = /^[0-9a-fA-F]{64,200}$/;
const FCM_TOKEN = /^[A-Za-z0-9_:.-]{20,4096}$/;
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/;
// Category and action are short labels ("banner", "update_now_clicked"): printable, no markup.
const LABEL = /^[\p{L}\p{N} _.:/-]{1,100}$/u;
const MAX_CONTEXTS = 20;
const MAX_VALUE_LENGTH = 500;

const invalid = (field: string): FieldError => ({ field, code: 'INVALID' });

export const devicesResolvers: Resolvers = {
  Mutation: {
    async registerDeviceToken(_root, { input }, { db, viewer }) {
      const errors: FieldError[] = [];
      const tokenPattern = input.platform === 'GCM' ? FCM_TOKEN : APNS_TOKEN;
      if (input.token === '') errors.push({ field: 'token', code: 'REQUIRED' });
      else if (!tokenPattern.test(input.token)) errors.push(invalid('token'));
      if (input.packageName === '') errors.push({ field: 'packageName', code: 'REQUIRED' });
      else if (input.packageName.length > 255 || !PACKAGE_NAME.test(input.packageName)) {
        errors.push(invalid('packageName'));
      }
      if (errors.length > 0) return { __typename: 'InvalidFields', fieldErrors: errors };
      // A token moves with the app: the same device signed in as someone else now belongs to them.
      await db.query(
        `INSERT INTO device_tokens (user_id, token, package_name, platform, metadata)
         VALUES ($1, $2, $3, $4, $5::jsonb)
         ON CONFLICT (token, package_name) DO UPDATE
           SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform, metadata = EXCLUDED.metadata,
               updated_at = now()`,
        [viewer?.actorId ?? null, input.token, input.packageName, input.platform, JSON.stringify(input.metadata ?? {})],
      );
      return { __typename: 'DeviceTokenRegistered', message: 'Device token registered' };
    },
    async trackEvent(_root, { input }, { db, viewer, requestId }) {
      const errors: FieldError[] = [];
      if (!LABEL.test(input.category))
        errors.push(input.category === '' ? { field: 'category', code: 'REQUIRED' } : invalid('category'));
      if (!LABEL.test(input.action))
        errors.push(input.action === '' ? { field: 'action', code: 'REQUIRED' } : invalid('action'));
      if (input.value != null && input.value.length > MAX_VALUE_LENGTH) errors.push(invalid('value'));
      const contexts = input.contexts ?? [];
      if (contexts.length > MAX_CONTEXTS || !contexts.every((context) => isValidContext(context.name, context.data))) {
        errors.push(invalid('contexts'));
      }
      if (errors.length > 0) return { __typename: 'InvalidFields', fieldErrors: errors };
      await db.query(
        `INSERT INTO tracking_events (user_id, session_id, category, action, value, contexts, platform, request_id)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
        [
          viewer?.userId ?? null,
          viewer?.sessionId ?? null,
          input.category,
          input.action,
          input.value ?? null,
          JSON.stringify(contexts),
          input.platform ?? null,
          requestId,
        ],
      );
      return { __typename: 'EventTracked', accepted: true };
    },
  },
};

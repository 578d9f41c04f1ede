// The layout rules and axe-core on the account, team and professional's tool pages (issues 18 and
// 19), in two languages at a phone's and a desktop's width (test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words }) => [
  { name: 'consumer-account', path: linkTo('consumerProfile', words), as: 'consumer' },
  { name: 'manage-account', path: linkTo('proManageAccount', words), as: 'pro', axe: true },
  { name: 'manage-users', path: linkTo('proManageUsers', words), as: 'pro', axe: true },
  { name: 'message-templates', path: linkTo('proMessageTemplateAdd', words), as: 'pro', axe: true },
  { name: 'auto-respond-setup', path: linkTo('proAutoRespondSetup', words), as: 'pro', axe: true },
  { name: 'request-reviews', path: linkTo('proRequestReviews', words), as: 'pro', axe: true },
  { name: 'referral', path: linkTo('proReferral', words), as: 'pro', axe: true },
  { name: 'give-feedback', path: linkTo('proGiveFeedback', words), as: 'pro', axe: true },
  { name: 'service-preferences', path: linkTo('proServicePreferences', words), as: 'pro', axe: true },
  { name: 'work-area', path: linkTo('proWorkArea', words), as: 'pro', axe: true },
]);

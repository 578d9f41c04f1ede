// The layout rules and axe-core on the staff console (issue 22), in two languages at a phone's and
// a desktop's width (test/helpers/layout-check.ts): tables stack into cards on a phone, the tabs
// scroll rather than spill, and nothing scrolls sideways.
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words }) => [
  { name: 'admin-dashboard', path: linkTo('adminDashboard', words), as: 'admin', axe: true },
  { name: 'admin-users', path: linkTo('adminUsers', words), as: 'admin', axe: true },
  { name: 'admin-questions', path: linkTo('adminQuestions', words), as: 'admin', axe: true },
  { name: 'admin-reviews', path: linkTo('adminReviews', words), as: 'admin', axe: true },
  { name: 'admin-documents', path: linkTo('adminDocuments', words), as: 'admin', axe: true },
  { name: 'admin-message-queue', path: linkTo('adminMessageQueue', words), as: 'admin', axe: true },
  { name: 'admin-audit-log', path: linkTo('adminAuditLog', words), as: 'admin', axe: true },
  { name: 'admin-coupon-codes', path: linkTo('adminCouponCodes', words), as: 'admin', axe: true },
]);

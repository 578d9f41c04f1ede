// §2.9 the staff's console (issue 22, decisions 064 and 078): only an ADMIN sees these pages;
// everyone else, signed in or not, gets the not-found page. Nothing here is ever stored by a cache,
// and the browser loads each of them as a whole page (§2.10).
import type { RouteDefinition } from '../routes.ts';

const staffPage = <const Name extends string, const Path extends string, const Page extends string>(
  name: Name,
  path: Path,
  page: Page,
) => ({ name, path, page: `Account/${page}` as const, cache: 'none' as const, access: 'staff' as const });

export const ADMIN_ROUTES = [
  staffPage('adminDashboard', '/admin', 'AdminDashboard'),
  staffPage('adminUsers', '/admin/users', 'AdminUsers'),
  staffPage('adminUser', '/admin/users/:id', 'AdminUser'),
  staffPage('adminQuestions', '/admin/questions', 'AdminQuestions'),
  staffPage('adminAnswers', '/admin/answers', 'AdminAnswers'),
  staffPage('adminReviews', '/admin/reviews', 'AdminReviews'),
  staffPage('adminExternalReviews', '/admin/external-reviews', 'AdminExternalReviews'),
  staffPage('adminReportedMessages', '/admin/reported-messages', 'AdminReportedMessages'),
  staffPage('adminDocuments', '/admin/documents', 'AdminDocuments'),
  staffPage('adminQualifications', '/admin/qualifications', 'AdminQualifications'),
  staffPage('adminIdentityChecks', '/admin/identity-checks', 'AdminIdentityChecks'),
  staffPage('adminMessageQueue', '/admin/message-queue', 'AdminMessageQueue'),
  staffPage('adminAuditLog', '/admin/audit-log', 'AdminAuditLog'),
  staffPage('adminCouponCodes', '/admin/coupon-codes', 'AdminCouponCodes'),
] as const satisfies readonly RouteDefinition[];

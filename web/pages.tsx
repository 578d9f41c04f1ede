// Every route of the table (shared/routes.ts) with its page: each feature lists its own. This is the
// server's table, all pages at hand; the browser never imports it, fetching one feature's pages at
// a time instead (web/page-modules.ts), so a first load carries only the page it shows.
import type { RouteName } from '../shared/routes.ts';
import { PAGES as ACCOUNT } from './features/account/pages.tsx';
import { PAGES as ADMIN } from './features/admin/pages.tsx';
import { PAGES as APP_UPDATE } from './features/app-update/pages.tsx';
import { PAGES as AUTH } from './features/auth/pages.tsx';
import { PAGES as AUTO_RESPOND } from './features/auto-respond/pages.tsx';
import { PAGES as COMPANY } from './features/company/pages.tsx';
import { PAGES as CONSUMER } from './features/consumer/pages.tsx';
import { PAGES as CONTENT } from './features/content/pages.tsx';
import { PAGES as DIRECTORY } from './features/directory/pages.tsx';
import { PAGES as EDITORIAL } from './features/editorial/pages.tsx';
import { PAGES as HOME } from './features/home/pages.tsx';
import { PAGES as JOB_POST } from './features/job-post/pages.tsx';
import { PAGES as MESSAGE_TEMPLATES } from './features/message-templates/pages.tsx';
import { PAGES as MESSAGES } from './features/messages/pages.tsx';
import { PAGES as MONEY } from './features/money/pages.tsx';
import { PAGES as PRO_ACTIVITY } from './features/pro-activity/pages.tsx';
import { PAGES as PRO_CONTENT } from './features/pro-content/pages.tsx';
import { PAGES as PRO_FEEDBACK } from './features/pro-feedback/pages.tsx';
import { PAGES as PRO_JOBS } from './features/pro-jobs/pages.tsx';
import { PAGES as PRO_PROFILE } from './features/pro-profile/pages.tsx';
import { PAGES as PRO_SERVICES } from './features/pro-services/pages.tsx';
import { PAGES as PROPOSALS } from './features/proposals/pages.tsx';
import { PAGES as QUESTIONS } from './features/questions/pages.tsx';
import { PAGES as REFERRAL } from './features/referral/pages.tsx';
import { PAGES as REGISTRATION } from './features/registration/pages.tsx';
import { PAGES as REVIEWS } from './features/reviews/pages.tsx';
import { PAGES as SPONSORED } from './features/sponsored/pages.tsx';
import type { PageDefinition } from './lib/pages.ts';

export const PAGES: Readonly<Record<RouteName, PageDefinition>> = {
  ...HOME,
  ...AUTH,
  ...CONTENT,
  ...EDITORIAL,
  ...APP_UPDATE,
  ...JOB_POST,
  ...DIRECTORY,
  ...CONSUMER,
  ...ACCOUNT,
  ...REVIEWS,
  ...MESSAGES,
  ...PRO_JOBS,
  ...PROPOSALS,
  ...REFERRAL,
  ...PRO_FEEDBACK,
  ...MESSAGE_TEMPLATES,
  ...AUTO_RESPOND,
  ...PRO_CONTENT,
  ...PRO_ACTIVITY,
  ...PRO_SERVICES,
  ...PRO_PROFILE,
  ...REGISTRATION,
  ...COMPANY,
  ...MONEY,
  ...SPONSORED,
  ...ADMIN,
  ...QUESTIONS,
};

// The frame of every staff page (§2.9): the console's sections as tabs, the section's own pages as
// a second row where it has several, then the page's heading and its content. The tabs are links:
// admin pages load as whole pages (§2.10), so each is a plain address.
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import type { RouteName } from '../../../shared/routes.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { Link, useRouter } from '../../lib/router.tsx';

type Section = 'dashboard' | 'users' | 'moderation' | 'vetting' | 'messages' | 'audit' | 'coupons';

// Each section's pages, its first the one its tab opens.
const SECTIONS: Readonly<Record<Section, readonly RouteName[]>> = {
  dashboard: ['adminDashboard'],
  users: ['adminUsers', 'adminUser'],
  moderation: ['adminQuestions', 'adminAnswers', 'adminReviews', 'adminExternalReviews', 'adminReportedMessages'],
  vetting: ['adminDocuments', 'adminQualifications', 'adminIdentityChecks'],
  messages: ['adminMessageQueue'],
  audit: ['adminAuditLog'],
  coupons: ['adminCouponCodes'],
};

function useWords() {
  const { i18n } = useLingui();
  const section: Record<Section, string> = {
    dashboard: i18n._({ id: 'admin.nav.dashboard', message: 'Dashboard' }),
    users: i18n._({ id: 'admin.nav.users', message: 'Accounts' }),
    moderation: i18n._({ id: 'admin.nav.moderation', message: 'Moderation' }),
    vetting: i18n._({ id: 'admin.nav.vetting', message: 'Vetting' }),
    messages: i18n._({ id: 'admin.nav.messages', message: 'Message queue' }),
    audit: i18n._({ id: 'admin.nav.audit', message: 'Audit log' }),
    coupons: i18n._({ id: 'admin.nav.coupons', message: 'Discount codes' }),
  };
  const page: Partial<Record<RouteName, string>> = {
    adminQuestions: i18n._({ id: 'admin.nav.questions', message: 'Questions' }),
    adminAnswers: i18n._({ id: 'admin.nav.answers', message: 'Answers' }),
    adminReviews: i18n._({ id: 'admin.nav.reviews', message: 'Reviews' }),
    adminExternalReviews: i18n._({ id: 'admin.nav.external-reviews', message: 'Reviews from elsewhere' }),
    adminReportedMessages: i18n._({ id: 'admin.nav.reported-messages', message: 'Reported messages' }),
    adminDocuments: i18n._({ id: 'admin.nav.documents', message: 'Documents' }),
    adminQualifications: i18n._({ id: 'admin.nav.qualifications', message: 'Qualifications' }),
    adminIdentityChecks: i18n._({ id: 'admin.nav.identity-checks', message: 'Identity checks' }),
  };
  return { section, page, label: i18n._({ id: 'admin.nav.label', message: 'Staff console' }) };
}

export function sectionOf(route: RouteName | undefined): Section | null {
  if (!route) return null;
  for (const [section, routes] of Object.entries(SECTIONS) as [Section, readonly RouteName[]][]) {
    if (routes.includes(route)) return section;
  }
  return null;
}

export function AdminNav() {
  const { match } = useRouter();
  const words = useWords();
  const route = match?.route.name;
  const current = sectionOf(route);
  const pages = current ? SECTIONS[current].filter((name) => words.page[name]) : [];
  return (
    <div className="admin-nav" data-testid="admin-nav">
      <Tabs label={words.label} current={current ?? undefined}>
        {(Object.keys(SECTIONS) as Section[]).map((section) => (
          <Link key={section} to={SECTIONS[section][0] as RouteName} current={section === current}>
            {words.section[section]}
          </Link>
        ))}
      </Tabs>
      {pages.length > 1 ? (
        <Tabs label={current ? words.section[current] : words.label} current={route} className="admin-subnav">
          {pages.map((name) => (
            <Link key={name} to={name} current={name === route}>
              {words.page[name]}
            </Link>
          ))}
        </Tabs>
      ) : null}
    </div>
  );
}

// A staff page: the console's tabs, the heading, the content.
export function AdminPage({
  title,
  lead,
  actions,
  children,
  testId,
}: {
  title: string;
  lead?: string;
  // Beside the heading: what can be done to the whole page's subject.
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="admin-page" data-testid={testId}>
      <AdminNav />
      <PageHeading title={title} lead={lead}>
        {actions ? <div className="admin-page-actions">{actions}</div> : null}
      </PageHeading>
      {children}
    </div>
  );
}

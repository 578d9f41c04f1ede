// Which of the site's texts each route shows (decision 074), and where it sits in the site: the
// terms' sub-pages under the terms, every other text under the home page.
import type { RouteName } from '../../../shared/routes.ts';
import type { SiteDocumentKind } from '../../generated/graphql.ts';

export interface DocumentRoute {
  readonly kind: SiteDocumentKind;
  readonly parent?: RouteName;
}

export const DOCUMENT_ROUTES = {
  privacyPolicy: { kind: 'PRIVACY_POLICY' },
  cookiePolicy: { kind: 'COOKIE_POLICY' },
  termsConditions: { kind: 'TERMS_AND_CONDITIONS' },
  termsComplaints: { kind: 'COMPLAINTS', parent: 'termsConditions' },
  termsRanking: { kind: 'RANKING', parent: 'termsConditions' },
  termsPromise: { kind: 'PROMISE_TERMS', parent: 'termsConditions' },
  termsPrizeDraw: { kind: 'PRIZE_DRAW_RULES', parent: 'termsConditions' },
  visitorDiscountConditions: { kind: 'DISCOUNT_CONDITIONS', parent: 'termsConditions' },
  howItWorks: { kind: 'HOW_IT_WORKS' },
  aboutUs: { kind: 'ABOUT_US' },
  qualityCheck: { kind: 'QUALITY_CHECK' },
  imprint: { kind: 'IMPRINT' },
  partners: { kind: 'PARTNERS' },
  professions: { kind: 'PROFESSIONS' },
  qualityStandard: { kind: 'QUALITY_STANDARD' },
  imageRights: { kind: 'IMAGE_RIGHTS' },
  reviewsPolicy: { kind: 'REVIEWS_POLICY' },
} as const satisfies Partial<Record<RouteName, DocumentRoute>>;

export type DocumentRouteName = keyof typeof DOCUMENT_ROUTES;

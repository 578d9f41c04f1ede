// A professional's registration (spec §2.8; decision 054): the public entry with its landing
// variants, the introductions, the identity check, the page of one who left mid-way, the
// duplicate-phone answer, the contact details, the congratulations and the app's promotion. Its work-details steps are the pro-services
// feature's pages. The entry sends a signed-in professional on to their next step (steps.ts).
import type { Introduction, RegistrationOnboardingQuery, RegistrationRegionQuery } from '../../generated/graphql.ts';
import { type PageDefinition, query } from '../../lib/pages.ts';
import { ApplicationPromotionPage } from './application-promotion-page.tsx';
import { CongratulationsPage } from './congratulations-page.tsx';
import { ContactDetailsPage } from './contact-details-page.tsx';
import { DropperPage } from './dropper-page.tsx';
import { DuplicatePhonePage } from './duplicate-phone-page.tsx';
import { EmailVerificationPage, VerifyEmailPage } from './email-pages.tsx';
import {
  RegistrationContactDetailsDocument,
  RegistrationIdentityCheckDocument,
  RegistrationOnboardingDocument,
  RegistrationPaymentMethodDocument,
  RegistrationRegionDocument,
  RegistrationTradesDocument,
} from './generated/documents.ts';
import { IdentityCheckPage } from './identity-check-page.tsx';
import { IntroductionPage } from './introduction-page.tsx';
import { PaymentDetailsPage } from './payment-details-page.tsx';
import { isLandingVariant, RETARGETING, RegisterPage } from './register-page.tsx';
import { continueTarget } from './steps.ts';

const introduction = (which: Introduction, inRegistration = true): PageDefinition => ({
  render: () => <IntroductionPage introduction={which} inRegistration={inRegistration} />,
  data: () => [query(RegistrationOnboardingDocument)],
});

// The entry and the pages that stand for it: a variant is one of the landing pages or one of the
// brand's trades (by its slug, or by its id on a campaign's page).
const landing = (variantOf: (params: Readonly<Record<string, string>>) => string | undefined): PageDefinition => ({
  render: ({ params }) => <RegisterPage variant={variantOf(params)} professionId={params.professionId} />,
  data: ({ brand, user }) => [
    query(RegistrationTradesDocument, { brand: brand.id }),
    ...(user?.type === 'SERVICE_PRO' ? [query(RegistrationOnboardingDocument)] : []),
  ],
  found: ([trades], { params }) => {
    const professions = (trades as { professions?: { id: string; slug: string }[] } | undefined)?.professions;
    if (params.professionId) return professions?.some((trade) => trade.id === params.professionId) ?? true;
    const variant = variantOf(params);
    return !variant || isLandingVariant(variant) || (professions?.some((trade) => trade.slug === variant) ?? true);
  },
  // A professional goes on with their registration; one from before onboarding, to their jobs.
  redirect: ([, onboarding], { user }) =>
    user?.type === 'SERVICE_PRO' && onboarding
      ? (continueTarget((onboarding as RegistrationOnboardingQuery).myOnboarding) ?? { route: 'newServiceRequests' })
      : null,
});

const register = landing((params) => params.variant);

export const PAGES = {
  proRegister: register,
  proRegistrationLandingApp: register,
  proActivationStart: register,
  proActivationAcquisition: register,
  proActivationAcquisitionProfession: register,
  // A region's campaign page: the place named in the headline; a place the brand lacks is not a page.
  proAcquisitionRegion: {
    ...register,
    render: ({ params }) => <RegisterPage regionSlug={params.regionSlug} />,
    data: ({ brand, user, params }) => [
      query(RegistrationTradesDocument, { brand: brand.id }),
      ...(user?.type === 'SERVICE_PRO' ? [query(RegistrationOnboardingDocument)] : []),
      query(RegistrationRegionDocument, { brand: brand.id, slug: params.regionSlug ?? '' }),
    ],
    found: (results) => (results.at(-1) as RegistrationRegionQuery | undefined)?.location !== null,
  },
  proActivationAcquisitionRetargeting: { ...landing(() => RETARGETING), found: () => true },
  proRegisterWorkDetailsIntroduction: introduction('WORK_DETAILS'),
  proRegisterSafetyQualityIntroduction: introduction('SAFETY'),
  proRegisterIdCheckIntroduction: introduction('ID_CHECK'),
  proRegisterProfileSetupIntroduction: introduction('PROFILE_SET_UP'),
  proRegisterPaymentMethodIntroduction: introduction('PAYMENT_METHOD'),
  proIdCheckIntroduction: introduction('ID_CHECK', false),
  proRegisterGbg: {
    render: () => <IdentityCheckPage inRegistration />,
    data: () => [query(RegistrationIdentityCheckDocument), query(RegistrationOnboardingDocument)],
  },
  proGbg: {
    render: () => <IdentityCheckPage inRegistration={false} />,
    data: () => [query(RegistrationIdentityCheckDocument)],
  },
  proRegisterDropper: { render: () => <DropperPage />, data: () => [query(RegistrationOnboardingDocument)] },
  proDuplicatePhone: { render: () => <DuplicatePhonePage /> },
  proActivationVerifyEmail: { render: () => <VerifyEmailPage />, data: () => [query(RegistrationOnboardingDocument)] },
  proActivationEmailVerification: {
    render: ({ search }) => <EmailVerificationPage token={search.get('token') ?? ''} />,
  },
  proActivationPaymentDetails: {
    render: () => <PaymentDetailsPage />,
    data: () => [query(RegistrationPaymentMethodDocument), query(RegistrationOnboardingDocument)],
  },
  proActivationCongratulations: { render: () => <CongratulationsPage /> },
  proActivationApplicationPromotion: { render: () => <ApplicationPromotionPage /> },
  proRegisterContactDetails: {
    render: () => <ContactDetailsPage />,
    data: ({ user }) => (user?.type === 'SERVICE_PRO' ? [query(RegistrationContactDetailsDocument)] : []),
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-modules.ts).
export * from '../../page-controls.ts';

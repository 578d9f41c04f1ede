// Visitor/ServiceProRegister (spec §2.8 /{service-pro}/register[/{professionSlug}], its landing
// variants invitation-to-quote, construction-industry-job, find-customer and freelance-jobs, and
// /mobile-app/service-pro/registration-landing; the activation start and acquisition pages, one per
// trade by its id, one per region by its slug, and the retargeting one): why a tradesperson joins, and the sign-up. A
// signed-in professional does not see it: the server sends them on to their registration's next
// page (steps.ts), and so does this page when reached in-page. A signed-in home owner is told that
// a professional's account is one of its own.
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { useQuery } from '../../lib/data.tsx';
import { useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import {
  RegistrationOnboardingDocument,
  RegistrationRegionDocument,
  RegistrationTradesDocument,
} from './generated/documents.ts';
import { SignUpOrConsumerNote } from './sign-up-form.tsx';
import { continueTarget } from './steps.ts';

export const LANDING_VARIANTS = [
  'invitation-to-quote',
  'construction-industry-job',
  'find-customer',
  'freelance-jobs',
] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

export function isLandingVariant(value: string): value is LandingVariant {
  return (LANDING_VARIANTS as readonly string[]).includes(value);
}

// The campaign page for people who looked at joining before (activation/acquisition/retargeting).
export const RETARGETING = 'retargeting';

function useHeadline(variant: string | undefined, professionals: string | undefined): { title: string; lead: string } {
  const { i18n } = useLingui();
  const lead = i18n._({
    id: 'register.lead',
    message: 'Join free. Pick the jobs you want near you, send your price, and get hired by home owners.',
  });
  if (professionals)
    return {
      title: i18n._({
        id: 'register.title.trade',
        message: 'Jobs for {professionals} near you',
        values: { professionals },
      }),
      lead,
    };
  switch (variant) {
    case 'invitation-to-quote':
      return {
        title: i18n._({ id: 'register.title.invitation', message: 'A home owner asked you for a quote' }),
        lead: i18n._({
          id: 'register.lead.invitation',
          message: 'Create your free account to read the job and send your price.',
        }),
      };
    case 'construction-industry-job':
      return {
        title: i18n._({ id: 'register.title.construction', message: 'Building jobs, straight from home owners' }),
        lead,
      };
    case 'find-customer':
      return { title: i18n._({ id: 'register.title.customers', message: 'Find new customers near you' }), lead };
    case 'retargeting':
      return {
        title: i18n._({ id: 'register.title.retargeting', message: 'The jobs are still there for you' }),
        lead: i18n._({
          id: 'register.lead.retargeting',
          message: 'You looked at joining before. It takes two minutes, and reading jobs is free.',
        }),
      };
    case 'freelance-jobs':
      return {
        title: i18n._({ id: 'register.title.freelance', message: 'Freelance jobs that fit your diary' }),
        lead,
      };
    default:
      return { title: i18n._({ id: 'register.title', message: 'Get more jobs near you' }), lead };
  }
}

function useReasons(): Feature[] {
  const { i18n } = useLingui();
  return [
    {
      icon: 'inbox',
      title: i18n._({ id: 'register.reason.jobs.title', message: 'Real jobs, every day' }),
      text: i18n._({
        id: 'register.reason.jobs.text',
        message: 'Home owners describe their job; you see the ones in your trades and area.',
      }),
    },
    {
      icon: 'badge-check',
      title: i18n._({ id: 'register.reason.vetted.title', message: 'Vetted, so trusted' }),
      text: i18n._({
        id: 'register.reason.vetted.text',
        message: 'We check your company, your identity and your skills, so customers know you are real.',
      }),
    },
    {
      icon: 'map-pin',
      title: i18n._({ id: 'register.reason.area.title', message: 'Your trades, your area' }),
      text: i18n._({
        id: 'register.reason.area.text',
        message: 'Choose what you do and how far you travel. Change it whenever you like.',
      }),
    },
  ];
}

export function RegisterPage({
  variant,
  professionId,
  regionSlug,
}: {
  variant?: string | undefined;
  professionId?: string | undefined;
  regionSlug?: string | undefined;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const { user } = useSession();
  const isPro = user?.type === 'SERVICE_PRO';
  // Reached in-page after a step was saved elsewhere: what is cached may be from before, so the
  // professional goes on only once it has been fetched afresh.
  const onboarding = useQuery(RegistrationOnboardingDocument, undefined, { enabled: isPro, revalidateOnMount: true });
  const trades = useQuery(RegistrationTradesDocument, { brand: router.brand.id });
  const trade = professionId
    ? trades.data?.professions.find((profession) => profession.id === professionId)
    : variant && !isLandingVariant(variant) && variant !== RETARGETING
      ? trades.data?.professions.find((profession) => profession.slug === variant)
      : undefined;
  const region = useQuery(
    RegistrationRegionDocument,
    { brand: router.brand.id, slug: regionSlug ?? '' },
    { enabled: regionSlug !== undefined },
  );
  const headline = useHeadline(variant, trade?.professionalsName);
  const place = region.data?.location?.name;
  const title = place
    ? i18n._({ id: 'register.title.region', message: 'Jobs in and around {place}', values: { place } })
    : headline.title;
  const { lead } = headline;
  const reasons = useReasons();

  // A professional reached the entry in-page: on to where their registration goes on, from an
  // answer fetched now — what is cached (and SWR's first render, before it starts fetching) may be
  // from before the step just saved.
  const { mutate } = onboarding;
  useEffect(() => {
    if (!isPro) return;
    let current = true;
    void mutate().then((fresh) => {
      if (!current || !fresh) return;
      const target = continueTarget(fresh.myOnboarding) ?? { route: 'newServiceRequests' as const };
      router.navigate(router.href(target.route, target.params));
    });
    return () => {
      current = false;
    };
  }, [isPro, mutate, router]);
  if (isPro) return null;

  return (
    <div className="narrow">
      <PageHeading title={title} lead={lead} />
      <FeatureList features={reasons} />
      <SignUpOrConsumerNote />
    </div>
  );
}

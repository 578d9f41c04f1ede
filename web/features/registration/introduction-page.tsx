// The introduction pages of a professional's registration (spec §2.8 work-details-introduction,
// safety-quality-introduction, id-check-introduction, profile-setup-introduction,
// payment-method-introduction; §3 introduction-completed flags): what the next part asks and why,
// and a button that marks the introduction seen (completeIntroduction) and goes on with the
// registration. Outside registration (/service-pro/id-check-introduction) it leads to the check.
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { RegistrationProgress } from '../../components/registration-progress.tsx';
import { type Feature, FeatureList } from '../../components/ui/feature-list.tsx';
import { FormMessage } from '../../components/ui/fields.tsx';
import type { Introduction } from '../../generated/graphql.ts';
import { useMutation, useQuery } from '../../lib/data.tsx';
import { useErrorMessage } from '../../lib/error-messages.ts';
import { Link, useRouter } from '../../lib/router.tsx';
import { RegistrationIntroductionSeenDocument, RegistrationOnboardingDocument } from './generated/documents.ts';
import { continueTarget } from './steps.ts';

interface IntroductionWords {
  readonly title: string;
  readonly lead: string;
  readonly points: readonly Feature[];
}

function useIntroductionWords(introduction: Introduction): IntroductionWords {
  const { i18n } = useLingui();
  switch (introduction) {
    case 'WORK_DETAILS':
      return {
        title: i18n._({ id: 'register.intro.work.title', message: 'First, the work you do' }),
        lead: i18n._({
          id: 'register.intro.work.lead',
          message: 'Tell us your trades and services and how far you travel. You will see the jobs that match.',
        }),
        points: [
          {
            icon: 'wrench',
            title: i18n._({ id: 'register.intro.work.trades', message: 'Your trades and services' }),
            text: i18n._({
              id: 'register.intro.work.trades-text',
              message: 'Pick only what you do well: customers review every job.',
            }),
          },
          {
            icon: 'map-pin',
            title: i18n._({ id: 'register.intro.work.area', message: 'Your work area' }),
            text: i18n._({ id: 'register.intro.work.area-text', message: 'Where you are based and how far you go.' }),
          },
        ],
      };
    case 'SAFETY':
      return {
        title: i18n._({ id: 'register.intro.safety.title', message: 'Safety and quality' }),
        lead: i18n._({
          id: 'register.intro.safety.lead',
          message: 'Home owners let you into their homes. That is why every tradesperson here is checked.',
        }),
        points: [
          {
            icon: 'shield-check',
            title: i18n._({ id: 'register.intro.safety.checks', message: 'We check who you are' }),
            text: i18n._({
              id: 'register.intro.safety.checks-text',
              message: 'Your company, an identity document, and papers where your trade needs them.',
            }),
          },
          {
            icon: 'badge-check',
            title: i18n._({ id: 'register.intro.safety.reviews', message: 'Reviews keep it fair' }),
            text: i18n._({
              id: 'register.intro.safety.reviews-text',
              message: 'Only customers you worked for can review you, and you can answer every review.',
            }),
          },
        ],
      };
    case 'ID_CHECK':
      return {
        title: i18n._({ id: 'register.intro.id.title', message: 'Confirm your identity' }),
        lead: i18n._({
          id: 'register.intro.id.lead',
          message: 'Have your passport, identity card or driving licence at hand. It takes two minutes.',
        }),
        points: [
          {
            icon: 'user-check',
            title: i18n._({ id: 'register.intro.id.names', message: 'The same names as your account' }),
            text: i18n._({
              id: 'register.intro.id.names-text',
              message: 'We compare the document’s names with your account’s, so check they match.',
            }),
          },
          {
            icon: 'lock-keyhole',
            title: i18n._({ id: 'register.intro.id.private', message: 'Kept private' }),
            text: i18n._({
              id: 'register.intro.id.private-text',
              message: 'A specialist checks the document for us. Customers only see that you are verified.',
            }),
          },
        ],
      };
    case 'PROFILE_SET_UP':
      return {
        title: i18n._({ id: 'register.intro.profile.title', message: 'Your profile sells your work' }),
        lead: i18n._({
          id: 'register.intro.profile.lead',
          message: 'Home owners choose from profiles. Photos of your work and a short story make the difference.',
        }),
        points: [
          {
            icon: 'camera',
            title: i18n._({ id: 'register.intro.profile.photos', message: 'Photos of your work' }),
            text: i18n._({ id: 'register.intro.profile.photos-text', message: 'Finished jobs, in daylight, tidy.' }),
          },
          {
            icon: 'sparkles',
            title: i18n._({ id: 'register.intro.profile.story', message: 'A few words about you' }),
            text: i18n._({
              id: 'register.intro.profile.story-text',
              message: 'What you are good at, since when, and how you work.',
            }),
          },
        ],
      };
    case 'PAYMENT_METHOD':
      return {
        title: i18n._({ id: 'register.intro.payment.title', message: 'How paying works' }),
        lead: i18n._({
          id: 'register.intro.payment.lead',
          message: 'Reading jobs is free. You pay only when you send a price to a job you want.',
        }),
        points: [
          {
            icon: 'list-checks',
            title: i18n._({ id: 'register.intro.payment.fee', message: 'The price of a job is shown first' }),
            text: i18n._({
              id: 'register.intro.payment.fee-text',
              message: 'You see what answering costs before you decide.',
            }),
          },
          {
            icon: 'clock',
            title: i18n._({ id: 'register.intro.payment.monthly', message: 'One invoice a month' }),
            text: i18n._({
              id: 'register.intro.payment.monthly-text',
              message: 'Everything you answered in a month, together, with no surprises.',
            }),
          },
        ],
      };
  }
}

export function IntroductionPage({
  introduction,
  inRegistration,
}: {
  introduction: Introduction;
  inRegistration: boolean;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const errorMessage = useErrorMessage();
  const words = useIntroductionWords(introduction);
  const onboarding = useQuery(RegistrationOnboardingDocument);
  const seen = useMutation(RegistrationIntroductionSeenDocument);
  const [failure, setFailure] = useState<string | null>(null);

  async function goOn() {
    setFailure(null);
    try {
      const { completeIntroduction } = await seen.trigger({ introduction });
      if (!inRegistration) {
        router.navigate(router.href('proGbg'));
        return;
      }
      const target = continueTarget(completeIntroduction) ?? { route: 'newServiceRequests' as const };
      router.navigate(router.href(target.route, target.params));
    } catch (error) {
      setFailure(
        errorMessage(error) ??
          i18n._({ id: 'register.intro.failed', message: 'That did not work just now. Try again in a moment.' }),
      );
    }
  }

  return (
    <div className="narrow">
      {inRegistration && onboarding.data?.myOnboarding ? (
        <RegistrationProgress onboarding={onboarding.data.myOnboarding} />
      ) : null}
      <PageHeading title={words.title} lead={words.lead} />
      <FeatureList features={words.points} />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="actions">
        <button
          type="button"
          className="button"
          disabled={seen.isMutating}
          onClick={() => void goOn()}
          data-testid="introduction-continue"
        >
          {i18n._({ id: 'register.intro.continue', message: 'Continue' })}
        </button>
        {introduction === 'PAYMENT_METHOD' ? (
          <Link to="proRegisterProposition" className="button ghost" data-testid="introduction-proposition">
            {i18n._({ id: 'register.intro.proposition', message: 'What you pay, trade by trade' })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

// The brand's home page (spec §2.2; docs/decisions/041-home-page.md): the question "what do you
// need done, and where?" with the brand's trust figures under it, the popular trades, how it works,
// what home owners said lately, and a word for tradespeople. Every part is rendered on the server
// with its data; the hero paints without JavaScript and a part whose data failed stays out of the way.
import { useLingui } from '@lingui/react';
import type { Brand } from '../../../shared/brands.ts';
import { REDIRECT_TO } from '../../../shared/redirect.ts';
import { Icon } from '../../components/ui/icon.tsx';
import type { IconName } from '../../components/ui/icon-names.ts';
import { useQuery } from '../../lib/data.tsx';
import { usePageMeta } from '../../lib/page-meta.tsx';
import { Link, useRouter } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { organisation } from '../../lib/structured-data.ts';
import {
  HomeFiguresDocument,
  HomePopularProfessionsDocument,
  HomeProfessionsDocument,
  HomeRecentReviewsDocument,
} from './generated/documents.ts';
import { HeroSearch } from './hero-search.tsx';
import { figuresVariables, popularVariables, professionsVariables, reviewsVariables } from './home-query.ts';
import { PopularTrades } from './popular-trades.tsx';
import { RecentReviews } from './recent-reviews.tsx';
import { TrustFigures } from './trust-figures.tsx';

function HowItWorks() {
  const { i18n } = useLingui();
  const steps: { icon: IconName; title: string; text: string }[] = [
    {
      icon: 'clipboard-list',
      title: i18n._({ id: 'home.how.step1.title', message: 'Describe your job' }),
      text: i18n._({ id: 'home.how.step1', message: 'Tell us what needs doing and where.' }),
    },
    {
      icon: 'message-square-text',
      title: i18n._({ id: 'home.how.step2.title', message: 'Hear from tradespeople' }),
      text: i18n._({ id: 'home.how.step2', message: 'Tradespeople who match your job get in touch.' }),
    },
    {
      icon: 'handshake',
      title: i18n._({ id: 'home.how.step3.title', message: 'Choose who to hire' }),
      text: i18n._({ id: 'home.how.step3', message: 'Compare their reviews and choose who to hire.' }),
    },
  ];
  return (
    <section className="home-section home-steps" aria-labelledby="how-it-works">
      <h2 id="how-it-works">{i18n._({ id: 'home.how.title', message: 'How it works' })}</h2>
      <ol className="home-step-list">
        {steps.map((step) => (
          <li key={step.title} className="home-step">
            <span className="home-step-icon">
              <Icon icon={step.icon} />
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

// No registration for professionals exists yet (spec §2.8): they are sent to sign in, and on to
// their new jobs.
function ForProfessionals() {
  const { i18n } = useLingui();
  const router = useRouter();
  return (
    <section className="home-section home-pros" aria-labelledby="home-pros">
      <span className="home-pros-icon">
        <Icon icon="briefcase" />
      </span>
      <div>
        <h2 id="home-pros">{i18n._({ id: 'home.pros.title', message: 'Are you a tradesperson?' })}</h2>
        <p>
          {i18n._({
            id: 'home.pros.text',
            message: 'Get new jobs from home owners near you, and choose the ones you want.',
          })}
        </p>
      </div>
      <Link to="login" params={{ [REDIRECT_TO]: router.href('newServiceRequests') }} className="button secondary">
        {i18n._({ id: 'home.pros.cta', message: 'Get new jobs' })}
      </Link>
    </section>
  );
}

export function HomePage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const professions = useQuery(HomeProfessionsDocument, professionsVariables(brand));
  const popular = useQuery(HomePopularProfessionsDocument, popularVariables(brand));
  const figures = useQuery(HomeFiguresDocument, figuresVariables(brand));
  const reviews = useQuery(HomeRecentReviewsDocument, reviewsVariables(brand));
  const lead = i18n._({
    id: 'home.lead',
    message: 'Describe your job in a few steps and hear from vetted local tradespeople who are free to do it.',
  });
  // The home page's title is the spec's own: the product name and the tagline, nothing before them.
  usePageMeta({ description: lead, structuredData: organisation(brand) });
  const popularTrades = popular.data?.popularProfessions ?? [];
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{brand.tagline}</h1>
        {user && 'firstName' in user ? (
          <p className="welcome">
            {i18n._({
              id: 'home.welcome-back',
              message: 'Welcome back, {firstName}.',
              values: { firstName: user.firstName },
            })}
          </p>
        ) : null}
        <p className="lead">{lead}</p>
        <HeroSearch brand={brand} professions={professions.data?.professions} />
        {figures.data ? <TrustFigures figures={figures.data.marketplaceFigures} /> : null}
      </section>
      {popularTrades.length > 0 ? <PopularTrades popular={popularTrades} all={professions.data?.professions} /> : null}
      <HowItWorks />
      {reviews.data ? <RecentReviews reviews={reviews.data.recentReviews} /> : null}
      <ForProfessionals />
    </div>
  );
}

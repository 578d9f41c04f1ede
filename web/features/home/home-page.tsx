import { useLingui } from '@lingui/react';
import type { Brand } from '../../../shared/brands.ts';
import { EmptyState, QueryState } from '../../components/ui/status.tsx';
import { useQuery } from '../../lib/data.tsx';
import { usePageMeta } from '../../lib/page-meta.tsx';
import { Link } from '../../lib/router.tsx';
import { useSession } from '../../lib/session.tsx';
import { HomeProfessionsDocument } from './generated/documents.ts';

// The brand's trades, each opening the request form with it chosen (spec §2.5).
function Trades({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const professions = useQuery(HomeProfessionsDocument, { brand: brand.id });
  return (
    <section className="home-trades" aria-labelledby="home-trades">
      <h2 id="home-trades">{i18n._({ id: 'home.trades.title', message: 'What do you need help with?' })}</h2>
      <QueryState data={professions.data} error={professions.error} onRetry={() => void professions.mutate()}>
        {({ professions: list }) =>
          list.length === 0 ? (
            <EmptyState title={i18n._({ id: 'home.trades.empty', message: 'No trades are listed here yet.' })} />
          ) : (
            <ul className="home-trade-list" data-testid="home-trades">
              {list.map((profession) => (
                <li key={profession.id}>
                  <Link to="jobPostProfession" params={{ slug: profession.slug }}>
                    {profession.name}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

export function HomePage({ brand }: { brand: Brand }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const jobPostRoute = brand.jobPostWord === 'post-a-job' ? 'postAJob' : 'findAService';
  const lead = i18n._({
    id: 'home.lead',
    message: 'Describe your job in a few steps and hear from vetted local tradespeople who are free to do it.',
  });
  // The home page's title is the spec's own: the product name and the tagline, nothing before them.
  usePageMeta({ description: lead });
  return (
    <>
      <section className="hero">
        <h1>{brand.tagline}</h1>
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
        <div className="actions">
          <Link to={jobPostRoute} className="button">
            {i18n._({ id: 'home.cta.post-a-job', message: 'Post your job for free' })}
          </Link>
          <Link to="findAPro" className="button secondary">
            {i18n._({ id: 'home.cta.find-a-pro', message: 'Browse tradespeople' })}
          </Link>
        </div>
      </section>
      <Trades brand={brand} />
      <section className="steps" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{i18n._({ id: 'home.how.title', message: 'How it works' })}</h2>
        <ol>
          <li>{i18n._({ id: 'home.how.step1', message: 'Tell us what needs doing and where.' })}</li>
          <li>{i18n._({ id: 'home.how.step2', message: 'Tradespeople who match your job get in touch.' })}</li>
          <li>{i18n._({ id: 'home.how.step3', message: 'Compare their reviews and choose who to hire.' })}</li>
        </ol>
      </section>
    </>
  );
}

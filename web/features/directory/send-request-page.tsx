// A job sent straight to one professional (spec §2.2 /send-request-to/{slug}): first who will
// receive it, then the job form, which sends it to them directly.
import { useLingui } from '@lingui/react';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { QueryState } from '../../components/ui/status.tsx';
import { RatingSummary } from '../../components/ui/trust.tsx';
import { useQuery } from '../../lib/data.tsx';
import { Link } from '../../lib/router.tsx';
import { ServiceRequestForm } from '../job-post/service-request-form.tsx';
import { profileVariables } from './directory-query.ts';
import { DirectoryProProfileDocument } from './generated/documents.ts';
import { companyNameOf, localityOf } from './pro-card.tsx';
import { ProTrust } from './pro-trust.tsx';

export function SendRequestPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const profile = useQuery(DirectoryProProfileDocument, profileVariables(slug));
  return (
    <QueryState data={profile.data} error={profile.error} onRetry={() => void profile.mutate()}>
      {({ servicePro: pro }) => {
        if (!pro) return <NotFoundPage />;
        const name = companyNameOf(pro);
        const locality = localityOf(pro);
        return (
          <div className="directory-page send-request">
            <section className="page-heading">
              <h1>
                {i18n._({
                  id: 'directory.send.title',
                  message: 'Request a quote from {company}',
                  values: { company: name },
                })}
              </h1>
              <p className="lead">
                {i18n._({
                  id: 'directory.send.lead',
                  message:
                    'Describe your job below. Your request goes straight to {company}, who can then send you a quote.',
                  values: { company: name },
                })}
              </p>
            </section>
            <aside
              className="card send-request-recipient"
              aria-label={i18n._({ id: 'directory.send.recipient', message: 'Your request goes to' })}
              data-testid="send-request-recipient"
            >
              <p className="send-request-to">
                {i18n._({ id: 'directory.send.recipient', message: 'Your request goes to' })}
              </p>
              <p className="pro-card-name">
                <Link to="proProfile" params={{ serviceProSlug: pro.slug }}>
                  {name}
                </Link>
              </p>
              <RatingSummary average={pro.reviewScore.average} count={pro.reviewScore.count} />
              <ProTrust isVerified={pro.isVerified} backgroundChecked={pro.backgroundChecked} awards={pro.awards} />
              {locality ? <p className="pro-locality">{locality}</p> : null}
            </aside>
            <ServiceRequestForm directRequestToSlug={pro.slug} />
          </div>
        );
      }}
    </QueryState>
  );
}

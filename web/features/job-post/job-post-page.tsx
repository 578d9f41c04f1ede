// Visitor/PostAJobPage, Visitor/FindAService and Visitor/ServiceRequestForm (spec §2.5): the
// request form under the page's heading, with the trade (and service) of the address chosen.
import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';
import { ServiceRequestForm } from './service-request-form.tsx';

export function JobPostPage({
  professionSlug,
  serviceSlug,
  postalCode,
}: {
  professionSlug?: string;
  serviceSlug?: string;
  postalCode?: string;
}) {
  const { i18n } = useLingui();
  return (
    <div className="job-post narrow">
      <PageHeading
        title={i18n._({ id: 'job-post.title', message: 'What do you need done?' })}
        lead={i18n._({
          id: 'job-post.lead',
          message:
            'Posting a job is free. Describe the work, add photos if you like, and tradespeople near you will respond.',
        })}
      />
      <ServiceRequestForm
        initialProfessionSlug={professionSlug}
        initialServiceSlug={serviceSlug}
        initialPostalCode={postalCode}
      />
    </div>
  );
}

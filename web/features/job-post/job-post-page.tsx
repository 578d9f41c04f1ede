import { useLingui } from '@lingui/react';
import { PageHeading } from '../../components/page-heading.tsx';

// Visitor/PostAJobPage or Visitor/FindAService, by brand (spec §2.5): the start of a job post.
export function JobPostPage() {
  const { i18n } = useLingui();
  return (
    <PageHeading
      title={i18n._({ id: 'job-post.title', message: 'What do you need done?' })}
      lead={i18n._({
        id: 'job-post.lead',
        message:
          'Posting a job is free. Describe the work, add photos if you like, and tradespeople near you will respond.',
      })}
    >
      <ol className="steps-list">
        <li>{i18n._({ id: 'job-post.step.trade', message: 'Choose the trade and the kind of job' })}</li>
        <li>{i18n._({ id: 'job-post.step.details', message: 'Answer a few questions about the work' })}</li>
        <li>{i18n._({ id: 'job-post.step.where-when', message: 'Say where and when' })}</li>
      </ol>
    </PageHeading>
  );
}

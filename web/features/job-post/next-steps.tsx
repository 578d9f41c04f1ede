// What happens after a job is posted (spec §2.5, §2.6): the same three steps on the posted page
// and the activation page.
import { useLingui } from '@lingui/react';

export function NextSteps() {
  const { i18n } = useLingui();
  return (
    <section className="job-post-next-steps" aria-labelledby="job-post-next-steps">
      <h2 id="job-post-next-steps">{i18n._({ id: 'job-post.next-steps.title', message: 'What happens next' })}</h2>
      <ol>
        <li>
          {i18n._({
            id: 'job-post.next-steps.matching',
            message: 'We send your job to tradespeople who do this work in your area.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'job-post.next-steps.responses',
            message: 'Interested tradespeople respond, often within a day. We email you each time one does.',
          })}
        </li>
        <li>
          {i18n._({
            id: 'job-post.next-steps.choose',
            message: 'Compare their profiles and reviews, shortlist the ones you like and hire the best fit.',
          })}
        </li>
      </ol>
    </section>
  );
}

// Writing and editing the review of the hired pro: checks before sending, every refusal of the API
// said in words, and back to the projects once saved.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { EditReviewPage } from '../../../../web/features/consumer/edit-review-page.tsx';
import { ConsumerReviewFormDocument } from '../../../../web/features/consumer/generated/documents.ts';
import type { ConsumerReviewFormQuery } from '../../../../web/generated/graphql.ts';
import { queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { JOB_ID, pro } from './fixtures.ts';

function formData(myReview: ConsumerReviewFormQuery['myReview'] = null, hired = true): ConsumerReviewFormQuery {
  return {
    serviceRequest: {
      id: JOB_ID,
      status: hired ? 'HIRED' : 'OPEN',
      service: { id: 's1', name: 'Tap repair' },
      responsesOverview: {
        id: JOB_ID,
        hired: hired ? { id: 'prop-1', servicePro: pro('ace-plumbing', 'Ace Plumbing') } : null,
      },
    },
    myReview,
  };
}

function show(data = formData()) {
  return renderPage(<EditReviewPage serviceRequestId={JOB_ID} />, {
    user: CONSUMER,
    url: `/consumer/my-project/${JOB_ID}/edit-review`,
    cache: { [queryKey(ConsumerReviewFormDocument, { serviceRequestId: JOB_ID })]: data },
  });
}

function fill({ rating = 5, title = 'Great work', body = 'Fixed the tap in an hour and left everything clean.' } = {}) {
  fireEvent.click(screen.getByTestId(`review-rating-${rating}`));
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Your review'), { target: { value: body } });
}

t.test('the form is checked before it is sent', async (t) => {
  const server = await startSessionServer(t);
  show();
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Review Ace Plumbing');
  fireEvent.click(screen.getByTestId('review-submit'));
  const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
  t.same(alerts, ['Choose a rating from 1 to 5 stars.', 'Give your review a title.', 'Describe how the job went.']);
  fill({ title: 'ok', body: 'Too short' });
  fireEvent.click(screen.getByTestId('review-submit'));
  t.same(
    screen.getAllByRole('alert').map((alert) => alert.textContent),
    ['The title must be 3 to 100 characters long.', 'Your review must be 20 to 3000 characters long.'],
  );
  t.equal(server.calls.length, 0);
});

t.test('a new review is submitted and the owner goes back to the projects', async (t) => {
  const server = await startSessionServer(t);
  server.handle('consumerSubmitReview', () => ({
    data: { submitReview: { __typename: 'ReviewSubmitted', review: { id: 'review-1' } } },
  }));
  const { loads } = show();
  fill({ rating: 4 });
  fireEvent.click(screen.getByTestId('review-submit'));
  await until(() => loads.length === 1);
  t.equal(loads[0], '/consumer/my-projects?reviewed=1');
  t.same(server.calls[0]?.variables, {
    input: {
      serviceRequestId: JOB_ID,
      rating: 4,
      title: 'Great work',
      body: 'Fixed the tap in an hour and left everything clean.',
    },
  });
});

const REFUSALS = [
  [{ __typename: 'ReviewCancelled', serviceRequestId: JOB_ID }, 'ended without anyone hired'],
  [{ __typename: 'ReviewNotFound', id: JOB_ID }, 'could not find a hire'],
  [{ __typename: 'ProfessionalAnonymised', serviceProId: 'x' }, 'closed their account'],
  [{ __typename: 'ContactDetailsShared', field: 'body' }, 'leave out phone numbers'],
  [{ __typename: 'InvalidFields', fieldErrors: [{ field: 'title', code: 'INVALID' }] }, 'The title must be 3 to 100'],
] as const;

for (const [answer, expected] of REFUSALS) {
  t.test(`a review refused with ${answer.__typename} says why`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('consumerSubmitReview', () => ({ data: { submitReview: answer } }));
    show();
    fill();
    fireEvent.click(screen.getByTestId('review-submit'));
    t.match((await screen.findByRole('alert')).textContent, expected);
  });
}

t.test('a job reviewed already turns the form into an edit of that review', async (t) => {
  const server = await startSessionServer(t);
  server.handle('consumerSubmitReview', () => ({
    data: { submitReview: { __typename: 'AlreadyReviewed', review: { id: 'review-9' } } },
  }));
  server.handle('consumerEditReview', () => ({
    data: { editReview: { __typename: 'ReviewSubmitted', review: { id: 'review-9' } } },
  }));
  const { loads } = show();
  fill();
  fireEvent.click(screen.getByTestId('review-submit'));
  t.match((await screen.findByRole('alert')).textContent, 'already reviewed');
  fireEvent.click(screen.getByTestId('review-submit'));
  await until(() => loads.length === 1);
  t.same(server.calls[1]?.variables, {
    input: {
      reviewId: 'review-9',
      rating: 5,
      title: 'Great work',
      body: 'Fixed the tap in an hour and left everything clean.',
    },
  });
});

t.test('an existing review is shown for editing', async (t) => {
  const server = await startSessionServer(t);
  server.handle('consumerEditReview', () => ({ data: { editReview: { __typename: 'ReviewNotFound', id: 'r1' } } }));
  show(
    formData({ id: 'r1', rating: 3, title: 'Fine job', body: 'Did what was asked, a bit late.', status: 'REJECTED' }),
  );
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Edit your review of Ace Plumbing');
  t.equal((screen.getByLabelText('Title') as HTMLInputElement).value, 'Fine job');
  t.ok((screen.getByTestId('review-rating-3') as HTMLInputElement).checked);
  t.match(screen.getByRole('alert').textContent, 'moderators held back');
  fireEvent.click(screen.getByTestId('review-submit'));
  await until(() => screen.getAllByRole('alert').length === 2);
  t.match(screen.getAllByRole('alert')[1]?.textContent, 'could not find a hire');
});

t.test('without a hire there is nothing to review yet', async (t) => {
  show(formData(null, false));
  t.ok(screen.getByText('You can write a review once you have hired a pro for this job.'));
  t.equal(screen.queryByTestId('review-form'), null);
});

// One review: its own stars (not a pro's average), who wrote it and when, the title and text, what
// it was for, and the pro's response.
import '../../../helpers/dom.ts';
import { screen, within } from '@testing-library/react';
import t from 'tap';
import { ReviewCard } from '../../../../web/components/ui/review-card.tsx';
import { renderPage } from '../../render.tsx';

const REVIEW = {
  rating: 2,
  title: 'Late and untidy',
  text: 'They came two days late and left dust everywhere.',
  authorName: 'Olivia T.',
  createdAt: '2026-03-01T10:00:00.000Z',
};

t.test('a review shows its own stars and says them in words', async (t) => {
  renderPage(<ReviewCard review={REVIEW} about="Fix a leak" />);
  const stars = screen.getByRole('img', { name: 'Rated 2 out of 5' });
  t.equal(stars.querySelectorAll('.star-full').length, 2);
  t.equal(stars.querySelectorAll('.star-empty').length, 3);
  t.notMatch(document.body.textContent, 'reviews', 'no count, as a pro’s score would have');
  t.equal(screen.getByRole('heading', { level: 3 }).textContent, 'Late and untidy');
  t.ok(screen.getByText('They came two days late and left dust everywhere.'));
  t.ok(screen.getByText('Fix a leak'));
});

t.test('a review says who wrote it and when, with their initials', async (t) => {
  renderPage(<ReviewCard review={REVIEW} />);
  t.ok(screen.getByText('Olivia T.'));
  t.equal(screen.getByTestId('avatar').textContent, 'OT');
  const date = screen.getByText('1 Mar 2026');
  t.equal(date.getAttribute('datetime'), REVIEW.createdAt);
});

t.test('the pro’s response is under the review, named after the company', async (t) => {
  renderPage(
    <ReviewCard
      headingLevel={2}
      review={{
        ...REVIEW,
        response: {
          text: 'Sorry, Olivia. We will call you.',
          createdAt: '2026-03-02T10:00:00.000Z',
          authorName: 'Ace',
        },
      }}
    />,
  );
  const response = within(screen.getByTestId('review-response'));
  t.equal(response.getByRole('heading', { level: 3 }).textContent, 'Response from Ace');
  t.ok(response.getByText('Sorry, Olivia. We will call you.'));
});

t.test('a review without a title or response shows neither', async (t) => {
  renderPage(<ReviewCard review={{ ...REVIEW, title: null }} />);
  t.equal(screen.queryByRole('heading'), null);
  t.equal(screen.queryByTestId('review-response'), null);
});

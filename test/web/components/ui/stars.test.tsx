// One rating as five stars: full, half and empty to the nearest half star, read out in words.
import '../../../helpers/dom.ts';
import { screen } from '@testing-library/react';
import t from 'tap';
import { StarRating, starsOf } from '../../../../web/components/ui/stars.tsx';
import { RatingSummary } from '../../../../web/components/ui/trust.tsx';
import { renderPage } from '../../render.tsx';

const shown = (root: HTMLElement) =>
  [...root.querySelectorAll('.star')].map((star) => star.className.replace('star star-', ''));

t.test('a rating is five stars to the nearest half', async (t) => {
  t.same(starsOf(5), ['full', 'full', 'full', 'full', 'full']);
  t.same(starsOf(4.3), ['full', 'full', 'full', 'full', 'half']);
  t.same(starsOf(4.2), ['full', 'full', 'full', 'full', 'empty']);
  t.same(starsOf(1), ['full', 'empty', 'empty', 'empty', 'empty']);
  t.same(starsOf(0), ['empty', 'empty', 'empty', 'empty', 'empty']);
});

t.test('the stars are read as "Rated 3.5 out of 5"', async (t) => {
  renderPage(<StarRating value={3.5} />);
  const stars = screen.getByRole('img', { name: 'Rated 3.5 out of 5' });
  t.same(shown(stars), ['full', 'full', 'full', 'half', 'empty']);
});

t.test('a pro’s score says the average, its stars and the count in one sentence', async (t) => {
  renderPage(<RatingSummary average={4.6} count={12} />);
  const summary = screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 12 reviews' });
  t.match(summary.textContent, '4.612 reviews');
  t.same(shown(summary), ['full', 'full', 'full', 'full', 'half']);
  t.equal(screen.queryByRole('img', { name: 'Rated 4.6 out of 5' }), null, 'the stars are not read a second time');
});

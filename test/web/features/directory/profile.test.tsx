// The public profile and its reviews: what the server embedded renders without a request; reviews
// come newest first with the professional's response; more reviews load a page at a time; a
// profile that does not exist is the not-found page.
import '../../../helpers/dom.ts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { profileVariables, reviewsVariables } from '../../../../web/features/directory/directory-query.ts';
import {
  DirectoryProProfileDocument,
  DirectoryProReviewsDocument,
} from '../../../../web/features/directory/generated/documents.ts';
import { ProfilePage } from '../../../../web/features/directory/profile-page.tsx';
import { ProfileReviewsPage } from '../../../../web/features/directory/profile-reviews-page.tsx';
import type {
  DirectoryExternalReviewFragment,
  DirectoryProProfileQuery,
  DirectoryReviewFragment,
} from '../../../../web/generated/graphql.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { cached, renderPage } from '../../render.tsx';

const SLUG = 'ace-plumbing-manchester';

function review(id: string, title: string, response: string | null = null): DirectoryReviewFragment {
  return {
    id,
    rating: 4,
    title,
    body: `${title} body`,
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewerName: 'Olivia T.',
    service: { id: 's1', name: 'Fix a leak' },
    response: response ? { body: response, createdAt: '2026-03-02T10:00:00.000Z' } : null,
  };
}

function profile(
  reviews: DirectoryReviewFragment[],
  totalCount = reviews.length,
  extra: { backgroundChecked?: boolean; externalReviews?: DirectoryExternalReviewFragment[] } = {},
): DirectoryProProfileQuery {
  return {
    servicePro: {
      id: 'u1',
      slug: SLUG,
      isVerified: true,
      backgroundChecked: extra.backgroundChecked ?? false,
      externalReviews: extra.externalReviews ?? [],
      companyProfile: {
        id: 'c1',
        companyName: 'Ace Plumbing',
        primaryLocation: { localityNode: { id: 'l1', name: 'Manchester' } },
        companyLogo: null,
      },
      workArea: { centre: { id: 'l1', name: 'Manchester' }, radius: { value: 15, unit: 'miles' } },
      reviewScore: { average: 4, count: totalCount },
      awards: [{ award: 'GIVING_BACK_AWARD', year: 2025 }],
      services: [{ id: 's1', name: 'Fix a leak' }],
      bio: 'Family plumbers since 1998.',
      foundedYear: 1998,
      lastActiveAt: '2026-03-10T10:00:00.000Z',
      professions: [{ id: 'p1', slug: 'plumbing', name: 'Plumbing' }],
      photos: [{ id: 'f1', url: '/files/bathroom.jpg', caption: 'A new bathroom', width: 1200, height: 900 }],
      reviews: { totalCount, edges: reviews.map((node) => ({ cursor: node.id, node })) },
    },
  };
}

const PROFILE = (data: DirectoryProProfileQuery) => cached(DirectoryProProfileDocument, profileVariables(SLUG), data);

t.test('the profile shows the company, checks, bio, photos and the newest reviews with responses', async (t) => {
  const server = await startSessionServer(t);
  const data = profile([review('r2', 'Newest', 'Thanks, Olivia!'), review('r1', 'Older')], 7);
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}`, cache: PROFILE(data) });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Ace Plumbing');
  t.ok(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 7 reviews' }));
  t.match(screen.getByTestId('pro-trust').textContent, 'Verified');
  t.match(screen.getByTestId('pro-trust').textContent, 'Giving back 2025');
  t.ok(screen.getByText('Family plumbers since 1998.'));
  t.ok(screen.getByText('Within 15 miles of Manchester'));
  const photo = screen.getByRole('img', { name: 'A new bathroom' });
  t.equal(photo.getAttribute('src'), '/files/bathroom.jpg?w=640');
  t.match(photo.getAttribute('srcset'), /\/files\/bathroom\.jpg\?w=160 160w, .*\/files\/bathroom\.jpg\?w=1280 1200w$/);
  t.equal(photo.getAttribute('loading'), 'lazy', 'below the fold');
  const items = screen.getAllByTestId('profile-review');
  t.same(
    items.map((item) => within(item).getByTestId('review-title').textContent),
    ['Newest', 'Older'],
  );
  t.equal(
    within(items[0] as HTMLElement)
      .getByTestId('review-response')
      .textContent?.includes('Thanks, Olivia!'),
    true,
  );
  t.equal(within(items[1] as HTMLElement).queryByTestId('review-response'), null);
  t.equal(
    screen.getByRole('link', { name: 'Read all 7 reviews' }).getAttribute('href'),
    `/tradesperson/${SLUG}/reviews`,
  );
  for (const link of screen.getAllByRole('link', { name: 'Request a quote' })) {
    t.equal(link.getAttribute('href'), `/send-request-to/${SLUG}`);
  }
  t.equal(server.calls.length, 0, 'nothing fetched again after the server render');
});

t.test('the profile says the score and count once, at its head, and each review its own stars', async (t) => {
  await startSessionServer(t);
  const data = profile([review('r2', 'Newest'), { ...review('r1', 'Older'), rating: 2 }], 7);
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}`, cache: PROFILE(data) });
  const head = within(screen.getByTestId('profile-head'));
  t.ok(head.getByRole('img', { name: 'Rated 4.0 out of 5 from 7 reviews' }));
  t.equal(head.getByTestId('avatar').textContent, 'AP', 'the initials stand in for a missing logo');
  t.equal(screen.getAllByRole('img', { name: /from \d+ reviews/ }).length, 1, 'the score is said once');
  t.equal(screen.getAllByText('7 reviews').length, 1, 'the count is shown once, beside the score');
  t.equal(screen.getByRole('heading', { level: 2, name: 'Reviews' }).id, 'profile-reviews-heading');
  const [newest, older] = screen.getAllByTestId('profile-review') as [HTMLElement, HTMLElement];
  t.ok(within(newest).getByRole('img', { name: 'Rated 4 out of 5' }));
  t.ok(within(older).getByRole('img', { name: 'Rated 2 out of 5' }));
  t.match(older.textContent, 'Olivia T.');
  t.match(older.textContent, 'Fix a leak');
});

t.test('a background-checked professional’s badge, and reviews from elsewhere apart from the score', async (t) => {
  await startSessionServer(t);
  const external: DirectoryExternalReviewFragment = {
    id: 'x1',
    sourceUrl: 'https://www.example-reviews.com/ace-plumbing#r9',
    sourceName: 'example-reviews.com',
    authorName: 'Priya K.',
    rating: 5,
    body: 'Came the same day and fixed the leak for good.',
    reviewedOn: '2025-06-14',
  };
  const data = profile([review('r1', 'Older')], 1, { backgroundChecked: true, externalReviews: [external] });
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}`, cache: PROFILE(data) });
  t.match(screen.getByTestId('pro-trust').textContent, /Verified.*Background-checked/, 'beside the verified badge');
  t.ok(screen.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }), 'the score counts its own reviews only');
  t.equal(screen.getAllByTestId('profile-review').length, 1, 'not among the platform’s reviews');
  const section = screen.getByRole('region', { name: 'Reviews from elsewhere' });
  t.match(section.textContent, 'They do not count towards the score above.');
  const [item] = within(section).getAllByTestId('profile-external-review') as [HTMLElement];
  t.match(item.textContent, 'Priya K.');
  t.match(item.textContent, '14 Jun 2025', 'the day it was written');
  t.match(item.textContent, 'Came the same day and fixed the leak for good.');
  t.ok(within(item).getByRole('img', { name: 'Rated 5 out of 5' }));
  const source = within(item).getByRole('link', { name: 'Published on example-reviews.com' });
  t.equal(source.getAttribute('href'), 'https://www.example-reviews.com/ace-plumbing#r9');
  t.equal(source.getAttribute('rel'), 'nofollow noopener noreferrer');
});

t.test('without a background check or reviews from elsewhere, neither is shown', async (t) => {
  await startSessionServer(t);
  renderPage(<ProfilePage slug={SLUG} />, {
    url: `/tradesperson/${SLUG}`,
    cache: PROFILE(profile([review('r1', 'A')])),
  });
  t.notMatch(screen.getByTestId('pro-trust').textContent, 'Background-checked');
  t.equal(screen.queryByRole('region', { name: 'Reviews from elsewhere' }), null);
  t.equal(screen.queryByTestId('profile-external-reviews'), null);
});

t.test('a profile without reviews says so plainly', async (t) => {
  await startSessionServer(t);
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}`, cache: PROFILE(profile([])) });
  t.match(screen.getByTestId('profile-no-reviews').textContent, 'Ace Plumbing has no reviews yet.');
  t.ok(screen.getByText('No reviews yet'), 'no score is shown as zero stars');
});

t.test('a profile that does not exist is the not-found page', async (t) => {
  await startSessionServer(t);
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}`, cache: PROFILE({ servicePro: null }) });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Page not found');
});

t.test('a profile that cannot be loaded says so and can be tried again', async (t) => {
  const server = await startSessionServer(t);
  server.handle('directoryProProfile', () => ({ status: 500, body: 'Internal Server Error' }));
  renderPage(<ProfilePage slug={SLUG} />, { url: `/tradesperson/${SLUG}` });
  t.match((await screen.findByRole('alert')).textContent, 'Internal server error');
  server.handle('directoryProProfile', () => ({ data: profile([]) }));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Ace Plumbing');
});

t.test('the reviews page shows a numbered page with links to the others, and says when one fails', async (t) => {
  const server = await startSessionServer(t);
  const reviewsPage = (edges: DirectoryReviewFragment[]) => ({
    servicePro: { id: 'u1', reviews: { totalCount: 12, edges: edges.map((node) => ({ cursor: node.id, node })) } },
  });
  renderPage(<ProfileReviewsPage slug={SLUG} />, {
    url: `/tradesperson/${SLUG}/reviews`,
    cache: {
      ...PROFILE(profile([review('r3', 'Third')], 12)),
      ...cached(
        DirectoryProReviewsDocument,
        reviewsVariables(SLUG),
        reviewsPage([review('r3', 'Third', 'We appreciate it.'), review('r2', 'Second')]),
      ),
    },
  });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Reviews of Ace Plumbing');
  t.equal(screen.getAllByTestId('profile-review').length, 2);
  const pages = screen.getByRole('navigation', { name: 'Pages of reviews' });
  t.equal(within(pages).getByRole('link', { name: '2' }).getAttribute('href'), `/tradesperson/${SLUG}/reviews?page=2`);
  t.equal(
    within(pages)
      .getByRole('link', { name: /Older reviews/ })
      .getAttribute('rel'),
    'next',
  );

  let answer: { status: number; body: string } | { data: unknown } = { status: 500, body: 'Internal Server Error' };
  server.handle('directoryProReviews', () => answer);
  cleanup();
  renderPage(<ProfileReviewsPage slug={SLUG} />, {
    url: `/tradesperson/${SLUG}/reviews?page=2`,
    cache: PROFILE(profile([review('r3', 'Third')], 12)),
  });
  t.match((await screen.findByRole('alert')).textContent, 'Internal server error');
  answer = { data: reviewsPage([review('r1', 'First')]) };
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await until(() => screen.queryAllByTestId('profile-review').length === 1);
  t.same(
    screen.getAllByTestId('review-title').map((title) => title.textContent),
    ['First'],
  );
  t.same(server.calls.at(-1)?.variables, { slug: SLUG, first: 10, page: 2 });
});

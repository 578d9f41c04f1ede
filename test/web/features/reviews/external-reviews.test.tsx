// Reviews from elsewhere on the professional's reviews page (decision 078): each one brought says
// where it stands (waiting, shown, refused with the reason) and links to where it was published;
// adding one checks every field on the page first, sends the trimmed review, is told and asks the
// list again; every refusal of the API is said on its field or the form, and so is a failed request.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { checkExternalReview } from '../../../../web/features/reviews/external-reviews.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles } from '../../render.tsx';

const external = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  sourceUrl: `https://www.example-reviews.com/ace#${id}`,
  sourceName: 'example-reviews.com',
  authorName: 'Priya K.',
  rating: 5,
  body: 'Came the same day and fixed the leak for good.',
  reviewedOn: '2025-06-14',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

async function server(t: Parameters<typeof startSessionServer>[0], reviews: unknown[] = []) {
  const s = await startSessionServer(t);
  s.handle('reviewsProSummary', () => ({
    data: {
      me: {
        __typename: 'ServicePro',
        id: 'p1',
        slug: 'ace',
        companyProfile: { id: 'c1', companyName: 'Ace Plumbing' },
        reviewScore: { average: null, count: 0 },
      },
    },
  }));
  s.handle('reviewsMyReviews', () => ({
    data: { myReviews: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
  }));
  s.handle('reviewsMyExternalReviews', () => ({ data: { myExternalReviews: reviews } }));
  return s;
}

const addCalls = (s: Awaited<ReturnType<typeof server>>) =>
  s.calls.filter((call) => call.operationName === 'reviewsAddExternalReview');

const form = () => screen.getByTestId('external-review-form');

function fill(values: Partial<Record<string, string>> = {}) {
  const all = {
    'Address of the review': '  https://www.example-reviews.com/ace#9  ',
    'Written by': ' Priya K. ',
    Rating: '4',
    'The review': '  Came the same day and fixed the leak for good.  ',
    'Day it was written': '2025-06-14',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the review to our team' }));

t.test('each review brought says where it stands, why one was refused, and links to its source', async (t) => {
  await server(t, [
    external('x3', { status: 'REJECTED', reason: 'The page does not show this review.' }),
    external('x2', { status: 'APPROVED', authorName: 'Tom B.' }),
    external('x1'),
  ]);
  renderRoute('/service-pro/reviews', { user: PRO });
  await screen.findByRole('heading', { name: 'Reviews from elsewhere' });
  const items = await screen.findAllByTestId('external-review');
  t.same(
    items.map((item) => within(item).getByTestId('external-review-status').textContent),
    ['Refused', 'Shown on your profile', 'Waiting for our team'],
  );
  t.match(items[0]?.textContent, 'Why: The page does not show this review.');
  t.notOk(within(items[1] as HTMLElement).queryByTestId('external-review-reason'), 'no reason unless refused');
  const link = within(items[1] as HTMLElement).getByRole('link', { name: 'example-reviews.com' });
  t.equal(link.getAttribute('href'), 'https://www.example-reviews.com/ace#x2');
  t.equal(link.getAttribute('rel'), 'nofollow noopener noreferrer');
  t.match(items[1]?.textContent, '14 Jun 2025');
});

t.test('none brought yet is said plainly', async (t) => {
  await server(t);
  renderRoute('/service-pro/reviews', { user: PRO });
  t.match((await screen.findByTestId('external-reviews-none')).textContent, 'You have not brought any reviews yet.');
});

t.test('every field is checked on the page, the focus on the first, and nothing is sent', async (t) => {
  const s = await server(t);
  renderRoute('/service-pro/reviews', { user: PRO });
  await screen.findByTestId('external-review-form');
  submit();
  await until(() => window.document.activeElement === within(form()).getByLabelText('Address of the review'));
  for (const words of [
    'Give the address of the page where the review was published.',
    'Give the name of who wrote it.',
    'Choose the rating it gave, from 1 to 5 stars.',
    'Copy the words of the review.',
    'Give the day it was written.',
  ]) {
    t.match(form().textContent, words);
  }
  fill({
    'Address of the review': 'http://example.com/review',
    'Written by': 'P',
    'The review': 'Too short.',
    'Day it was written': '2999-01-01',
  });
  submit();
  await until(() => (form().textContent ?? '').includes('starting with https://'));
  t.match(form().textContent, 'The name must be 2 to 100 characters long.');
  t.match(form().textContent, 'The review must be 20 to 3000 characters long.');
  t.match(form().textContent, 'Give a day that is not in the future and less than 5 years ago.');
  t.equal(addCalls(s).length, 0);
});

t.test('the page’s checks are the API’s: https, a real day, not older than five years', async (t) => {
  const now = new Date('2026-11-29T10:00:00Z');
  const good = {
    sourceUrl: 'https://example.com/r',
    authorName: 'Al',
    rating: '1',
    body: 'x'.repeat(20),
    reviewedOn: '2026-11-29',
  };
  t.same(checkExternalReview(good, now), {});
  t.same(checkExternalReview({ ...good, sourceUrl: 'https://user:pw@example.com/r' }, now), { sourceUrl: 'INVALID' });
  t.same(checkExternalReview({ ...good, sourceUrl: 'https://localhost/r' }, now), { sourceUrl: 'INVALID' });
  t.same(checkExternalReview({ ...good, reviewedOn: '2026-02-30' }, now), { reviewedOn: 'INVALID' });
  t.same(checkExternalReview({ ...good, reviewedOn: '2026-11-30' }, now), { reviewedOn: 'INVALID' });
  t.same(checkExternalReview({ ...good, reviewedOn: '2021-11-30' }, now), {});
  t.same(checkExternalReview({ ...good, reviewedOn: '2021-11-29' }, now), { reviewedOn: 'INVALID' });
  t.same(checkExternalReview({ ...good, body: 'x'.repeat(3001) }, now), { body: 'INVALID' });
  t.same(checkExternalReview({ ...good, rating: '6' }, now), { rating: 'INVALID' });
});

t.test('a review is sent trimmed, told, the form emptied and the list asked again', async (t) => {
  const s = await server(t);
  s.handle('reviewsAddExternalReview', () => ({
    data: { addExternalReview: { __typename: 'ExternalReviewAdded', review: external('x9') } },
  }));
  renderRoute('/service-pro/reviews', { user: PRO });
  await screen.findByTestId('external-reviews-none');
  const before = s.calls.filter((call) => call.operationName === 'reviewsMyExternalReviews').length;
  s.handle('reviewsMyExternalReviews', () => ({ data: { myExternalReviews: [external('x9')] } }));
  fill();
  submit();
  await until(() => toastTitles().includes('The review is sent to our team. We let you know once it is checked.'));
  t.same(addCalls(s)[0]?.variables, {
    input: {
      sourceUrl: 'https://www.example-reviews.com/ace#9',
      authorName: 'Priya K.',
      rating: 4,
      body: 'Came the same day and fixed the leak for good.',
      reviewedOn: '2025-06-14',
    },
  });
  await until(() => s.calls.filter((call) => call.operationName === 'reviewsMyExternalReviews').length > before);
  await screen.findByTestId('external-review');
  t.equal((within(form()).getByLabelText('Written by') as HTMLInputElement).value, '', 'the form is emptied');
});

t.test('every refusal of the API is said on its field or the form', async (t) => {
  const cases = [
    [
      { __typename: 'InvalidFields', fieldErrors: [{ field: 'sourceUrl', code: 'DUPLICATE' }] },
      'Address of the review',
      'You have already brought this review: the same address and author.',
    ],
    [
      { __typename: 'InvalidFields', fieldErrors: [{ field: 'reviewedOn', code: 'INVALID' }] },
      'Day it was written',
      'Give a day that is not in the future and less than 5 years ago.',
    ],
    [
      { __typename: 'InvalidFields', fieldErrors: [{ field: 'authorName', code: 'INVALID' }] },
      'Written by',
      'The name must be 2 to 100 characters long.',
    ],
    [
      { __typename: 'ContactDetailsShared', field: 'body' },
      'The review',
      'Leave out phone numbers, email and web addresses',
    ],
    [
      { __typename: 'ContactDetailsShared', field: 'authorName' },
      'Written by',
      'Leave out phone numbers, email and web addresses',
    ],
    [
      { __typename: 'ExternalReviewLimitReached', waiting: 20 },
      null,
      '20 reviews of yours are waiting for our team already.',
    ],
    [{ status: 500, body: '' }, null, 'Internal server error'],
  ] as const;
  for (const [answer, label, words] of cases) {
    const s = await server(t);
    s.handle('reviewsAddExternalReview', () => ('status' in answer ? answer : { data: { addExternalReview: answer } }));
    const { unmount } = renderRoute('/service-pro/reviews', { user: PRO });
    await screen.findByTestId('external-review-form');
    fill();
    submit();
    await until(() => (form().textContent ?? '').includes(words));
    if (label) {
      const field = within(form()).getByLabelText(label);
      await until(() => window.document.activeElement === field);
      t.equal(field.getAttribute('aria-invalid'), 'true', `${words} on ${label}`);
    } else {
      t.ok(within(form()).getByRole('alert'), words);
    }
    t.equal(addCalls(s).length, 1);
    unmount();
  }
});

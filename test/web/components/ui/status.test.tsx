// The states of a page of data as a person meets them: loading said in words (and, shaped like
// cards, hidden placeholders with the page marked busy), an empty state with its title, sentence and
// next step, and a failure with its message and a Try again that tries again.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { EmptyState, LoadFailed, Loading } from '../../../../web/components/ui/status.tsx';
import { renderPage } from '../../render.tsx';

t.test('loading says so in a status message', async (t) => {
  renderPage(<Loading />);
  t.equal(screen.getByRole('status').textContent, 'Loading…');
});

t.test('loading shaped like cards: busy, said in words, the placeholders hidden from screen readers', async (t) => {
  renderPage(<Loading shape="cards" count={2} label="Loading jobs…" />);
  const region = screen.getByTestId('loading-cards');
  t.equal(region.getAttribute('aria-busy'), 'true');
  t.equal(screen.getByRole('status').textContent, 'Loading jobs…');
  t.equal(within(region).queryAllByRole('listitem').length, 0, 'no placeholder is read out');
  t.equal(region.querySelectorAll('li.card').length, 2, 'two card-shaped placeholders are drawn');
});

t.test('an empty state has a title, a helpful sentence and the next action', async (t) => {
  renderPage(
    <EmptyState title="You have no saved jobs" action={<a href="/service-pro/new-service-requests">Find new jobs</a>}>
      <p>Save a job to come back to it here.</p>
    </EmptyState>,
  );
  const title = screen.getByRole('heading', { name: 'You have no saved jobs' });
  const state = title.parentElement as HTMLElement;
  t.ok(within(state).getByText('Save a job to come back to it here.'));
  t.equal(
    within(state).getByRole('link', { name: 'Find new jobs' }).getAttribute('href'),
    '/service-pro/new-service-requests',
  );
  t.ok(state.querySelector('svg[aria-hidden="true"]'), 'with an icon that is not read out');
});

t.test('a failure says what went wrong and Try again tries again', async (t) => {
  let retries = 0;
  renderPage(<LoadFailed error={new TypeError('Failed to fetch')} onRetry={() => retries++} />);
  const alert = screen.getByRole('alert');
  t.equal(within(alert).getByText('No connection').tagName, 'P', 'the message says what went wrong');
  t.ok(alert.querySelector('svg[aria-hidden="true"]'), 'beside an icon that is not read out');
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  t.equal(retries, 1);
});

t.test('a failure without a way to retry offers no button', async (t) => {
  renderPage(<LoadFailed error={new Error('offline')} />);
  t.equal(within(screen.getByRole('alert')).queryByRole('button'), null);
});

// Saved jobs in the browser: removing one takes it off the list, and an empty list says so.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { SavedJobsPage } from '../../../../web/features/pro-jobs/saved-jobs-page.tsx';
import { toastStore } from '../../../../web/lib/toasts/toast.ts';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { connectionOf, jobCard } from './fixtures.ts';

t.test('a removed job leaves the list, and the empty list leads to new jobs', async (t) => {
  const server = await startSessionServer(t);
  let saved = [jobCard({ id: 'job-3', isSavedForLater: true })];
  server.handle('proJobsSavedJobs', () => ({ data: { savedForLaterJobs: connectionOf(saved) } }));
  server.handle('proJobsRemoveSavedJob', () => {
    saved = [];
    return {
      data: { removeSavedJob: { __typename: 'JobSaved', serviceRequest: { id: 'job-3', isSavedForLater: false } } },
    };
  });
  renderPage(<SavedJobsPage />, { user: PRO, url: '/service-pro/saved-jobs' });
  const remove = await screen.findByTestId('job-remove-saved');
  t.equal(remove.getAttribute('data-job-id'), 'job-3');
  fireEvent.click(remove);
  t.ok(await screen.findByRole('heading', { name: 'You have no saved jobs' }));
  t.same(server.calls.find((call) => call.operationName === 'proJobsRemoveSavedJob')?.variables, {
    input: { serviceRequestId: 'job-3' },
  });
  t.equal(screen.getByTestId('saved-jobs-find').getAttribute('href'), '/service-pro/new-service-requests');
  await until(() => toastStore.getSnapshot().toasts.some((toast) => toast.title === 'Removed from your saved jobs'));
  toastStore.dismiss();
});

t.test('a failed removal is said in words and the job stays', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proJobsSavedJobs', () => ({
    data: { savedForLaterJobs: connectionOf([jobCard({ id: 'job-3', isSavedForLater: true })]) },
  }));
  server.handle('proJobsRemoveSavedJob', () => ({ status: 400, body: JSON.stringify({ errors: [{ message: 'x' }] }) }));
  renderPage(<SavedJobsPage />, { user: PRO, url: '/service-pro/saved-jobs' });
  fireEvent.click(await screen.findByTestId('job-remove-saved'));
  await until(() => toastStore.getSnapshot().toasts.some((toast) => toast.type === 'error'));
  t.ok(screen.getByTestId('job-remove-saved'));
  toastStore.dismiss();
});

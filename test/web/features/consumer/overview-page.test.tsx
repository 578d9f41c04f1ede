// The responses to a job: the owner's choices and what they are told about every refusal.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { ConsumerJobOverviewDocument } from '../../../../web/features/consumer/generated/documents.ts';
import { OverviewPage } from '../../../../web/features/consumer/overview-page.tsx';
import { queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, type SessionServer, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';
import { JOB_ID, overview, response } from './fixtures.ts';

const URL = `/consumer/my-projects/${JOB_ID}/overview-professionals`;
const PROPOSED = response('prop-1', 'PROPOSED', 'ace-plumbing', 'Ace Plumbing');
const INTERESTED = response('prop-2', 'INTERESTED', 'bolt-electric', 'Bolt Electric');

// The queries a choice refreshes afterwards answer with the page's data.
function answerRefreshes(server: SessionServer, data = overview([PROPOSED, INTERESTED])) {
  server.handle('consumerJobOverview', () => ({ data }));
  server.handle('consumerMyProjects', () => ({
    data: { myServiceRequests: { totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
  }));
}

function show(data = overview([PROPOSED, INTERESTED]), notHired: string | null = null) {
  return renderPage(<OverviewPage id={JOB_ID} notHiredServiceProId={notHired} />, {
    user: CONSUMER,
    url: URL,
    cache: { [queryKey(ConsumerJobOverviewDocument, { id: JOB_ID })]: data },
  });
}

const card = (slug: string) =>
  screen.getAllByTestId('overview-response').find((item) => item.dataset.proSlug === slug) as HTMLElement;

t.test('each response shows the pro, their checks and score, the proposal and the limits', async (t) => {
  show();
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Tap repair in London');
  const ace = within(card('ace-plumbing'));
  t.equal(ace.getByRole('link', { name: 'Ace Plumbing' }).getAttribute('href'), '/tradesperson/ace-plumbing');
  t.equal(ace.getByTestId('avatar').textContent, 'AP', 'without a logo the pro’s initials stand in');
  t.ok(ace.getByText('Verified'));
  t.ok(ace.getByRole('img', { name: 'Rated 4.5 out of 5 from 8 reviews' }));
  t.ok(ace.getByText('Estimate: £250.00'));
  t.equal(
    ace.getByRole('link', { name: 'Messages' }).getAttribute('href'),
    `/consumer/my-project/${JOB_ID}/messages/prop-1`,
  );
  t.ok(ace.getByTestId('hire'), 'a proposal can be hired');
  t.equal(within(card('bolt-electric')).queryByTestId('hire'), null, 'interest alone cannot be hired');
  t.equal(screen.getByTestId('overview-shortlist-count').textContent, 'Shortlisted: 0 of 3');
  t.equal(screen.getByTestId('overview-invite-count').textContent, 'Invited: 0 of 5');
});

const SHORTLIST_REFUSALS = [
  [{ __typename: 'ShortlistLimitReached', limit: 3 }, 'You can shortlist up to 3 pros per job.'],
  [{ __typename: 'AlreadyShortlisted', proposal: { id: 'prop-1', status: 'SHORTLISTED' } }, 'already shortlisted'],
  [{ __typename: 'ProfessionalAnonymised', serviceProId: 'x' }, 'closed their account'],
  [{ __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: 'x' }, 'suspended'],
  [{ __typename: 'RequestClosed', serviceRequestId: JOB_ID, status: 'HIRED' }, 'its status is “Pro hired”'],
  [{ __typename: 'NotFound', id: 'prop-1' }, 'Reload the page'],
] as const;

for (const [answer, expected] of SHORTLIST_REFUSALS) {
  t.test(`a shortlist refused with ${answer.__typename} says why`, async (t) => {
    const server = await startSessionServer(t);
    answerRefreshes(server);
    server.handle('consumerShortlist', () => ({ data: { shortlist: answer } }));
    show();
    fireEvent.click(within(card('ace-plumbing')).getByTestId('shortlist'));
    const alert = await within(card('ace-plumbing')).findByRole('alert');
    t.match(alert.textContent, expected);
    t.same(server.calls.find((call) => call.operationName === 'consumerShortlist')?.variables, {
      input: { proposalId: 'prop-1' },
    });
  });
}

t.test('without a phone number the owner adds one in place and the shortlist goes through', async (t) => {
  const server = await startSessionServer(t);
  answerRefreshes(server);
  let shortlists = 0;
  server.handle('consumerShortlist', () => {
    shortlists += 1;
    return {
      data: {
        shortlist:
          shortlists === 1
            ? { __typename: 'ConsumerMissingPhone', consumerId: 'c1' }
            : { __typename: 'Shortlisted', proposal: { id: 'prop-1', status: 'SHORTLISTED' } },
      },
    };
  });
  let phoneAnswers = 0;
  server.handle('consumerAddPhone', () => {
    phoneAnswers += 1;
    return {
      data: {
        updateContactDetails:
          phoneAnswers === 1
            ? { __typename: 'InvalidPhoneNumber', phone: '12' }
            : { __typename: 'ContactDetailsUpdated' },
      },
    };
  });
  show();
  fireEvent.click(within(card('ace-plumbing')).getByTestId('shortlist'));
  const phone = await screen.findByLabelText('Phone number');
  await until(() => document.activeElement?.textContent === 'Add your phone number');
  t.pass('the new step has the focus');
  fireEvent.click(screen.getByTestId('phone-save'));
  t.equal((await screen.findByRole('alert')).textContent, 'Enter your phone number.');
  fireEvent.change(phone, { target: { value: '12' } });
  fireEvent.click(screen.getByTestId('phone-save'));
  await screen.findByText(/Enter a phone number we can call/);
  fireEvent.change(phone, { target: { value: '+44 20 7946 0000' } });
  fireEvent.click(screen.getByTestId('phone-save'));
  await until(() => shortlists === 2);
  await until(() => toastTitles().some((title) => title.startsWith('You shortlisted Ace Plumbing')));
  const saved = server.calls.filter((call) => call.operationName === 'consumerAddPhone').at(-1);
  t.same(saved?.variables, { input: { firstName: 'Ann', lastName: 'Lee', phone: '+44 20 7946 0000' } });
});

t.test('hiring asks for confirmation, then prompts for a review', async (t) => {
  const server = await startSessionServer(t);
  answerRefreshes(server);
  const hired = { ...PROPOSED, status: 'HIRED' as const };
  server.handle('consumerHirePro', () => ({
    data: { hirePro: { __typename: 'ProHired', proposal: { id: 'prop-1', status: 'HIRED' } } },
  }));
  server.handle('consumerJobOverview', () => ({
    data: overview([hired, { ...INTERESTED, status: 'DECLINED' }], { status: 'HIRED', hired }),
  }));
  show();
  fireEvent.click(within(card('ace-plumbing')).getByTestId('hire'));
  t.equal(server.calls.length, 0, 'nothing is sent before the owner confirms');
  t.equal(document.activeElement?.textContent, 'Hire Ace Plumbing?');
  fireEvent.click(screen.getByTestId('hire-confirm'));
  const review = await screen.findByTestId('review-link');
  t.equal(review.textContent, 'Write a review of Ace Plumbing');
  t.equal(review.closest('a')?.getAttribute('href'), `/consumer/my-project/${JOB_ID}/edit-review`);
  await until(() => document.activeElement?.textContent === 'You hired Ace Plumbing');
  t.pass('the hired panel has the focus');
  t.equal(screen.queryByTestId('hire'), null, 'no one else can be hired');
  t.equal(screen.queryByTestId('close-job'), null, 'a decided job cannot be closed');
});

const HIRE_REFUSALS = [
  [{ __typename: 'ProfessionalAnonymised', serviceProId: 'x' }, 'closed their account'],
  [{ __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: 'x' }, 'suspended'],
  [{ __typename: 'RequestClosed', serviceRequestId: JOB_ID, status: 'CLOSED' }, 'its status is “Closed”'],
  [{ __typename: 'NotFound', id: 'prop-1' }, 'no longer possible'],
] as const;

for (const [answer, expected] of HIRE_REFUSALS) {
  t.test(`a hire refused with ${answer.__typename} says why`, async (t) => {
    const server = await startSessionServer(t);
    answerRefreshes(server);
    server.handle('consumerHirePro', () => ({ data: { hirePro: answer } }));
    show();
    fireEvent.click(within(card('ace-plumbing')).getByTestId('hire'));
    fireEvent.click(screen.getByTestId('hire-confirm'));
    t.match((await within(card('ace-plumbing')).findByRole('alert')).textContent, expected);
  });
}

t.test('declining sends the reason; a refusal is explained', async (t) => {
  const server = await startSessionServer(t);
  answerRefreshes(server);
  server.handle('consumerDeclinePro', () => ({ data: { declinePro: { __typename: 'NotFound', id: 'prop-2' } } }));
  show();
  fireEvent.click(within(card('bolt-electric')).getByTestId('decline'));
  fireEvent.change(screen.getByLabelText('Why not this pro? (optional)'), {
    target: { value: '  Too far away  ' },
  });
  fireEvent.click(screen.getByTestId('decline-confirm'));
  t.match((await within(card('bolt-electric')).findByRole('alert')).textContent, 'Reload the page');
  t.same(server.calls.find((call) => call.operationName === 'consumerDeclinePro')?.variables, {
    input: { proposalId: 'prop-2', reason: 'Too far away' },
  });
});

t.test('notHiredServiceProId marks that pro and opens the form to tell them why', async (t) => {
  show(undefined, 'id-bolt-electric');
  const bolt = card('bolt-electric');
  t.match(bolt.className, 'consumer-highlighted');
  t.ok(within(bolt).getByLabelText('Why not this pro? (optional)'));
  t.equal(document.activeElement?.textContent, 'Decline Bolt Electric');
  t.notMatch(card('ace-plumbing').className, 'consumer-highlighted');
});

t.test('closing the job is confirmed; a job already closed says so', async (t) => {
  const server = await startSessionServer(t);
  answerRefreshes(server);
  server.handle('consumerCloseJob', () => ({
    data: { closeServiceRequest: { __typename: 'RequestClosed', serviceRequestId: JOB_ID, status: 'HIRED' } },
  }));
  show();
  fireEvent.click(screen.getByTestId('close-job'));
  fireEvent.click(screen.getByTestId('close-job-confirm'));
  t.match((await screen.findByRole('alert')).textContent, 'its status is “Pro hired”');
  t.same(server.calls[0]?.variables, { input: { serviceRequestId: JOB_ID, reason: null } });
});

t.test('a job that is not the owner’s is not found', async (t) => {
  show({ serviceRequest: null, myReview: null });
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Job not found');
});

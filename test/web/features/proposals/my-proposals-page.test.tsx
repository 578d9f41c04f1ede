// The professional's proposal lists and one proposal: the status filter in the address, archiving
// and bringing back, the empty states, and the proposal page with its status, history and the
// home owner's phone only once the API reveals it.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const PROPOSAL_ID = '9a2e5f00-0000-4000-8000-00000000c001';

function item(extra: Record<string, unknown> = {}) {
  return {
    cursor: 'cursor-1',
    node: {
      id: PROPOSAL_ID,
      status: 'PROPOSED',
      archived: false,
      createdAt: '2026-03-01T09:00:00.000Z',
      proposedAt: '2026-03-01T10:00:00.000Z',
      unreadCount: 2,
      price: {
        type: 'ESTIMATED_PRICE',
        amount: { amountMinor: 18500, currency: 'GBP' },
        min: null,
        max: null,
        note: null,
      },
      serviceRequest: {
        id: 'job-1',
        status: 'OPEN',
        createdAt: '2026-02-28T09:00:00.000Z',
        service: { id: 'svc-1', name: 'Tap repair' },
        location: { id: 'loc-1', name: 'LS1 4AP', parent: { id: 'loc-0', name: 'Leeds' } },
        consumer: { id: 'c-1', displayName: 'Ann L.' },
      },
      ...extra,
    },
  };
}

const list = (edges: unknown[], hasNextPage = false) => ({
  data: {
    tradespersonProposalList: {
      totalCount: edges.length,
      edges,
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
    },
  },
});

const location = where;

t.test('the contacts list shows each proposal and filters by status in the address', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposalList', (call) => (call.variables.status ? list([]) : list([item()])));
  renderRoute('/service-pro/my-proposals/contacts');
  const entry = await screen.findByTestId('proposal-item');
  t.match(entry.textContent, 'Tap repair in LS1 4AP, Leeds');
  t.match(entry.textContent, 'Proposal sent');
  t.match(entry.textContent, 'About £185.00');
  t.match(entry.textContent, 'For Ann L.');
  t.equal(within(entry).getByTestId('avatar').textContent, 'AL', 'the home owner’s initials beside their name');
  t.equal(
    screen.getByRole('link', { name: 'Messages (2 new)' }).getAttribute('href'),
    `/service-pro/my-proposal/${PROPOSAL_ID}/messages`,
  );
  t.same(server.calls[0]?.variables, { archived: false, first: 20 });

  fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'HIRED' } });
  await until(() => location() === '/service-pro/my-proposals/contacts?status=HIRED');
  t.ok(await screen.findByRole('heading', { name: 'No proposals with this status' }));
  t.same(server.calls.at(-1)?.variables, { archived: false, first: 20, status: ['HIRED'] });
});

t.test('archiving moves a proposal away, with a toast, and the list is read again', async (t) => {
  const server = await startSessionServer(t);
  let archived = false;
  server.handle('proposalsProposalList', () => (archived ? list([]) : list([item()])));
  server.handle('proposalsArchiveProposal', (call) => {
    archived = true;
    t.same(call.variables, { input: { proposalId: PROPOSAL_ID } });
    return {
      data: { archiveProposal: { __typename: 'ProposalArchived', proposal: { id: PROPOSAL_ID, archived: true } } },
    };
  });
  renderRoute('/service-pro/my-proposals/contacts');
  fireEvent.click(await screen.findByTestId('proposal-archive'));
  t.ok(await screen.findByRole('heading', { name: 'You have not responded to any jobs yet' }));
  t.ok(toastTitles().includes('Moved to the archive'));
});

t.test('bringing back a proposal that no longer exists says so', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposalList', () => list([item({ archived: true })]));
  server.handle('proposalsUnarchiveProposal', () => ({
    data: { unarchiveProposal: { __typename: 'NotFound', id: PROPOSAL_ID } },
  }));
  renderRoute('/service-pro/my-proposals/archive');
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Archived proposals');
  fireEvent.click(await screen.findByTestId('proposal-unarchive'));
  t.equal((await screen.findByRole('alert')).textContent, 'This proposal no longer exists. The list has been updated.');
  t.same(server.calls[0]?.variables, { archived: true, first: 20 });
});

t.test('an empty archive says what it is for', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposalList', () => list([]));
  renderRoute('/service-pro/my-proposals/archive');
  t.ok(await screen.findByRole('heading', { name: 'Nothing archived' }));
});

function proposal(extra: Record<string, unknown> = {}, consumer: Record<string, unknown> = {}) {
  return {
    data: {
      proposal: {
        id: PROPOSAL_ID,
        status: 'SHORTLISTED',
        archived: false,
        additionalInfo: 'I can replace the tap on Monday.',
        homeVisitRequested: false,
        homeVisitNote: null,
        availability: 'Next Monday',
        declineReason: null,
        createdAt: '2026-03-01T09:00:00.000Z',
        proposedAt: '2026-03-01T10:00:00.000Z',
        unreadCount: 0,
        price: { type: 'OTHER', amount: null, min: null, max: null, note: '£40 per hour' },
        leadFee: { amountMinor: 1500, currency: 'GBP' },
        similarWork: [],
        serviceRequest: {
          id: 'job-1',
          status: 'OPEN',
          description: 'Replace the kitchen tap.',
          startTime: 'ASAP',
          createdAt: '2026-02-28T09:00:00.000Z',
          closedAt: null,
          hasPictures: false,
          responsesCount: 3,
          service: { id: 'svc-1', name: 'Tap repair' },
          profession: { id: 'prof-1', name: 'Plumbing' },
          location: { id: 'loc-1', name: 'LS1 4AP', parent: null },
          consumer: { id: 'c-1', displayName: 'Ann L.', phone: '+44 7700 900123', ...consumer },
        },
        ...extra,
      },
    },
  };
}

t.test('a proposal shows its status, its history, the job and the revealed phone number', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposal', () => proposal());
  renderRoute(`/service-pro/my-proposal/${PROPOSAL_ID}`);
  const status = await screen.findByTestId('proposal-status');
  t.equal(status.getAttribute('data-status'), 'SHORTLISTED');
  t.equal(status.textContent, 'Shortlisted');
  const history = screen.getByTestId('proposal-history');
  t.same(
    [...history.querySelectorAll('li > span')].map((entry) => entry.textContent),
    ['You responded to the job', 'You sent your proposal', 'Shortlisted'],
  );
  t.equal(history.querySelectorAll('time').length, 2);
  t.equal(screen.getByRole('link', { name: '+44 7700 900123' }).getAttribute('href'), 'tel:+44 7700 900123');
  t.match(screen.getByTestId('job-summary').textContent, 'Replace the kitchen tap.');
  t.ok(screen.getByText('£40 per hour'));
  t.equal(
    screen.getByRole('link', { name: 'Messages with the home owner' }).getAttribute('href'),
    `/service-pro/my-proposal/${PROPOSAL_ID}/messages`,
  );
});

t.test('before shortlisting the phone number is explained, and interest can become a proposal', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposal', () =>
    proposal({ status: 'INTERESTED', proposedAt: null, price: null }, { phone: null }),
  );
  renderRoute(`/service-pro/my-proposal/${PROPOSAL_ID}`);
  t.equal((await screen.findByTestId('proposal-status')).getAttribute('data-status'), 'INTERESTED');
  t.match(screen.getByTestId('proposal-contact').textContent, 'shown here once they shortlist or hire you');
  t.equal(
    screen.getByRole('link', { name: 'Send a proposal' }).getAttribute('href'),
    '/service-pro/create-proposal/job-1',
  );
});

t.test('a proposal that is not the professional’s is said to be missing', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsProposal', () => ({ data: { proposal: null } }));
  renderRoute(`/service-pro/my-proposal/${PROPOSAL_ID}`);
  t.equal((await screen.findByRole('heading', { level: 1 })).textContent, 'Proposal not found');
});

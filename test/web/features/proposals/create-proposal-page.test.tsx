// The create-proposal steps: each step checked before the next, the step in the address (Back and
// the browser's back keep what was entered), the focus on the new step's heading, the input sent
// to createProposal, and a message for every refusal.
import '../../../helpers/dom.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import t from 'tap';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const JOB_ID = '6f1c2a4e-0000-4000-8000-00000000a001';
const PATH = `/service-pro/create-proposal/${JOB_ID}`;

function jobAnswer(extra: Record<string, unknown> = {}) {
  return {
    data: {
      serviceRequest: {
        id: JOB_ID,
        status: 'OPEN',
        description: 'Replace the kitchen tap and fix the slow drain.',
        startTime: 'WITHIN_TWO_WEEKS',
        createdAt: '2026-03-02T09:00:00.000Z',
        closedAt: null,
        hasPictures: false,
        responsesCount: 2,
        service: { id: 'svc-1', name: 'Tap repair', leadFee: { amountMinor: 1500, currency: 'GBP' } },
        profession: { id: 'prof-1', name: 'Plumbing' },
        location: { id: 'loc-1', name: 'LS1 4AP', parent: { id: 'loc-0', name: 'Leeds' } },
        consumer: { id: 'c-1', displayName: 'Ann L.', phone: null },
        myProposal: null,
        ...extra,
      },
      me: {
        id: 'pro-1',
        photos: [
          { id: 'photo-1', url: '/photos/tap.jpg', caption: 'A kitchen tap I fitted', width: null, height: null },
        ],
      },
    },
  };
}

const MESSAGE = 'I can replace the tap on Monday and check the drain at the same time.';
const DRAFT = {
  additionalInfo: MESSAGE,
  requestHomeVisit: false,
  homeVisitNote: '',
  priceType: 'ESTIMATED_PRICE',
  amount: '150',
  min: '',
  max: '',
  priceNote: '',
  availability: 'Next Monday',
  similarWorkPhotoIds: [],
};

t.beforeEach(() => window.sessionStorage.clear());

const location = where;
const next = () => fireEvent.click(screen.getByTestId('create-proposal-next'));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

t.test('the steps are checked one by one and the whole proposal is sent as CreateProposalInput', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => jobAnswer());
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.handle('proposalsCreateProposal', async () => {
    await held;
    return {
      data: { createProposal: { __typename: 'ProposalCreated', proposal: { id: 'prop-1', status: 'PROPOSED' } } },
    };
  });
  renderRoute(PATH);

  t.ok(await screen.findByRole('heading', { level: 2, name: 'Your message' }));
  t.match(screen.getByTestId('job-summary').textContent, 'Replace the kitchen tap and fix the slow drain.');
  t.equal(screen.getByText('Step 1 of 5').textContent, 'Step 1 of 5');
  next();
  t.equal((await screen.findByRole('alert')).textContent, 'Write a message to the home owner.');
  type('Your message to Ann L.', 'Too short');
  next();
  t.equal(screen.getByRole('alert').textContent, 'Your message must be between 20 and 3000 characters long.');
  type('Your message to Ann L.', MESSAGE);
  next();

  await until(() => location() === `${PATH}/request-home-visit`);
  const visitHeading = screen.getByRole('heading', { level: 2, name: 'Home visit' });
  await until(() => document.activeElement === visitHeading);
  t.pass('the new step heading has the focus');
  fireEvent.click(screen.getByTestId('create-proposal-back'));
  await until(() => location() === `${PATH}/additional-info`);
  t.equal((screen.getByLabelText('Your message to Ann L.') as HTMLTextAreaElement).value, MESSAGE, 'kept going back');
  next();
  await until(() => location() === `${PATH}/request-home-visit`);
  fireEvent.click(screen.getByTestId('proposal-home-visit-yes'));
  type(/What would you like to check/, 'The water pressure');
  next();

  await until(() => location() === `${PATH}/price-estimate`);
  next();
  t.equal(screen.getByRole('alert').textContent, 'Enter an amount.');
  fireEvent.click(screen.getByTestId('proposal-price-type-ESTIMATED_PRICE_RANGE'));
  type('From (GBP)', '200');
  type('To (GBP)', '100');
  next();
  t.equal(screen.getByRole('alert').textContent, 'The highest amount must be more than the lowest.');
  type('To (GBP)', '1.250,50');
  next();

  await until(() => location() === `${PATH}/availability`);
  type(/When could you start/, 'Any weekday');
  next();
  await until(() => location() === `${PATH}/similar-work`);
  t.match(screen.getByTestId('create-proposal-lead-fee').textContent, '£15.00');
  fireEvent.click(screen.getByLabelText('A kitchen tap I fitted'));
  fireEvent.click(screen.getByTestId('create-proposal-submit'));

  await until(() => screen.getByTestId('create-proposal-submit').hasAttribute('disabled'));
  t.equal(screen.getByTestId('create-proposal-submit').textContent, 'Sending…');
  act(() => release());
  await until(() => location() === '/service-pro/my-proposal/prop-1');
  const sent = server.calls.find((call) => call.operationName === 'proposalsCreateProposal');
  t.same(sent?.variables, {
    input: {
      serviceRequestId: JOB_ID,
      additionalInfo: MESSAGE,
      requestHomeVisit: true,
      homeVisitNote: 'The water pressure',
      price: { type: 'ESTIMATED_PRICE_RANGE', minMinor: 20000, maxMinor: 125050, note: null },
      availability: 'Any weekday',
      similarWorkPhotoIds: ['photo-1'],
      expectedLeadFeeMinor: 1500,
    },
  });
  t.ok(toastTitles().includes('Your proposal was sent to Ann L.'));
  t.equal(window.sessionStorage.length, 0, 'the draft is forgotten once sent');
});

t.test("the browser's back button returns to the previous step with its answers", async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => jobAnswer());
  renderRoute(PATH);
  await screen.findByRole('heading', { level: 2, name: 'Your message' });
  type('Your message to Ann L.', MESSAGE);
  next();
  await until(() => location() === `${PATH}/request-home-visit`);
  act(() => window.history.back());
  await until(() => location() === PATH);
  t.equal((screen.getByLabelText('Your message to Ann L.') as HTMLTextAreaElement).value, MESSAGE);
});

const REFUSALS: { name: string; answer: Record<string, unknown>; text: string; step?: string }[] = [
  {
    name: 'already proposed',
    answer: { __typename: 'AlreadyProposed', proposal: { id: 'prop-9', status: 'PROPOSED' } },
    text: 'You have already sent a proposal for this job. You can follow it on your proposal page.',
  },
  {
    name: 'response limit reached',
    answer: { __typename: 'MaximumProposalLimit', limit: 5 },
    text: 'This job already has the 5 proposals it can take, so no more can be sent. Have a look at other new jobs.',
  },
  {
    name: 'lead fee changed',
    answer: {
      __typename: 'LeadFeeMismatch',
      expected: { amountMinor: 1500, currency: 'GBP' },
      actual: { amountMinor: 2000, currency: 'GBP' },
    },
    text: 'The cost of responding to this job changed from £15.00 to £20.00. Check the new cost and send your proposal again.',
  },
  {
    name: 'credit limit reached',
    answer: {
      __typename: 'CreditLimitReached',
      balance: { amountMinor: -19_500, currency: 'GBP' },
      creditLimit: { amountMinor: 20_000, currency: 'GBP' },
    },
    text: 'Your unpaid lead fees come to £195.00, and they may come to at most £200.00. Pay your balance to send more proposals; nothing was sent or charged.',
  },
  {
    name: 'service not offered',
    answer: { __typename: 'ServiceNotSelected', service: { id: 'svc-1', name: 'Tap repair' } },
    text: 'You do not offer "Tap repair" yet. Add it to your services in your profile to respond to jobs like this one.',
  },
  {
    name: 'request closed',
    answer: { __typename: 'RequestClosed', serviceRequestId: JOB_ID, status: 'HIRED' },
    text: 'This job no longer takes proposals (Someone was hired).',
  },
  {
    name: 'job not found',
    answer: { __typename: 'NotFound', id: JOB_ID },
    text: 'This job can no longer be found. It may have been removed, or it is outside your work area.',
  },
  {
    name: 'contact details shared',
    answer: { __typename: 'ContactDetailsShared', field: 'availability' },
    text: 'Your proposal contains contact details. Remove phone numbers, email and web addresses: they can be shared once the home owner shortlists you.',
    step: 'availability',
  },
  {
    name: 'invalid price',
    answer: { __typename: 'InvalidFields', fieldErrors: [{ field: 'price.amountMinor', code: 'INVALID' }] },
    text: 'Some answers need another look. Correct them and send your proposal again.',
    step: 'price-estimate',
  },
];

for (const refusal of REFUSALS) {
  t.test(`a refusal (${refusal.name}) is explained`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('proposalsCreateProposalJob', () => jobAnswer());
    server.handle('proposalsCreateProposal', () => ({ data: { createProposal: refusal.answer } }));
    window.sessionStorage.setItem(`hearth.proposal-draft.${JOB_ID}`, JSON.stringify(DRAFT));
    renderRoute(`${PATH}/similar-work`);
    fireEvent.click(await screen.findByTestId('create-proposal-submit'));
    await waitFor(() => {
      const texts = screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
      if (!texts.some((text) => text.startsWith(refusal.text))) throw new Error(`not shown: ${texts.join(' | ')}`);
    });
    if (refusal.step) {
      await until(() => location() === `${PATH}/${refusal.step}`);
    } else {
      t.equal(location(), `${PATH}/similar-work`);
    }
    if (refusal.name === 'already proposed') {
      t.equal(
        screen.getByRole('link', { name: 'View your proposal' }).getAttribute('href'),
        '/service-pro/my-proposal/prop-9',
      );
    }
    if (refusal.name === 'lead fee changed') {
      await until(
        () => server.calls.filter((call) => call.operationName === 'proposalsCreateProposalJob').length === 2,
      );
      t.pass('the job is read again for the new fee');
    }
    if (refusal.name === 'contact details shared') {
      t.ok(screen.getByText(/Remove the phone number, email or web address/), 'the field is marked');
    }
    if (refusal.name === 'invalid price') {
      t.ok(screen.getByText('Enter an amount above zero, such as 150 or 149.50.'), 'the field is marked');
    }
  });
}

t.test('a failed call says so and keeps the answers', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => jobAnswer());
  server.handle('proposalsCreateProposal', () => ({ status: 500, body: 'Internal Server Error' }));
  window.sessionStorage.setItem(`hearth.proposal-draft.${JOB_ID}`, JSON.stringify(DRAFT));
  renderRoute(`${PATH}/similar-work`);
  fireEvent.click(await screen.findByTestId('create-proposal-submit'));
  t.equal((await screen.findByRole('alert')).textContent, 'Internal server error');
  t.ok(window.sessionStorage.getItem(`hearth.proposal-draft.${JOB_ID}`));
});

t.test('sending from the last step with an unfinished earlier step goes back to it', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => jobAnswer());
  window.sessionStorage.setItem(`hearth.proposal-draft.${JOB_ID}`, JSON.stringify({ ...DRAFT, amount: '' }));
  renderRoute(`${PATH}/similar-work`);
  fireEvent.click(await screen.findByTestId('create-proposal-submit'));
  await until(() => location() === `${PATH}/price-estimate`);
  t.equal(screen.getByRole('alert').textContent, 'Enter an amount.');
  t.notOk(
    server.calls.some((call) => call.operationName === 'proposalsCreateProposal'),
    'nothing was sent',
  );
});

t.test('a closed job or one already proposed on takes no proposal', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => jobAnswer({ status: 'CLOSED' }));
  const closed = renderRoute(PATH);
  t.ok(await screen.findByRole('heading', { name: 'This job no longer takes proposals' }));
  t.equal(screen.queryByTestId('create-proposal-next'), null);
  closed.unmount();
  server.handle('proposalsCreateProposalJob', () => jobAnswer({ myProposal: { id: 'prop-3', status: 'SHORTLISTED' } }));
  renderRoute(PATH);
  t.ok(await screen.findByRole('heading', { name: 'You have already sent a proposal' }));
  t.equal(
    screen.getByRole('link', { name: 'View your proposal' }).getAttribute('href'),
    '/service-pro/my-proposal/prop-3',
  );
});

t.test('a job the professional cannot see is said to be missing', async (t) => {
  const server = await startSessionServer(t);
  server.handle('proposalsCreateProposalJob', () => ({
    data: { serviceRequest: null, me: { id: 'pro-1', photos: [] } },
  }));
  renderRoute(PATH);
  t.ok(await screen.findByRole('heading', { name: 'This job cannot be found' }));
});

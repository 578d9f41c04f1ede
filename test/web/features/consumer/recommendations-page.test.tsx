// Recommended pros for a job: invited ones are marked, every invite refusal is said in words, and
// fromPage decides where "back" goes.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import {
  ConsumerRecommendationsDocument,
  ConsumerRecommendationsJobDocument,
} from '../../../../web/features/consumer/generated/documents.ts';
import { RecommendationsPage } from '../../../../web/features/consumer/recommendations-page.tsx';
import type { ConsumerRecommendationsJobQuery } from '../../../../web/generated/graphql.ts';
import { connectionKey, queryKey } from '../../../../web/lib/data.tsx';
import { CONSUMER, startSessionServer } from '../../lib/session-helpers.tsx';
import { renderPage } from '../../render.tsx';
import { JOB_ID, overview, pro } from './fixtures.ts';

const base = overview([]).serviceRequest;
if (!base) throw new Error('no job');
const { responsesOverview: _, ...summary } = base;
const JOB: ConsumerRecommendationsJobQuery = {
  serviceRequest: {
    ...summary,
    invitesCount: 1,
    responsesOverview: {
      id: JOB_ID,
      inviteLimit: 5,
      invited: [{ id: 'inv-1', servicePro: { id: 'id-bolt' } }],
      responses: [],
    },
  },
};
const PROS = {
  serviceRequest: {
    id: JOB_ID,
    recommendedServicePros: {
      totalCount: 2,
      edges: [
        { distance: null, node: { ...pro('ace', 'Ace Plumbing'), bio: 'Twenty years of taps.' } },
        { distance: null, node: { ...pro('bolt', 'Bolt Plumbing'), bio: null } },
      ],
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  },
};

function show(fromPage: string) {
  renderPage(<RecommendationsPage serviceRequestId={JOB_ID} fromPage={fromPage} />, {
    user: CONSUMER,
    url: `/consumer/my-project/${JOB_ID}/recommendations?fromPage=${fromPage}`,
    cache: {
      [queryKey(ConsumerRecommendationsJobDocument, { id: JOB_ID })]: JOB,
      [connectionKey(ConsumerRecommendationsDocument, { id: JOB_ID, first: 10 })]: [PROS],
    },
  });
}

const card = (slug: string) =>
  screen.getAllByTestId('recommended-pro').find((item) => item.dataset.proSlug === slug) as HTMLElement;

t.test('pros show their checks; one already invited cannot be invited again', async (t) => {
  show('overview');
  t.equal(
    screen.getByRole('link', { name: 'Back to the responses' }).getAttribute('href'),
    `/consumer/my-projects/${JOB_ID}/overview-professionals`,
  );
  t.ok(within(card('ace')).getByText('Verified'));
  t.ok(within(card('ace')).getByTestId('invite'));
  t.equal(within(card('bolt')).queryByTestId('invite'), null);
  t.ok(within(card('bolt')).getByText('Already invited or responded'));
});

t.test('from my projects, back goes to my projects', async (t) => {
  show('my-projects');
  t.equal(screen.getByRole('link', { name: 'Back to my projects' }).getAttribute('href'), '/consumer/my-projects');
});

const REFUSALS = [
  [{ __typename: 'MaximumInvitesSent', limit: 5 }, 'already invited 5 pros'],
  [{ __typename: 'AlreadyExpressedInterest', proposal: { id: 'p', status: 'INTERESTED' } }, 'already responded'],
  [{ __typename: 'ServiceNotSelected', service: { id: 's1', name: 'Tap repair' } }, 'does not offer “Tap repair”'],
  [{ __typename: 'ProfessionalAnonymised', serviceProId: 'x' }, 'closed their account'],
  [{ __typename: 'ProfessionalBlacklistedOrSuspended', serviceProId: 'x' }, 'suspended'],
  [{ __typename: 'RequestClosed', serviceRequestId: JOB_ID, status: 'CANCELLED' }, '“Cancelled”'],
  [{ __typename: 'NotFound', id: 'ace' }, 'no longer possible'],
] as const;

for (const [answer, expected] of REFUSALS) {
  t.test(`an invite refused with ${answer.__typename} says why`, async (t) => {
    const server = await startSessionServer(t);
    server.handle('consumerInvitePro', () => ({ data: { invitePro: answer } }));
    server.handle('consumerRecommendationsJob', () => ({ data: JOB }));
    server.handle('consumerJobOverview', () => ({ data: overview([]) }));
    server.handle('consumerMyProjects', () => ({ data: null }));
    show('overview');
    fireEvent.click(within(card('ace')).getByTestId('invite'));
    t.match((await within(card('ace')).findByRole('alert')).textContent, expected);
    t.same(server.calls[0]?.variables, { input: { serviceRequestId: JOB_ID, serviceProSlug: 'ace' } });
  });
}

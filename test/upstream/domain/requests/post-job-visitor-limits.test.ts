// A visitor posting a job signs up on the way, so the same guards hold as for sign-up (spec §8
// signup codes): a per-client limit and, where configured, a captcha.
import t from 'tap';
import type { CaptchaVerdict } from '../../../../upstream/domain/signup/captcha.ts';
import { createPlace, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data } from '../../../helpers/upstream-client.ts';

const POST = `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
  ... on SignUpFailed { code } } }`;

let verdict: CaptchaVerdict = 'passed';
const answers: (string | null | undefined)[] = [];
const upstream = await startUpstream(t, {
  services: {
    captcha: {
      verify: async (answer) => {
        answers.push(answer);
        return verdict;
      },
    },
  },
});
const { origin, db } = upstream;
const trade = await createTrade(db, 'nl');
const place = await createPlace(db, 'NL');
let people = 0;

function visitorPost(captchaToken: string | null = 'widget-answer') {
  people += 1;
  return {
    brand: 'nl',
    serviceId: trade.serviceIds[1],
    answers: [],
    description: 'Our garden fence blew over in the storm and needs two new posts and panels.',
    startTime: 'ASAP',
    postalCode: place.postalCode,
    captchaToken,
    newConsumer: { email: `visitor.${people}@example.org`, firstName: 'Sam', lastName: 'Jansen' },
  };
}

const jobs = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM service_requests'))[0]?.n;

t.test('the captcha answer is checked; a wrong one posts nothing', async (t) => {
  verdict = 'failed';
  const before = await jobs();
  const refused = await data(call(origin, POST, { input: visitorPost('a-guess') }, { clientIp: '198.18.9.1' }));
  t.same(refused.postServiceRequest, { __typename: 'SignUpFailed', code: 'CAPTCHA_VERIFICATION_FAILED' });
  t.equal(answers.at(-1), 'a-guess', 'the answer was asked about');
  verdict = 'unavailable';
  const down = await data(call(origin, POST, { input: visitorPost() }, { clientIp: '198.18.9.1' }));
  t.same(down.postServiceRequest, { __typename: 'SignUpFailed', code: 'TECHNICAL_ERROR' });
  t.equal(await jobs(), before);
  verdict = 'passed';
  const posted = await data(call(origin, POST, { input: visitorPost() }, { clientIp: '198.18.9.1' }));
  t.equal(posted.postServiceRequest.__typename, 'ServiceRequestPosted');
});

t.test('one client posting as new visitors again and again is limited like sign-up', async (t) => {
  const clientIp = '198.18.9.2';
  const outcomes: string[] = [];
  for (let attempt = 0; attempt < 11; attempt++) {
    const { postServiceRequest } = await data(call(origin, POST, { input: visitorPost() }, { clientIp }));
    outcomes.push(postServiceRequest.code ?? postServiceRequest.__typename);
  }
  t.same(outcomes.slice(0, 10), Array(10).fill('ServiceRequestPosted'));
  t.equal(outcomes[10], 'RATE_LIMIT');
  const other = await data(call(origin, POST, { input: visitorPost() }, { clientIp: '198.18.9.3' }));
  t.equal(other.postServiceRequest.__typename, 'ServiceRequestPosted', 'another client is not affected');
});

t.test('posts refused for a mistake in the form do not count against the limit', async (t) => {
  const clientIp = '198.18.9.4';
  for (let attempt = 0; attempt < 12; attempt++) {
    const { postServiceRequest } = await data(
      call(origin, POST, { input: { ...visitorPost(), postalCode: '0000 XX' } }, { clientIp }),
    );
    t.equal(postServiceRequest.__typename, 'ServiceRequestFailed', 'refused for the postal code');
  }
  const posted = await data(call(origin, POST, { input: visitorPost() }, { clientIp }));
  t.equal(posted.postServiceRequest.__typename, 'ServiceRequestPosted', 'the corrected post goes through');
});

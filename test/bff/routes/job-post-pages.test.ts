// The job-post pages and the home page's trades rendered by the real BFF over a real upstream: the
// form arrives with the brand's trades (and the address's trade) in it, a visitor who posts is
// signed in and sees their job and where the activation link went, and the activation link is
// not used up by the server render.
import t from 'tap';
import { PATHS } from '../../../locales/paths.ts';
import { startBff } from '../../helpers/bff.ts';
import { cookiePair, graphql, send } from '../../helpers/http.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const bff = await startBff(t, upstream.url);
const host = (brand: string) => `${brand}.localhost:${bff.port}`;

interface QuestionShape {
  id: string;
  fieldType: string;
  required: boolean;
  options: { value: string }[];
  min: number | null;
}

// A valid job of the brand's trade, answering every required question.
async function jobInput(brand: string, professionSlug: string, postalCode: string) {
  const answer = await graphql(
    bff.origin,
    `query($b: String!, $s: String!) { profession(brand: $b, slug: $s) { services { id name
      questions { id fieldType required options { value } min } } } }`,
    { b: brand, s: professionSlug },
    { host: host(brand) },
  );
  const service = answer.json<{
    data: { profession: { services: { id: string; name: string; questions: QuestionShape[] }[] } };
  }>().data.profession.services[0];
  if (!service) throw new Error('no service');
  const answers = service.questions
    .filter((question) => question.required)
    .map((question) => {
      if (question.fieldType === 'SELECT') return { questionId: question.id, value: question.options[0]?.value };
      if (question.fieldType === 'CHECKBOX') return { questionId: question.id, values: [question.options[0]?.value] };
      if (['INTEGER', 'MEASUREMENT', 'QUANTITY'].includes(question.fieldType)) {
        return { questionId: question.id, number: Math.max(2, question.min ?? 0) };
      }
      return { questionId: question.id, value: 'Two rooms' };
    });
  return {
    serviceName: service.name,
    input: {
      brand,
      serviceId: service.id,
      answers,
      description: 'Fit two new internal doors in the hallway, including the frames and handles.',
      startTime: 'WITHIN_ONE_MONTH',
      postalCode,
    },
  };
}

t.test('the home page asks for a trade and a postcode in a form that works before any script runs', async (t) => {
  const uk = await send(bff.origin, '/', { host: host('uk') });
  t.equal(uk.status, 200);
  t.match(uk.text, /<form[^>]*action="\/post-a-job"[^>]*method="get"/, 'a GET form into the job form');
  t.match(uk.text, /<select[^>]*name="profession"/);
  t.match(uk.text, /<option value="carpentry">Carpentry<\/option>/, 'with every trade of the brand');
  t.match(uk.text, /<input[^>]*name="postalCode"/);
  t.match(uk.text, /formAction="\/directory-search-results"|formaction="\/directory-search-results"/);
  t.match(uk.text, /<a href="\/post-a-job\/profession\/carpentry"[^>]*>(?:(?!<\/a>).)*Carpentry<\/span><\/a>/);
  const nl = await send(bff.origin, '/', { host: host('nl') });
  t.match(nl.text, new RegExp(`<form[^>]*action="/${PATHS['nl-NL']['post-a-job']}"`));
  t.match(nl.text, new RegExp(`href="/${PATHS['nl-NL']['post-a-job']}/profession/timmerwerk"`));
});

t.test('the job form the home search sends a visitor to without script has the trade and postcode', async (t) => {
  const page = await send(bff.origin, '/post-a-job?profession=carpentry&postalCode=M1+1AE', { host: host('uk') });
  t.equal(page.status, 200);
  t.match(page.text, /<option value="carpentry" selected="">Carpentry<\/option>/);
  t.match(page.text, /<option value="internal-door-fitting">Internal door fitting<\/option>/, 'with its services');
});

t.test('the request form arrives with the trades and the chosen trade with its services', async (t) => {
  const page = await send(bff.origin, '/post-a-job/profession/carpentry/internal-door-fitting', { host: host('uk') });
  t.equal(page.status, 200);
  t.match(page.text, '<h1>What do you need done?</h1>');
  t.match(page.text, 'Choose the trade and the kind of job');
  t.match(page.text, 'Step 1 of 6', 'a visitor has the contact step too');
  t.match(page.text, /<option value="carpentry" selected="">Carpentry<\/option>/);
  t.match(page.text, /<option value="internal-door-fitting" selected="">Internal door fitting<\/option>/);
  t.match(page.text, 'data-testid="job-post-next"');
  const french = await send(bff.origin, `/${PATHS['fr-FR']['find-a-service']}/peinture`, { host: host('fr') });
  t.equal(french.status, 200);
  t.match(french.text, /<option value="peinture" selected="">Peinture<\/option>/);
});

t.test('a signed-in home owner has one step fewer', async (t) => {
  const login = await graphql(
    bff.origin,
    'mutation($i: LoginInput!){ login(input:$i){ __typename } }',
    { i: { username: 'consumer.de@example.com', password: 'hearth-demo' } },
    { host: host('de') },
  );
  const cookie = cookiePair(login.cookies.find((line) => line.startsWith('hearth_token=')) ?? '');
  const page = await send(bff.origin, `/${PATHS['de-DE']['post-a-job']}`, { host: host('de'), headers: { cookie } });
  t.equal(page.status, 200);
  t.match(page.text, /Schritt 1 (von|aus) 5|Step 1 of 5/);
});

t.test('a visitor who posts sees the job, where the activation link went, and can open it', async (t) => {
  const { input, serviceName } = await jobInput('uk', 'carpentry', 'M1 5UN');
  const email = `poster.${Date.now()}@example.com`;
  const posted = await graphql(
    bff.origin,
    `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
      ... on ServiceRequestPosted { serviceRequest { id } } } }`,
    { input: { ...input, newConsumer: { firstName: 'Pat', lastName: 'Poster', email } } },
    { host: host('uk') },
  );
  const result = posted.json<{ data: { postServiceRequest: { __typename: string; serviceRequest: { id: string } } } }>()
    .data.postServiceRequest;
  t.equal(result.__typename, 'ServiceRequestPosted');
  const cookie = cookiePair(posted.cookies.find((line) => line.startsWith('hearth_token=')) ?? '');
  t.ok(cookie, 'the new home owner is signed in');
  const id = result.serviceRequest.id;

  const page = await send(bff.origin, `/service-request/posted?serviceRequestId=${id}`, {
    host: host('uk'),
    headers: { cookie },
  });
  t.equal(page.status, 200);
  t.match(page.text, '<h1>Your job is posted</h1>');
  t.match(page.text, serviceName.replace(/&/g, '&amp;'));
  t.match(page.text, 'M1 5UN');
  t.match(page.text, email, 'the activation notice names the address');
  t.match(page.text, `href="/consumer/my-projects/${id}/overview-professionals"`);

  const pending = await send(bff.origin, `/consumer/activate/pending?serviceRequestId=${id}`, {
    host: host('uk'),
    headers: { cookie },
  });
  t.equal(pending.status, 200);
  t.match(pending.text, 'Check your email to activate your account');
  t.match(pending.text, `We sent an email to ${email}`);
  t.match(pending.text, 'data-testid="job-post-resend-activation"');

  const [message] = await upstream.messagesTo(email, 'account-activation');
  const token = String(message?.payload.token ?? '');
  t.ok(token, 'the activation email carries a token');
  const verify = await send(bff.origin, `/consumer/activate/verify?token=${encodeURIComponent(token)}`, {
    host: host('uk'),
    headers: { cookie },
  });
  t.equal(verify.status, 200);
  t.match(verify.text, 'Activating your account');
  const me = await graphql(bff.origin, '{ me { ... on Consumer { status } } }', {}, { host: host('uk'), cookie });
  t.equal(
    me.json<{ data: { me: { status: string } } }>().data.me.status,
    'PENDING',
    'rendering the page does not use the link up',
  );
});

t.test('the posted page of a visitor without a job says what happens next', async (t) => {
  const page = await send(bff.origin, '/service-request/posted', { host: host('nl') });
  t.equal(page.status, 200);
  t.match(page.text, '<h1>');
  t.notMatch(page.text, 'data-testid="job-post-posted-summary"');
});

t.test('the form checks a postcode and finds towns through the BFF, and posts with the chosen town', async (t) => {
  const ask = async (query: string, variables: Record<string, unknown>) =>
    (await graphql(bff.origin, query, variables, { host: host('nl') })).json<{ data: Record<string, unknown> }>().data;
  const check = await ask('query($b: String!, $c: String!) { postalCode(brand: $b, postalCode: $c) { status } }', {
    b: 'nl',
    c: '3584 CS',
  });
  t.same(check, { postalCode: { status: 'TOWN_NEEDED' } });
  const found = await ask('query($b: String!, $q: String!) { towns(brand: $b, query: $q) { id name } }', {
    b: 'nl',
    q: 'utrecht',
  });
  const utrecht = (found.towns as { id: string; name: string }[])[0];
  t.equal(utrecht?.name, 'Utrecht');
  const { input } = await jobInput('nl', 'timmerwerk', '3584 CS');
  const posted = await graphql(
    bff.origin,
    `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename } }`,
    {
      input: {
        ...input,
        townId: utrecht?.id,
        newConsumer: { firstName: 'Sanne', lastName: 'Visser', email: `town.${Date.now()}@example.com` },
      },
    },
    { host: host('nl') },
  );
  t.same(posted.json(), { data: { postServiceRequest: { __typename: 'ServiceRequestPosted' } } });
});

// The request form (spec §2.5): each step is checked before Next with a translated message, Back
// keeps what was entered, focus moves to each step's heading, a page view is sent per step, the
// job is sent as PostServiceRequestInput, and every answer of postServiceRequest is said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import t from 'tap';
import { analyticsCode } from '../../../../web/lib/analytics/lazy-analytics.ts';
import { setMeasurementSettings } from '../../../../web/lib/analytics/settings.ts';
import {
  back,
  CONSUMER_USER,
  change,
  DESCRIPTION,
  fillContact,
  fillUntil,
  heading,
  next,
  showForm,
  startFormServer,
  submit,
} from './form-harness.tsx';

window.scrollTo = () => {};

const posted = { postServiceRequest: { __typename: 'ServiceRequestPosted', serviceRequest: { id: 'job-42' } } };
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);

t.test('Next on an empty step says what is missing and stays', async (t) => {
  showForm();
  t.equal(screen.getByText('Step 1 of 6').textContent, 'Step 1 of 6', 'a visitor has six steps');
  next();
  t.same(alerts(), ['Choose the trade your job needs.']);
  change('Which trade do you need?', 'carpentry');
  t.same(alerts(), [], 'the corrected field loses its error');
  next();
  t.same(alerts(), ['Choose the service that fits your job best.']);
  t.equal(heading().textContent, 'Choose the trade and the kind of job');
});

t.test('each step is checked before Next, and Back keeps what was entered', async (t) => {
  showForm();
  fillUntil('Answer a few questions about the work');
  t.equal(document.activeElement, heading(), 'focus moves to the new step heading');
  next();
  t.same(alerts(), ['Answer this question.', 'Answer this question.']);
  change('Type of property', 'detached');
  change('Number of doors', '0');
  next();
  t.same(alerts(), ['Enter 1 or more.']);
  change('Number of doors', '2');
  next();
  t.equal(heading().textContent, 'Describe the job');
  change('Describe your job', 'Fix door');
  next();
  t.same(alerts(), ['Tell the tradespeople a little more: use at least 30 characters.']);
  change('Describe your job', DESCRIPTION);
  back();
  t.equal(heading().textContent, 'Answer a few questions about the work');
  t.equal((screen.getByLabelText('Type of property') as HTMLSelectElement).value, 'detached');
  t.equal((screen.getByLabelText('Number of doors') as HTMLInputElement).value, '2');
  next();
  t.equal((screen.getByLabelText('Describe your job') as HTMLTextAreaElement).value, DESCRIPTION);
  next();
  next();
  t.same(alerts(), ['Choose when the work should start.']);
});

t.test('the contact step checks names, email and phone', async (t) => {
  showForm();
  fillUntil('Your contact details');
  submit();
  t.same(alerts(), ['Enter your first name.', 'Enter your last name.', 'Enter your email address.']);
  change('First name', 'Pat1');
  change('Last name', 'Lee');
  change('Email address', 'pat.example.com');
  change('Phone number (optional)', 'call me');
  submit();
  t.same(alerts(), [
    'Use letters only, with spaces, hyphens or apostrophes where your name has them.',
    'Enter an email address in the form name@example.com.',
    'Enter a phone number we can call, for example 020 7946 0000.',
  ]);
});

t.test('a page view is sent for each step with the step number and the service', async (t) => {
  // Page views go out once the analytics code is there: the earlier tests' have gone (unsent,
  // without measurement settings) before this one counts its own.
  await analyticsCode();
  const beacons: string[] = [];
  const original = navigator.sendBeacon;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: Blob) => {
      void body.text().then((text) => beacons.push(text));
      return true;
    },
  });
  setMeasurementSettings({ env: 'test', brandId: 'uk' });
  t.teardown(() => {
    setMeasurementSettings(null);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: original });
  });
  showForm();
  fillUntil('Describe the job');
  await waitFor(() => {
    if (beacons.length < 3) throw new Error('waiting');
  });
  const records = beacons.map((text) => new URLSearchParams(text));
  t.same(
    records.map((record) => new URL(record.get('uri') ?? '', 'http://x').searchParams.get('step')),
    ['1', '2', '3'],
  );
  t.ok(records.every((record) => record.get('page_name') === 'form/step'));
  t.equal(records[2]?.get('service_id'), 's-1', 'the chosen service goes with the later steps');
});

t.test('a visitor posts the job with their details and goes to the activation page', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostServiceRequest', () => posted);
  const { loads: loaded } = showForm({ directRequestToSlug: 'evans-joinery' });
  fillUntil('Your contact details');
  fillContact();
  submit();
  await waitFor(() => {
    if (loaded.length === 0) throw new Error('waiting');
  });
  t.equal(new URL(loaded[0] ?? '', 'http://uk.localhost').pathname, '/consumer/activate/pending');
  t.equal(new URL(loaded[0] ?? '', 'http://uk.localhost').searchParams.get('serviceRequestId'), 'job-42');
  const sent = server.received[0]?.json().variables?.input as Record<string, unknown>;
  t.same(sent, {
    brand: 'uk',
    serviceId: 's-1',
    answers: [
      { questionId: 'q-type', value: 'apartment' },
      { questionId: 'q-doors', number: 2 },
      { questionId: 'q-spaces', values: ['hallway'] },
    ],
    description: DESCRIPTION,
    startTime: 'WITHIN_ONE_MONTH',
    postalCode: 'M1 5UN',
    directRequestToSlug: 'evans-joinery',
    newConsumer: { firstName: 'Pat', lastName: "O'Neill", email: 'pat@example.com', phone: '07700 900123' },
  });
});

t.test('a signed-in home owner skips the contact step and goes to the posted page', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostServiceRequest', () => posted);
  showForm({ user: CONSUMER_USER, professionSlug: 'carpentry', serviceSlug: 'door-frame-repair' });
  t.equal(screen.getByText('Step 1 of 5').textContent, 'Step 1 of 5');
  t.equal((screen.getByLabelText('What should be done?') as HTMLSelectElement).value, 'door-frame-repair');
  next();
  t.match(screen.getByText(/no extra questions/).textContent, 'There are no extra questions for this service.');
  next();
  change('Describe your job', DESCRIPTION);
  next();
  fireEvent.click(screen.getByLabelText('As soon as possible'));
  next();
  change('Postcode of the job', 'M1 5UN');
  submit();
  await waitFor(() => {
    if (window.location.pathname !== '/service-request/posted') throw new Error('waiting');
  });
  t.equal(window.location.search, '?serviceRequestId=job-42');
  const input = server.received[0]?.json().variables?.input as Record<string, unknown>;
  t.equal(input.newConsumer, undefined, 'no new account for a home owner');
  t.same(input.answers, []);
});

t.test('photos are sent as uploads, and files that are not photos are refused first', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostServiceRequest', () => posted);
  showForm({ user: CONSUMER_USER });
  fillUntil('Describe the job');
  change('Describe your job', DESCRIPTION);
  const picker = screen.getByLabelText('Photos (optional)') as HTMLInputElement;
  const choose = (files: File[]) => {
    Object.defineProperty(picker, 'files', { configurable: true, value: files });
    picker.dispatchEvent(new window.Event('change', { bubbles: true }));
  };
  choose([new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' })]);
  next();
  t.same(alerts(), ['quote.pdf is not a photo we can use. Choose a JPEG, PNG, WebP or HEIC file.']);
  fireEvent.click(screen.getByRole('button', { name: 'Remove quote.pdf' }));
  choose([new File([new Uint8Array([0xff, 0xd8, 0xff])], 'hall.jpg', { type: 'image/jpeg' })]);
  next();
  fireEvent.click(screen.getByLabelText('Within two weeks'));
  next();
  change('Postcode of the job', 'M1 5UN');
  submit();
  await waitFor(() => {
    if (server.received.length === 0) throw new Error('waiting');
  });
  const form = await server.received[0]?.formData();
  const operations = JSON.parse(String(form?.get('operations')));
  t.same(operations.variables.input.photos, [null]);
  t.same(JSON.parse(String(form?.get('map'))), { 0: ['variables.input.photos.0'] });
  t.equal((form?.get('0') as File | undefined)?.name, 'hall.jpg');
});

interface Refusal {
  readonly name: string;
  readonly answer: unknown;
  readonly heading: string;
  readonly message: string;
}

const refusals: Refusal[] = [
  {
    name: 'a duplicate registration suggests logging in',
    answer: { __typename: 'DuplicateRegistration', email: 'pat@example.com' },
    heading: 'Your contact details',
    message: 'There is already an account with pat@example.com. Log in to post your job from that account. Log in',
  },
  {
    name: 'a failed captcha asks for the check again',
    answer: { __typename: 'SignUpFailed', signUpCode: 'CAPTCHA_VERIFICATION_FAILED', fieldErrors: [] },
    heading: 'Your contact details',
    message: 'We could not confirm that you are not a robot. Complete the check again, then post your job.',
  },
  {
    name: 'the sign-up rate limit says to wait',
    answer: { __typename: 'SignUpFailed', signUpCode: 'RATE_LIMIT', fieldErrors: [] },
    heading: 'Your contact details',
    message: 'Too many accounts were made from this connection. Wait a while, then try again.',
  },
  {
    name: 'a refused email goes back to its field',
    answer: {
      __typename: 'ServiceRequestFailed',
      requestCode: 'INVALID_FORM_DATA',
      fieldErrors: [{ field: 'newConsumer.email', code: 'INVALID_DNS' }],
    },
    heading: 'Your contact details',
    message: 'This email address cannot receive mail. Check the part after the @.',
  },
  {
    name: 'a refused postcode goes back to the postcode step',
    answer: {
      __typename: 'ServiceRequestFailed',
      requestCode: 'INVALID_POSTAL_CODE',
      fieldErrors: [{ field: 'postalCode', code: 'INVALID' }],
    },
    heading: 'Where is the job?',
    message: 'This is not a postcode we can use. Enter the full postcode, for example M1 1AE.',
  },
  {
    name: 'a professional who cannot take the job is named',
    answer: { __typename: 'ServiceRequestFailed', requestCode: 'INVALID_SP_PROFILE', fieldErrors: [] },
    heading: 'Your contact details',
    message:
      'This tradesperson cannot take this job: they do not offer this service or are not available. Post it to all tradespeople instead.',
  },
  {
    name: 'a refused answer goes back to the questions',
    answer: {
      __typename: 'ServiceRequestFailed',
      requestCode: 'INVALID_FORM_DATA',
      fieldErrors: [{ field: 'answers.doors', code: 'INVALID' }],
    },
    heading: 'Answer a few questions about the work',
    message: 'Check this answer: it is not one we can use.',
  },
  {
    name: 'an invalid description goes back to the description',
    answer: { __typename: 'InvalidDescription', minLength: 30, maxLength: 5000 },
    heading: 'Describe the job',
    message: 'Tell the tradespeople a little more: use at least 30 characters.',
  },
  {
    name: 'contact details in the description are pointed out',
    answer: { __typename: 'ContactDetailsShared', field: 'description' },
    heading: 'Describe the job',
    message:
      'Leave out phone numbers, email addresses and web addresses: tradespeople get your details once you shortlist them.',
  },
  {
    name: 'a refused photo is named',
    answer: { __typename: 'InvalidFile', fileCode: 'INVALID_FILE_SIZE', fileName: 'big.jpg' },
    heading: 'Describe the job',
    message: 'big.jpg is larger than 10 MB. Choose a smaller photo.',
  },
  {
    name: 'a technical sign-up failure says so',
    answer: { __typename: 'SignUpFailed', signUpCode: 'TECHNICAL_ERROR', fieldErrors: [] },
    heading: 'Your contact details',
    message: 'Something went wrong on our side and your job was not posted. Please try again in a moment.',
  },
  {
    name: 'a server error is the internal server error',
    answer: 500,
    heading: 'Your contact details',
    message: 'Internal server error',
  },
];

for (const refusal of refusals) {
  t.test(refusal.name, async (t) => {
    const server = await startFormServer(t);
    server.handle('jobPostPostServiceRequest', () =>
      typeof refusal.answer === 'number' ? refusal.answer : { postServiceRequest: refusal.answer },
    );
    showForm();
    fillUntil('Your contact details');
    fillContact();
    submit();
    t.equal(screen.getByTestId('job-post-submit').hasAttribute('disabled'), true, 'no second post while one runs');
    await waitFor(() => {
      if (screen.queryAllByRole('alert').length === 0) throw new Error('waiting');
    });
    t.equal(heading().textContent, refusal.heading);
    t.same(alerts(), [refusal.message]);
    if (refusal.answer && (refusal.answer as { __typename?: string }).__typename === 'DuplicateRegistration') {
      t.equal(
        screen.getByTestId('job-post-login').getAttribute('href'),
        `/login?redirect-to=${encodeURIComponent('/post-a-job')}`,
      );
    }
  });
}

t.test('a tradesperson is told that only home owners post jobs', async (t) => {
  showForm({ user: { ...CONSUMER_USER, __typename: 'ServicePro', type: 'SERVICE_PRO' } as never });
  t.same(alerts(), ['Only home owners post jobs. Log out, then post your job as a home owner.']);
  t.equal(screen.queryByTestId('job-post-next'), null);
});

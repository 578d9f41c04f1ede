// The postcode step of the request form (decision record 029): the upstream is asked about the
// postcode at Next; a malformed one is refused right there with an example of the brand's form, a
// known one goes on and is named with its town, and one of no known place asks the town, with
// suggestions as the person types, and is posted with the town chosen.
import '../../../helpers/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import t from 'tap';
import {
  back,
  change,
  fillContact,
  fillUntil,
  heading,
  next,
  showForm,
  startFormServer,
  submit,
} from './form-harness.tsx';

window.scrollTo = () => {};

const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const posted = { postServiceRequest: { __typename: 'ServiceRequestPosted', serviceRequest: { id: 'job-7' } } };
const until = async (condition: () => boolean) =>
  waitFor(() => {
    if (!condition()) throw new Error('waiting');
  });

t.test('a malformed postcode is refused at its step, with a postcode of the brand as example', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostalCode', () => ({ postalCode: { status: 'INVALID', postalCode: null, townName: null } }));
  showForm();
  fillUntil('Where is the job?');
  change('Postcode of the job', '1234 AB');
  next();
  await until(() => alerts().length > 0);
  t.same(alerts(), ['This is not a postcode we can use. Enter the full postcode, for example M1 1AE.']);
  t.equal(heading().textContent, 'Where is the job?', 'the form stays on the postcode step');
  t.same(server.received[0]?.json().variables, { brand: 'uk', postalCode: '1234 AB' });
  t.equal(server.received.length, 1, 'nothing is posted');
  change('Postcode of the job', '1234 ABC');
  t.same(alerts(), [], 'a changed postcode loses its error');
});

t.test('a known postcode goes on, and its town is named when the person comes back', async (t) => {
  showForm();
  fillUntil('Your contact details');
  back();
  t.equal(screen.getByTestId('job-post-place').textContent, 'M1 5UN is in Manchester.');
});

t.test('a postcode of no known place asks the town, offers towns as typed, and posts the one chosen', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostalCode', () => ({
    postalCode: { status: 'TOWN_NEEDED', postalCode: 'ZE2 9QJ', townName: null },
  }));
  server.handle('jobPostTowns', (request) => ({
    towns: String(request.json().variables?.query).toLowerCase().startsWith('ler')
      ? [
          { id: '2644605', name: 'Lerwick', region: null },
          { id: '9999', name: 'Lerwick Harbour', region: null },
        ]
      : [],
  }));
  server.handle('jobPostPostServiceRequest', () => posted);
  showForm();
  fillUntil('Where is the job?');
  change('Postcode of the job', 'ze29qj');
  next();
  await until(() => screen.queryByLabelText('Town or village of the job') !== null);
  const town = screen.getByLabelText('Town or village of the job');
  await until(() => document.activeElement === town);
  t.pass('the person is taken to the town');
  t.match(
    screen.getByText(/We do not know where/).textContent,
    'We do not know where ZE2 9QJ is yet. Type the name of the town, then choose it from the list.',
  );
  t.same(alerts(), [], 'no error before the person had a chance to answer');
  next();
  await until(() => alerts().length > 0);
  t.same(alerts(), ['Choose the town or village of the job from the list.']);
  change('Town or village of the job', 'xy');
  await until(() => screen.queryByRole('status') !== null);
  t.match(screen.getByRole('status').textContent, 'No town starts with “xy”.');
  change('Town or village of the job', 'Ler');
  await until(() => screen.queryAllByTestId('job-post-town-option').length === 2);
  fireEvent.click(screen.getByRole('button', { name: 'Lerwick' }));
  t.equal((town as HTMLInputElement).value, 'Lerwick');
  t.equal(screen.queryAllByTestId('job-post-town-option').length, 0, 'the list closes once a town is chosen');
  next();
  await until(() => heading().textContent === 'Your contact details');
  fillContact();
  submit();
  await until(() =>
    server.received.some((request) => request.query.get('operationName') === 'jobPostPostServiceRequest'),
  );
  const sent = server.received
    .find((request) => request.query.get('operationName') === 'jobPostPostServiceRequest')
    ?.json().variables?.input as Record<string, unknown>;
  t.match(sent, { postalCode: 'ze29qj', townId: '2644605' });
});

t.test('a town typed in full is taken without picking it from the list', async (t) => {
  const server = await startFormServer(t);
  server.handle('jobPostPostalCode', () => ({
    postalCode: { status: 'TOWN_NEEDED', postalCode: 'ZE2 9QJ', townName: null },
  }));
  server.handle('jobPostTowns', () => ({ towns: [{ id: '2644605', name: 'Lerwick', region: null }] }));
  server.handle('jobPostPostServiceRequest', () => posted);
  showForm();
  fillUntil('Where is the job?');
  change('Postcode of the job', 'ZE2 9QJ');
  next();
  await until(() => screen.queryByLabelText('Town or village of the job') !== null);
  change('Town or village of the job', 'lerwick');
  next();
  await until(() => heading().textContent === 'Your contact details');
  fillContact();
  submit();
  await until(() =>
    server.received.some((request) => request.query.get('operationName') === 'jobPostPostServiceRequest'),
  );
  const sent = server.received
    .find((request) => request.query.get('operationName') === 'jobPostPostServiceRequest')
    ?.json().variables?.input as Record<string, unknown>;
  t.equal(sent.townId, '2644605');
});

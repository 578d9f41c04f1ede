// Posting a job over real HTTP (spec §2.5, §5 file and description codes, §8 form codes): GraphQL
// multipart requests with photos, answers of every field type, a visitor becoming a home owner,
// direct requests, every refusal leaving nothing behind, and the photos served at their URL.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import t from 'tap';
import { FormData, request } from 'undici';
import {
  createConsumer,
  createPlace,
  createPro,
  createTrade,
  FIXTURE_PASSWORD,
  type PlaceFixture,
  type TradeFixture,
} from '../helpers/marketplace.ts';
import { startUpstream } from '../helpers/upstream.ts';
import { call, data, errorCode, newRequestId, signIn } from '../helpers/upstream-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check.
type Result = Record<string, any>;

const POST = `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
  ... on ServiceRequestPosted { tokens { accessToken } serviceRequest { id status leadType description startTime
    hasPictures brand createdAt service { id } profession { id } location { id }
    answers { question { key } text values number }
    attachments { id url contentType sizeBytes }
    consumer { id displayName phone }
    matchingStrategies { kind radius { value unit } servicePro { slug } }
    serviceProsWhoWereDirectRequested { slug } } }
  ... on ServiceRequestFailed { code fieldErrors { field code } }
  ... on InvalidDescription { minLength maxLength }
  ... on ContactDetailsShared { field }
  ... on InvalidFile { fileCode: code fileName }
  ... on DuplicateRegistration { email } } }`;
const JOB = `query($id: ID!) { serviceRequest(id: $id) { id answers { question { key } text values number }
  attachments { url contentType sizeBytes } } }`;
const ME = '{ me { __typename email ... on Consumer { status firstName } } }';

const upstream = await startUpstream(t);
const { origin, db, uploadsDir } = upstream;

let clients = 0;
const nextClient = () => `203.0.113.${(clients++ % 250) + 1}`;
const newEmail = () => `poster.${randomBytes(5).toString('hex')}@example.com`;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);

interface Photo {
  readonly name: string;
  readonly bytes: Buffer;
  readonly type?: string;
}

// A GraphQL multipart request (operations, map, then the files), as the BFF sends one.
async function postMultipart(input: Result, photos: readonly Photo[], token?: string): Promise<Result> {
  const form = new FormData();
  const variables = { input: { ...input, photos: photos.map(() => null) } };
  form.append('operations', JSON.stringify({ query: POST, variables }));
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(photos.map((_, i) => [String(i), [`variables.input.photos.${i}`]]))),
  );
  for (const [i, photo] of photos.entries()) {
    form.append(String(i), new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/jpeg' }), photo.name);
  }
  const headers: Record<string, string> = { 'x-request-id': newRequestId(), 'x-forwarded-for': nextClient() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await request(`${origin}/graphql`, { method: 'POST', headers, body: form });
  const body = (await response.body.json()) as Result;
  if (response.statusCode !== 200 || body.errors) throw new Error(`post failed: ${JSON.stringify(body)}`);
  return body.data.postServiceRequest;
}

async function postJson(input: Result, token?: string) {
  return call(origin, POST, { input }, { token, clientIp: nextClient() });
}

const trade = await createTrade(db, 'nl');
const place = await createPlace(db, 'NL', 52.0907, 5.1214);
const DESCRIPTION = 'Replace the old kitchen tap and fix the slow drain under the sink, please.';

function answersOf(trade: TradeFixture) {
  const q = trade.questionIds;
  return [
    { questionId: q.select, value: 'large' },
    { questionId: q.checkbox, values: ['inside', 'outside'] },
    { questionId: q.integer, number: 3 },
    { questionId: q.measurement, number: 12.5 },
    { questionId: q.quantity, number: 2 },
    { questionId: q.string, value: 'Grohe' },
    { questionId: q.text, value: 'The tap drips all night.' },
  ];
}

function jobInput(overrides: Result = {}, where: PlaceFixture = place): Result {
  return {
    brand: 'nl',
    serviceId: trade.serviceIds[0],
    answers: answersOf(trade),
    description: DESCRIPTION,
    startTime: 'WITHIN_TWO_WEEKS',
    postalCode: where.postalCode,
    ...overrides,
  };
}

async function consumerToken(phone: string | null = '+31612345678') {
  const person = await createConsumer(db, 'nl', phone);
  const { accessToken } = await signIn(origin, person.email, FIXTURE_PASSWORD, { clientIp: nextClient() });
  return { ...person, token: accessToken };
}

const counts = async () => {
  const [row] = await db.query<{ jobs: number; users: number; answers: number; files: number }>(
    `SELECT (SELECT count(*)::int FROM service_requests) AS jobs, (SELECT count(*)::int FROM users) AS users,
            (SELECT count(*)::int FROM service_request_answers) AS answers,
            (SELECT count(*)::int FROM attachments) AS files`,
  );
  return row;
};
const filesOnDisk = () => readdirSync(uploadsDir).sort();

t.test('a home owner posts a job with answers of every field type and two photos', async (t) => {
  const owner = await consumerToken();
  const posted = await postMultipart(
    jobInput(),
    [
      { name: 'kitchen.jpg', bytes: JPEG },
      // The declared type and the name do not matter: the content is a PNG.
      { name: 'sink.jpeg', bytes: PNG, type: 'application/octet-stream' },
    ],
    owner.token,
  );
  t.equal(posted.__typename, 'ServiceRequestPosted');
  t.equal(posted.tokens, null, 'a signed-in home owner gets no new tokens');
  const job = posted.serviceRequest;
  t.match(job, {
    status: 'OPEN',
    leadType: 'PICK_AND_CHOOSE',
    description: DESCRIPTION,
    startTime: 'WITHIN_TWO_WEEKS',
    brand: 'nl',
    hasPictures: true,
    service: { id: trade.serviceIds[0] },
    profession: { id: trade.professionId },
    location: { id: place.postalCodeId },
    consumer: { id: owner.id, displayName: /^Fixture P\.$/, phone: '+31612345678' },
    matchingStrategies: [{ kind: 'WORK_AREA', radius: { value: 30, unit: 'km' }, servicePro: null }],
    serviceProsWhoWereDirectRequested: [],
  });

  const read = (await data(call(origin, JOB, { id: job.id }, { token: owner.token }))).serviceRequest;
  t.same(read.answers, [
    { question: { key: 'select' }, text: 'Large', values: ['large'], number: null },
    { question: { key: 'checkbox' }, text: 'Inside, Outside', values: ['inside', 'outside'], number: null },
    { question: { key: 'integer' }, text: '3', values: [], number: 3 },
    { question: { key: 'measurement' }, text: '12.5 m²', values: [], number: 12.5 },
    { question: { key: 'quantity' }, text: '2', values: [], number: 2 },
    { question: { key: 'string' }, text: 'Grohe', values: [], number: null },
    { question: { key: 'text' }, text: 'The tap drips all night.', values: [], number: null },
  ]);
  t.match(read.attachments, [
    { url: /^\/files\/[0-9a-f-]{36}\.jpg$/, contentType: 'image/jpeg', sizeBytes: JPEG.length },
    { url: /^\/files\/[0-9a-f-]{36}\.png$/, contentType: 'image/png', sizeBytes: PNG.length },
  ]);
  for (const [index, bytes] of [JPEG, PNG].entries()) {
    const response = await request(`${origin}${read.attachments[index].url}`);
    t.equal(response.statusCode, 200);
    t.equal(response.headers['content-type'], read.attachments[index].contentType);
    t.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    t.equal(response.headers['x-content-type-options'], 'nosniff');
    t.ok(Buffer.from(await response.body.arrayBuffer()).equals(bytes), 'the bytes sent are the bytes served');
  }
  const [row] = await db.query<Result>(
    'SELECT photo_count, latitude, longitude, search_text, direct_pro_id FROM service_requests WHERE id = $1',
    [job.id],
  );
  t.match(row, { photo_count: 2, latitude: place.latitude, longitude: place.longitude, direct_pro_id: null });
  t.match(row?.search_text, /^service 0 .* trade .* replace the old kitchen tap/);
});

t.test('the postal code may be typed in any case and without its space', async (t) => {
  const owner = await consumerToken();
  const typed = place.postalCode.replace(' ', '').toLowerCase();
  const posted = await data(postJson(jobInput({ postalCode: typed }), owner.token));
  t.equal(posted.postServiceRequest.__typename, 'ServiceRequestPosted');
  t.equal(posted.postServiceRequest.serviceRequest.location.id, place.postalCodeId);
});

t.test('a visitor posts, becomes a pending home owner and is signed in', async (t) => {
  const email = newEmail();
  const result = (
    await data(
      postJson(jobInput({ newConsumer: { email, firstName: 'Noor', lastName: 'visser', phone: '06 12345678' } })),
    )
  ).postServiceRequest;
  t.equal(result.__typename, 'ServiceRequestPosted');
  t.ok(result.tokens.accessToken, 'the new home owner is signed in');
  t.match(result.serviceRequest.consumer, { displayName: 'Noor V.' });
  const [user] = await db.query<Result>(
    'SELECT id, status, type, brand, locale, phone, password_hash FROM users WHERE email_normalised = $1',
    [email],
  );
  t.match(user, {
    status: 'PENDING',
    type: 'CONSUMER',
    brand: 'nl',
    locale: 'nl-NL',
    phone: '+31612345678',
    password_hash: null,
  });
  t.equal(result.serviceRequest.consumer.id, user?.id);
  const [activation] = await upstream.messagesTo(email, 'account-activation');
  t.ok(activation, 'an activation email is queued');
  t.match(activation?.payload, { token: String, brand: 'nl' });
  const me = await data(call(origin, ME, {}, { token: result.tokens.accessToken }));
  t.match(me.me, { __typename: 'Consumer', email, status: 'PENDING', firstName: 'Noor' });
});

t.test('a visitor whose email has an account is sent to sign in, and nothing is stored', async (t) => {
  const existing = await createConsumer(db);
  const before = await counts();
  const files = filesOnDisk();
  const result = await postMultipart(
    jobInput({ newConsumer: { email: existing.email.toUpperCase(), firstName: 'Noor', lastName: 'Visser' } }),
    [{ name: 'a.jpg', bytes: JPEG }],
  );
  t.same(result, { __typename: 'DuplicateRegistration', email: existing.email.toUpperCase() });
  t.same(await counts(), before);
  t.same(filesOnDisk(), files);
});

t.test('every refusal stores nothing and leaves no file behind', async (t) => {
  const owner = await consumerToken();
  const abroad = await createPlace(db, 'FR', 48.8566, 2.3522);
  const otherBrand = await createTrade(db, 'fr');
  const q = trade.questionIds;
  const replaceAnswer = (key: keyof TradeFixture['questionIds'], answer: Result) =>
    answersOf(trade).map((given) => (given.questionId === q[key] ? { questionId: q[key], ...answer } : given));
  const photo = { name: 'ok.jpg', bytes: JPEG };
  const cases: [string, Result, Photo[], Result][] = [
    [
      'a required answer missing',
      jobInput({ answers: answersOf(trade).filter((a) => a.questionId !== q.select) }),
      [photo],
      {
        __typename: 'ServiceRequestFailed',
        code: 'INVALID_FORM_DATA',
        fieldErrors: [{ field: 'answers.select', code: 'REQUIRED' }],
      },
    ],
    [
      'a SELECT value that is not an option',
      jobInput({ answers: replaceAnswer('select', { value: 'huge' }) }),
      [],
      { code: 'INVALID_FORM_DATA', fieldErrors: [{ field: 'answers.select', code: 'INVALID' }] },
    ],
    [
      'a CHECKBOX value that is not an option',
      jobInput({ answers: replaceAnswer('checkbox', { values: ['inside', 'roof'] }) }),
      [],
      { code: 'INVALID_FORM_DATA', fieldErrors: [{ field: 'answers.checkbox', code: 'INVALID' }] },
    ],
    [
      'a number out of range and a fraction for an INTEGER',
      jobInput({
        answers: replaceAnswer('measurement', { number: 1000.5 }).map((a) =>
          a.questionId === q.integer ? { questionId: q.integer, number: 2.5 } : a,
        ),
      }),
      [],
      {
        code: 'INVALID_FORM_DATA',
        fieldErrors: [
          { field: 'answers.integer', code: 'INVALID' },
          { field: 'answers.measurement', code: 'INVALID' },
        ],
      },
    ],
    [
      'a question of another service',
      jobInput({ answers: [...answersOf(trade), { questionId: otherBrand.questionIds.select, value: 'small' }] }),
      [],
      { code: 'INVALID_FORM_DATA', fieldErrors: [{ field: 'answers', code: 'INVALID' }] },
    ],
    [
      'a service of another brand',
      jobInput({ serviceId: otherBrand.serviceIds[0] }),
      [],
      { code: 'INVALID_FORM_DATA', fieldErrors: [{ field: 'serviceId', code: 'INVALID' }] },
    ],
    [
      'an unknown postal code',
      jobInput({ postalCode: '0000 ZZ' }),
      [photo],
      { code: 'INVALID_POSTAL_CODE', fieldErrors: [{ field: 'postalCode', code: 'INVALID' }] },
    ],
    [
      "a postal code of another brand's country",
      jobInput({ postalCode: abroad.postalCode }),
      [],
      { code: 'INVALID_POSTAL_CODE', fieldErrors: [{ field: 'postalCode', code: 'INVALID' }] },
    ],
    [
      'a short description',
      jobInput({ description: 'Fix my tap please' }),
      [photo],
      { __typename: 'InvalidDescription', minLength: 30, maxLength: 5000 },
    ],
    [
      'a description of one word over and over',
      jobInput({ description: 'tap tap tap tap tap tap tap tap tap tap' }),
      [],
      { __typename: 'InvalidDescription' },
    ],
    [
      'a description with a phone number',
      jobInput({ description: `${DESCRIPTION} Call me on 06 1234 5678.` }),
      [photo],
      { __typename: 'ContactDetailsShared', field: 'description' },
    ],
    [
      'a description with an email address',
      jobInput({ description: `${DESCRIPTION} Mail noor@example.com` }),
      [],
      { __typename: 'ContactDetailsShared', field: 'description' },
    ],
    [
      'a description with a web address',
      jobInput({ description: `${DESCRIPTION} See www.my-house.nl/photos` }),
      [],
      { __typename: 'ContactDetailsShared', field: 'description' },
    ],
    [
      'nine photos',
      jobInput(),
      Array.from({ length: 9 }, (_, i) => ({ name: `p${i}.jpg`, bytes: JPEG })),
      { __typename: 'InvalidFile', fileCode: 'INVALID_FILE_COUNT', fileName: null },
    ],
    [
      'a .jpg that is really text',
      jobInput(),
      [photo, { name: 'notes.jpg', bytes: Buffer.from('not a picture at all, only words') }],
      { __typename: 'InvalidFile', fileCode: 'INVALID_FILE_TYPE', fileName: 'notes.jpg' },
    ],
    [
      'a photo over 10 MB',
      jobInput(),
      [photo, { name: 'huge.jpg', bytes: Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]) }],
      { __typename: 'InvalidFile', fileCode: 'INVALID_FILE_SIZE', fileName: 'huge.jpg' },
    ],
  ];
  for (const [name, input, photos, expected] of cases) {
    const before = await counts();
    const files = filesOnDisk();
    const result = await postMultipart(input, photos, owner.token);
    t.match(result, expected, name);
    if (expected.fieldErrors) t.same(result.fieldErrors, expected.fieldErrors, `${name}: exactly these fields`);
    t.same(await counts(), before, `${name}: nothing stored`);
    t.same(filesOnDisk(), files, `${name}: no file left`);
  }
});

t.test('a visitor must say who they are, and say it validly', async (t) => {
  const before = await counts();
  const missing = (await data(postJson(jobInput()))).postServiceRequest;
  t.same(missing, {
    __typename: 'ServiceRequestFailed',
    code: 'INVALID_FORM_DATA',
    fieldErrors: [{ field: 'newConsumer', code: 'REQUIRED' }],
  });
  const invalid = (
    await data(
      postJson(jobInput({ newConsumer: { email: 'not-an-email', firstName: 'N0or', lastName: ' ', phone: '12' } })),
    )
  ).postServiceRequest;
  t.same(invalid.fieldErrors, [
    { field: 'newConsumer.email', code: 'INVALID' },
    { field: 'newConsumer.firstName', code: 'INVALID' },
    { field: 'newConsumer.lastName', code: 'REQUIRED' },
    { field: 'newConsumer.phone', code: 'INVALID' },
  ]);
  t.same(await counts(), before);
});

t.test('a professional cannot post a job', async (t) => {
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const { accessToken } = await signIn(origin, pro.email, FIXTURE_PASSWORD, { clientIp: nextClient() });
  const before = await counts();
  const response = await postJson(jobInput(), accessToken);
  t.equal(errorCode(response), 'FORBIDDEN');
  t.same(await counts(), before);
});

t.test('a direct request goes to that professional only', async (t) => {
  const owner = await consumerToken();
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  const posted = (await data(postJson(jobInput({ directRequestToSlug: pro.slug }), owner.token))).postServiceRequest;
  t.equal(posted.__typename, 'ServiceRequestPosted');
  t.match(posted.serviceRequest, {
    leadType: 'DIRECT_REQUEST',
    matchingStrategies: [{ kind: 'DIRECT_REQUEST', radius: null, servicePro: { slug: pro.slug } }],
    serviceProsWhoWereDirectRequested: [{ slug: pro.slug }],
  });
  const [row] = await db.query<Result>('SELECT direct_pro_id FROM service_requests WHERE id = $1', [
    posted.serviceRequest.id,
  ]);
  t.equal(row?.direct_pro_id, pro.id);
});

t.test('a direct request to a professional who cannot take it is refused', async (t) => {
  const owner = await consumerToken();
  const withoutService = await createPro(db, { serviceIds: [trade.serviceIds[1]], professionId: trade.professionId });
  const before = await counts();
  const refused = (await data(postJson(jobInput({ directRequestToSlug: withoutService.slug }), owner.token)))
    .postServiceRequest;
  t.same(refused, {
    __typename: 'ServiceRequestFailed',
    code: 'INVALID_SP_PROFILE',
    fieldErrors: [{ field: 'directRequestToSlug', code: 'INVALID' }],
  });
  const unknown = (await data(postJson(jobInput({ directRequestToSlug: 'no-such-pro' }), owner.token)))
    .postServiceRequest;
  t.same(unknown, {
    __typename: 'ServiceRequestFailed',
    code: 'INVALID_FORM_DATA',
    fieldErrors: [{ field: 'directRequestToSlug', code: 'INVALID' }],
  });
  t.same(await counts(), before);
});

t.test('only files the server made and knows are served', async (t) => {
  const unknown = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.jpg`;
  for (const path of [
    `/files/${unknown}`,
    '/files/..%2Fpackage.json',
    '/files/..%2F..%2Fetc%2Fpasswd',
    '/files/../package.json',
    '/files/%2e%2e%2fpackage.json',
  ]) {
    const response = await request(`${origin}${path}`);
    await response.body.dump();
    t.equal(response.statusCode, 404, path);
  }
});

// Posting a job over real HTTP (spec §2.5, §8 form codes): GraphQL multipart requests with photos,
// answers of every field type, a visitor becoming a home owner, direct requests, and the photos
// served at their URL. The refusals are in post-job-refusals.test.ts.
import sharp from 'sharp';
import t from 'tap';
import { request } from 'undici';
import { createConsumer, createPro, FIXTURE_PASSWORD } from '../../../helpers/marketplace.ts';
import { DESCRIPTION, JOB, JPEG, ME, PNG, postingTools, type Result } from '../../../helpers/post-job.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, signIn } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;
const { trade, place, nextClient, postMultipart, postJson, jobInput, consumerToken, counts, filesOnDisk, newEmail } =
  await postingTools(upstream, '203.0.113');

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
    // Only the first bytes of these are an image: their size is unknown.
    { url: /^\/files\/[0-9a-f-]{36}\.jpg$/, contentType: 'image/jpeg', sizeBytes: JPEG.length, width: null },
    { url: /^\/files\/[0-9a-f-]{36}\.png$/, contentType: 'image/png', sizeBytes: PNG.length, height: null },
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

t.test('a phone photo is kept with its upright size and served resized like any other', async (t) => {
  const owner = await consumerToken();
  // Taken holding the phone upright: stored 1600 × 1200, tagged to turn a quarter.
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a5b3f' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const posted = await postMultipart(jobInput(), [{ name: 'IMG_0001.jpg', bytes: photo }], owner.token);
  const [attachment] = posted.serviceRequest.attachments;
  t.match(attachment, { contentType: 'image/jpeg', width: 1200, height: 1600 });
  const response = await request(`${origin}${attachment.url}?w=320`, { headers: { accept: 'image/webp,*/*' } });
  t.equal(response.headers['content-type'], 'image/webp');
  const resized = await sharp(Buffer.from(await response.body.arrayBuffer())).metadata();
  t.same([resized.width, resized.height], [320, 427]);
  t.equal(resized.exif, undefined, 'nothing the phone wrote into the file is passed on');
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

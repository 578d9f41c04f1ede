// Posting jobs in tests: the postServiceRequest operation with every answer shape, a GraphQL
// multipart request built by hand (operations, map, files), a job input with answers of every field
// type, and counters of what the database and the uploads folder hold.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import {
  createConsumer,
  createPlace,
  createTrade,
  FIXTURE_PASSWORD,
  type PlaceFixture,
  type TradeFixture,
} from './marketplace.ts';
import type { TestUpstream } from './upstream.ts';
import { call, data, newRequestId, signIn } from './upstream-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the assertions check.
export type Result = Record<string, any>;

export interface Photo {
  readonly name: string;
  readonly bytes: Buffer;
  readonly type?: string;
}

export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3000)]);
export const DESCRIPTION = 'Replace the old kitchen tap and fix the slow drain under the sink, please.';

export const POST = `mutation($input: PostServiceRequestInput!) { postServiceRequest(input: $input) { __typename
  ... on ServiceRequestPosted { tokens { accessToken } serviceRequest { id status leadType description startTime
    hasPictures brand createdAt service { id } profession { id } location { id }
    answers { question { key } text values number }
    attachments { id url contentType sizeBytes width height }
    consumer { id displayName phone }
    matchingStrategies { kind radius { value unit } servicePro { slug } }
    serviceProsWhoWereDirectRequested { slug } } }
  ... on ServiceRequestFailed { code fieldErrors { field code } }
  ... on InvalidDescription { minLength maxLength }
  ... on ContactDetailsShared { field }
  ... on InvalidFile { fileCode: code fileName }
  ... on DuplicateRegistration { email } } }`;
export const JOB = `query($id: ID!) { serviceRequest(id: $id) { id answers { question { key } text values number }
  attachments { url contentType sizeBytes width height } } }`;
export const ME = '{ me { __typename email ... on Consumer { status firstName } } }';

export function answersOf(trade: TradeFixture) {
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

// Everything a posting test needs, bound to one test upstream; clients get addresses of their own
// (prefix.1 …) so the per-client limits of one test do not reach another.
export async function postingTools(upstream: TestUpstream, clientPrefix: string) {
  const { origin, db, uploadsDir } = upstream;
  let clients = 0;
  const nextClient = () => `${clientPrefix}.${(clients++ % 250) + 1}`;
  const trade = await createTrade(db, 'nl');
  const place = await createPlace(db, 'NL', 52.0907, 5.1214);

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
    // fetch sends the form with its length, as a browser does.
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: form });
    const body = (await response.json()) as Result;
    if (response.status !== 200 || body.errors) throw new Error(`post failed: ${JSON.stringify(body)}`);
    return body.data.postServiceRequest;
  }

  const postJson = (input: Result, token?: string) => call(origin, POST, { input }, { token, clientIp: nextClient() });

  const jobInput = (overrides: Result = {}, where: PlaceFixture = place): Result => ({
    brand: 'nl',
    serviceId: trade.serviceIds[0],
    answers: answersOf(trade),
    description: DESCRIPTION,
    startTime: 'WITHIN_TWO_WEEKS',
    postalCode: where.postalCode,
    ...overrides,
  });

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

  return {
    trade,
    place,
    nextClient,
    postMultipart,
    postJson,
    jobInput,
    consumerToken,
    counts,
    filesOnDisk: () => readdirSync(uploadsDir).sort(),
    newEmail: () => `poster.${randomBytes(5).toString('hex')}@example.com`,
  };
}

const SEEDED = `query($brand: String!) {
  professions(brand: $brand) { services { id questions { id fieldType required options { value } min } } }
  locations(brand: $brand, query: "1", kind: POSTAL_CODE, first: 1) { name }
}`;

// A visitor's job for the demo taxonomy and places every upstream seeds (also a test one), built
// over HTTP from what the upstream says, for tests that run the upstream as a process of its own.
export async function seededJobInput(origin: string, brand = 'nl'): Promise<(email: string) => Result> {
  const { professions, locations } = await data(call(origin, SEEDED, { brand }));
  const service = professions[0].services[0];
  const answers = service.questions
    .filter((question: Result) => question.required)
    .map((question: Result) => {
      const first = question.options[0]?.value;
      if (question.fieldType === 'SELECT') return { questionId: question.id, value: first };
      if (question.fieldType === 'CHECKBOX') return { questionId: question.id, values: [first] };
      if (question.fieldType === 'STRING' || question.fieldType === 'TEXT')
        return { questionId: question.id, value: 'Two rooms' };
      return { questionId: question.id, number: Math.max(question.min ?? 1, 1) };
    });
  return (email) => ({
    brand,
    serviceId: service.id,
    answers,
    description: DESCRIPTION,
    startTime: 'WITHIN_TWO_WEEKS',
    postalCode: locations[0].name,
    newConsumer: { email, firstName: 'Robin', lastName: 'Fairweather' },
  });
}

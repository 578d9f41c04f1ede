// Posting a job that is refused (spec §5 file and description codes, §8 form codes): every refusal
// answers its variant, stores nothing and leaves no file behind.
import t from 'tap';
import { createTrade, type TradeFixture } from '../../../helpers/marketplace.ts';
import { answersOf, DESCRIPTION, JPEG, type Photo, postingTools, type Result } from '../../../helpers/post-job.ts';
import { startUpstream } from '../../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const { db } = upstream;
const { trade, postMultipart, jobInput, consumerToken, counts, filesOnDisk } = await postingTools(upstream, '198.18.7');

t.test('every refusal stores nothing and leaves no file behind', async (t) => {
  const owner = await consumerToken();
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
      'a malformed postal code',
      jobInput({ postalCode: '0000 ZZZ' }),
      [photo],
      { code: 'INVALID_POSTAL_CODE', fieldErrors: [{ field: 'postalCode', code: 'INVALID' }] },
    ],
    [
      "a postal code of another brand's country",
      jobInput({ postalCode: '75001' }),
      [],
      { code: 'INVALID_POSTAL_CODE', fieldErrors: [{ field: 'postalCode', code: 'INVALID' }] },
    ],
    [
      'a well-formed postal code of no known place, without its town',
      jobInput({ postalCode: '9999 ZZ' }),
      [],
      { code: 'INVALID_POSTAL_CODE', fieldErrors: [{ field: 'townId', code: 'REQUIRED' }] },
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

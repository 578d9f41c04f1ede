// A professional's portfolio over real HTTP (spec §2.7 photos, upload-portfolio): photos added by
// their bytes in the order sent, captioned without contact details, reordered, removed with their
// files; the profile's photo count follows, so the directory's "with photos" filter sees them; a
// refused file keeps none of the upload, and the portfolio takes at most 30.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { FormData, request } from 'undici';
import { MAX_PORTFOLIO_PHOTOS } from '../../../../upstream/domain/portfolio/portfolio.ts';
import { createPro, createTrade } from '../../../helpers/marketplace.ts';
import { startUpstream } from '../../../helpers/upstream.ts';
import { call, data, errorCode, newRequestId } from '../../../helpers/upstream-client.ts';

const upstream = await startUpstream(t);
const { origin, db } = upstream;

const PORTFOLIO = 'photos { id caption width height } remaining';
const ADD = `mutation($input: AddPortfolioPhotosInput!) { addPortfolioPhotos(input: $input) { __typename
  ... on PortfolioSaved { portfolio { ${PORTFOLIO} } } ... on InvalidFile { code fileName } ... on PortfolioFull { max } } }`;
const CHANGE_RESULT = `__typename ... on PortfolioSaved { portfolio { ${PORTFOLIO} } }
  ... on InvalidFields { fieldErrors { field code } } ... on NotFound { id } ... on ContactDetailsShared { field }`;
const CAPTION = `mutation($input: PortfolioPhotoInput!) { setPortfolioCaption(input: $input) { ${CHANGE_RESULT} } }`;
const REORDER = `mutation($input: ReorderPortfolioInput!) { reorderPortfolio(input: $input) { ${CHANGE_RESULT} } }`;
const REMOVE = `mutation($id: ID!) { removePortfolioPhoto(photoId: $id) { ${CHANGE_RESULT} } }`;

const png = (width: number) =>
  sharp({ create: { width, height: 20, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .png()
    .toBuffer();

async function upload(token: string, files: { bytes: Buffer; name: string }[]) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: ADD, variables: { input: { photos: files.map(() => null) } } }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.input.photos.${i}`]]))),
  );
  for (const [i, file] of files.entries()) form.set(String(i), new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await request(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-request-id': newRequestId(), 'apollo-require-preflight': 'true' },
    body: form,
  });
  return JSON.parse(await response.body.text()).data.addPortfolioPhotos;
}

const ask = async (query: string, variables: Record<string, unknown>, token: string) =>
  data(call(origin, query, variables, { token }));

async function newPro() {
  const trade = await createTrade(db);
  const pro = await createPro(db, { serviceIds: trade.serviceIds, professionId: trade.professionId });
  return { ...pro, token: await upstream.sessionFor({ userId: pro.id, secondLayer: false }) };
}

const photoCount = async (proId: string) =>
  (await db.query<{ n: number }>('SELECT photo_count AS n FROM company_profiles WHERE user_id = $1', [proId]))[0]?.n;

t.test('photos added in order, captioned, reordered and removed; the count follows', async (t) => {
  const pro = await newPro();
  const added = await upload(pro.token, [
    { bytes: await png(40), name: 'kitchen.png' },
    { bytes: await png(60), name: 'bathroom.png' },
  ]);
  t.equal(added.__typename, 'PortfolioSaved');
  const [first, second] = added.portfolio.photos;
  t.same([first.width, second.width], [40, 60], 'in the order sent, measured');
  t.equal(added.portfolio.remaining, MAX_PORTFOLIO_PHOTOS - 2);
  t.equal(await photoCount(pro.id), 2);

  const captioned = (
    await ask(CAPTION, { input: { photoId: first.id, caption: ' New kitchen, oak worktops ' } }, pro.token)
  ).setPortfolioCaption;
  t.equal(captioned.portfolio.photos[0].caption, 'New kitchen, oak worktops');
  t.same(
    (await ask(CAPTION, { input: { photoId: first.id, caption: 'Call me on 06 12345678' } }, pro.token))
      .setPortfolioCaption,
    { __typename: 'ContactDetailsShared', field: 'caption' },
  );
  t.same(
    (await ask(CAPTION, { input: { photoId: first.id, caption: 'x'.repeat(201) } }, pro.token)).setPortfolioCaption,
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'caption', code: 'INVALID' }] },
  );

  const reordered = (await ask(REORDER, { input: { photoIds: [second.id, first.id] } }, pro.token)).reorderPortfolio;
  t.same(
    reordered.portfolio.photos.map((photo: { id: string }) => photo.id),
    [second.id, first.id],
  );
  t.same(
    (await ask(REORDER, { input: { photoIds: [second.id] } }, pro.token)).reorderPortfolio,
    {
      __typename: 'InvalidFields',
      fieldErrors: [{ field: 'photoIds', code: 'INVALID' }],
    },
    'an order must name every photo once',
  );

  const [row] = await db.query<{ file_name: string }>('SELECT file_name FROM pro_photos WHERE id = $1', [second.id]);
  const removed = (await ask(REMOVE, { id: second.id }, pro.token)).removePortfolioPhoto;
  t.same(
    removed.portfolio.photos.map((photo: { id: string }) => photo.id),
    [first.id],
  );
  t.notOk(existsSync(join(upstream.uploadsDir, String(row?.file_name))), 'the file is gone too');
  t.equal(await photoCount(pro.id), 1);
  t.same((await ask(REMOVE, { id: second.id }, pro.token)).removePortfolioPhoto, {
    __typename: 'NotFound',
    id: second.id,
  });
});

t.test('a file that is no image keeps none of the upload; the portfolio takes at most 30', async (t) => {
  const pro = await newPro();
  const refused = await upload(pro.token, [
    { bytes: await png(40), name: 'fine.png' },
    { bytes: Buffer.from('%PDF-1.7 not a photo'), name: 'photo.png' },
  ]);
  t.same(refused, { __typename: 'InvalidFile', code: 'INVALID_FILE_TYPE', fileName: 'photo.png' });
  t.equal((await ask('{ myPortfolio { remaining } }', {}, pro.token)).myPortfolio.remaining, MAX_PORTFOLIO_PHOTOS);
  await db.query(
    `INSERT INTO pro_photos (pro_id, file_name, content_type, position)
     SELECT $1, gen_random_uuid() || '.png', 'image/png', n FROM generate_series(1, $2::int) AS n`,
    [pro.id, MAX_PORTFOLIO_PHOTOS],
  );
  t.same(await upload(pro.token, [{ bytes: await png(40), name: 'one-more.png' }]), {
    __typename: 'PortfolioFull',
    max: MAX_PORTFOLIO_PHOTOS,
  });
});

t.test("another professional's photo is not found; a member may not change the portfolio", async (t) => {
  const pro = await newPro();
  const other = await newPro();
  const added = await upload(other.token, [{ bytes: await png(40), name: 'theirs.png' }]);
  const theirs = added.portfolio.photos[0].id;
  t.same((await ask(REMOVE, { id: theirs }, pro.token)).removePortfolioPhoto, { __typename: 'NotFound', id: theirs });
  const company = await upstream.userId('pro.uk@example.com');
  const member = await upstream.userId('member.uk@example.com');
  const acting = await upstream.sessionFor({ userId: company, actorId: member, mode: 'ASSUMED', secondLayer: false });
  t.equal(errorCode(await call(origin, REMOVE, { id: theirs }, { token: acting })), 'FORBIDDEN');
  t.equal(errorCode(await call(origin, '{ myPortfolio { remaining } }', {})), 'UNAUTHENTICATED');
});

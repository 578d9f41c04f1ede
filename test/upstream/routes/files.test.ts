// GET /files/:name?w=<width> (decision 040): a stored photo resized to one of the fixed widths, in
// the format the Accept header prefers, cacheable for good and varying by Accept; every other width
// is a 400 that says which ones exist, and files no row knows stay unreachable.
import { randomUUID } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { request } from 'undici';
import { PHOTO_WIDTHS } from '../../../shared/constants.ts';
import { createPro, createTrade } from '../../helpers/marketplace.ts';
import { startUpstream } from '../../helpers/upstream.ts';

const upstream = await startUpstream(t);
const trade = await createTrade(upstream.db);
const pro = await createPro(upstream.db, { serviceIds: trade.serviceIds, professionId: trade.professionId });

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

// A photo of 1500 × 1000 kept for the professional under a name the server would give.
async function storedPhoto(bytes: Buffer, extension: string, contentType: string): Promise<string> {
  const name = `${randomUUID()}.${extension}`;
  writeFileSync(join(upstream.uploadsDir, name), bytes);
  await upstream.db.query('INSERT INTO pro_photos (pro_id, file_name, content_type, position) VALUES ($1, $2, $3, 0)', [
    pro.id,
    name,
    contentType,
  ]);
  return name;
}

const original = await sharp({
  create: { width: 1500, height: 1000, channels: 3, background: { r: 190, g: 90, b: 60 } },
})
  .composite([
    { input: Buffer.from('<svg width="600" height="400"><circle cx="300" cy="200" r="180" fill="#2f6fb0"/></svg>') },
  ])
  .jpeg()
  .toBuffer();
const photo = await storedPhoto(original, 'jpg', 'image/jpeg');

async function get(path: string, accept?: string) {
  const response = await request(`${upstream.origin}${path}`, { headers: accept ? { accept } : {} });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, bytes };
}

t.test('every width comes in the format the browser takes best, never wider than the original', async (t) => {
  const accepts = [
    [CHROME_ACCEPT, 'avif', 'image/avif'],
    ['image/webp,*/*', 'webp', 'image/webp'],
    ['*/*', 'jpeg', 'image/jpeg'],
  ] as const;
  for (const width of PHOTO_WIDTHS) {
    for (const [accept, format, contentType] of accepts) {
      const answer = await get(`/files/${photo}?w=${width}`, accept);
      t.equal(answer.status, 200);
      t.equal(answer.headers['content-type'], contentType, `${width} for ${accept}`);
      t.equal(Number(answer.headers['content-length']), answer.bytes.length, 'its exact length');
      t.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      t.equal(answer.headers.vary, 'Accept');
      const image = await sharp(answer.bytes).metadata();
      t.equal(image.format === 'heif' ? 'avif' : image.format, format);
      t.same([image.width, image.height], [Math.min(width, 1500), Math.round((Math.min(width, 1500) * 2) / 3)]);
    }
  }
  const small = await get(`/files/${photo}?w=320`, CHROME_ACCEPT);
  t.ok(small.bytes.length < original.length / 5, `320 px AVIF is ${small.bytes.length} bytes of ${original.length}`);
});

t.test('an Accept that refuses AVIF gets WebP, and the original stays as it was without a width', async (t) => {
  const webp = await get(`/files/${photo}?w=640`, 'image/avif;q=0,image/webp,*/*;q=0.8');
  t.equal(webp.headers['content-type'], 'image/webp');
  const whole = await get(`/files/${photo}`, CHROME_ACCEPT);
  t.equal(whole.headers['content-type'], 'image/jpeg');
  t.ok(whole.bytes.equals(original), 'the original, byte for byte');
  t.equal(whole.headers.vary, undefined, 'the original does not vary');
});

t.test('a width not on the list is a 400 naming the widths, without a trace of the server', async (t) => {
  for (const query of ['w=100', 'w=abc', 'w=', 'w=640&w=320', 'w=-160', 'w=6400000000000000000000', 'w=640.0']) {
    const answer = await get(`/files/${photo}?${query}`, CHROME_ACCEPT);
    t.equal(answer.status, 400, query);
    const body = JSON.parse(answer.bytes.toString());
    t.same(body, { error: 'Bad Request', message: 'w must be one of 160, 320, 640, 960, 1280' }, query);
  }
});

t.test('only files a row knows are resized: others are 404 with or without a width', async (t) => {
  const stray = `${randomUUID()}.jpg`;
  writeFileSync(join(upstream.uploadsDir, stray), original);
  for (const path of [
    `/files/${stray}?w=320`,
    `/files/${randomUUID()}.jpg?w=320`,
    '/files/notes.txt?w=320',
    `/files/variants%2F${photo}.320.avif?w=320`,
    `/files/..%2F${photo}?w=320`,
  ]) {
    t.equal((await get(path, CHROME_ACCEPT)).status, 404, path);
  }
  const kept = readdirSync(join(upstream.uploadsDir, 'variants'));
  t.notOk(
    kept.some((file) => file.startsWith(stray)),
    'nothing was made of the unknown file',
  );
});

t.test('many first requests for one copy get the same bytes, and one file is kept', async (t) => {
  const fresh = await storedPhoto(original, 'jpg', 'image/jpeg');
  const answers = await Promise.all(Array.from({ length: 8 }, () => get(`/files/${fresh}?w=960`, CHROME_ACCEPT)));
  t.ok(
    answers.every((answer) => answer.status === 200 && answer.bytes.equals(answers[0]?.bytes ?? Buffer.alloc(0))),
    'the same copy for all',
  );
  const kept = readdirSync(join(upstream.uploadsDir, 'variants')).filter((file) => file.startsWith(fresh));
  t.same(kept, [`${fresh}.960.avif`], 'one file, nothing half-written left');
});

t.test('a photo sharp cannot read (HEIC) is served as it is at any width', async (t) => {
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
  const name = await storedPhoto(heic, 'heic', 'image/heic');
  const answer = await get(`/files/${name}?w=640`, CHROME_ACCEPT);
  t.equal(answer.status, 200);
  t.equal(answer.headers['content-type'], 'image/heic');
  t.ok(answer.bytes.equals(heic));
  t.equal(answer.headers.vary, 'Accept');
});

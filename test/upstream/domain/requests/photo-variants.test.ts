// Resized copies of stored photos (decision 040): the format an Accept header gets, and one sharp
// run for a copy asked for many times at once.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import t from 'tap';
import { photoSize } from '../../../../upstream/domain/requests/photo-size.ts';
import { formatFor, photoVariants } from '../../../../upstream/domain/requests/photo-variants.ts';

t.test('the best format the Accept header takes, JPEG when it names none', async (t) => {
  t.equal(formatFor('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'), 'avif', 'Chrome');
  t.equal(formatFor('image/webp,*/*'), 'webp', 'an older Safari');
  t.equal(formatFor('image/avif;q=0,image/webp'), 'webp', 'AVIF refused');
  t.equal(formatFor('image/avif;q=0.5,image/webp;q=0.9'), 'webp', 'the higher quality wins');
  t.equal(formatFor('*/*'), 'jpeg');
  t.equal(formatFor(undefined), 'jpeg');
  t.equal(formatFor('text/html'), 'jpeg');
});

t.test('a copy asked for many times at once is made once, and kept for the next', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-variants-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const name = '00000000-0000-4000-8000-000000000001.png';
  const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: '#2f6fb080' } })
    .png()
    .toBuffer();
  writeFileSync(join(dir, name), png);
  const variants = photoVariants(dir);
  const asked = Array.from({ length: 6 }, () => variants.variant(name, 320, 'jpeg'));
  t.ok(
    asked.every((pending) => pending === asked[0]),
    'every caller waits for the same run',
  );
  const made = await asked[0];
  t.equal(made?.contentType, 'image/jpeg');
  const image = await sharp(made?.path).metadata();
  t.same([image.width, image.height, image.hasAlpha], [320, 240, false], 'flattened for JPEG');
  t.same(readdirSync(join(dir, 'variants')), [`${name}.320.jpeg`]);
  const again = await variants.variant(name, 320, 'jpeg');
  t.same(again, made, 'the kept copy');
  t.same(await photoSize(join(dir, name)), { width: 800, height: 600 });
  writeFileSync(join(dir, 'broken.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0, 1, 2]));
  t.equal(await photoSize(join(dir, 'broken.jpg')), null, 'a file that is no image has no size');
  t.equal(await variants.variant('broken.jpg', 160, 'webp'), null, 'nor a copy');
});

t.test('the size of a phone photo is that of the upright picture', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-variants-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  // Stored landscape, tagged "rotate 90°" as phones held upright write it.
  const turned = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const name = '00000000-0000-4000-8000-000000000002.jpg';
  writeFileSync(join(dir, name), turned);
  t.same(await photoSize(join(dir, name)), { width: 300, height: 400 });
  const copy = await photoVariants(dir).variant(name, 160, 'webp');
  const image = await sharp(copy?.path).metadata();
  t.same([image.width, image.height, image.orientation], [160, 213, undefined], 'upright, no tag left');
});

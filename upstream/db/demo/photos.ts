// Demo work photos: a few small PNG images drawn in code (a tiled wall, planks, bricks …) and
// written once to the uploads folder, so the photos of demo profiles are real files the upstream
// serves. Profiles share them.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { stableId } from './random.ts';

const WIDTH = 96;
const HEIGHT = 72;

type Painter = (x: number, y: number) => readonly [number, number, number];

const PICTURES: readonly (readonly [string, Painter])[] = [
  ['tiles', (x, y) => (x % 16 === 0 || y % 16 === 0 ? [180, 180, 175] : [232, 236, 240])],
  [
    'planks',
    (x, y) =>
      y % 12 === 0 || (x + (Math.floor(y / 12) % 2) * 40) % 80 === 0 ? [110, 72, 40] : [176 - (x % 9), 122, 70],
  ],
  [
    'bricks',
    (x, y) => (y % 9 === 0 || (x + (Math.floor(y / 9) % 2) * 10) % 20 === 0 ? [210, 205, 195] : [165, 74, 52]),
  ],
  ['roof', (x, y) => ((x + y * 2) % 14 < 2 ? [70, 60, 60] : [150, 60, 45])],
  ['garden', (x, y) => (y < 24 ? [150, 200, 240] : [70 + (x % 7) * 4, 140 + (y % 5) * 6, 60])],
  ['paint', (x, y) => (x < WIDTH / 2 ? [240, 238, 230] : [120 + y, 160, 150])],
  ['kitchen', (x, y) => (y > 40 ? [90, 95, 100] : x % 24 < 22 ? [245, 245, 240] : [200, 200, 200])],
  ['boiler', (x, y) => (x > 30 && x < 66 && y > 10 && y < 62 ? [250, 250, 250] : [205, 210, 215])],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function png(paint: Painter): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    for (let x = 0; x < WIDTH; x++) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Writes the pictures that are missing and returns their file names.
export async function writeDemoPhotos(uploadsDir: string): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const names: string[] = [];
  for (const [name, paint] of PICTURES) {
    // Named like every stored upload (a UUID), which is what the upstream serves under /files/.
    const fileName = `${stableId(0, 'demo-photo', name)}.png`;
    const path = join(uploadsDir, fileName);
    if (!existsSync(path)) await writeFile(path, png(paint));
    names.push(fileName);
  }
  return names;
}

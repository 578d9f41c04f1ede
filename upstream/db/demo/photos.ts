// Demo work photos: for each trade of the demo taxonomy a picture of that trade's work, drawn in
// code (scenes-*.ts) and rendered once by sharp to a JPEG in the uploads folder, so the photos of
// demo profiles are real files the upstream serves and resizes like any upload. A professional's
// photos come from their own trades, captioned with what the picture shows.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Localized } from './language.ts';
import { stableId } from './random.ts';
import type { Scene } from './scene.ts';
import { SCENE_HEIGHT, SCENE_WIDTH } from './scene-parts.ts';
import { MORE_SCENES } from './scenes-more.ts';
import { OUTSIDE_SCENES } from './scenes-outside.ts';
import { ROOM_SCENES } from './scenes-rooms.ts';
import { WORK_SCENES } from './scenes-work.ts';

export const SCENES: readonly Scene[] = [...ROOM_SCENES, ...WORK_SCENES, ...OUTSIDE_SCENES, ...MORE_SCENES];

export interface DemoPhoto {
  // The trade whose work it shows (a key of upstream/db/demo/trades-*.ts).
  readonly trade: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly caption: Localized;
  readonly width: number;
  readonly height: number;
}

async function render(scene: Scene, path: string): Promise<void> {
  const jpeg = await sharp(Buffer.from(scene.draw())).jpeg({ quality: 85 }).toBuffer();
  // Written aside and renamed, so a reader never meets half a picture.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, jpeg);
  await rename(partial, path);
}

// Renders the pictures that are missing (all at once: sharp works on its own threads) and returns
// every picture, in the order of SCENES.
export async function writeDemoPhotos(uploadsDir: string): Promise<DemoPhoto[]> {
  await mkdir(uploadsDir, { recursive: true });
  return Promise.all(
    SCENES.map(async (scene, index) => {
      // Named like every stored upload (a UUID), which is what the upstream serves under /files/;
      // the same for the same trade's n-th picture, so a second seed finds it on disk.
      const nth = SCENES.slice(0, index).filter((other) => other.trade === scene.trade).length;
      const fileName = `${stableId(0, 'demo-photo', scene.trade, nth)}.jpg`;
      const path = join(uploadsDir, fileName);
      if (!existsSync(path)) await render(scene, path);
      return {
        trade: scene.trade,
        fileName,
        contentType: 'image/jpeg',
        caption: scene.caption,
        width: SCENE_WIDTH,
        height: SCENE_HEIGHT,
      };
    }),
  );
}

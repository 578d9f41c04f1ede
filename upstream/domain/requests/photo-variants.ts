// Resized copies of stored photos (docs/decisions/040-image-pipeline.md): one of a fixed few widths,
// in the best format the browser accepts, made by sharp on the first request and kept on disk in
// the uploads folder's `variants/` beside the originals. Every later request is a file read.
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '../../../shared/constants.ts';

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export const VARIANT_CONTENT_TYPES: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

// Most preferred first, when the browser accepts several equally: the smallest for the same look.
const PREFERENCE: readonly VariantFormat[] = ['avif', 'webp', 'jpeg'];

// A photo of more pixels than this (a 10 MB file can unpack to gigabytes) is not resized: it is
// served as it is, and its decoding cannot take the server's memory.
const MAX_INPUT_PIXELS = 50_000_000;

// Resizing is CPU work: at most this many at once, the others wait their turn.
const MAX_AT_ONCE = 2;

export function photoWidth(value: unknown): PhotoWidth | null {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return null;
  const width = Number(value);
  return PHOTO_WIDTHS.find((allowed) => allowed === width) ?? null;
}

// The format an Accept header asks for: the most preferred among those it accepts with the highest
// quality; JPEG, which every browser shows, when it names none of them (or names only `*/*`).
export function formatFor(accept: string | undefined): VariantFormat {
  const quality = new Map<string, number>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (type) quality.set(type, Number.isFinite(value) ? value : 0);
  }
  let best: VariantFormat = 'jpeg';
  let bestQuality = 0;
  for (const format of PREFERENCE) {
    const q = quality.get(VARIANT_CONTENT_TYPES[format]) ?? 0;
    if (q > bestQuality) {
      best = format;
      bestQuality = q;
    }
  }
  return best;
}

export interface Variant {
  readonly path: string;
  readonly size: number;
  readonly contentType: string;
}

// The size of a regular file; null when there is none at the path.
export async function sizeOf(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

function encode(image: Sharp, format: VariantFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 75 });
  // JPEG has no transparency: a transparent PNG goes on white, as a page shows it.
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
}

export interface PhotoVariants {
  // The variant of a stored original (its file name as the server gave it), made if missing; null
  // when the original cannot be read as an image (a HEIC file, a broken one, one too large).
  variant(name: string, width: PhotoWidth, format: VariantFormat): Promise<Variant | null>;
}

export function photoVariants(uploadsDir: string): PhotoVariants {
  const dir = join(uploadsDir, 'variants');
  // Variants being made: a second request for the same one waits for the first, not a new sharp run.
  const making = new Map<string, Promise<Variant | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  async function make(name: string, width: PhotoWidth, format: VariantFormat, path: string): Promise<Variant | null> {
    const size = await sizeOf(path);
    if (size !== null) return { path, size, contentType: VARIANT_CONTENT_TYPES[format] };
    return turn(async () => {
      await mkdir(dir, { recursive: true });
      const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
      try {
        // Upright by its orientation tag, never enlarged; the output keeps no metadata (no place
        // a phone wrote into the original).
        const image = sharp(join(uploadsDir, name), { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        const info = await encode(image, format).toFile(partial);
        await rename(partial, path);
        return { path, size: info.size, contentType: VARIANT_CONTENT_TYPES[format] };
      } catch {
        await rm(partial, { force: true });
        return null;
      }
    });
  }

  return {
    variant(name, width, format) {
      const path = join(dir, `${name}.${width}.${format}`);
      const pending = making.get(path);
      if (pending) return pending;
      const made = make(name, width, format, path).finally(() => making.delete(path));
      making.set(path, made);
      return made;
    },
  };
}

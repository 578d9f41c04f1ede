// Files sent with a job (GraphQL multipart requests, mercurius-upload). The upload arrives as a
// stream; what is kept, and under which name, is decided here: the type by the file's content (its
// magic bytes), never by its name or declared type, and the name by the server.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { type FileUpload, Upload } from 'graphql-upload-minimal';
import type { FileErrorCode } from '../../generated/graphql.ts';
import { photoSize } from './photo-size.ts';

export type UploadedFile = FileUpload;

// Bounds of the multipart request itself; the posting flow answers the §5 file codes before these
// are reached (more files than this, or a larger one, and the request is refused whole).
export const UPLOAD_LIMITS = { maxFiles: 20, maxFileSize: 10 * 1024 * 1024 + 1, maxFieldSize: 1_000_000 } as const;

// The contract's bounds for job photos (PostServiceRequestInput.photos).
export const MAX_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

// The names the server gives kept files; nothing else is ever served from the uploads folder.
export const STORED_FILE_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|heic)$/;

interface PhotoType {
  readonly extension: 'jpg' | 'png' | 'webp' | 'heic';
  readonly contentType: string;
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1']);

// The image type the first bytes announce, or null for anything else.
export function sniffPhotoType(head: Buffer): PhotoType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  if (head.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(head.toString('latin1', 8, 12))) {
    return { extension: 'heic', contentType: 'image/heic' };
  }
  return null;
}

export interface StoredPhoto {
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  // Pixels, upright; null when sharp cannot read the file (HEIC, whose decoder it lacks).
  readonly width: number | null;
  readonly height: number | null;
}

export interface PhotoRefusal {
  readonly code: FileErrorCode;
  readonly fileName: string | null;
}

export type PhotoOutcome =
  | { readonly ok: true; readonly photos: readonly StoredPhoto[] }
  | { readonly ok: false; readonly refusal: PhotoRefusal };

interface Received {
  readonly tempPath: string;
  readonly sizeBytes: number;
  readonly head: Buffer;
}

const HEAD_BYTES = 16;

// Streams one file to a temporary name in the folder, counting its bytes. Past the limit nothing
// more is written, but the stream is still read to its end: the multipart parser waits for it
// before it hands over the next file.
async function receive(file: UploadedFile, dir: string): Promise<Received> {
  const tempPath = join(dir, `${randomUUID()}.part`);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of file.createReadStream() as AsyncIterable<Buffer>) {
      sizeBytes += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (sizeBytes <= MAX_PHOTO_BYTES && !out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
    return { tempPath, sizeBytes, head };
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
}

// Reads and drops what is left of the uploads, so the request ends and nothing waits on them. A
// file whose stream was already taken, or that never arrived, is skipped.
export async function discardUploads(uploads: readonly Promise<UploadedFile>[]): Promise<void> {
  for (const upload of uploads) {
    try {
      const stream = (await upload).createReadStream();
      stream.resume();
      await finished(stream);
    } catch {
      // Nothing left to read of this one.
    }
  }
}

export async function removeStoredPhotos(dir: string, photos: readonly StoredPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => rm(join(dir, photo.fileName), { force: true })));
}

const refused = (code: FileErrorCode, fileName: string | null = null): PhotoOutcome => ({
  ok: false,
  refusal: { code, fileName: fileName?.slice(0, 255) ?? null },
});

async function storeOne(file: UploadedFile, dir: string): Promise<StoredPhoto | PhotoRefusal> {
  const received = await receive(file, dir);
  const type = sniffPhotoType(received.head);
  const refusal: FileErrorCode | null =
    received.sizeBytes > MAX_PHOTO_BYTES ? 'INVALID_FILE_SIZE' : type ? null : 'INVALID_FILE_TYPE';
  if (refusal || !type) {
    await rm(received.tempPath, { force: true });
    return { code: refusal ?? 'INVALID_FILE_TYPE', fileName: file.filename };
  }
  const fileName = `${randomUUID()}.${type.extension}`;
  const path = join(dir, fileName);
  await rename(received.tempPath, path);
  const size = await photoSize(path);
  return {
    fileName,
    contentType: type.contentType,
    sizeBytes: received.sizeBytes,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

// Keeps every photo under a server-made name, or none: on a refusal or an error what was written
// is removed and the rest of the uploads are drained.
export async function storePhotos(dir: string, uploads: readonly Promise<UploadedFile>[]): Promise<PhotoOutcome> {
  if (uploads.length > MAX_PHOTOS) {
    await discardUploads(uploads);
    return refused('INVALID_FILE_COUNT');
  }
  const stored: StoredPhoto[] = [];
  try {
    if (uploads.length > 0) await mkdir(dir, { recursive: true });
    for (const [index, upload] of uploads.entries()) {
      const result = await storeOne(await upload, dir);
      if ('code' in result) {
        await removeStoredPhotos(dir, stored);
        await discardUploads(uploads.slice(index + 1));
        return refused(result.code, result.fileName);
      }
      stored.push(result);
    }
    return { ok: true, photos: stored };
  } catch (error) {
    await removeStoredPhotos(dir, stored);
    await discardUploads(uploads);
    throw error;
  }
}

// A multipart request answered before its files were read (a refused token, an invalid query, a
// failure that stops a resolver early) would never finish arriving: what no one read is read to the
// end and thrown away, so the request completes.
export function drainUnreadUploads(body: unknown): void {
  const uploads: Promise<UploadedFile>[] = [];
  const collect = (value: unknown): void => {
    if (value instanceof Upload) uploads.push(value.promise);
    else if (Array.isArray(value)) for (const item of value) collect(item);
    else if (value && typeof value === 'object') for (const item of Object.values(value)) collect(item);
  };
  collect((body as { variables?: unknown } | undefined)?.variables);
  void discardUploads(uploads);
}

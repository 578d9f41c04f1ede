// The bytes of a professional's document (decision 058): streamed to a temporary name in the
// private documents folder, its type decided by its first bytes (PDF, JPEG, PNG) — never by its
// name or declared type — and kept under a name the server makes. The folder is not the public
// files folder: nothing in it is served at /files/.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { FileErrorCode } from '../../generated/graphql.ts';
import { discardUploads, type UploadedFile } from '../requests/uploads.ts';

// A scan of a licence or certificate fits well within this; the multipart limit is just above it.
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

// The names the server gives kept documents.
export const DOCUMENT_FILE_NAME = /^[0-9a-f-]{36}\.(pdf|jpg|png)$/;

interface DocumentFileType {
  readonly extension: 'pdf' | 'jpg' | 'png';
  readonly contentType: string;
}

const HEAD_BYTES = 8;

// The document type the first bytes announce, or null for anything else.
export function sniffDocumentType(head: Buffer): DocumentFileType | null {
  if (head.toString('latin1', 0, 5) === '%PDF-') return { extension: 'pdf', contentType: 'application/pdf' };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { extension: 'png', contentType: 'image/png' };
  }
  return null;
}

export interface StoredDocumentFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly originalName: string | null;
}

export type DocumentFileOutcome =
  | { readonly ok: true; readonly file: StoredDocumentFile }
  | { readonly ok: false; readonly code: FileErrorCode; readonly fileName: string | null };

// Keeps the file, or refuses it with the §5 code: empty or over the limit INVALID_FILE_SIZE, not a
// PDF, JPEG or PNG INVALID_FILE_TYPE. Past the limit nothing more is written, but the stream is read
// to its end so the request completes.
export async function storeDocumentFile(dir: string, upload: Promise<UploadedFile>): Promise<DocumentFileOutcome> {
  let file: UploadedFile;
  try {
    file = await upload;
  } catch {
    await discardUploads([upload]);
    return { ok: false, code: 'INVALID_FILE_COUNT', fileName: null };
  }
  const originalName = file.filename ? file.filename.slice(0, 255) : null;
  await mkdir(dir, { recursive: true });
  const tempPath = join(dir, `${randomUUID()}.part`);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of file.createReadStream() as AsyncIterable<Buffer>) {
      sizeBytes += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (sizeBytes <= MAX_DOCUMENT_BYTES && !out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  const type = sniffDocumentType(head);
  const code: FileErrorCode | null =
    sizeBytes === 0 || sizeBytes > MAX_DOCUMENT_BYTES ? 'INVALID_FILE_SIZE' : type ? null : 'INVALID_FILE_TYPE';
  if (code || !type) {
    await rm(tempPath, { force: true });
    return { ok: false, code: code ?? 'INVALID_FILE_TYPE', fileName: originalName };
  }
  const fileName = `${randomUUID()}.${type.extension}`;
  await rename(tempPath, join(dir, fileName));
  return { ok: true, file: { fileName, contentType: type.contentType, sizeBytes, originalName } };
}

export async function removeDocumentFile(dir: string, fileName: string): Promise<void> {
  await rm(join(dir, fileName), { force: true });
}

// Files in a GraphQL multipart request (job photos) on their way to the upstream. mercurius-upload
// turns each file of the browser's request into an Upload in the variables; before the upstream
// call they are written to a private temporary folder (at most `maxFileBytes` each — the upstream
// judges size from what arrives, so one byte past its limit is enough to be refused there) and
// sent on from disk. From disk, so memory stays flat however many people upload at once, and so a
// retried call can send the same files again.

import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { processRequest, Upload } from 'graphql-upload-minimal';

// A file past this is cut at it: the upstream refuses photos over 10 MB, and one byte more is what
// tells it a file was too large (decision 009).
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024 + 1;
// One more than the photos a job may have, so the upstream can say "too many"; more is refused here.
const MAX_FILES = 9;

export interface SpooledFile {
  // Where the file goes in the variables, as the multipart `map` names it.
  readonly path: string;
  readonly filename: string;
  readonly contentType: string;
  // The spooled copy on disk and its size.
  readonly file: string;
  readonly size: number;
}

export interface SpooledUploads {
  // The variables with every file replaced by null, as the multipart `operations` carries them.
  readonly variables: Record<string, unknown>;
  readonly files: readonly SpooledFile[];
  discard(): Promise<void>;
}

interface Found {
  readonly path: string;
  readonly upload: Upload;
}

function withoutUploads(value: unknown, path: string, found: Found[]): unknown {
  if (value instanceof Upload) {
    found.push({ path, upload: value });
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => withoutUploads(item, `${path}.${index}`, found));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutUploads(item, `${path}.${key}`, found)]),
    );
  }
  return value;
}

// Reads the whole stream (the multipart parser hands over the next file only after this one ended)
// but keeps at most `limit` bytes.
async function spool(stream: NodeJS.ReadableStream, target: string, limit: number): Promise<number> {
  const out = createWriteStream(target, { flags: 'wx', mode: 0o600 });
  let written = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const room = limit - written;
    if (room > 0) {
      const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
      written += part.length;
      if (!out.write(part)) await once(out, 'drain');
    }
  }
  out.end();
  await finished(out);
  return written;
}

// Null when the variables hold no file: the call goes as JSON.
export async function spoolUploads(
  variables: Readonly<Record<string, unknown>> | undefined,
  maxFileBytes: number,
): Promise<SpooledUploads | null> {
  const found: Found[] = [];
  const stripped = withoutUploads(variables ?? {}, 'variables', found) as Record<string, unknown>;
  if (found.length === 0) return null;
  const dir = await mkdtemp(join(tmpdir(), 'hearth-bff-upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  try {
    const files: SpooledFile[] = [];
    for (const [index, { path, upload }] of found.entries()) {
      const file = await upload.promise;
      const target = join(dir, String(index));
      const size = await spool(file.createReadStream(), target, maxFileBytes);
      files.push({ path, filename: file.filename, contentType: file.mimetype, file: target, size });
    }
    return { variables: stripped, files, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

// A fresh multipart body (operations, map, then the files streamed from disk) for one attempt,
// with its length known up front, so the upstream reads it like any browser's form.
export interface MultipartBody {
  readonly contentType: string;
  readonly length: number;
  readonly body: Readable;
}

// Quotes and line breaks in a browser-given name cannot break out of the part's header.
const headerSafe = (name: string) => name.replace(/[\r\n]/g, ' ').replace(/"/g, '%22');

export function multipartBody(operations: string, files: readonly SpooledFile[]): MultipartBody {
  const boundary = `----hearth-${randomBytes(16).toString('hex')}`;
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const map = JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]])));
  const head = Buffer.concat([field('operations', operations), field('map', map)]);
  const fileHeads = files.map((file, index) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${headerSafe(file.filename)}"\r\n` +
        `Content-Type: ${headerSafe(file.contentType || 'application/octet-stream')}\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length =
    head.length +
    tail.length +
    files.reduce((sum, file, index) => sum + (fileHeads[index]?.length ?? 0) + file.size + 2, 0);
  async function* parts() {
    yield head;
    for (const [index, file] of files.entries()) {
      yield fileHeads[index] as Buffer;
      yield* createReadStream(file.file);
      yield Buffer.from('\r\n');
    }
    yield tail;
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, length, body: Readable.from(parts()) };
}

// Files of a request that no resolver read (the operation was refused before its upstream call)
// are read to the end and dropped, so the request completes and its answer can go out.
export function drainUploads(body: unknown): void {
  const found: Found[] = [];
  withoutUploads((body as { variables?: unknown } | null | undefined)?.variables ?? {}, 'variables', found);
  for (const { upload } of found) {
    upload.promise.then(
      (file) => {
        try {
          file.createReadStream().resume();
        } catch {
          // Already read by the call that used it.
        }
      },
      () => {},
    );
  }
}

// GraphQL multipart requests on `path` only (any other route keeps refusing multipart with 415):
// the body becomes {query, variables} with an Upload per file, read as resolvers ask for them.
// The CSRF check (gateway/csrf.ts) runs before this, on the headers alone.
export function acceptUploads(app: FastifyInstance, path: string): void {
  const multipart = new WeakSet<object>();
  app.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    if (request.routeOptions.url !== path) {
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
      return;
    }
    multipart.add(request);
    done(null, undefined);
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!multipart.has(request)) return;
    request.body = await processRequest(request.raw, reply.raw, {
      maxFiles: MAX_FILES,
      maxFileSize: MAX_UPLOAD_BYTES,
      maxFieldSize: 1_000_000,
    });
  });
  app.addHook('onSend', async (request) => {
    if (multipart.has(request)) drainUploads(request.body);
  });
}

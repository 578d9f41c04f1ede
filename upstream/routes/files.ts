// Uploaded files (job photos, professionals' photos and logos), served by the names the server gave them.
// Only a name of that exact shape that a row knows is served, so no other file of the folder (and
// nothing outside it) can be reached. Names are random and never reused: caches keep them forever.
// `?w=<width>` asks for a resized copy in the format the Accept header prefers (decision 040).
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PHOTO_WIDTHS } from '../../shared/constants.ts';
import type { Database } from '../db/database.ts';
import { formatFor, photoVariants, photoWidth, sizeOf } from '../domain/requests/photo-variants.ts';
import { STORED_FILE_NAME } from '../domain/requests/uploads.ts';

export interface FileRouteOptions {
  readonly uploadsDir: string;
  readonly db: Database;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function sendFile(reply: FastifyReply, path: string, contentType: string, size: number) {
  return reply
    .header('content-type', contentType)
    .header('content-length', size)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(path));
}

export async function fileRoutes(app: FastifyInstance, { uploadsDir, db }: FileRouteOptions) {
  const variants = photoVariants(uploadsDir);

  app.get<{ Params: { name: string }; Querystring: { w?: unknown } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.code(404).send({ error: 'Not Found' });
    if (!STORED_FILE_NAME.test(name)) return notFound();
    const asked = request.query.w;
    const width = asked === undefined ? null : photoWidth(asked);
    if (asked !== undefined && width === null) {
      return reply.code(400).send({ error: 'Bad Request', message: `w must be one of ${PHOTO_WIDTHS.join(', ')}` });
    }
    const [known] = await db.query<{ content_type: string }>(
      `SELECT content_type FROM attachments WHERE file_name = $1
       UNION ALL SELECT content_type FROM pro_photos WHERE file_name = $1
       UNION ALL SELECT logo_content_type FROM company_profiles WHERE logo_file_name = $1
       LIMIT 1`,
      [name],
    );
    const path = join(uploadsDir, name);
    const size = known ? await sizeOf(path) : null;
    if (!known || size === null) return notFound();
    if (width === null) return sendFile(reply, path, known.content_type, size);
    // Either answer to a width depends on Accept, even the original served when no copy can be made.
    reply.header('vary', 'Accept');
    const variant = await variants.variant(name, width, formatFor(request.headers.accept));
    if (!variant) {
      request.log.warn({ name }, 'photo cannot be resized; the original is served');
      return sendFile(reply, path, known.content_type, size);
    }
    return sendFile(reply, variant.path, variant.contentType, variant.size);
  });
}

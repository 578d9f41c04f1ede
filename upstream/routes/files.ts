// Uploaded files (job photos, professionals' photos), served by the names the server gave them.
// Only a name of that exact shape that a row knows is served, so no other file of the folder (and
// nothing outside it) can be reached. Names are random and never reused: caches keep them forever.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { STORED_FILE_NAME } from '../domain/requests/uploads.ts';

export interface FileRouteOptions {
  readonly uploadsDir: string;
  readonly db: Database;
}

async function sizeOf(path: string): Promise<number | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}

export async function fileRoutes(app: FastifyInstance, { uploadsDir, db }: FileRouteOptions) {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const { name } = request.params;
    const notFound = () => reply.code(404).send({ error: 'Not Found' });
    if (!STORED_FILE_NAME.test(name)) return notFound();
    const [known] = await db.query<{ content_type: string }>(
      `SELECT content_type FROM attachments WHERE file_name = $1
       UNION ALL SELECT content_type FROM pro_photos WHERE file_name = $1
       LIMIT 1`,
      [name],
    );
    const path = join(uploadsDir, name);
    const size = known ? await sizeOf(path) : null;
    if (!known || size === null) return notFound();
    return reply
      .header('content-type', known.content_type)
      .header('content-length', size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });
}

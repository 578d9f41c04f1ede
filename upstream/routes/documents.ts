// A professional's document, read by staff (decision 058): GET /documents/{id} with a staff
// session's bearer token. Documents are kept outside the public files folder and never served at
// /files/; this route is the only way to their bytes. Without a session 401, for anyone but staff
// acting as themselves 403, an unknown id 404. Never cached, always a download.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { decide } from '../domain/access/policy.ts';
import { DOCUMENT_FILE_NAME } from '../domain/documents/files.ts';
import type { DocumentRow } from '../domain/documents/rows.ts';
import { sizeOf } from '../domain/requests/photo-variants.ts';
import { isUuid } from '../domain/validation/ids.ts';

export interface DocumentRouteOptions {
  readonly documentsDir: string;
  readonly db: Database;
}

export async function documentRoutes(app: FastifyInstance, { documentsDir, db }: DocumentRouteOptions) {
  app.get<{ Params: { id: string } }>('/documents/:id', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const decision = await decide(db, request.viewer, { who: 'staff' });
    if (!decision.allowed) {
      const status = decision.reason === 'UNAUTHENTICATED' ? 401 : 403;
      return reply.code(status).send({ error: status === 401 ? 'Unauthorized' : 'Forbidden' });
    }
    const notFound = () => reply.code(404).send({ error: 'Not Found' });
    const { id } = request.params;
    if (!isUuid(id)) return notFound();
    const [document] = await db.query<Pick<DocumentRow, 'file_name' | 'content_type'>>(
      'SELECT file_name, content_type FROM pro_documents WHERE id = $1',
      [id],
    );
    if (!document || !DOCUMENT_FILE_NAME.test(document.file_name)) return notFound();
    const path = join(documentsDir, document.file_name);
    const size = await sizeOf(path);
    if (size === null) return notFound();
    return reply
      .header('content-type', document.content_type)
      .header('content-length', size)
      .header('content-disposition', `attachment; filename="${document.file_name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });
}

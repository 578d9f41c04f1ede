// An invoice's PDF (decision 066): GET /invoices/{id}.pdf with the bearer token of the professional
// whose invoice it is (or of staff acting as themselves). Without a session 401; another's invoice
// or an unknown id 404, so the route does not tell which ids exist. Never cached.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { decide } from '../domain/access/policy.ts';
import { loadInvoiceDocument, renderInvoicePdf } from '../domain/billing/invoice-pdf.ts';
import { isUuid } from '../domain/validation/ids.ts';

const PDF_NAME = /^([0-9a-f-]{36})\.pdf$/;

export async function invoiceRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get<{ Params: { file: string } }>('/invoices/:file', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const viewer = request.viewer;
    if (!viewer) return reply.code(401).send({ error: 'Unauthorized' });
    const notFound = () => reply.code(404).send({ error: 'Not Found' });
    const id = PDF_NAME.exec(request.params.file)?.[1];
    if (!id || !isUuid(id)) return notFound();
    const document = await loadInvoiceDocument(db, id);
    if (!document) return notFound();
    const isStaff = (await decide(db, viewer, { who: 'staff' })).allowed;
    if (!isStaff && (document.invoice.user_id !== viewer.userId || viewer.userType !== 'SERVICE_PRO')) {
      return notFound();
    }
    const pdf = await renderInvoicePdf(document);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${document.invoice.number ?? id}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });
}

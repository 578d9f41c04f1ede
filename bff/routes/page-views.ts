// POST /pv (spec §7.3): the page-view beacon. Encapsulated on purpose — the form parser registered
// here exists only for this route, so a form post never reaches /graphql as a parsed body. A 204
// means the record is durable in the sink (group commit, queue.ts); a full queue answers 503.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_VIEW_PATH } from '../../shared/page-views.ts';
import { CLIENT_ID_COOKIES, SESSION_ID_COOKIES } from '../../shared/request-identity.ts';
import type { BffConfig } from '../config.ts';
import { createFileSink } from '../page-views/file-sink.ts';
import { createNatsSink } from '../page-views/nats-sink.ts';
import {
  createGroupCommitQueue,
  type PageViewObserver,
  type PageViewRejection,
  type PageViewSink,
  rejectionForStatus,
} from '../page-views/queue.ts';
import {
  PageViewFieldError,
  type PageViewRecord,
  parsePageViewFields,
  toPageViewRecord,
} from '../page-views/record.ts';
import { rateLimitGuard } from '../plugins/rate-limits.ts';
import type { ReadinessChecks } from './health.ts';

// §9: max post bytes.
export const MAX_PAGE_VIEW_BYTES = 40_000;
const FORM = 'application/x-www-form-urlencoded';
// The request as declared: a form, read as text (any other body is refused 415 by the parser).
// Its fields are checked one by one in page-views/record.ts, as a schema cannot: a `uri` must
// name the brand's host or the one posted to, and each refusal names its field.
const SCHEMA = { body: { content: { [FORM]: { schema: { type: 'string' } } } } };
// Seconds a beacon refused for load should wait (sendBeacon itself does not retry; keepalive
// fetch fallbacks and proxies may).
const RETRY_AFTER_SECONDS = 1;

export interface PageViewsOptions {
  readonly config: BffConfig;
  // Tests pass a sink of their own (a slowed one, or one whose fsyncs they count).
  readonly sink?: PageViewSink<PageViewRecord>;
  // Counts what became of each beacon (routes/metrics.ts).
  readonly observer?: PageViewObserver;
  // /readyz asks the sink through this (routes/health.ts).
  readonly readiness?: ReadinessChecks;
}

async function sinkFor(config: BffConfig): Promise<PageViewSink<PageViewRecord>> {
  const sink = config.pageViewSink;
  return sink.kind === 'nats' ? createNatsSink<PageViewRecord>({ url: sink.url }) : createFileSink({ dir: sink.dir });
}

// §9 cookie names: both spellings exist.
function cookieOf(request: FastifyRequest, ...names: string[]): string | null {
  for (const name of names) {
    const value = request.cookies?.[name];
    if (value) return value;
  }
  return null;
}

function busy(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: 'Page views cannot be stored right now; try again later', requestId: request.id });
}

export async function pageViewsPlugin(
  app: FastifyInstance,
  { config, sink: given, observer, readiness }: PageViewsOptions,
) {
  const sink = given ?? (await sinkFor(config));
  const queue = createGroupCommitQueue(sink, { limit: config.pageViewQueueLimit, observer });
  readiness?.add('pageViewSink', () => queue.check());
  // Every answer of /pv is counted once: the handler names why it refused; otherwise the status does.
  const refusals = new WeakMap<FastifyRequest, PageViewRejection>();
  if (observer) {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 204) observer.accepted();
      else observer.rejected(refusals.get(request) ?? rejectionForStatus(reply.statusCode));
    });
  }
  // Fastify closes the server (letting in-flight beacons finish) before this runs; then whatever
  // is still queued is written before the process may exit.
  let closing = false;
  // While closing, each answer also closes its keep-alive connection: Node's server.close() only
  // ends connections idle at that moment, and beacons in flight would otherwise hold the process
  // open until the keep-alive timeout.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await queue.drain();
    await sink.close();
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: MAX_PAGE_VIEW_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Body: string | undefined }>(
    PAGE_VIEW_PATH,
    // A beacon acts for no one: it must not spend the single-use refresh token (session.ts).
    // Issue §7: past the client's limit a beacon gets 429 before its body is read, and nothing is written.
    {
      schema: SCHEMA,
      bodyLimit: MAX_PAGE_VIEW_BYTES,
      config: { session: false },
      onRequest: rateLimitGuard(app, 'pageViews'),
    },
    async (request, reply) => {
      // An absolute `uri` must name the brand's hostname or the host the beacon was posted to.
      const hosts = [request.brand.hostname, request.host].map((host) => host.toLowerCase());
      let record: PageViewRecord;
      try {
        record = toPageViewRecord(parsePageViewFields(request.body ?? '', hosts), {
          receivedAt: new Date(),
          brand: request.brand.id,
          locale: request.brand.locale,
          clientId: cookieOf(request, ...CLIENT_ID_COOKIES),
          sessionId: cookieOf(request, ...SESSION_ID_COOKIES),
          userType: request.session ? app.sessionCookie.trustedInfo(request).userType : null,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      } catch (error) {
        if (!(error instanceof PageViewFieldError)) throw error;
        return reply.code(400).send({ error: error.message, field: error.field, requestId: request.id });
      }
      const durable = queue.offer(record);
      if (!durable) {
        request.log.warn({ queued: queue.size }, 'page-view queue full');
        refusals.set(request, 'queue_full');
        return busy(request, reply);
      }
      try {
        await durable;
      } catch (error) {
        request.log.error({ err: error }, 'page view not stored');
        refusals.set(request, 'sink_failed');
        return busy(request, reply);
      }
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { getOperationAST, type OperationDefinitionNode } from 'graphql';
import mercurius from 'mercurius';
import { mercuriusUpload } from 'mercurius-upload';
import { isReferralCode, REFERRAL_CODE_HEADER } from '../../shared/referral.ts';
import type { UpstreamConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { recordActingFor } from '../domain/audit/audit-log.ts';
import type { TokenSigner } from '../domain/identity/tokens.ts';
import { drainUnreadUploads, UPLOAD_LIMITS } from '../domain/requests/uploads.ts';
import type { UpstreamContext, UpstreamServices } from '../graphql/context.ts';
import { maskErrors } from '../graphql/errors.ts';
import { Loaders } from '../graphql/loaders.ts';
import { cacheControlOf, NO_STORE } from '../graphql/public-answers.ts';
import { buildUpstreamSchema } from '../graphql/schema.ts';

export interface GraphqlRouteOptions {
  readonly db: Database;
  readonly tokens: TokenSigner;
  readonly config: UpstreamConfig;
  readonly codeKey: Uint8Array;
  readonly services: UpstreamServices;
}

function rootFieldNames(operation: OperationDefinitionNode): string[] {
  return operation.selectionSet.selections.flatMap((selection) =>
    selection.kind === 'Field' ? [selection.name.value] : [],
  );
}

// The upstream's public base: UPSTREAM_PUBLIC_URL, or its own address — with the port it really
// listens on when it was asked for any free one (port 0, as tests do).
function publicUrlOf(config: UpstreamConfig, app: FastifyInstance): string {
  const url = new URL(config.publicUrl);
  const address = app.server.address();
  if (url.port === '0' && address && typeof address === 'object') url.port = String(address.port);
  return url.href.replace(/\/$/, '');
}

export async function graphqlRoutes(app: FastifyInstance, options: GraphqlRouteOptions) {
  const { db, tokens, config, codeKey, services } = options;
  // Job photos arrive as GraphQL multipart requests. Files no one read are drained before the answer
  // goes out (this hook runs before mercurius-upload's, which waits for the request to end).
  // Nothing is kept unless the operation is a visitor's read of public data (decision 045).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
  });
  app.addHook('onSend', async (request) => {
    if (request.mercuriusUploadMultipart) drainUnreadUploads(request.body);
  });
  await app.register(mercuriusUpload, UPLOAD_LIMITS);
  await app.register(mercurius, {
    schema: buildUpstreamSchema(),
    path: '/graphql',
    graphiql: false,
    // The upstream's callers are servers, not browsers; its schema is public within the platform.
    // A mutation whose result is kept runs in one transaction with its kept answer (idempotency.ts).
    context: (request): UpstreamContext => {
      const requestDb = request.idempotency?.transaction ?? db;
      // Decision 050: the code of the referral link the visitor followed, kept and sent by the BFF.
      const referral = request.headers[REFERRAL_CODE_HEADER];
      return {
        db: requestDb,
        tokens,
        config,
        codeKey,
        services,
        viewer: request.viewer,
        requestId: request.id,
        clientIp: request.ip,
        referralCode: isReferralCode(referral) ? referral : null,
        loaders: new Loaders(requestDb),
        newAccounts: new Set(),
        uploadsDir: config.uploadsDir,
        documentsDir: config.documentsDir,
        publicUrl: publicUrlOf(config, app),
      };
    },
    errorFormatter: maskErrors,
  });
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    const viewer = (context as unknown as UpstreamContext).viewer;
    const request = context.reply.request;
    const body = request.body as { operationName?: unknown } | undefined;
    const name = typeof body?.operationName === 'string' && body.operationName ? body.operationName : undefined;
    const operation = getOperationAST(document, name);
    // Decision 045: whether the caller may keep the answer, said before it runs.
    context.reply.header('cache-control', cacheControlOf(operation, viewer === null, config.publicAnswerMaxAgeSeconds));
    // §6: a mutation run while acting for another account is written down before it runs.
    if (!viewer || viewer.mode === 'SELF' || operation?.operation !== 'mutation') return;
    await recordActingFor(db, viewer, rootFieldNames(operation), request.id);
  });
  // An answer that carries an error is nobody's to keep.
  app.graphql.addHook('onResolution', async (execution, context) => {
    if (execution.errors?.length) context.reply.header('cache-control', NO_STORE);
  });
}

// Issue §7 defences: CSRF prevention on /graphql as Apollo Server and Yoga do it. A browser sends a
// cross-site form or a `text/plain` post without a CORS preflight; it cannot send `application/json`
// or a custom header without one. So a request must be JSON or carry `x-hearth-csrf` (multipart
// uploads and GET send it, §7.1). mercurius' check does exactly this with its headers configured.
import type { RouteOptions } from 'fastify';
import { CSRF_HEADER } from '../../shared/constants.ts';
import { refusalBody } from './graphql-response.ts';

// mercurius' own two headers stay accepted: any custom header forces a preflight all the same.
export const csrfPrevention = {
  allowedContentTypes: ['application/json', 'application/graphql'],
  requiredHeaders: [CSRF_HEADER, 'x-mercurius-operation-name', 'mercurius-require-preflight'],
};

const GET_NOT_ENABLED = 'GraphQL over GET is not enabled here: send a POST';

// §7.1: queries may use GET only if configured. When it is not, mercurius' GET route answers 405
// before anything else; when it is, mercurius itself refuses mutations over GET with 405. Either
// way the answer names POST in `Allow` (RFC 9110 §15.5.6).
export function restrictGraphqlGet(route: RouteOptions, path: string, enabled: boolean): void {
  if (route.url !== path || (route.method !== 'GET' && route.method !== 'HEAD')) return;
  const onSend = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
  route.onSend = [
    ...onSend,
    async (_request, reply, payload) => {
      if (reply.statusCode === 405) reply.header('allow', 'POST');
      return payload;
    },
  ];
  if (enabled) return;
  route.onRequest = undefined;
  route.schema = undefined;
  route.handler = async (request, reply) =>
    reply
      .code(405)
      .header('allow', 'POST')
      .send(refusalBody(request, [{ message: GET_NOT_ENABLED, extensions: { requestId: request.id } }]));
}

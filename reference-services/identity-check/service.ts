// The identity-check reference provider (README.md): a check is asked for with the person's name and
// date of birth and the document as read; it answers 202 with the check's id, decides the outcome
// from the data given, and later POSTs the outcome to the callback URL, signed with the shared secret.
// A delivery that fails is tried again a bounded number of times with a growing wait, so the
// receiver sees the same outcome more than once and must be idempotent. State is kept in memory.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { laterOn } from '../later.ts';
import type { ReferenceServiceOptions } from '../services.ts';

export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE'] as const;
export type IdentityCheckOutcome = 'SUCCESS' | 'FAILED' | 'FAILED_NAME_MISMATCH' | 'UNKNOWN';
export type IdentityCheckStatus = 'PENDING' | IdentityCheckOutcome;

export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-signature-timestamp';
export const DEVELOPMENT_WEBHOOK_SECRET = 'hearth-development-identity-check-secret';

export interface CheckRequest {
  readonly person: { readonly givenNames: string; readonly familyName: string; readonly dateOfBirth: string };
  readonly document: {
    readonly type: string;
    readonly number: string;
    readonly givenNames: string;
    readonly familyName: string;
  };
  readonly callbackUrl: string;
}

export interface IdentityCheckServiceOptions {
  // Shared with the receiver; signs every delivery.
  readonly webhookSecret: string;
  // How long after the request the outcome is first delivered; null delivers only on
  // POST /checks/{id}/deliver (tests drive delivery themselves).
  readonly deliveryDelayMs: number | null;
  // Deliveries tried in all, and the wait before the second; each later wait doubles.
  readonly maxAttempts: number;
  readonly retryBaseDelayMs: number;
  // Seconds since the epoch, for the timestamp header (tests sign at a time of their choosing).
  readonly now?: () => number;
}

// The documented rules (README.md), in the order they apply.
export function decideOutcome(request: CheckRequest): { outcome: IdentityCheckOutcome; reason: string } {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(request.document.type)) {
    return { outcome: 'UNKNOWN', reason: 'DOCUMENT_TYPE_NOT_READABLE' };
  }
  if (/^(INVALID|X)/i.test(request.document.number.trim())) {
    return { outcome: 'FAILED', reason: 'DOCUMENT_INVALID' };
  }
  const same = (a: string, b: string) => normaliseName(a) === normaliseName(b);
  if (
    !same(request.person.givenNames, request.document.givenNames) ||
    !same(request.person.familyName, request.document.familyName)
  ) {
    return { outcome: 'FAILED_NAME_MISMATCH', reason: 'NAMES_DIFFER' };
  }
  return { outcome: 'SUCCESS', reason: 'DOCUMENT_AND_NAMES_MATCH' };
}

// Case, accents, hyphens and spacing do not make names differ.
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.\s]+/g, ' ')
    .trim();
}

// HMAC-SHA256 over "<timestamp>.<raw body>", hex, as the signature header carries it.
export function signDelivery(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

interface Check {
  readonly id: string;
  readonly request: CheckRequest;
  readonly outcome: IdentityCheckOutcome;
  readonly reason: string;
  readonly createdAt: string;
  status: IdentityCheckStatus;
  attempts: number;
  deliveredAt: string | null;
  decidedAt: string | null;
}

function validate(body: unknown): { request: CheckRequest } | { errors: string[] } {
  const errors: string[] = [];
  const value = (body ?? {}) as Record<string, unknown>;
  const object = (key: string, of: unknown): Record<string, unknown> => {
    if (of && typeof of === 'object') return of as Record<string, unknown>;
    errors.push(`${key} is required`);
    return {};
  };
  const text = (key: string, of: Record<string, unknown>, field: string) => {
    const found = of[field];
    if (typeof found !== 'string' || found.trim() === '' || found.length > 200) {
      errors.push(`${key}.${field} is required (1 to 200 characters)`);
      return '';
    }
    return found;
  };
  const person = object('person', value.person);
  const document = object('document', value.document);
  const request = {
    person: {
      givenNames: text('person', person, 'givenNames'),
      familyName: text('person', person, 'familyName'),
      dateOfBirth: text('person', person, 'dateOfBirth'),
    },
    document: {
      type: text('document', document, 'type'),
      number: text('document', document, 'number'),
      givenNames: text('document', document, 'givenNames'),
      familyName: text('document', document, 'familyName'),
    },
    callbackUrl: typeof value.callbackUrl === 'string' ? value.callbackUrl : '',
  };
  if (request.person.dateOfBirth && !/^\d{4}-\d{2}-\d{2}$/.test(request.person.dateOfBirth)) {
    errors.push('person.dateOfBirth must be YYYY-MM-DD');
  }
  try {
    if (!/^https?:$/.test(new URL(request.callbackUrl).protocol)) throw new Error('scheme');
  } catch {
    errors.push('callbackUrl must be an http(s) URL');
  }
  return errors.length > 0 ? { errors } : { request };
}

export function identityCheckService(
  options: IdentityCheckServiceOptions,
): FastifyPluginAsync<ReferenceServiceOptions> {
  return async (app) => {
    const checks = new Map<string, Check>();
    const now = options.now ?? (() => Math.floor(Date.now() / 1000));
    const later = laterOn(app);

    // One delivery attempt; true when the receiver answered 2xx.
    const deliverOnce = async (check: Check): Promise<boolean> => {
      check.attempts += 1;
      const decidedAt = check.decidedAt ?? new Date().toISOString();
      check.decidedAt = decidedAt;
      const body = JSON.stringify({ checkId: check.id, status: check.outcome, reason: check.reason, decidedAt });
      const timestamp = String(now());
      try {
        const response = await fetch(check.request.callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: signDelivery(options.webhookSecret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (!response.ok) return false;
      } catch (error) {
        app.log.warn({ checkId: check.id, err: error }, 'identity-check delivery failed');
        return false;
      }
      check.status = check.outcome;
      check.deliveredAt ??= new Date().toISOString();
      return true;
    };

    // Delivers, trying again after a growing wait until delivered or out of attempts.
    const deliverWithRetries = async (check: Check, attempt: number): Promise<void> => {
      if (await deliverOnce(check)) return;
      if (attempt + 1 >= options.maxAttempts) return;
      later(options.retryBaseDelayMs * 2 ** attempt, () => deliverWithRetries(check, attempt + 1));
    };

    app.post('/checks', async (request, reply) => {
      const checked = validate(request.body);
      if ('errors' in checked) return reply.code(400).send({ error: 'INVALID_REQUEST', details: checked.errors });
      const { outcome, reason } = decideOutcome(checked.request);
      const check: Check = {
        id: randomUUID(),
        request: checked.request,
        outcome,
        reason,
        createdAt: new Date().toISOString(),
        status: 'PENDING',
        attempts: 0,
        deliveredAt: null,
        decidedAt: null,
      };
      checks.set(check.id, check);
      if (options.deliveryDelayMs !== null) later(options.deliveryDelayMs, () => deliverWithRetries(check, 0));
      return reply.code(202).send({ id: check.id, status: check.status });
    });

    app.get<{ Params: { id: string } }>('/checks/:id', async (request, reply) => {
      const check = checks.get(request.params.id);
      if (!check) return reply.code(404).send({ error: 'NOT_FOUND' });
      return {
        id: check.id,
        status: check.status,
        attempts: check.attempts,
        createdAt: check.createdAt,
        deliveredAt: check.deliveredAt,
      };
    });

    // Delivers the outcome now, once, whether or not it was delivered before (demos and tests; a
    // second call is a redelivery).
    app.post<{ Params: { id: string } }>('/checks/:id/deliver', async (request, reply) => {
      const check = checks.get(request.params.id);
      if (!check) return reply.code(404).send({ error: 'NOT_FOUND' });
      const delivered = await deliverOnce(check);
      return { id: check.id, status: check.status, delivered, attempts: check.attempts };
    });
  };
}

function wholeNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

// The service as `npm start` mounts it: settings from the environment.
export const identityCheck = identityCheckService({
  webhookSecret: process.env.ID_CHECK_WEBHOOK_SECRET || DEVELOPMENT_WEBHOOK_SECRET,
  deliveryDelayMs:
    process.env.ID_CHECK_DELIVERY_DELAY_MS === 'manual'
      ? null
      : wholeNumber(process.env.ID_CHECK_DELIVERY_DELAY_MS, 2000),
  maxAttempts: wholeNumber(process.env.ID_CHECK_MAX_ATTEMPTS, 5),
  retryBaseDelayMs: wholeNumber(process.env.ID_CHECK_RETRY_BASE_DELAY_MS, 1000),
});

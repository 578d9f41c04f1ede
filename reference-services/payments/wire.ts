// The provider's wire format, as Stripe's API writes it: the signature of an event, and form bodies
// with bracketed keys.
import { createHmac } from 'node:crypto';

// Stripe's signature: "t=<seconds>,v1=<hex HMAC-SHA256 of '<t>.<raw body>'>".
export function signEvent(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

// application/x-www-form-urlencoded with bracketed keys (metadata[user]=…, payment_method_types[0]=…)
// into nested objects and lists.
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return listsOf(root) as Record<string, unknown>;
}

// Objects whose keys are 0, 1, 2 … are lists.
function listsOf(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => [key, listsOf(inner)] as const,
  );
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

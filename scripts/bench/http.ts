// One request outside the load runs (logins, the check of each answer before a run). undici's
// request rather than fetch: fetch drops a Host header, and every call here names the brand's host.
import { request } from 'undici';

export interface Answer {
  readonly status: number;
  readonly text: string;
  readonly setCookies: readonly string[];
}

export interface Send {
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export async function send(url: string, { method = 'GET', headers = {}, body }: Send = {}): Promise<Answer> {
  const answer = await request(url, {
    method,
    headers: { ...headers },
    ...(body === undefined ? {} : { body }),
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
  const cookies = answer.headers['set-cookie'];
  return {
    status: answer.statusCode,
    text: await answer.body.text(),
    setCookies: cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [cookies],
  };
}

// How many bytes of body the server sends for this request, as sent: undici's request leaves a
// compressed answer compressed.
export async function bytesSent(url: string, headers: Readonly<Record<string, string>>): Promise<number> {
  const answer = await request(url, { headers: { ...headers }, headersTimeout: 15_000, bodyTimeout: 15_000 });
  return (await answer.body.arrayBuffer()).byteLength;
}

// The Cookie header a browser would send back after these Set-Cookie headers.
export function cookieHeader(setCookies: readonly string[]): string {
  const cookies = new Map<string, string>();
  for (const line of setCookies) {
    const pair = line.split(';', 1)[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

// Can an email's domain receive mail? (spec §5 INVALID_DNS). Asked of DNS with a short timeout: a
// domain with mail exchangers (or, lacking them, an address, RFC 5321 §5.1) can; a domain that does
// not exist, has neither, or publishes a null MX (RFC 7505) cannot. When DNS does not answer in
// time the verdict is unknown and the address is accepted: a slow resolver must not turn people away.
// Nor may a broken one: a resolver that cannot reach the internet (containers, closed networks)
// often answers "no such name" for every name. Before a domain is judged unable to receive mail,
// the resolver must know a name that certainly exists (the `com` zone); if it does not, the
// verdict is unknown.
import { Resolver } from 'node:dns/promises';

export type DomainVerdict = 'accepts-mail' | 'no-mail' | 'unknown';

export interface EmailDomainChecker {
  check(domain: string): Promise<DomainVerdict>;
}

// A zone every working resolver can find.
const CANARY_ZONE = 'com';

const NO_SUCH_NAME = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NXDOMAIN']);

function code(error: unknown): string {
  return String((error as { code?: unknown }).code ?? '');
}

export interface DnsCheckerOptions {
  readonly timeoutMs?: number;
  readonly cacheSize?: number;
  // Name servers to ask ('1.1.1.1', '127.0.0.1:5353'); the system's when absent.
  readonly servers?: readonly string[];
}

export function createDnsEmailDomainChecker(options: DnsCheckerOptions = {}): EmailDomainChecker {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 1500, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);
  const cacheSize = options.cacheSize ?? 1000;
  const cache = new Map<string, { verdict: DomainVerdict; until: number }>();

  async function hasAddress(domain: string): Promise<DomainVerdict> {
    for (const lookup of [() => resolver.resolve4(domain), () => resolver.resolve6(domain)]) {
      try {
        if ((await lookup()).length > 0) return 'accepts-mail';
      } catch (error) {
        if (!NO_SUCH_NAME.has(code(error))) return 'unknown';
      }
    }
    return 'no-mail';
  }

  // Whether the resolver knows the internet at all, asked at most once a minute.
  let knowsInternet: { answer: Promise<boolean>; until: number } | undefined;
  function resolverKnowsInternet(): Promise<boolean> {
    if (knowsInternet && knowsInternet.until > Date.now()) return knowsInternet.answer;
    const answer = resolver.resolveNs(CANARY_ZONE).then(
      () => true,
      // ENODATA: the resolver found the name (with no records of that type); anything else —
      // no such name, refused, timed out — means it cannot be believed.
      (error: unknown) => code(error) === 'ENODATA',
    );
    knowsInternet = { answer, until: Date.now() + 60_000 };
    return answer;
  }

  async function judge(domain: string): Promise<DomainVerdict> {
    const verdict = await lookup(domain);
    if (verdict !== 'no-mail' || (await resolverKnowsInternet())) return verdict;
    return 'unknown';
  }

  async function lookup(domain: string): Promise<DomainVerdict> {
    try {
      const records = await resolver.resolveMx(domain);
      if (records.length === 0) return hasAddress(domain);
      const nullMx = records.every((record) => record.exchange === '' || record.exchange === '.');
      return nullMx ? 'no-mail' : 'accepts-mail';
    } catch (error) {
      if (code(error) === 'ENOTFOUND') return 'no-mail';
      if (code(error) === 'ENODATA') return hasAddress(domain);
      return 'unknown';
    }
  }

  return {
    async check(domain) {
      const key = domain.toLowerCase();
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.verdict;
      const verdict = await judge(key);
      // Only definite answers are kept, for ten minutes.
      if (verdict !== 'unknown') {
        if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
        cache.set(key, { verdict, until: Date.now() + 10 * 60_000 });
      }
      return verdict;
    },
  };
}

// EMAIL_DNS_CHECK=off (the default in development and test): every domain is taken as able to
// receive mail.
export const ACCEPT_ALL_DOMAINS: EmailDomainChecker = { check: async () => 'accepts-mail' };

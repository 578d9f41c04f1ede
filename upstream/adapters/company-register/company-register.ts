// The company registers as the upstream sees them (README.md): a country's register searched by name
// or number, and one company looked up by its number. The HTTP client speaks the reference
// service's API; a register that does not answer, or answers what the upstream cannot use, is
// `unavailable` — never an error the caller must catch.
import { LegalForm as LEGAL_FORM } from '../../../shared/generated/schema-enums.ts';
import type { LegalForm } from '../../generated/graphql.ts';
// The register's own legal-form codes mapped onto the product's 14 (spec §3).
export type RegisterLegalForm = LegalForm;

export interface RegisteredCompany {
  readonly country: string;
  readonly number: string;
  readonly name: string;
  readonly legalForm: RegisterLegalForm | null;
  readonly address: { readonly street: string; readonly postcode: string; readonly town: string };
  // YYYY-MM-DD, or null when the register does not say.
  readonly incorporatedOn: string | null;
  readonly active: boolean;
}

export type RegisterSearch =
  | { readonly kind: 'found'; readonly companies: readonly RegisteredCompany[] }
  | { readonly kind: 'unavailable' };

export type RegisterLookup =
  | { readonly kind: 'found'; readonly company: RegisteredCompany }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable' };

export interface CompanyRegister {
  search(country: string, query: string): Promise<RegisterSearch>;
  lookUp(country: string, number: string): Promise<RegisterLookup>;
}

const LEGAL_FORMS: ReadonlySet<string> = new Set(Object.values(LEGAL_FORM));

const text = (value: unknown, max = 300): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : null;

// One company of an answer, or null when it is not one the upstream can use.
function readCompany(value: unknown): RegisteredCompany | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const address = (typeof raw.address === 'object' && raw.address !== null ? raw.address : {}) as Record<
    string,
    unknown
  >;
  const country = text(raw.country, 2);
  const number = text(raw.number, 40);
  const name = text(raw.name, 200);
  if (!country || !number || !name || typeof raw.active !== 'boolean') return null;
  const since = text(raw.incorporatedOn, 10);
  return {
    country,
    number,
    name,
    legalForm:
      typeof raw.legalForm === 'string' && LEGAL_FORMS.has(raw.legalForm) ? (raw.legalForm as RegisterLegalForm) : null,
    address: {
      street: text(address.street) ?? '',
      postcode: text(address.postcode, 20) ?? '',
      town: text(address.town) ?? '',
    },
    incorporatedOn: since && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : null,
    active: raw.active,
  };
}

export function createHttpCompanyRegister({
  url,
  timeoutMs = 5_000,
}: {
  readonly url: string;
  readonly timeoutMs?: number;
}): CompanyRegister {
  async function get(path: string): Promise<{ status: number; body: unknown } | null> {
    try {
      const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, body: await response.json().catch(() => null) };
    } catch {
      return null;
    }
  }
  return {
    async search(country, query) {
      const answer = await get(`/companies?${new URLSearchParams({ country, q: query })}`);
      const list = (answer?.body as { companies?: unknown } | null)?.companies;
      if (answer?.status !== 200 || !Array.isArray(list)) return { kind: 'unavailable' };
      const companies = list.map(readCompany).filter((company) => company !== null);
      return { kind: 'found', companies };
    },
    async lookUp(country, number) {
      const answer = await get(`/companies/${encodeURIComponent(country)}/${encodeURIComponent(number)}`);
      // The register's own "no such company", not any 404 (a wrong address is no answer).
      if (answer?.status === 404 && (answer.body as { error?: unknown } | null)?.error === 'NOT_FOUND') {
        return { kind: 'not-found' };
      }
      const company = answer?.status === 200 ? readCompany(answer.body) : null;
      return company ? { kind: 'found', company } : { kind: 'unavailable' };
    },
  };
}

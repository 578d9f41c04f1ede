// The company-register reference service (README.md): a country's register searched by name or by
// number, and one company looked up by its number, over the demo register (register-data.ts).
// Names match without regard to case, accents or punctuation; numbers without regard to spaces,
// dots and case. Read-only; nothing is kept.
import type { FastifyPluginAsync } from 'fastify';
import type { ReferenceServiceOptions } from '../services.ts';
import { COUNTRIES, REGISTER, type RegisterCompany } from './register-data.ts';

const MAX_RESULTS = 10;
const QUERY_MAX = 100;

// Lower case, accents off, every run of other than letters and digits one space.
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function normaliseNumber(text: string): string {
  return text.replace(/[\s.\-/]/g, '').toUpperCase();
}

export function searchRegister(country: string, query: string): RegisterCompany[] {
  const name = normaliseName(query);
  const number = normaliseNumber(query);
  if (name === '' && number === '') return [];
  const inCountry = REGISTER.filter((company) => company.country === country);
  const byNumber = inCountry.filter((company) => normaliseNumber(company.number) === number);
  if (byNumber.length > 0) return byNumber;
  const words = name.split(' ');
  return inCountry
    .filter((company) => {
      const companyName = normaliseName(company.name);
      return words.every((word) => companyName.includes(word));
    })
    .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name))
    .slice(0, MAX_RESULTS);
}

export function lookUp(country: string, number: string): RegisterCompany | undefined {
  const wanted = normaliseNumber(number);
  return REGISTER.find((company) => company.country === country && normaliseNumber(company.number) === wanted);
}

function publicView(company: RegisterCompany) {
  const { country, number, name, legalForm, street, postcode, town, incorporatedOn, active } = company;
  return { country, number, name, legalForm, address: { street, postcode, town }, incorporatedOn, active };
}

export const companyRegister: FastifyPluginAsync<ReferenceServiceOptions> = async (app) => {
  app.get<{ Querystring: { country?: string; q?: string } }>('/companies', async (request, reply) => {
    const { country, q } = request.query;
    if (typeof country !== 'string' || !COUNTRIES.includes(country)) {
      return reply.code(400).send({ error: 'INVALID_REQUEST', details: 'country: one of the register countries' });
    }
    if (typeof q !== 'string' || q.trim() === '' || q.length > QUERY_MAX) {
      return reply.code(400).send({ error: 'INVALID_REQUEST', details: `q: 1 to ${QUERY_MAX} characters` });
    }
    return { companies: searchRegister(country, q).map(publicView) };
  });
  app.get<{ Params: { country: string; number: string } }>('/companies/:country/:number', async (request, reply) => {
    const company = lookUp(request.params.country, request.params.number);
    if (!company) return reply.code(404).send({ error: 'NOT_FOUND' });
    return publicView(company);
  });
};

// Fills the demo pro's new-job list to a full page before the GraphQL scenario measures it: the UK
// demo data leaves that pro only a few open jobs, and the issue asks for a list of 20. The jobs are
// posted the way the web client's request form posts them (jobPostPostServiceRequest, as visitors),
// for services the pro offers, at places where the pro's list already has jobs, so they fit its
// work area by construction.
import { JobPostPostServiceRequestDocument } from '../../web/features/job-post/generated/documents.ts';
import { send } from './http.ts';
import { BRAND, PAGE_SIZE } from './operations.ts';

// What the pro's side of matching looks like through the upstream's API, as the pro sees it.
const PRO_VIEW = `query benchProView($first: Int) {
  me { ... on ServicePro { services { id questions { id fieldType required options { value } min } } } }
  newJobList(first: $first) { totalCount edges { node { location { kind name } } } }
}`;

interface Question {
  readonly id: string;
  readonly fieldType: string;
  readonly required: boolean;
  readonly options: readonly { readonly value: string }[];
  readonly min: number | null;
}

interface ProView {
  readonly services: readonly { readonly id: string; readonly questions: readonly Question[] }[];
  readonly totalCount: number;
  readonly postalCodes: readonly string[];
}

async function postGraphql(url: string, body: unknown, headers: Record<string, string>): Promise<unknown> {
  const answer = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const parsed = JSON.parse(answer.text) as { data?: unknown; errors?: unknown };
  if (answer.status !== 200 || parsed.errors || !parsed.data) {
    throw new Error(`The upstream refused a call of the benchmark's job posting: ${answer.text.slice(0, 300)}`);
  }
  return parsed.data;
}

async function readProView(upstreamUrl: string, token: string): Promise<ProView> {
  const data = (await postGraphql(
    upstreamUrl,
    { query: PRO_VIEW, variables: { first: PAGE_SIZE } },
    { authorization: `Bearer ${token}` },
  )) as {
    me: { services?: ProView['services'] };
    newJobList: { totalCount: number; edges: { node: { location: { kind: string; name: string } } }[] };
  };
  const places = data.newJobList.edges.map((edge) => edge.node.location);
  return {
    services: data.me.services ?? [],
    totalCount: data.newJobList.totalCount,
    postalCodes: [...new Set(places.filter((place) => place.kind === 'POSTAL_CODE').map((place) => place.name))],
  };
}

// The answers a person would give to the required questions; the others are left out, as the form
// allows.
function answersTo(questions: readonly Question[]) {
  return questions
    .filter((question) => question.required)
    .map((question) => {
      const first = question.options[0]?.value ?? 'other';
      switch (question.fieldType) {
        case 'SELECT':
          return { questionId: question.id, value: first };
        case 'CHECKBOX':
          return { questionId: question.id, values: [first] };
        case 'INTEGER':
        case 'MEASUREMENT':
        case 'QUANTITY':
          return { questionId: question.id, number: Math.max(1, question.min ?? 1) };
        default:
          return { questionId: question.id, value: 'As discussed on the phone.' };
      }
    });
}

export interface JobListFill {
  // The open jobs the pro's list held before, and how many were posted to make a full page.
  readonly found: number;
  readonly posted: number;
}

// Posts jobs until the pro's list holds a full page. Each visitor is a
// new home owner (bench-<n>@example.com) on a browser of their own: the call carries the
// visitor's address in x-forwarded-for, as the BFF reports a client to the upstream, which trusts
// it from a loopback caller (UPSTREAM_TRUST_PROXY, 'loopback' by default). The addresses are of
// the documentation range (192.0.2.0/24), so the per-client sign-up limit counts each visitor once
// instead of refusing the eleventh job from one address.
export async function fillJobList(upstreamUrl: string, proToken: string): Promise<JobListFill> {
  const pro = await readProView(upstreamUrl, proToken);
  const missing = Math.max(0, PAGE_SIZE - pro.totalCount);
  if (missing === 0) return { found: pro.totalCount, posted: 0 };
  if (pro.services.length === 0 || pro.postalCodes.length === 0) {
    throw new Error('The demo pro has no services or no jobs to learn its work area from');
  }
  for (let n = 1; n <= missing; n++) {
    const service = pro.services[n % pro.services.length];
    const postalCode = pro.postalCodes[n % pro.postalCodes.length];
    if (!service || !postalCode) continue;
    const input = {
      brand: BRAND.id,
      serviceId: service.id,
      answers: answersTo(service.questions),
      description: 'We would like this done properly this season; the house is easy to reach and parking is free.',
      startTime: 'WITHIN_TWO_WEEKS',
      postalCode,
      newConsumer: { email: `bench-${n}@example.com`, firstName: 'Bench', lastName: 'Visitor' },
    };
    const data = (await postGraphql(
      upstreamUrl,
      {
        query: JobPostPostServiceRequestDocument.toString(),
        variables: { input },
        operationName: 'jobPostPostServiceRequest',
      },
      { 'x-forwarded-for': `192.0.2.${n}` },
    )) as { postServiceRequest: { __typename: string } };
    if (data.postServiceRequest.__typename !== 'ServiceRequestPosted') {
      throw new Error(`A benchmark job was not posted: ${JSON.stringify(data.postServiceRequest)}`);
    }
  }
  const after = await readProView(upstreamUrl, proToken);
  if (after.totalCount < PAGE_SIZE) {
    throw new Error(`The demo pro's job list holds ${after.totalCount} jobs after posting ${missing}`);
  }
  return { found: pro.totalCount, posted: missing };
}

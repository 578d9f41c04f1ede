// The request form in a page of its own for DOM tests (`renderPage`), the form's
// queries already in the cache (as the server embeds them), and a GraphQL server on 127.0.0.1 that
// answers the mutations by operation name and records what it was sent.
import { fireEvent, screen } from '@testing-library/react';
import {
  JobPostPostalCodeDocument,
  JobPostProfessionDocument,
  JobPostProfessionsDocument,
} from '../../../../web/features/job-post/generated/documents.ts';
import { ServiceRequestForm } from '../../../../web/features/job-post/service-request-form.tsx';
import { queryKey } from '../../../../web/lib/data.tsx';
import { configureGraphql } from '../../../../web/lib/graphql.ts';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { type Received, startServer } from '../../lib/graphql-test-server.ts';
import { renderPage } from '../../render.tsx';

export const PROFESSIONS = {
  professions: [
    {
      id: 'p-1',
      slug: 'carpentry',
      name: 'Carpentry',
      services: [
        { id: 's-1', slug: 'internal-door-fitting', name: 'Internal door fitting' },
        { id: 's-2', slug: 'door-frame-repair', name: 'Door frame repair' },
      ],
    },
    {
      id: 'p-2',
      slug: 'plumbing',
      name: 'Plumbing',
      services: [{ id: 's-3', slug: 'leak-repair', name: 'Leak repair' }],
    },
  ],
};

const question = (fields: Record<string, unknown>) => ({ unit: null, min: null, max: null, options: [], ...fields });

export const CARPENTRY = {
  profession: {
    id: 'p-1',
    slug: 'carpentry',
    name: 'Carpentry',
    services: [
      {
        id: 's-1',
        slug: 'internal-door-fitting',
        name: 'Internal door fitting',
        questions: [
          question({
            id: 'q-type',
            key: 'property_type',
            label: 'Type of property',
            fieldType: 'SELECT',
            required: true,
            options: [
              { value: 'detached', label: 'Detached house' },
              { value: 'apartment', label: 'Flat' },
            ],
          }),
          question({
            id: 'q-doors',
            key: 'doors',
            label: 'Number of doors',
            fieldType: 'QUANTITY',
            required: true,
            min: 1,
            max: 30,
          }),
          question({
            id: 'q-spaces',
            key: 'spaces',
            label: 'Which rooms or areas?',
            fieldType: 'CHECKBOX',
            required: false,
            options: [
              { value: 'hallway', label: 'Hallway' },
              { value: 'bedroom', label: 'Bedroom' },
            ],
          }),
        ],
      },
      { id: 's-2', slug: 'door-frame-repair', name: 'Door frame repair', questions: [] },
    ],
  },
};

export const DESCRIPTION = 'Fit two new internal doors in the hallway, with frames and handles.';

export const CONSUMER_USER: CurrentUser = {
  __typename: 'Consumer',
  id: 'c-1',
  email: 'ann@example.com',
  type: 'CONSUMER',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: null,
  createdAt: '2024-03-01T09:00:00.000Z',
  hasAssumableAccess: false,
  assumedBy: null,
};

export type Handler = (request: Received) => unknown;

export async function startFormServer(t: { teardown(fn: () => unknown): void }) {
  const server = await startServer(t);
  const handlers = new Map<string, Handler>();
  server.answer((request, response) => {
    const name = request.query.get('operationName') ?? '';
    const handler = handlers.get(name);
    if (!handler) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: `No answer for ${name}` }] }));
      return;
    }
    const answer = handler(request);
    if (typeof answer === 'number') {
      response.writeHead(answer, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: 'boom' }] }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: answer }));
  });
  configureGraphql({ endpoint: server.endpoint });
  t.teardown(() => configureGraphql());
  return { received: server.received, handle: (name: string, handler: Handler) => handlers.set(name, handler) };
}

export interface ShowOptions {
  readonly user?: CurrentUser | null;
  readonly professionSlug?: string;
  readonly serviceSlug?: string;
  readonly directRequestToSlug?: string;
}

// The form at /post-a-job, with the professions and the postcode the tests use already known.
export function showForm(options: ShowOptions = {}) {
  const cache = {
    [queryKey(JobPostProfessionsDocument, { brand: 'uk' })]: PROFESSIONS,
    [queryKey(JobPostProfessionDocument, { brand: 'uk', slug: 'carpentry' })]: CARPENTRY,
    // The postcode the tests type is one the upstream knows: the step goes on without a request.
    [queryKey(JobPostPostalCodeDocument, { brand: 'uk', postalCode: 'M1 5UN' })]: {
      postalCode: { status: 'KNOWN', postalCode: 'M1 5UN', townName: 'Manchester' },
    },
  };
  return renderPage(
    <>
      <h1>Post</h1>
      <ServiceRequestForm
        initialProfessionSlug={options.professionSlug}
        initialServiceSlug={options.serviceSlug}
        directRequestToSlug={options.directRequestToSlug}
      />
    </>,
    { url: '/post-a-job', user: options.user ?? null, cache },
  );
}

export const heading = () => screen.getByTestId('job-post-step-heading');
export const next = () => fireEvent.click(screen.getByTestId('job-post-next'));
export const back = () => fireEvent.click(screen.getByTestId('job-post-back'));
export const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export function fillContact() {
  change('First name', 'Pat');
  change('Last name', "O'Neill");
  change('Email address', 'pat@example.com');
  change('Phone number (optional)', '07700 900123');
}

export const submit = () => fireEvent.click(screen.getByTestId('job-post-submit'));

// Fills each step with good answers up to (not past) the step whose heading is `until`.
export function fillUntil(until: string) {
  const steps: [string, () => void][] = [
    [
      'Choose the trade and the kind of job',
      () => {
        change('Which trade do you need?', 'carpentry');
        change('What should be done?', 'internal-door-fitting');
      },
    ],
    [
      'Answer a few questions about the work',
      () => {
        change('Type of property', 'apartment');
        change('Number of doors', '2');
        fireEvent.click(screen.getByLabelText('Hallway'));
      },
    ],
    ['Describe the job', () => change('Describe your job', DESCRIPTION)],
    ['When should it start?', () => fireEvent.click(screen.getByLabelText('Within a month'))],
    ['Where is the job?', () => change('Postcode of the job', 'M1 5UN')],
  ];
  for (const [title, fill] of steps) {
    if (heading().textContent === until) return;
    if (heading().textContent !== title) throw new Error(`Expected step "${title}", saw "${heading().textContent}"`);
    fill();
    next();
  }
  if (heading().textContent !== until) throw new Error(`Never reached "${until}"`);
}

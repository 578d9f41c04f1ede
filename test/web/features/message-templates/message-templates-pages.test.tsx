// The professional's message templates (spec §2.7 message-templates): the list with the start of
// each text and its last change, deleting after a confirmation that names the rules going with it,
// an empty list that says what templates are for; the form checks each field first (§5 codes) with
// the focus on the first in error, shows every refusal of the upstream next to its field — contact
// details in words — keeps what was typed when a save fails, and goes back to fromPage, never to
// another site.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const BODY =
  'Thank you for your job. I have fitted many kitchens like yours over the years, and I can come round to measure up this week, at a time that suits you and your family.';
const TEMPLATE = {
  id: '2b6f0a6e-0000-4000-8000-0000000000t1',
  title: 'Kitchen quote',
  body: BODY,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-04T16:30:00.000Z',
  autoRespondRuleCount: 2,
};
const SECOND = {
  ...TEMPLATE,
  id: '2b6f0a6e-0000-4000-8000-0000000000t2',
  title: 'Thanks',
  body: 'Thanks for your message, I will answer it tonight.',
  autoRespondRuleCount: 0,
};
const PROPOSAL_PAGE = '/service-pro/create-proposal/6f1c2a4e-0000-4000-8000-00000000a001';

const saved = (template: Record<string, unknown>) => ({
  data: { createMessageTemplate: { __typename: 'MessageTemplateSaved', template: { ...TEMPLATE, ...template } } },
});
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function serverWithTemplates(t: Parameters<typeof startSessionServer>[0], templates = [TEMPLATE, SECOND]) {
  const server = await startSessionServer(t);
  server.handle('messageTemplatesList', () => ({ data: { messageTemplates: templates } }));
  server.handle('templatePicker', () => ({ data: { messageTemplates: templates } }));
  server.handle('messageTemplatesTemplate', (call) => ({
    data: { messageTemplate: templates.find((template) => template.id === call.variables.id) ?? null },
  }));
  return server;
}

t.test('the list shows each title, the start of its text and its last change', async (t) => {
  await serverWithTemplates(t);
  renderRoute('/service-pro/message-templates');
  const cards = await screen.findAllByTestId('template-card');
  t.equal(cards.length, 2);
  const first = within(cards[0] as HTMLElement);
  t.ok(first.getByRole('heading', { name: 'Kitchen quote' }));
  t.match(cards[0]?.textContent, 'Thank you for your job. I have fitted many kitchens like yours over the years');
  t.notMatch(cards[0]?.textContent, 'your family', 'only the start of a long text');
  t.match(cards[0]?.textContent, 'Last changed 4 March 2026');
  t.match(cards[0]?.textContent, 'Used by 2 auto-respond rules');
  t.equal(
    first.getByRole('link', { name: 'Edit Kitchen quote' }).getAttribute('href'),
    `/service-pro/message-templates/edit/${TEMPLATE.id}?fromPage=%2Fservice-pro%2Fmessage-templates`,
  );
  t.notOk(screen.queryByTestId('templates-back'), 'no way back without fromPage');
});

t.test('an empty list says what templates are for', async (t) => {
  await serverWithTemplates(t, []);
  renderRoute('/service-pro/message-templates');
  t.ok(await screen.findByRole('heading', { name: 'No templates yet' }));
  t.match(document.body.textContent, 'A template is a message you write once');
  t.ok(screen.getByRole('link', { name: 'Write your first template' }));
});

t.test('with fromPage the list leads back there; a foreign fromPage is ignored', async (t) => {
  await serverWithTemplates(t);
  renderRoute(`/service-pro/message-templates?fromPage=${encodeURIComponent(PROPOSAL_PAGE)}`);
  t.equal((await screen.findByTestId('templates-back')).getAttribute('href'), PROPOSAL_PAGE);
  fireEvent.click(screen.getByTestId('templates-back'));
  await until(() => where() === PROPOSAL_PAGE);
  t.pass('back where the professional was writing');
});

t.test('a foreign fromPage gives no way back', async (t) => {
  await serverWithTemplates(t);
  renderRoute(`/service-pro/message-templates?fromPage=${encodeURIComponent('https://evil.example/')}`);
  await screen.findAllByTestId('template-card');
  t.notOk(screen.queryByTestId('templates-back'));
});

t.test('deleting asks first, names the rules that go with it, and can be called off', async (t) => {
  const server = await serverWithTemplates(t);
  let templates = [TEMPLATE, SECOND];
  server.handle('messageTemplatesList', () => ({ data: { messageTemplates: templates } }));
  server.handle('messageTemplatesDelete', () => {
    templates = [SECOND];
    return { data: { deleteMessageTemplate: { __typename: 'MessageTemplateDeleted', templateId: TEMPLATE.id } } };
  });
  renderRoute('/service-pro/message-templates');
  const [card] = await screen.findAllByTestId('template-card');
  const inCard = within(card as HTMLElement);
  fireEvent.click(inCard.getByTestId('template-delete'));
  const question = inCard.getByText(/^Delete “Kitchen quote”\?/);
  t.match(question.textContent, 'The 2 auto-respond rules that answer with it are deleted too.');
  await until(() => document.activeElement === question);
  fireEvent.click(inCard.getByRole('button', { name: 'Keep it' }));
  await until(() => document.activeElement === inCard.getByTestId('template-delete'));
  t.notOk(
    server.calls.some((call) => call.operationName === 'messageTemplatesDelete'),
    'kept: nothing sent',
  );

  fireEvent.click(inCard.getByTestId('template-delete'));
  fireEvent.click(inCard.getByTestId('template-delete-confirm'));
  await until(() => screen.getAllByTestId('template-card').length === 1);
  t.same(server.calls.find((call) => call.operationName === 'messageTemplatesDelete')?.variables, {
    input: { templateId: TEMPLATE.id },
  });
  t.ok(toastTitles().includes('The template “Kitchen quote” is deleted.'));
  await until(() => document.activeElement === screen.getByRole('heading', { name: '1 template' }));
});

t.test('a failed delete says so and keeps the template', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesDelete', () => ({ status: 500, body: '{}' }));
  renderRoute('/service-pro/message-templates');
  const [card] = await screen.findAllByTestId('template-card');
  fireEvent.click(within(card as HTMLElement).getByTestId('template-delete'));
  fireEvent.click(within(card as HTMLElement).getByTestId('template-delete-confirm'));
  await until(() => within(card as HTMLElement).queryByRole('alert') !== null);
  t.equal(screen.getAllByTestId('template-card').length, 2);
});

t.test('the form checks both fields before sending, with the focus on the first', async (t) => {
  const server = await serverWithTemplates(t);
  renderRoute('/service-pro/message-templates/add');
  type(field('Text'), 'Too short');
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => document.activeElement === field('Title'));
  t.match(document.body.textContent, 'Give the template a title.');
  t.match(document.body.textContent, 'The text must be 20 to 3000 characters long.');
  type(field('Title'), 'x'.repeat(101));
  type(field('Text'), ' ');
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => (document.body.textContent ?? '').includes('Keep the title to 100 characters.'));
  t.match(document.body.textContent, 'Write the text of the template.');
  t.equal(field('Title').getAttribute('aria-invalid'), 'true');
  t.notOk(
    server.calls.some((call) => call.operationName === 'messageTemplatesCreate'),
    'nothing was sent',
  );
});

const REFUSALS: [string, Record<string, unknown>, 'Title' | 'Text', string][] = [
  [
    'a title the upstream refuses',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'title', code: 'INVALID' }] },
    'Title',
    'Keep the title to 100 characters.',
  ],
  [
    'a text the upstream finds missing',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'body', code: 'REQUIRED' }] },
    'Text',
    'Write the text of the template.',
  ],
  [
    'contact details in the text',
    { __typename: 'ContactDetailsShared', field: 'body' },
    'Text',
    'A template cannot share contact details. Remove the phone number, email or web address',
  ],
];

for (const [what, answer, label, said] of REFUSALS) {
  t.test(`${what} is said next to the field, and what was typed stays`, async (t) => {
    const server = await serverWithTemplates(t);
    server.handle('messageTemplatesCreate', () => ({ data: { createMessageTemplate: answer } }));
    renderRoute('/service-pro/message-templates/add');
    type(field('Title'), 'Call me');
    type(field('Text'), 'Ring me on 0113 496 0000 any time about your job.');
    fireEvent.click(screen.getByTestId('template-save'));
    await until(() => document.activeElement === field(label));
    t.match(field(label).closest('.field')?.textContent, said);
    t.equal(field('Title').value, 'Call me');
    t.equal(field('Text').value, 'Ring me on 0113 496 0000 any time about your job.');
    t.equal(where(), '/service-pro/message-templates/add', 'still on the form');
  });
}

t.test('a save that fails on the way keeps everything typed', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesCreate', () => ({ status: 503, body: '{}' }));
  renderRoute('/service-pro/message-templates/add');
  type(field('Title'), 'Kitchen quote');
  type(field('Text'), BODY);
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => screen.queryByRole('alert') !== null);
  t.equal(field('Text').value, BODY);
  t.equal(toastTitles().filter((title) => title.includes('is saved')).length, 0);
});

t.test('saved, the professional is told so and goes back to fromPage', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesCreate', (call) =>
    saved({ id: 'new-id', ...(call.variables.input as Record<string, unknown>) }),
  );
  renderRoute(`/service-pro/message-templates/add?fromPage=${encodeURIComponent(PROPOSAL_PAGE)}`);
  t.equal(screen.getByTestId('template-cancel').getAttribute('href'), PROPOSAL_PAGE, 'cancel goes there too');
  type(field('Title'), '  Kitchen quote ');
  type(field('Text'), BODY);
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => where() === PROPOSAL_PAGE);
  t.same(server.calls.find((call) => call.operationName === 'messageTemplatesCreate')?.variables, {
    input: { title: 'Kitchen quote', body: BODY },
  });
  t.ok(toastTitles().includes('Your template “Kitchen quote” is saved.'));
  t.ok(
    server.calls.some((call) => call.operationName === 'templatePicker'),
    'the templates offered where the professional writes are fetched again',
  );
});

t.test('a foreign fromPage is refused: saving leads to the list', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesCreate', () => saved({}));
  renderRoute(`/service-pro/message-templates/add?fromPage=${encodeURIComponent('//evil.example/x')}`);
  t.equal(screen.getByTestId('template-cancel').getAttribute('href'), '/service-pro/message-templates');
  type(field('Title'), 'Kitchen quote');
  type(field('Text'), BODY);
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => where() === '/service-pro/message-templates');
  t.pass('on the list, not elsewhere');
});

t.test('editing starts from the template and sends the change', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesUpdate', (call) => {
    const input = call.variables.input as { title: string; body: string };
    return {
      data: {
        updateMessageTemplate: {
          __typename: 'MessageTemplateSaved',
          template: { ...TEMPLATE, title: input.title, body: input.body },
        },
      },
    };
  });
  renderRoute(`/service-pro/message-templates/edit/${TEMPLATE.id}`);
  await screen.findByDisplayValue('Kitchen quote');
  t.equal(field('Text').value, BODY);
  type(field('Title'), 'Kitchen quote (new)');
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => where() === '/service-pro/message-templates');
  t.same(server.calls.find((call) => call.operationName === 'messageTemplatesUpdate')?.variables, {
    input: { templateId: TEMPLATE.id, title: 'Kitchen quote (new)', body: BODY },
  });
});

t.test('a template deleted meanwhile: the changes stay, and are saved as a new template', async (t) => {
  const server = await serverWithTemplates(t);
  server.handle('messageTemplatesUpdate', () => ({
    data: { updateMessageTemplate: { __typename: 'NotFound', id: TEMPLATE.id } },
  }));
  server.handle('messageTemplatesCreate', () => saved({ id: 'anew' }));
  renderRoute(`/service-pro/message-templates/edit/${TEMPLATE.id}`);
  await screen.findByDisplayValue('Kitchen quote');
  type(field('Title'), 'Kitchen quote, again');
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => (document.body.textContent ?? '').includes('This template was deleted in the meantime'));
  t.equal(field('Title').value, 'Kitchen quote, again');
  t.equal(screen.getByTestId('template-save').textContent, 'Save as a new template');
  fireEvent.click(screen.getByTestId('template-save'));
  await until(() => where() === '/service-pro/message-templates');
  t.same(server.calls.find((call) => call.operationName === 'messageTemplatesCreate')?.variables, {
    input: { title: 'Kitchen quote, again', body: BODY },
  });
});

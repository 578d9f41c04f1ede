// Auto-respond (spec §2.7 auto-respond, /setup): each rule with its trade, job types, area,
// template, daily limit and switch, and what it sent today against its limit, job by job; switching
// and deleting; the setup form checks every field first (§5 codes, the upstream's bounds) with the
// focus on the first in error, shows every refusal next to its field, keeps what was chosen when a
// save fails or while a template is written on the way, and keeps a rule's price as it was.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const ME = {
  __typename: 'ServicePro',
  id: 'pro-1',
  workArea: { centre: { id: 'loc-leeds', name: 'Leeds' }, radius: { value: 25, unit: 'miles' } },
  professions: [
    { id: 'p-plumbing', name: 'Plumbing' },
    { id: 'p-electrics', name: 'Electrics' },
    { id: 'p-roofing', name: 'Roofing' },
  ],
  services: [
    { id: 's-tap', name: 'Tap repair', profession: { id: 'p-plumbing' } },
    { id: 's-drain', name: 'Drain unblocking', profession: { id: 'p-plumbing' } },
    { id: 's-socket', name: 'New socket', profession: { id: 'p-electrics' } },
  ],
};
const TEMPLATES = [
  { id: 'tpl-1', title: 'Tap quote', body: 'I can fix your tap this week at a fair price, parts included.' },
  { id: 'tpl-2', title: 'Drains', body: 'I unblock drains the same day, with a camera check afterwards.' },
];
const PRICE = { type: 'ESTIMATED_PRICE', amount: { amountMinor: 9000 }, min: null, max: null, note: null };
const RULE = {
  id: 'rule-1',
  enabled: true,
  maxDistance: 10,
  dailyLimit: 3,
  services: [{ id: 's-tap', name: 'Tap repair', profession: { id: 'p-plumbing', name: 'Plumbing' } }],
  template: { id: 'tpl-1', title: 'Tap quote' },
  price: PRICE,
};
const SENT = {
  id: 'prop-1',
  createdAt: '2026-03-02T09:15:00.000Z',
  serviceRequest: {
    id: 'job-1',
    service: { id: 's-tap', name: 'Tap repair' },
    location: { id: 'loc-ls1', name: 'LS1 4AP', parent: { id: 'loc-leeds', name: 'Leeds' } },
  },
};
const BOUNDS = { min: 1, max: 5 };

t.beforeEach(() => window.sessionStorage.clear());

async function server(
  t: Parameters<typeof startSessionServer>[0],
  rules: unknown[] = [{ ...RULE, sentToday: [SENT] }],
) {
  const answering = await startSessionServer(t);
  answering.handle('autoRespondRules', () => ({ data: { autoRespondRules: rules, me: ME } }));
  answering.handle('templatePicker', () => ({ data: { messageTemplates: TEMPLATES } }));
  answering.handle('autoRespondSetup', (call) => ({
    data: {
      ...(call.variables.editing ? { rule: call.variables.ruleId === RULE.id ? RULE : null } : {}),
      autoRespondDailyLimitBounds: BOUNDS,
      me: ME,
    },
  }));
  return answering;
}

const saved = (rule: Record<string, unknown> = {}) => ({
  __typename: 'AutoRespondRuleSaved',
  rule: { ...RULE, ...rule },
});
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

t.test('a rule shows what it answers, where, with which template, and what it sent today', async (t) => {
  await server(t);
  renderRoute('/service-pro/auto-respond');
  const card = await screen.findByTestId('rule-card');
  const inCard = within(card);
  t.ok(inCard.getByRole('heading', { name: 'Plumbing' }));
  t.match(card.textContent, 'On');
  t.match(card.textContent, 'Job typesTap repair');
  t.match(card.textContent, 'WhereWithin 10 mi of Leeds');
  t.match(card.textContent, 'TemplateTap quote');
  t.match(card.textContent, 'Daily limit3 jobs a day');
  const today = inCard.getByTestId('rule-today');
  t.match(today.textContent, 'Sent today: 1 of 3');
  t.equal(
    within(today).getByRole('link', { name: 'A job in Leeds: Tap repair' }).getAttribute('href'),
    '/service-pro/my-proposal/prop-1',
  );
  t.ok((inCard.getByTestId('rule-switch') as HTMLInputElement).checked);
  t.equal(
    inCard.getByRole('link', { name: 'Change Plumbing' }).getAttribute('href'),
    '/service-pro/auto-respond/setup?ruleId=rule-1',
  );
});

t.test('nothing sent yet today, and no rules at all, are said in words', async (t) => {
  await server(t, [{ ...RULE, sentToday: [] }]);
  const page = renderRoute('/service-pro/auto-respond');
  t.match((await screen.findByTestId('rule-today')).textContent, 'Sent today: 0 of 3No proposals sent yet today.');
  page.unmount();
  await server(t, []);
  renderRoute('/service-pro/auto-respond');
  t.ok(await screen.findByRole('heading', { name: 'No auto-respond rules yet' }));
  t.match(document.body.textContent, 'A rule answers new jobs of the types you choose');
});

t.test('switching a rule off sends it whole, its price kept; a refusal switches it back', async (t) => {
  const answering = await server(t);
  let enabled = true;
  let refuse = false;
  answering.handle('autoRespondRules', () => ({
    data: { autoRespondRules: [{ ...RULE, enabled, sentToday: [] }], me: ME },
  }));
  answering.handle('autoRespondUpdateRule', (call) => {
    if (refuse) {
      return {
        data: {
          updateAutoRespondRule: {
            __typename: 'InvalidFields',
            fieldErrors: [{ field: 'dailyLimit', code: 'INVALID' }],
          },
        },
      };
    }
    enabled = (call.variables.input as { rule: { enabled: boolean } }).rule.enabled;
    return { data: { updateAutoRespondRule: saved({ enabled }) } };
  });
  renderRoute('/service-pro/auto-respond');
  const toggle = (await screen.findByTestId('rule-switch')) as HTMLInputElement;
  fireEvent.click(toggle);
  await until(() => toastTitles().includes('The rule is off: it answers no jobs until you switch it on.'));
  t.same(answering.calls.find((call) => call.operationName === 'autoRespondUpdateRule')?.variables, {
    input: {
      ruleId: 'rule-1',
      rule: {
        enabled: false,
        serviceIds: ['s-tap'],
        maxDistance: 10,
        templateId: 'tpl-1',
        dailyLimit: 3,
        price: { type: 'ESTIMATED_PRICE', amountMinor: 9000, minMinor: null, maxMinor: null, note: null },
      },
    },
  });

  await until(() => !toggle.hasAttribute('aria-busy') && !toggle.checked);
  t.match(screen.getByTestId('rule-card').textContent, 'Off');
  refuse = true;
  fireEvent.click(toggle);
  await until(() => (screen.getByTestId('rule-card').textContent ?? '').includes('no longer fits your services'));
  t.equal(toggle.checked, false, 'back as the server has it: off');
});

t.test('deleting a rule asks first', async (t) => {
  const answering = await server(t);
  answering.handle('autoRespondDeleteRule', () => ({
    data: { deleteAutoRespondRule: { __typename: 'AutoRespondRuleDeleted', ruleId: 'rule-1' } },
  }));
  renderRoute('/service-pro/auto-respond');
  fireEvent.click(await screen.findByTestId('rule-delete'));
  const question = screen.getByText(/^Delete this rule for Plumbing\?/);
  await until(() => document.activeElement === question);
  fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  await until(() => document.activeElement === screen.getByTestId('rule-delete'));
  t.notOk(answering.calls.some((call) => call.operationName === 'autoRespondDeleteRule'));
  fireEvent.click(screen.getByTestId('rule-delete'));
  fireEvent.click(screen.getByTestId('rule-delete-confirm'));
  await until(() => toastTitles().includes('The rule is deleted. Proposals it sent stay sent.'));
  t.same(answering.calls.find((call) => call.operationName === 'autoRespondDeleteRule')?.variables, {
    input: { ruleId: 'rule-1' },
  });
});

t.test('the setup form checks every field before sending, with the focus on the first', async (t) => {
  const answering = await server(t);
  renderRoute('/service-pro/auto-respond/setup');
  await screen.findByTestId('rule-form');
  t.same(
    [...select('Trade').options].map((option) => option.textContent),
    ['Choose a trade', 'Plumbing', 'Electrics'],
    "the pro's own trades that have services",
  );
  change(field('At most this many jobs a day'), '');
  fireEvent.click(screen.getByTestId('rule-save'));
  await until(() => document.activeElement === select('Trade'));
  t.match(document.body.textContent, 'Choose the trade the rule is for.');
  t.match(document.body.textContent, 'Choose the template the rule answers with.');
  t.match(document.body.textContent, 'Enter how many jobs a day the rule may answer.');

  change(select('Trade'), 'p-plumbing');
  t.same(
    within(screen.getByTestId('rule-services'))
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('value')),
    ['s-tap', 's-drain'],
    'the job types of that trade',
  );
  fireEvent.click(screen.getByTestId('rule-area-distance'));
  change(field('At most this many miles away'), 'far');
  change(select('Answer with this template'), 'tpl-1');
  change(field('At most this many jobs a day'), '6');
  fireEvent.click(screen.getByTestId('rule-save'));
  await until(() => document.activeElement === screen.getByRole('checkbox', { name: 'Tap repair' }));
  t.match(document.body.textContent, 'Choose at least one job type.');
  t.match(document.body.textContent, 'Enter a distance above 0, such as 15 or 7.5.');
  t.match(document.body.textContent, 'Enter a whole number from 1 to 5.');
  t.notOk(
    answering.calls.some((call) => call.operationName === 'autoRespondCreateRule'),
    'nothing was sent',
  );
});

async function fillNewRule() {
  await screen.findByTestId('rule-form');
  change(select('Trade'), 'p-plumbing');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Tap repair' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Drain unblocking' }));
  fireEvent.click(screen.getByTestId('rule-area-distance'));
  change(field('At most this many miles away'), '7,5');
  change(select('Answer with this template'), 'tpl-2');
  change(field('At most this many jobs a day'), '2');
}

t.test('a new rule is sent as AutoRespondRuleInput; saved, the professional is told and sees the list', async (t) => {
  const answering = await server(t);
  answering.handle('autoRespondCreateRule', () => ({ data: { createAutoRespondRule: saved({ id: 'rule-2' }) } }));
  renderRoute('/service-pro/auto-respond/setup');
  await fillNewRule();
  fireEvent.click(screen.getByTestId('rule-save'));
  await until(() => where() === '/service-pro/auto-respond');
  t.same(answering.calls.find((call) => call.operationName === 'autoRespondCreateRule')?.variables, {
    input: {
      enabled: true,
      serviceIds: ['s-tap', 's-drain'],
      maxDistance: 7.5,
      templateId: 'tpl-2',
      dailyLimit: 2,
      price: null,
    },
  });
  t.ok(toastTitles().includes('Your rule is saved. It answers new jobs from now on.'));
  t.equal(window.sessionStorage.length, 0, 'what was chosen is forgotten once saved');
});

const REFUSALS: [string, Record<string, unknown>, string, () => HTMLElement][] = [
  [
    'a daily limit above the bounds',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'dailyLimit', code: 'INVALID' }] },
    'Enter a whole number from 1 to 5.',
    () => field('At most this many jobs a day'),
  ],
  [
    'a job type the pro no longer offers',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'serviceIds', code: 'INVALID' }] },
    'Choose only job types you offer.',
    () => screen.getByRole('checkbox', { name: 'Tap repair' }),
  ],
  [
    'a distance the upstream refuses',
    { __typename: 'InvalidFields', fieldErrors: [{ field: 'maxDistance', code: 'INVALID' }] },
    'Enter a distance above 0',
    () => field('At most this many miles away'),
  ],
  [
    'a template deleted meanwhile',
    { __typename: 'NotFound', id: 'tpl-2' },
    'This template no longer exists. Choose another one, or write a new one.',
    () => select('Answer with this template'),
  ],
];

for (const [what, answer, said, at] of REFUSALS) {
  t.test(`${what} is said next to its field, and every choice stays`, async (t) => {
    const answering = await server(t);
    answering.handle('autoRespondCreateRule', () => ({ data: { createAutoRespondRule: answer } }));
    renderRoute('/service-pro/auto-respond/setup');
    await fillNewRule();
    fireEvent.click(screen.getByTestId('rule-save'));
    await until(() => document.activeElement === at());
    t.match(document.body.textContent, said);
    t.equal(select('Trade').value, 'p-plumbing');
    t.equal(field('At most this many miles away').value, '7,5');
    t.equal(field('At most this many jobs a day').value, '2');
    t.equal(where(), '/service-pro/auto-respond/setup');
  });
}

t.test('a save that fails on the way says so and keeps every choice', async (t) => {
  const answering = await server(t);
  answering.handle('autoRespondCreateRule', () => ({ status: 503, body: '{}' }));
  renderRoute('/service-pro/auto-respond/setup');
  await fillNewRule();
  fireEvent.click(screen.getByTestId('rule-save'));
  await until(() => within(screen.getByTestId('rule-form')).queryByRole('alert') !== null);
  t.equal(select('Answer with this template').value, 'tpl-2');
  t.ok((screen.getByRole('checkbox', { name: 'Drain unblocking' }) as HTMLInputElement).checked);
});

t.test('changing a rule starts from it and keeps its price', async (t) => {
  const answering = await server(t);
  answering.handle('autoRespondUpdateRule', () => ({ data: { updateAutoRespondRule: saved({ dailyLimit: 4 }) } }));
  renderRoute('/service-pro/auto-respond/setup?ruleId=rule-1');
  await screen.findByTestId('rule-form');
  t.equal(select('Trade').value, 'p-plumbing');
  t.ok((screen.getByRole('checkbox', { name: 'Tap repair' }) as HTMLInputElement).checked);
  t.equal(field('At most this many miles away').value, '10');
  t.equal(select('Answer with this template').value, 'tpl-1');
  change(field('At most this many jobs a day'), '4');
  fireEvent.click(screen.getByTestId('rule-save'));
  await until(() => where() === '/service-pro/auto-respond');
  t.same(answering.calls.find((call) => call.operationName === 'autoRespondUpdateRule')?.variables, {
    input: {
      ruleId: 'rule-1',
      rule: {
        enabled: true,
        serviceIds: ['s-tap'],
        maxDistance: 10,
        templateId: 'tpl-1',
        dailyLimit: 4,
        price: { type: 'ESTIMATED_PRICE', amountMinor: 9000, minMinor: null, maxMinor: null, note: null },
      },
    },
  });
});

t.test('writing a template on the way: the link comes back here, and the choices are still made', async (t) => {
  await server(t);
  const first = renderRoute('/service-pro/auto-respond/setup');
  await fillNewRule();
  t.equal(
    screen.getByRole('link', { name: 'Write a new template' }).getAttribute('href'),
    `/service-pro/message-templates/add?fromPage=${encodeURIComponent('/service-pro/auto-respond/setup')}`,
  );
  first.unmount();
  renderRoute('/service-pro/auto-respond/setup');
  await screen.findByTestId('rule-form');
  await until(() => select('Trade').value === 'p-plumbing');
  t.ok((screen.getByRole('checkbox', { name: 'Drain unblocking' }) as HTMLInputElement).checked);
  t.equal(field('At most this many miles away').value, '7,5');
  t.equal(field('At most this many jobs a day').value, '2');
});

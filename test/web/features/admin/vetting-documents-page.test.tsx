// The staff's documents waiting (§2.9, decision 078): each row with its professional, what it is,
// its file, size, upload and status; the purpose filter from the address; each decision only from
// the confirming sheet (a refusal needs its reason), said in a toast and the list read again; every
// refusal of the upstream and a failed call said in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { DocumentsPage, formatFileSize } from '../../../../web/features/admin/vetting-documents-page.tsx';
import type { CurrentUser } from '../../../../web/lib/state.ts';
import { startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderPage, toastTitles } from '../../render.tsx';

const ADMIN: CurrentUser = {
  __typename: 'StaffUser',
  id: 'a0a8e1f2-0000-4000-8000-000000000009',
  email: 'admin@example.com',
  type: 'ADMIN',
  firstName: 'Robin',
  lastName: 'Staff',
};

const PRO_ID = 'b1b1b1b1-0000-4000-8000-000000000001';
const DOC_ID = 'd0d0d0d0-0000-4000-8000-000000000001';

const waiting = (overrides: Record<string, unknown> = {}) => ({
  id: DOC_ID,
  purpose: 'COMPANY',
  documentType: 'BUSINESS_LICENSE',
  profession: null,
  contentType: 'application/pdf',
  sizeBytes: 245_760,
  originalName: 'licence.pdf',
  status: 'PENDING',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  servicePro: { __typename: 'ServicePro', id: PRO_ID, email: 'sam@example.com', firstName: 'Sam', lastName: 'Baker' },
  ...overrides,
});

function render(url = '/admin/documents') {
  renderPage(<DocumentsPage search={new URL(url, 'https://example.com').searchParams} />, { url, user: ADMIN });
}

async function open(decision: 'approve' | 'refuse' | 'refer') {
  fireEvent.click(await screen.findByTestId(`admin-document-${decision}`));
  return screen.findByTestId('admin-document-decision');
}

t.test('sizes in kilobytes and megabytes', async (t) => {
  t.equal(formatFileSize(245_760, 'en-GB'), '240 kB');
  t.equal(formatFileSize(3_460_300, 'en-GB'), '3.3 MB');
});

t.test('the documents waiting, each with its professional, file and status', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminDocumentsToReview', () => ({
    data: {
      documentsToReview: [
        waiting(),
        waiting({
          id: 'd0d0d0d0-0000-4000-8000-000000000002',
          purpose: 'QUALIFICATION',
          documentType: null,
          profession: { id: 'p1', name: 'Plumber' },
          originalName: 'diploma.png',
          status: 'MANUAL',
        }),
      ],
    },
  }));
  render();
  const table = await screen.findByTestId('admin-documents');
  const rows = [...table.querySelectorAll('tbody tr')];
  t.match(rows[0]?.textContent, /Sam Baker.*Business licence.*licence\.pdf.*240 kB.*New/);
  t.match(rows[1]?.textContent, /Qualification: Plumber.*diploma\.png.*With a specialist/);
  t.equal(
    within(rows[0] as HTMLElement)
      .getByText('Sam Baker')
      .getAttribute('href'),
    `/admin/users/${PRO_ID}`,
  );
  t.equal(
    within(rows[0] as HTMLElement)
      .getByText('licence.pdf')
      .getAttribute('href'),
    `/documents/${DOC_ID}`,
  );
  t.equal(within(rows[1] as HTMLElement).queryByText('Refer'), null, 'a referred one is not referred again');
  t.same(s.calls.find((call) => call.operationName === 'adminDocumentsToReview')?.variables, { purpose: null });
});

t.test('the purpose from the address', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminDocumentsToReview', () => ({ data: { documentsToReview: [] } }));
  render('/admin/documents?purpose=BACKGROUND_CHECK');
  await screen.findByRole('heading', { name: 'No documents waiting' });
  t.same(s.calls.find((call) => call.operationName === 'adminDocumentsToReview')?.variables, {
    purpose: 'BACKGROUND_CHECK',
  });
  t.equal((screen.getByLabelText('What it proves') as HTMLSelectElement).value, 'BACKGROUND_CHECK');
});

for (const [decision, done, reason] of [
  ['approve', 'Document approved.', null],
  ['refuse', 'Document refused.', 'The licence has expired.'],
  ['refer', 'Document referred to a specialist.', null],
] as const) {
  t.test(`${decision}: confirmed, said, and the list read again`, async (t) => {
    const s = await startSessionServer(t);
    let listed = 0;
    s.handle('adminDocumentsToReview', () => {
      listed += 1;
      return { data: { documentsToReview: listed === 1 ? [waiting()] : [] } };
    });
    s.handle('adminDecideDocument', () => ({
      data: { decideDocument: { __typename: 'DocumentDecided', document: { id: DOC_ID, status: 'PASSED' } } },
    }));
    render();
    const sheet = await open(decision);
    const before = toastTitles().length;
    t.notOk(
      s.calls.some((call) => call.operationName === 'adminDecideDocument'),
      'nothing decided before it is confirmed',
    );
    if (reason) {
      fireEvent.click(within(sheet).getByTestId('admin-document-decision-confirm'));
      await within(sheet).findByText('Say why, in a few words.');
      t.notOk(
        s.calls.some((call) => call.operationName === 'adminDecideDocument'),
        'not without a reason',
      );
      fireEvent.change(within(sheet).getByLabelText(/Why/), { target: { value: reason } });
    }
    fireEvent.click(within(sheet).getByTestId('admin-document-decision-confirm'));
    await until(() => toastTitles().slice(before).includes(done));
    t.same(s.calls.find((call) => call.operationName === 'adminDecideDocument')?.variables, {
      input: { documentId: DOC_ID, decision: decision.toUpperCase(), ...(reason ? { reason } : {}) },
    });
    await screen.findByRole('heading', { name: 'No documents waiting' });
    t.ok(listed >= 2, 'the list read again');
  });
}

for (const [what, fieldErrors, words, refreshed] of [
  [
    'gone',
    [{ field: 'documentId', code: 'NOT_FOUND' }],
    'It is no longer there. The list now shows what is waiting.',
    true,
  ],
  [
    'invalid',
    [{ field: 'documentId', code: 'INVALID' }],
    'This can no longer be decided this way; someone may have decided it already. The list is up to date now.',
    true,
  ],
  [
    'reason required',
    [{ field: 'reason', code: 'REQUIRED' }],
    'Say why, in a few words: the professional is told.',
    false,
  ],
  ['reason too long', [{ field: 'reason', code: 'INVALID' }], 'The reason is too long: at most 500 characters.', false],
] as const) {
  t.test(`refused by the upstream (${what}): said in words`, async (t) => {
    const s = await startSessionServer(t);
    let listed = 0;
    s.handle('adminDocumentsToReview', () => {
      listed += 1;
      return { data: { documentsToReview: [waiting()] } };
    });
    s.handle('adminDecideDocument', () => ({
      data: { decideDocument: { __typename: 'InvalidFields', fieldErrors } },
    }));
    render();
    const sheet = await open('refuse');
    const before = toastTitles().length;
    fireEvent.change(within(sheet).getByLabelText(/Why/), { target: { value: 'Blurred' } });
    fireEvent.click(within(sheet).getByTestId('admin-document-decision-confirm'));
    await until(() => toastTitles().slice(before).includes(words));
    t.notOk(toastTitles().slice(before).includes('Document refused.'), 'not said to be done');
    if (refreshed) {
      await until(() => listed >= 2);
      await until(() => !(sheet as HTMLDialogElement).open);
      t.pass('the sheet closed and the list was read again');
    } else {
      t.ok((sheet as HTMLDialogElement).open, 'the sheet stays, to correct the reason');
    }
  });
}

t.test('a failed call: said, and the sheet stays to try again', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminDocumentsToReview', () => ({ data: { documentsToReview: [waiting()] } }));
  s.handle('adminDecideDocument', () => ({ status: 500, body: '' }));
  render();
  const sheet = await open('approve');
  const before = toastTitles().length;
  fireEvent.click(within(sheet).getByTestId('admin-document-decision-confirm'));
  await until(() => toastTitles().length > before);
  t.same(toastTitles().slice(before), ['Internal server error'], 'the failure, not a success');
  t.ok((sheet as HTMLDialogElement).open, 'the sheet stays, to try again');
});

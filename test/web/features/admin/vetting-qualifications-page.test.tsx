// The staff's qualifications and identity checks waiting (§2.9, decision 078): each row with its
// professional and what waits; approve and refuse (with a reason) only from the confirming sheet,
// said in a toast and the list read again; the upstream's refusals and a failed call in words.
import '../../../helpers/dom.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import t from 'tap';
import { IdentityChecksPage } from '../../../../web/features/admin/vetting-identity-checks-page.tsx';
import { QualificationsPage } from '../../../../web/features/admin/vetting-qualifications-page.tsx';
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
const PRO = {
  __typename: 'ServicePro',
  id: 'b1b1b1b1-0000-4000-8000-000000000001',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Baker',
};
const PROFESSION = { id: 'c1c1c1c1-0000-4000-8000-000000000001', name: 'Electrician' };
const CHECK_ID = 'e1e1e1e1-0000-4000-8000-000000000001';

const qualifications = (count: number, hasNextPage = false) => ({
  data: {
    qualificationsToReview: {
      edges: Array.from({ length: count }, () => ({
        cursor: 'c1',
        node: {
          servicePro: PRO,
          profession: PROFESSION,
          since: '2026-11-02T08:00:00.000Z',
          documents: [
            { id: 'd1', originalName: 'diploma.pdf', status: 'PENDING', uploadedAt: '2026-11-01T08:00:00.000Z' },
          ],
        },
      })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'next-cursor' : null },
    },
  },
});

const checks = (count: number) => ({
  data: {
    identityChecksToReview: Array.from({ length: count }, () => ({
      id: CHECK_ID,
      documentType: 'RESIDENCE_PERMIT',
      status: 'UNKNOWN',
      startedAt: '2026-11-03T08:00:00.000Z',
      servicePro: PRO,
    })),
  },
});

const renderQualifications = (url = '/admin/qualifications') =>
  renderPage(<QualificationsPage search={new URL(url, 'https://example.com').searchParams} />, { url, user: ADMIN });

t.test('the qualifications waiting, with their papers and the next page', async (t) => {
  const s = await startSessionServer(t);
  s.handle('adminQualificationsToReview', () => qualifications(1, true));
  renderQualifications('/admin/qualifications?after=abc');
  const table = await screen.findByTestId('admin-qualifications');
  t.match(table.querySelector('tbody tr')?.textContent, /Sam Baker.*Electrician.*diploma\.pdf/);
  t.equal(screen.getByText('diploma.pdf').getAttribute('href'), '/documents/d1');
  t.equal(screen.getByText('Next page').getAttribute('href'), '/admin/qualifications?after=next-cursor');
  t.equal(screen.getByText('First page').getAttribute('href'), '/admin/qualifications');
  t.same(s.calls.find((call) => call.operationName === 'adminQualificationsToReview')?.variables, { after: 'abc' });
});

t.test('a qualification approved and refused with a reason: said, and the list read again', async (t) => {
  for (const [decision, done] of [
    ['approve', 'Qualification approved.'],
    ['refuse', 'Qualification refused.'],
  ] as const) {
    const s = await startSessionServer(t);
    let listed = 0;
    s.handle('adminQualificationsToReview', () => {
      listed += 1;
      return qualifications(listed === 1 ? 1 : 0);
    });
    s.handle('adminDecideQualification', () => ({
      data: {
        decideQualification: {
          __typename: 'QualificationDecided',
          proId: PRO.id,
          professionId: PROFESSION.id,
          qualification: decision === 'approve' ? 'PASSED' : 'FAILED',
        },
      },
    }));
    const view = renderQualifications();
    fireEvent.click(await screen.findByTestId(`admin-qualification-${decision}`));
    const sheet = screen.getByTestId('admin-qualification-decision');
    const before = toastTitles().length;
    if (decision === 'refuse') fireEvent.change(within(sheet).getByLabelText(/Why/), { target: { value: 'No proof' } });
    fireEvent.click(within(sheet).getByTestId('admin-qualification-decision-confirm'));
    await until(() => toastTitles().slice(before).includes(done));
    t.same(s.calls.find((call) => call.operationName === 'adminDecideQualification')?.variables, {
      input: {
        proId: PRO.id,
        professionId: PROFESSION.id,
        decision: decision.toUpperCase(),
        ...(decision === 'refuse' ? { reason: 'No proof' } : {}),
      },
    });
    await screen.findByRole('heading', { name: 'No qualifications waiting' });
    view.unmount();
  }
});

t.test('a qualification: the upstream’s refusals and a failed call', async (t) => {
  for (const [answer, words] of [
    [
      {
        data: {
          decideQualification: { __typename: 'InvalidFields', fieldErrors: [{ field: 'proId', code: 'NOT_FOUND' }] },
        },
      },
      'It is no longer there. The list now shows what is waiting.',
    ],
    [
      {
        data: {
          decideQualification: {
            __typename: 'InvalidFields',
            fieldErrors: [{ field: 'professionId', code: 'NOT_FOUND' }],
          },
        },
      },
      'It is no longer there. The list now shows what is waiting.',
    ],
    [
      {
        data: {
          decideQualification: { __typename: 'InvalidFields', fieldErrors: [{ field: 'reason', code: 'INVALID' }] },
        },
      },
      'The reason is too long: at most 500 characters.',
    ],
    [{ status: 500, body: '' }, 'Internal server error'],
  ] as const) {
    const s = await startSessionServer(t);
    s.handle('adminQualificationsToReview', () => qualifications(1));
    s.handle('adminDecideQualification', () => answer);
    const view = renderQualifications();
    fireEvent.click(await screen.findByTestId('admin-qualification-refuse'));
    const sheet = screen.getByTestId('admin-qualification-decision');
    const before = toastTitles().length;
    fireEvent.change(within(sheet).getByLabelText(/Why/), { target: { value: 'No proof' } });
    fireEvent.click(within(sheet).getByTestId('admin-qualification-decision-confirm'));
    await until(() => toastTitles().length > before);
    t.same(toastTitles().slice(before), [words]);
    view.unmount();
  }
});

t.test('the identity checks waiting; approved and refused; refusals and a failed call', async (t) => {
  for (const [decision, answer, words, emptied] of [
    [
      'approve',
      {
        data: {
          decideIdentityCheck: {
            __typename: 'IdentityCheckDecided',
            proId: PRO.id,
            check: { id: CHECK_ID, status: 'SUCCESS' },
          },
        },
      },
      'Identity check approved.',
      true,
    ],
    [
      'refuse',
      {
        data: {
          decideIdentityCheck: {
            __typename: 'IdentityCheckDecided',
            proId: PRO.id,
            check: { id: CHECK_ID, status: 'FAILED' },
          },
        },
      },
      'Identity check refused.',
      true,
    ],
    [
      'approve',
      {
        data: {
          decideIdentityCheck: { __typename: 'InvalidFields', fieldErrors: [{ field: 'checkId', code: 'NOT_FOUND' }] },
        },
      },
      'It is no longer there. The list now shows what is waiting.',
      false,
    ],
    [
      'approve',
      {
        data: {
          decideIdentityCheck: { __typename: 'InvalidFields', fieldErrors: [{ field: 'checkId', code: 'INVALID' }] },
        },
      },
      'This can no longer be decided this way; someone may have decided it already. The list is up to date now.',
      false,
    ],
    [
      'approve',
      {
        data: {
          decideIdentityCheck: { __typename: 'InvalidFields', fieldErrors: [{ field: 'decision', code: 'INVALID' }] },
        },
      },
      'This can no longer be decided this way; someone may have decided it already. The list is up to date now.',
      false,
    ],
    [
      'refuse',
      {
        data: {
          decideIdentityCheck: { __typename: 'InvalidFields', fieldErrors: [{ field: 'reason', code: 'REQUIRED' }] },
        },
      },
      'Say why, in a few words: the professional is told.',
      false,
    ],
    ['approve', { status: 500, body: '' }, 'Internal server error', false],
  ] as const) {
    const s = await startSessionServer(t);
    let listed = 0;
    s.handle('adminIdentityChecksToReview', () => {
      listed += 1;
      return checks(emptied && listed > 1 ? 0 : 1);
    });
    s.handle('adminDecideIdentityCheck', () => answer);
    const view = renderPage(<IdentityChecksPage />, { url: '/admin/identity-checks', user: ADMIN });
    const table = await screen.findByTestId('admin-identity-checks');
    t.match(table.querySelector('tbody tr')?.textContent, /Sam Baker.*Residence permit/);
    fireEvent.click(screen.getByTestId(`admin-identity-check-${decision}`));
    const sheet = screen.getByTestId('admin-identity-decision');
    const before = toastTitles().length;
    if (decision === 'refuse')
      fireEvent.change(within(sheet).getByLabelText(/Why/), { target: { value: 'Unreadable' } });
    fireEvent.click(within(sheet).getByTestId('admin-identity-decision-confirm'));
    await until(() => toastTitles().length > before);
    t.same(toastTitles().slice(before), [words]);
    t.match(s.calls.find((call) => call.operationName === 'adminDecideIdentityCheck')?.variables, {
      input: { checkId: CHECK_ID, decision: decision.toUpperCase() },
    });
    if (emptied) await screen.findByRole('heading', { name: 'No identity checks waiting' });
    view.unmount();
  }
});

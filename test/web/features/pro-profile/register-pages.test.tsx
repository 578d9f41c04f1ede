// The registration's variants (§2.8 register/skill-evaluation, register/upload-document,
// register/upload-qualification-documents): the trades with their qualification and both ways to it
// on the registration's own pages; a passed test and a sent paper go on with the registration.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, where } from '../../render.tsx';

const TRADES = {
  professions: [
    { id: 'electrical', name: 'Electrical work', services: [{ id: 's1', name: 'Fit a socket' }] },
    { id: 'painting', name: 'Painting', services: [{ id: 's2', name: 'Paint a room' }] },
  ],
  myServicePreferences: {
    professions: [
      { qualification: 'PENDING', profession: { id: 'electrical' }, services: [] },
      { qualification: 'PASSED', profession: { id: 'painting' }, services: [{ id: 's2' }] },
    ],
  },
};

t.test('the trades with their qualification, and both ways on the registration’s pages', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfileTrade', () => ({ data: TRADES }));
  renderRoute('/service-pro/register/skill-evaluation', { user: PRO });
  const trades = await screen.findAllByTestId('pro-profile-register-trade');
  t.match(trades[0]?.textContent, /Electrical work.*Not qualified yet/);
  t.match(trades[1]?.textContent, /Painting.*Qualified/);
  t.equal(trades[1]?.querySelectorAll('a').length, 0, 'nothing to do for a trade qualified');
  t.equal(
    screen.getByRole('link', { name: 'Take the skills test' }).getAttribute('href'),
    '/service-pro/register/skill-evaluation/1?professionId=electrical',
  );
  t.equal(
    screen.getByRole('link', { name: 'Send a qualification document' }).getAttribute('href'),
    '/service-pro/register/upload-qualification-documents?professionId=electrical',
  );
  t.equal(screen.getByRole('link', { name: 'Continue' }).getAttribute('href'), '/for-tradespeople/register');
});

t.test('a test passed in the registration goes on with it', async (t) => {
  const s = await startSessionServer(t);
  const passed = {
    id: 'e1',
    status: 'PASSED',
    questionCount: 5,
    answeredCount: 5,
    passMarkPercent: 80,
    scorePercent: 100,
    completedAt: '2026-11-28T08:00:00Z',
    retryAfter: null,
    unansweredIndexes: [],
    profession: { id: 'electrical', name: 'Electrical work' },
  };
  s.handle('proProfileSkillResult', () => ({
    data: { professions: TRADES.professions, mySkillEvaluation: passed },
  }));
  renderRoute('/service-pro/register/skill-evaluation/complete?professionId=electrical', { user: PRO });
  await screen.findByRole('heading', { name: 'Passed: you are qualified in this trade' });
  t.equal(screen.getByRole('link', { name: 'Continue' }).getAttribute('href'), '/for-tradespeople/register');
  t.notOk(screen.queryByRole('link', { name: 'Your trades and services' }), 'no way out of the registration');
});

t.test('a company paper sent in the registration goes on with it', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfileDocuments', () => ({ data: { myDocuments: [] } }));
  s.handle('proProfileUploadDocument', () => ({
    data: {
      uploadDocument: {
        __typename: 'DocumentUploaded',
        document: {
          id: 'd1',
          documentType: 'BUSINESS_LICENSE',
          profession: null,
          originalName: 'licence.pdf',
          status: 'PENDING',
          reason: null,
          uploadedAt: '2026-11-28T08:00:00Z',
        },
      },
    },
  }));
  const { loads } = renderRoute('/service-pro/register/upload-document', { user: PRO });
  fireEvent.change(await screen.findByLabelText('Kind of paper'), { target: { value: 'BUSINESS_LICENSE' } });
  const picker = screen.getByLabelText('File') as HTMLInputElement;
  Object.defineProperty(picker, 'files', {
    configurable: true,
    value: [new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' })],
  });
  picker.dispatchEvent(new window.Event('change', { bubbles: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Send the paper' }));
  await until(() => where() === '/for-tradespeople/register' || loads.includes('/for-tradespeople/register'));
  t.pass('on with the registration');
});

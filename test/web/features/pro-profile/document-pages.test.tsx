// A professional's papers (§2.7, §2.8, decision 058): each kind of company paper is explained; a
// paper needs its kind and a file, refused on the page with the focus on the first field; it goes
// as an upload and the server's file codes (§5) are said next to the file; a trade's documents are
// sent on to their results, each with where it stands and why it was refused; getting qualified
// names the services that need it and both ways to it; a trade's page removes it after a question.
// The certificate of good conduct (decision 078) is sent from the papers page, checked before it
// goes, each refusal said on its file, and each certificate sent says where it stands.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const TRADES = {
  professions: [
    {
      id: 'electrical',
      name: 'Electrical work',
      services: [
        { id: 's1', name: 'Fit a socket' },
        { id: 's2', name: 'Rewire a house' },
      ],
    },
  ],
  myServicePreferences: {
    professions: [{ qualification: 'PENDING', profession: { id: 'electrical' }, services: [{ id: 's1' }] }],
  },
};

const document = (overrides: Record<string, unknown> = {}) => ({
  id: 'd1',
  purpose: 'QUALIFICATION',
  documentType: null,
  profession: { id: 'electrical' },
  originalName: 'diploma.pdf',
  status: 'PENDING',
  reason: null,
  uploadedAt: '2026-11-20T10:00:00Z',
  ...overrides,
});

async function server(t: Parameters<typeof startSessionServer>[0], documents: unknown[] = []) {
  const s = await startSessionServer(t);
  s.handle('proProfileTrade', () => ({ data: TRADES }));
  s.handle('proProfileDocuments', () => ({ data: { myDocuments: documents } }));
  return s;
}

function choose(label: string, file: File) {
  const picker = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(picker, 'files', { configurable: true, value: [file] });
  picker.dispatchEvent(new window.Event('change', { bubbles: true }));
}

const pdf = () => new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });

t.test('company papers: each kind explained; kind and file are needed, the focus on the first', async (t) => {
  const s = await server(t, [document({ documentType: 'CRAFT_CARD', profession: null, status: 'PASSED' })]);
  renderRoute('/service-pro/upload-document', { user: PRO });
  await screen.findByRole('heading', { name: "Your company's papers" });
  const kinds = screen.getByTestId('pro-profile-document-types').textContent ?? '';
  for (const kind of ['Business licence', 'Companies register extract', 'Trade card']) t.match(kinds, kind);
  t.match((await screen.findByTestId('pro-profile-documents')).textContent, /Trade card.*diploma\.pdf.*Approved/);
  fireEvent.click(screen.getByRole('button', { name: 'Send the paper' }));
  await until(() => window.document.activeElement === screen.getByLabelText('Kind of paper'));
  t.match(window.document.body.textContent, 'Choose the kind of paper.');
  t.match(window.document.body.textContent, 'Choose the file to send.');
  t.notOk(s.calls.some((call) => call.operationName === 'proProfileUploadDocument'));
});

t.test('company papers: sent as an upload with its kind, and told', async (t) => {
  const s = await server(t);
  s.handle('proProfileUploadDocument', () => ({
    data: {
      uploadDocument: {
        __typename: 'DocumentUploaded',
        document: document({ documentType: 'BUSINESS_LICENSE', profession: null, originalName: 'licence.pdf' }),
      },
    },
  }));
  renderRoute('/service-pro/upload-document', { user: PRO });
  fireEvent.change(await screen.findByLabelText('Kind of paper'), { target: { value: 'BUSINESS_LICENSE' } });
  choose('File', pdf());
  fireEvent.click(screen.getByRole('button', { name: 'Send the paper' }));
  await until(() => toastTitles().includes('Your paper is sent. We let you know once it is checked.'));
  const call = s.calls.find((candidate) => candidate.operationName === 'proProfileUploadDocument');
  t.same(call?.variables, { input: { documentType: 'BUSINESS_LICENSE', file: null } });
  t.same(call?.files, [{ path: 'variables.input.file', name: 'licence.pdf' }]);
});

t.test('the server’s file codes are said next to the file', async (t) => {
  for (const [code, words] of [
    ['INVALID_FILE_TYPE', 'This file is not a PDF, JPEG or PNG.'],
    ['INVALID_FILE_SIZE', 'This file is empty or larger than 10 MB.'],
  ] as const) {
    const s = await server(t);
    s.handle('proProfileUploadDocument', () => ({
      data: { uploadDocument: { __typename: 'InvalidFile', code, fileName: 'licence.pdf' } },
    }));
    const { unmount } = renderRoute('/service-pro/upload-document', { user: PRO });
    fireEvent.change(await screen.findByLabelText('Kind of paper'), { target: { value: 'CRAFT_CARD' } });
    choose('File', pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Send the paper' }));
    await until(() => window.document.activeElement === screen.getByLabelText('File'));
    t.match(screen.getByLabelText('File').getAttribute('aria-describedby') ?? '', 'error', code);
    t.match(window.document.body.textContent, words);
    unmount();
  }
});

t.test('a trade’s document goes on to the results: each with where it stands and why refused', async (t) => {
  const s = await server(t, [
    document({ id: 'd2', status: 'FAILED', reason: 'The name on it is not yours.' }),
    document({ id: 'd3', status: 'MANUAL', profession: { id: 'electrical' } }),
    document({ id: 'd4', documentType: 'CRAFT_CARD', profession: null }),
  ]);
  s.handle('proProfileUploadQualificationDocument', () => ({
    data: { uploadQualificationDocument: { __typename: 'DocumentUploaded', document: document() } },
  }));
  renderRoute('/service-pro/upload-qualification-documents?professionId=electrical', { user: PRO });
  await screen.findByRole('heading', { name: 'Qualification documents: Electrical work' });
  t.notOk(screen.queryByLabelText('Kind of paper'), 'a trade’s document has no kind to choose');
  choose('File', pdf());
  fireEvent.click(screen.getByRole('button', { name: 'Send the paper' }));
  await until(() => where() === '/service-pro/upload-qualification-documents/results?professionId=electrical');
  t.same(s.calls.find((call) => call.operationName === 'proProfileUploadQualificationDocument')?.variables, {
    input: { professionId: 'electrical', file: null },
  });
  await screen.findByRole('heading', { name: 'Your documents: Electrical work' });
  t.match(screen.getByTestId('pro-profile-qualification').textContent, 'Not qualified yet');
  const statuses = screen.getAllByTestId('pro-profile-document-status').map((status) => status.textContent);
  t.same(statuses, ['Refused', 'Being checked by a specialist'], 'only this trade’s documents');
  t.match(window.document.body.textContent, 'Why: The name on it is not yours.');
});

t.test('getting qualified: the services that need it, by name, and both ways to it', async (t) => {
  await server(t);
  renderRoute('/service-pro/add-qualification/electrical?serviceIds[]=s2', { user: PRO });
  await screen.findByRole('heading', { name: 'Get qualified: Electrical work' });
  t.equal(screen.getByTestId('pro-profile-needing').textContent, 'Rewire a house');
  t.equal(
    screen.getByRole('link', { name: 'Take the skills test' }).getAttribute('href'),
    '/service-pro/skill-evaluation/1?professionId=electrical',
  );
  t.equal(
    screen.getByRole('link', { name: 'Send a qualification document' }).getAttribute('href'),
    '/service-pro/upload-qualification-documents?professionId=electrical',
  );
});

t.test('a trade’s page: services, qualification and documents; removing it asks first', async (t) => {
  const s = await server(t, [document()]);
  s.handle('proProfileRemoveProfession', () => ({
    data: { removeProfession: { __typename: 'ServicePreferencesSaved' } },
  }));
  renderRoute('/service-pro/manage-profession/electrical', { user: PRO });
  await screen.findByRole('heading', { name: 'Electrical work' });
  t.match(screen.getByTestId('pro-profile-trade-services').textContent, 'Fit a socket');
  t.notMatch(screen.getByTestId('pro-profile-trade-services').textContent, 'Rewire a house');
  t.match(
    screen.getByTestId('pro-profile-trade-qualification').textContent,
    /Not qualified yet.*Waiting to be checked/,
  );
  t.equal(
    screen.getByRole('link', { name: 'Get qualified' }).getAttribute('href'),
    '/service-pro/add-qualification/electrical',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove the trade' }));
  t.match(window.document.body.textContent, 'Remove Electrical work? You no longer get its jobs');
  t.notOk(
    s.calls.some((call) => call.operationName === 'proProfileRemoveProfession'),
    'not before the answer',
  );
  fireEvent.click(screen.getByTestId('pro-profile-remove-confirm'));
  await until(() => where() === '/service-pro/service-preferences');
  t.ok(toastTitles().includes('Electrical work is no longer one of your trades.'));
});

const certificate = (overrides: Record<string, unknown> = {}) =>
  document({ purpose: 'BACKGROUND_CHECK', profession: null, originalName: 'vog.pdf', ...overrides });

const conductCalls = (s: Awaited<ReturnType<typeof server>>) =>
  s.calls.filter((call) => call.operationName === 'proProfileUploadConductCertificate');

t.test('background check: each certificate with where it stands, apart from the company papers', async (t) => {
  await server(t, [
    certificate({ id: 'c3', status: 'FAILED', reason: 'Issued more than three months ago.' }),
    certificate({ id: 'c2', status: 'PASSED', originalName: null }),
    certificate({ id: 'c1', status: 'PENDING', originalName: 'scan.png' }),
    document({ id: 'd9', purpose: 'COMPANY', documentType: 'CRAFT_CARD', profession: null }),
  ]);
  renderRoute('/service-pro/upload-document', { user: PRO });
  const section = await screen.findByRole('region', { name: 'Background check' });
  t.match(section.textContent, 'issued to you in the last three months');
  const list = await screen.findByTestId('pro-profile-conduct-documents');
  t.same(
    Array.from(list.querySelectorAll('[data-testid="pro-profile-document-status"]')).map((node) => node.textContent),
    ['Refused', 'Approved', 'Waiting to be checked'],
  );
  t.match(list.textContent, 'Why: Issued more than three months ago.');
  t.match(list.textContent, 'Certificate of good conduct', 'a certificate without a file name is named');
  t.notMatch(list.textContent, 'Trade card', 'company papers are not certificates');
  t.notMatch(screen.getByTestId('pro-profile-documents').textContent, 'vog.pdf', 'certificates are not company papers');
});

t.test('background check: a file is needed and at most 10 MB, refused before sending', async (t) => {
  const s = await server(t);
  renderRoute('/service-pro/upload-document', { user: PRO });
  fireEvent.click(await screen.findByRole('button', { name: 'Send the certificate' }));
  await until(() => window.document.activeElement === screen.getByLabelText('Certificate file'));
  t.match(screen.getByTestId('pro-profile-conduct-upload').textContent, 'Choose the file to send.');
  const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  choose('Certificate file', big);
  fireEvent.click(screen.getByRole('button', { name: 'Send the certificate' }));
  await until(() => (screen.getByTestId('pro-profile-conduct-upload').textContent ?? '').includes('larger than 10 MB'));
  t.equal(conductCalls(s).length, 0, 'nothing sent');
  t.notMatch(screen.getByTestId('pro-profile-upload').textContent, 'Choose the file', 'the papers form is left alone');
});

t.test('background check: sent as an upload, told, and the list asked again', async (t) => {
  const s = await server(t);
  s.handle('proProfileUploadConductCertificate', () => ({
    data: { uploadConductCertificate: { __typename: 'DocumentUploaded', document: certificate() } },
  }));
  renderRoute('/service-pro/upload-document', { user: PRO });
  await screen.findByRole('button', { name: 'Send the certificate' });
  await until(() => (screen.queryByTestId('pro-profile-conduct-documents')?.textContent ?? '') !== '');
  t.equal(
    screen.getByTestId('pro-profile-conduct-documents').textContent,
    'No certificate sent yet.',
    'none yet, in the certificate’s own words',
  );
  const before = s.calls.filter((call) => call.operationName === 'proProfileDocuments').length;
  s.handle('proProfileDocuments', () => ({ data: { myDocuments: [certificate()] } }));
  choose('Certificate file', new File(['%PDF-1.4'], 'vog.pdf', { type: 'application/pdf' }));
  fireEvent.click(screen.getByRole('button', { name: 'Send the certificate' }));
  await until(() => toastTitles().includes('Your certificate is sent. We let you know once it is checked.'));
  t.same(conductCalls(s)[0]?.variables, { input: { file: null } });
  t.same(conductCalls(s)[0]?.files, [{ path: 'variables.input.file', name: 'vog.pdf' }]);
  await until(() => s.calls.filter((call) => call.operationName === 'proProfileDocuments').length > before);
  await until(() => (screen.getByTestId('pro-profile-conduct-documents').textContent ?? '').includes('vog.pdf'));
  t.match(screen.getByTestId('pro-profile-conduct-documents').textContent, 'Waiting to be checked');
});

t.test('background check: every refusal of the server is said on the file', async (t) => {
  const answers = [
    [
      { __typename: 'InvalidFile', code: 'INVALID_FILE_TYPE', fileName: 'vog.pdf' },
      'This file is not a PDF, JPEG or PNG.',
    ],
    [
      { __typename: 'InvalidFile', code: 'INVALID_FILE_SIZE', fileName: 'vog.pdf' },
      'This file is empty or larger than 10 MB.',
    ],
    [{ __typename: 'InvalidFile', code: 'INVALID_FILE_COUNT', fileName: null }, 'Send one file at a time.'],
    [
      { __typename: 'InvalidFields', fieldErrors: [{ field: 'file', code: 'INVALID' }] },
      'This certificate could not be taken. Choose the file again and send it.',
    ],
  ] as const;
  for (const [answer, words] of answers) {
    const s = await server(t);
    s.handle('proProfileUploadConductCertificate', () => ({ data: { uploadConductCertificate: answer } }));
    const { unmount } = renderRoute('/service-pro/upload-document', { user: PRO });
    await screen.findByRole('button', { name: 'Send the certificate' });
    choose('Certificate file', pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Send the certificate' }));
    await until(() => window.document.activeElement === screen.getByLabelText('Certificate file'));
    t.match(
      screen.getByLabelText('Certificate file').getAttribute('aria-describedby') ?? '',
      'error',
      answer.__typename,
    );
    t.match(screen.getByTestId('pro-profile-conduct-upload').textContent, words);
    unmount();
  }
});

t.test('background check: a network failure is said in the form', async (t) => {
  const s = await server(t);
  s.handle('proProfileUploadConductCertificate', () => ({ status: 500, body: '' }));
  renderRoute('/service-pro/upload-document', { user: PRO });
  await screen.findByRole('button', { name: 'Send the certificate' });
  choose('Certificate file', pdf());
  fireEvent.click(screen.getByRole('button', { name: 'Send the certificate' }));
  await until(() => (screen.getByTestId('pro-profile-conduct-upload').textContent ?? '').includes('server error'));
  t.match(screen.getByTestId('pro-profile-conduct-upload').textContent, /Internal server error/i);
});

// A professional's profile (§2.7 profile-menu, profile-strength, photos, upload-portfolio): the parts
// with where each stands and what each is worth, computed from the data when there is no onboarding;
// photos in order with their captions, moved earlier or later with buttons, removed after a
// question, the limit said; a caption with contact details is refused in words; adding photos goes
// as one upload and each refusal is said; the logo or photo replaced, its refusals said.
import '../../../helpers/dom.ts';
import { fireEvent, screen } from '@testing-library/react';
import t from 'tap';
import { profileParts, strengthOf } from '../../../../web/features/pro-profile/profile-pages.tsx';
import { PRO, startSessionServer, until } from '../../lib/session-helpers.tsx';
import { renderRoute, toastTitles, where } from '../../render.tsx';

const overview = (overrides: Record<string, unknown> = {}) => ({
  myOnboarding: null,
  myCompany: { bio: null, missing: ['BIO'] },
  myServicePreferences: {
    professions: [{ qualification: 'PASSED', services: [{ id: 's1' }, { id: 's2' }] }],
    workArea: { centre: { id: 'c1' } },
  },
  myPortfolio: { photos: [{ id: 'p1' }] },
  myDocuments: [{ id: 'd1', documentType: 'CRAFT_CARD', status: 'PASSED' }],
  ...overrides,
});

const photo = (id: string, caption: string | null = null) => ({
  id,
  url: `/files/${id}.jpg`,
  caption,
  width: 800,
  height: 600,
});

const portfolio = (photos = [photo('p1', 'New kitchen'), photo('p2'), photo('p3')]) => ({
  photos,
  remaining: 30 - photos.length,
});

t.test('the parts of a profile without an onboarding add up to 100, the identity check only when asked', async (t) => {
  const parts = profileParts(overview() as never);
  t.same(
    parts.map((part) => part.key),
    ['services', 'workArea', 'qualification', 'photos', 'papers', 'company', 'bio'],
  );
  t.equal(
    parts.reduce((sum, part) => sum + part.worth, 0),
    100,
  );
  t.same(
    parts.filter((part) => !part.done).map((part) => part.key),
    ['photos', 'bio'],
    'one photo is not yet a portfolio; no story written',
  );
  const asked = profileParts(
    overview({ myOnboarding: { steps: [{ step: 'ID_CHECK_REQUESTED', done: false }] } }) as never,
  );
  t.equal(asked.at(-1)?.key, 'idCheck');
  t.equal(
    asked.reduce((sum, part) => sum + part.worth, 0),
    100,
  );
  t.ok(strengthOf(asked) < strengthOf(parts), 'a check still to do weighs');
});

t.test('the profile menu: each part with its state, and the strength', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfileOverview', () => ({ data: overview() }));
  renderRoute('/service-pro/profile-menu', { user: PRO });
  await screen.findByRole('heading', { name: 'Your profile' });
  const parts = (await screen.findAllByTestId('pro-profile-part')).map((part) => part.textContent);
  t.match(parts[0], '1 trade, 2 services');
  t.match(parts[3], '1 photo');
  t.match(parts[4], '1 sent, 1 approved');
  t.match(parts[5], 'Complete');
  t.match(parts[6], 'To do');
  t.equal(screen.getByRole('link', { name: /Your story/ }).getAttribute('href'), '/service-pro/bio');
  const strength = screen.getByRole('link', { name: /Profile strength: \d+ %/ });
  t.equal(strength.getAttribute('href'), '/service-pro/profile-strength');
  t.equal(screen.getByRole('link', { name: /Photos of your work/ }).getAttribute('href'), '/service-pro/photos');
});

t.test('the strength: what is missing with what each is worth, then what is done', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfileOverview', () => ({ data: overview() }));
  renderRoute('/service-pro/profile-strength', { user: PRO });
  const missing = (await screen.findByTestId('pro-profile-missing')).textContent ?? '';
  t.match(missing, /Photos of your work.*worth 15 %/);
  t.match(missing, /Your story.*worth 10 %/);
  t.match(screen.getByTestId('pro-profile-strength').textContent, 'Your profile is 75 % complete');
});

t.test('photos: in order with the limit; the first moves later with a button, the order sent', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfilePortfolio', () => ({ data: { myPortfolio: portfolio() } }));
  s.handle('proProfileReorderPortfolio', () => ({
    data: { reorderPortfolio: { __typename: 'PortfolioSaved', portfolio: portfolio() } },
  }));
  renderRoute('/service-pro/photos', { user: PRO });
  await screen.findByRole('heading', { name: 'Photo 1' });
  t.equal(screen.getByTestId('pro-profile-photo-limit').textContent, '3 photos of at most 30: room for 27 more.');
  t.ok((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled);
  t.ok((screen.getByRole('button', { name: 'Move photo 3 later' }) as HTMLButtonElement).disabled);
  fireEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
  await until(() => s.calls.some((call) => call.operationName === 'proProfileReorderPortfolio'));
  t.same(s.calls.find((call) => call.operationName === 'proProfileReorderPortfolio')?.variables, {
    input: { photoIds: ['p2', 'p1', 'p3'] },
  });
});

t.test('photos: a caption with contact details is refused in words; removing asks first', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfilePortfolio', () => ({ data: { myPortfolio: portfolio() } }));
  s.handle('proProfileSetPortfolioCaption', () => ({
    data: { setPortfolioCaption: { __typename: 'ContactDetailsShared', field: 'caption' } },
  }));
  s.handle('proProfileRemovePortfolioPhoto', () => ({
    data: { removePortfolioPhoto: { __typename: 'PortfolioSaved', portfolio: portfolio([photo('p2'), photo('p3')]) } },
  }));
  renderRoute('/service-pro/photos', { user: PRO });
  const [caption] = (await screen.findAllByRole('textbox', { name: 'Caption' })) as HTMLInputElement[];
  t.equal(caption?.value, 'New kitchen');
  fireEvent.change(caption as HTMLInputElement, { target: { value: 'Call 0612345678' } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Save caption' })[0] as HTMLElement);
  await until(() => document.activeElement === caption);
  t.match(document.body.textContent, 'A caption may not carry a phone number');
  t.same(s.calls.find((call) => call.operationName === 'proProfileSetPortfolioCaption')?.variables, {
    input: { photoId: 'p1', caption: 'Call 0612345678' },
  });
  fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
  t.notOk(
    s.calls.some((call) => call.operationName === 'proProfileRemovePortfolioPhoto'),
    'not before the answer',
  );
  fireEvent.click(screen.getByTestId('pro-profile-photo-remove-confirm'));
  await until(() => toastTitles().includes('The photo is removed.'));
  t.same(s.calls.find((call) => call.operationName === 'proProfileRemovePortfolioPhoto')?.variables, {
    photoId: 'p1',
  });
});

function choose(files: File[]) {
  const picker = screen.getByLabelText('Photos') as HTMLInputElement;
  Object.defineProperty(picker, 'files', { configurable: true, value: files });
  picker.dispatchEvent(new window.Event('change', { bubbles: true }));
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

t.test('adding photos: none chosen is refused; they go as one upload and back to the photos', async (t) => {
  const s = await startSessionServer(t);
  s.handle('proProfilePortfolio', () => ({ data: { myPortfolio: portfolio() } }));
  s.handle('proProfileAddPortfolioPhotos', () => ({
    data: { addPortfolioPhotos: { __typename: 'PortfolioSaved', portfolio: portfolio() } },
  }));
  renderRoute('/service-pro/upload-portfolio', { user: PRO });
  await screen.findByRole('heading', { name: 'Add photos of your work' });
  fireEvent.click(screen.getByRole('button', { name: 'Add to my profile' }));
  await until(() => document.activeElement === screen.getByLabelText('Photos'));
  t.match(document.body.textContent, 'Choose the photos to add.');
  choose([jpeg('deck.jpg'), jpeg('stairs.jpg')]);
  fireEvent.click(screen.getByRole('button', { name: 'Add to my profile' }));
  await until(() => where() === '/service-pro/photos');
  const call = s.calls.find((candidate) => candidate.operationName === 'proProfileAddPortfolioPhotos');
  t.same(
    call?.files?.map((file) => file.name),
    ['deck.jpg', 'stairs.jpg'],
  );
  t.ok(toastTitles().includes('2 photos added to your profile.'));
});

t.test('adding photos: a full portfolio and a file that is not a photo are said in words', async (t) => {
  for (const [answer, words] of [
    [{ __typename: 'PortfolioFull', max: 30 }, 'That is more than your portfolio takes: at most 30 photos.'],
    [
      { __typename: 'InvalidFile', code: 'INVALID_FILE_TYPE', fileName: 'deck.jpg' },
      'deck.jpg is not a photo we can use.',
    ],
    [{ __typename: 'InvalidFile', code: 'INVALID_FILE_SIZE', fileName: 'deck.jpg' }, 'larger than 10 MB'],
  ] as const) {
    const s = await startSessionServer(t);
    s.handle('proProfilePortfolio', () => ({ data: { myPortfolio: portfolio() } }));
    s.handle('proProfileAddPortfolioPhotos', () => ({ data: { addPortfolioPhotos: answer } }));
    const { unmount } = renderRoute('/service-pro/upload-portfolio', { user: PRO });
    await screen.findByRole('heading', { name: 'Add photos of your work' });
    choose([jpeg('deck.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my profile' }));
    await until(() => (document.body.textContent ?? '').includes(words));
    t.pass(answer.__typename);
    unmount();
  }
});

const logo = (small: string | null) => ({
  data: { myCompany: { name: 'Carter Plumbing', logo: small ? { sizes: { small } } : null } },
});

t.test('the logo or photo: none yet shows the initials; a picture is needed, then it replaces the old', async (t) => {
  const s = await startSessionServer(t);
  let current: string | null = null;
  s.handle('proProfileLogo', () => logo(current));
  s.handle('proProfileUploadLogo', () => {
    current = '/uploads/logo-small.webp';
    return {
      data: {
        uploadCompanyLogo: {
          __typename: 'CompanySaved',
          company: { name: 'Carter Plumbing', logo: { sizes: { small: current } } },
        },
      },
    };
  });
  renderRoute('/service-pro/upload-profile', { user: PRO });
  const now = await screen.findByTestId('pro-profile-logo-current');
  t.match(now.textContent, 'CP', 'the initials');
  t.match(now.textContent, 'No picture yet');
  fireEvent.click(screen.getByTestId('pro-profile-logo-submit'));
  await screen.findByText('Choose the picture to use.');
  t.notOk(
    s.calls.some((call) => call.operationName === 'proProfileUploadLogo'),
    'nothing sent',
  );
  fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [jpeg('van.jpg')] } });
  fireEvent.click(screen.getByTestId('pro-profile-logo-submit'));
  await until(() => toastTitles().includes('Your new picture is on your profile.'));
  t.same(
    s.calls.find((call) => call.operationName === 'proProfileUploadLogo')?.files?.map((file) => file.name),
    ['van.jpg'],
  );
  await until(() => screen.getByTestId('pro-profile-logo-current').querySelector('img') !== null);
  t.equal(
    screen.getByTestId('pro-profile-logo-current').querySelector('img')?.getAttribute('src'),
    '/uploads/logo-small.webp',
    'the new picture, read again',
  );
});

t.test('the logo or photo: a file that is not a picture, or too large, is said in words', async (t) => {
  for (const [code, words] of [
    ['INVALID_FILE_TYPE', 'This file is not a picture we can use.'],
    ['INVALID_FILE_SIZE', 'larger than 10 MB'],
  ] as const) {
    const s = await startSessionServer(t);
    s.handle('proProfileLogo', () => logo(null));
    s.handle('proProfileUploadLogo', () => ({
      data: { uploadCompanyLogo: { __typename: 'InvalidFile', code, fileName: 'van.jpg' } },
    }));
    const { unmount } = renderRoute('/service-pro/upload-profile', { user: PRO });
    await screen.findByTestId('pro-profile-logo-current');
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [jpeg('van.jpg')] } });
    fireEvent.click(screen.getByTestId('pro-profile-logo-submit'));
    await until(() => (document.body.textContent ?? '').includes(words));
    t.pass(code);
    unmount();
  }
});

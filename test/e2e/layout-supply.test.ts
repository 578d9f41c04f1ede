// The layout rules and axe-core on a professional's profile and vetting pages (§2.7, §2.8): the
// skills test, the papers and qualifications, the profile and its photos, in two languages at a phone's and a desktop's width
// (test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words, professionId, ownProfessionId }) => [
  {
    name: 'skill-evaluation-start',
    path: linkTo('proSkillEvaluationComplete', words, { professionId }),
    as: 'pro',
    axe: true,
  },
  {
    // Started from its page, the test's first question with its options.
    name: 'skill-evaluation-question',
    path: linkTo('proSkillEvaluation', words, { questionIndex: 1, professionId }),
    as: 'pro',
    axe: true,
    act: async (page) => {
      const begin = page.getByTestId('pro-profile-skills-begin');
      if (await begin.isVisible()) await begin.click();
      await page.getByTestId('pro-profile-question').waitFor();
    },
  },
  {
    name: 'skill-evaluation-finish',
    path: linkTo('proSkillEvaluationComplete', words, { professionId }),
    as: 'pro',
    axe: true,
  },
  { name: 'upload-document', path: linkTo('proUploadDocument', words), as: 'pro', axe: true },
  {
    name: 'upload-qualification-documents',
    path: linkTo('proUploadQualificationDocuments', words, { professionId }),
    as: 'pro',
    axe: true,
  },
  {
    name: 'qualification-documents-results',
    path: linkTo('proUploadQualificationDocumentsResults', words, { professionId }),
    as: 'pro',
    axe: true,
  },
  {
    name: 'add-qualification',
    path: linkTo('proAddQualification', words, { professionId }),
    as: 'pro',
    axe: true,
  },
  {
    name: 'manage-profession',
    path: linkTo('proManageProfession', words, { professionId: ownProfessionId }),
    as: 'pro',
    axe: true,
  },
  { name: 'profile-menu', path: linkTo('proProfileMenu', words), as: 'pro', axe: true },
  { name: 'profile-strength', path: linkTo('proProfileStrength', words), as: 'pro', axe: true },
  { name: 'photos', path: linkTo('proPhotos', words), as: 'pro', axe: true },
  { name: 'upload-portfolio', path: linkTo('proUploadPortfolio', words), as: 'pro', axe: true },
  { name: 'register-skill-evaluation', path: linkTo('proRegisterSkillEvaluation', words), as: 'pro', axe: true },
]);

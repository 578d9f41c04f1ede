// The layout rules and axe-core on the company's and the work's pages of a professional's
// registration (issue 19): the company searched, entered by hand, its vetting and where to register
// one, its legal status, details and bio; the trades, a trade's skill sets, the work area, adding a
// trade and the logo, in two languages at a phone's and a desktop's width
// (test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words, ownProfessionId }) => [
  { name: 'company-search', path: linkTo('proRegisterCompanySearch', words), as: 'pro', axe: true },
  { name: 'company-legal-status', path: linkTo('proRegisterCompanyLegalStatus', words), as: 'pro', axe: true },
  { name: 'company-details', path: linkTo('proCompanyDetails', words), as: 'pro', axe: true },
  { name: 'company-bio', path: linkTo('proBio', words), as: 'pro', axe: true },
  { name: 'multi-professions', path: linkTo('proRegisterMultiProfessions', words), as: 'pro', axe: true },
  { name: 'distance-limit', path: linkTo('proRegisterDistanceLimit', words), as: 'pro', axe: true },
  {
    name: 'select-skillset',
    path: linkTo('proRegisterSelectSkillset', words, { professionId: ownProfessionId }),
    as: 'pro',
    axe: true,
  },
  { name: 'company-new', path: linkTo('proRegisterCompanyNew', words), as: 'pro', axe: true },
  { name: 'company-vetting', path: linkTo('proRegisterCompanyVetting', words), as: 'pro', axe: true },
  {
    name: 'company-register-partner',
    path: linkTo('proRegisterCompanyRegisterPartner', words),
    as: 'pro',
    axe: true,
  },
  { name: 'upload-profile', path: linkTo('proUploadProfile', words), as: 'pro', axe: true },
  { name: 'add-profession', path: linkTo('proAddProfession', words), as: 'pro', axe: true },
]);

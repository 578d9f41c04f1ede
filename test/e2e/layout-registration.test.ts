// The layout rules and axe-core on a professional's registration (issue 19): the public entry and
// its sign-up form, a campaign's landing, an introduction, the identity check, the company's search
// and details, the trades and the work area, the page of one who left mid-way, the way of paying,
// confirming the email address, the duplicate-phone answer, the contact details, a trade's skill
// sets, the company entered by hand, its vetting and where to register one, what joining costs, the
// app's promotion, the logo and adding a trade, in two languages at a phone's and a desktop's width
// (test/helpers/layout-check.ts).
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words, ownProfessionId }) => [
  { name: 'register', path: linkTo('proRegister', words), axe: true },
  { name: 'register-variant', path: linkTo('proRegister', words, { variant: 'invitation-to-quote' }), axe: true },
  { name: 'duplicate-phone', path: linkTo('proDuplicatePhone', words), axe: true },
  { name: 'retargeting', path: linkTo('proActivationAcquisitionRetargeting', words), axe: true },
  { name: 'id-check-introduction', path: linkTo('proIdCheckIntroduction', words), as: 'pro', axe: true },
  { name: 'gbg', path: linkTo('proGbg', words), as: 'pro', axe: true },
  { name: 'company-search', path: linkTo('proRegisterCompanySearch', words), as: 'pro', axe: true },
  { name: 'company-legal-status', path: linkTo('proRegisterCompanyLegalStatus', words), as: 'pro', axe: true },
  { name: 'company-details', path: linkTo('proCompanyDetails', words), as: 'pro', axe: true },
  { name: 'company-bio', path: linkTo('proBio', words), as: 'pro', axe: true },
  { name: 'multi-professions', path: linkTo('proRegisterMultiProfessions', words), as: 'pro', axe: true },
  { name: 'distance-limit', path: linkTo('proRegisterDistanceLimit', words), as: 'pro', axe: true },
  { name: 'dropper', path: linkTo('proRegisterDropper', words), as: 'pro', axe: true },
  { name: 'payment-details', path: linkTo('proActivationPaymentDetails', words), as: 'pro', axe: true },
  { name: 'verify-email', path: linkTo('proActivationVerifyEmail', words), as: 'pro', axe: true },
  { name: 'email-verification', path: linkTo('proActivationEmailVerification', words), axe: true },
  { name: 'contact-details', path: linkTo('proRegisterContactDetails', words), axe: true },
  { name: 'contact-details-pro', path: linkTo('proRegisterContactDetails', words), as: 'pro', axe: true },
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
  { name: 'proposition', path: linkTo('proRegisterProposition', words), as: 'pro', axe: true },
  {
    name: 'application-promotion',
    path: linkTo('proActivationApplicationPromotion', words),
    as: 'pro',
    axe: true,
  },
  { name: 'upload-profile', path: linkTo('proUploadProfile', words), as: 'pro', axe: true },
  { name: 'add-profession', path: linkTo('proAddProfession', words), as: 'pro', axe: true },
]);

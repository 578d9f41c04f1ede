// The layout rules and axe-core on a professional's registration (issue 19): the public entry and
// its sign-up form, a campaign's landing, an introduction, the identity check, the page of one who
// left mid-way, the way of paying, confirming the email address, the duplicate-phone answer, the
// contact details, what joining costs and the app's promotion, in two languages at a phone's and a
// desktop's width (test/helpers/layout-check.ts). The company's and the work's pages are in
// layout-registration-work.test.ts, so each file stays well within the test timeout.
import t from 'tap';
import { linkTo } from '../../shared/routes.ts';
import { checkLayouts } from '../helpers/layout-check.ts';

await checkLayouts(t, ({ words }) => [
  { name: 'register', path: linkTo('proRegister', words), axe: true },
  { name: 'register-variant', path: linkTo('proRegister', words, { variant: 'invitation-to-quote' }), axe: true },
  { name: 'duplicate-phone', path: linkTo('proDuplicatePhone', words), axe: true },
  { name: 'retargeting', path: linkTo('proActivationAcquisitionRetargeting', words), axe: true },
  { name: 'id-check-introduction', path: linkTo('proIdCheckIntroduction', words), as: 'pro', axe: true },
  { name: 'gbg', path: linkTo('proGbg', words), as: 'pro', axe: true },
  { name: 'dropper', path: linkTo('proRegisterDropper', words), as: 'pro', axe: true },
  { name: 'payment-details', path: linkTo('proActivationPaymentDetails', words), as: 'pro', axe: true },
  { name: 'verify-email', path: linkTo('proActivationVerifyEmail', words), as: 'pro', axe: true },
  { name: 'email-verification', path: linkTo('proActivationEmailVerification', words), axe: true },
  { name: 'contact-details', path: linkTo('proRegisterContactDetails', words), axe: true },
  { name: 'contact-details-pro', path: linkTo('proRegisterContactDetails', words), as: 'pro', axe: true },
  { name: 'proposition', path: linkTo('proRegisterProposition', words), as: 'pro', axe: true },
  {
    name: 'application-promotion',
    path: linkTo('proActivationApplicationPromotion', words),
    as: 'pro',
    axe: true,
  },
]);

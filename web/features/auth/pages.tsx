// The sign-in pages (spec §2.4).

import { type PageDefinition, query } from '../../lib/pages.ts';
import { AccountSwitchPage } from './account-switch-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { AuthAssumableAccountsDocument } from './generated/documents.ts';
import { LoginOptionsPage } from './login-options-page.tsx';
import { LoginOtpPage } from './login-otp-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordOtpPage } from './reset-password-otp-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

export const PAGES = {
  login: { render: () => <LoginPage /> },
  loginPassword: { render: () => <LoginPage /> },
  loginOptions: { render: () => <LoginOptionsPage /> },
  loginOtp: { render: () => <LoginOtpPage /> },
  forgotPassword: { render: () => <ForgotPasswordPage /> },
  resetPassword: { render: ({ search }) => <ResetPasswordPage search={search} /> },
  resetPasswordOtp: { render: ({ search }) => <ResetPasswordOtpPage search={search} /> },
  accountSwitch: {
    render: () => <AccountSwitchPage />,
    data: () => [query(AuthAssumableAccountsDocument)],
  },
} satisfies Record<string, PageDefinition>;

// Not for anyone to import: re-exported so that the build ships these in one chunk with this
// page's (web/page-controls.ts).
export * from '../../page-controls.ts';

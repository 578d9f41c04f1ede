// The whole client: providers, then the page the route table picks for the current path.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import type { Brand } from '../shared/brands.ts';
import type { RouteName } from '../shared/routes.ts';
import { Layout } from './components/layout.tsx';
import { ForgotPasswordPage } from './features/auth/forgot-password-page.tsx';
import { LoginOptionsPage } from './features/auth/login-options-page.tsx';
import { LoginOtpPage } from './features/auth/login-otp-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-password-page.tsx';
import { LegalPage } from './features/content/legal-page.tsx';
import { FindAProPage } from './features/directory/find-a-pro-page.tsx';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { HomePage } from './features/home/home-page.tsx';
import { JobPostPage } from './features/job-post/job-post-page.tsx';
import { RouterProvider, useRouter } from './lib/router.tsx';
import { SessionProvider } from './lib/session.tsx';
import type { CurrentUser } from './lib/state.ts';

const PAGES: Record<RouteName, (brand: Brand) => ReactElement> = {
  home: (brand) => <HomePage brand={brand} />,
  login: () => <LoginPage />,
  loginPassword: () => <LoginPage />,
  loginOptions: () => <LoginOptionsPage />,
  loginOtp: () => <LoginOtpPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  resetPassword: () => <ResetPasswordPage />,
  postAJob: () => <JobPostPage />,
  findAService: () => <JobPostPage />,
  findAPro: () => <FindAProPage />,
  privacyPolicy: () => <LegalPage document="privacy" />,
  cookiePolicy: () => <LegalPage document="cookies" />,
  termsConditions: () => <LegalPage document="terms" />,
};

function CurrentPage({ brand }: { brand: Brand }) {
  const { match } = useRouter();
  return match ? PAGES[match.route.name](brand) : <NotFoundPage />;
}

export interface AppProps {
  readonly brand: Brand;
  readonly i18n: I18n;
  readonly pathname: string;
  readonly user: CurrentUser | null;
}

export function App({ brand, i18n, pathname, user }: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider initialUser={user}>
        <RouterProvider brand={brand} initialPath={pathname}>
          <Layout brand={brand}>
            <CurrentPage brand={brand} />
          </Layout>
        </RouterProvider>
      </SessionProvider>
    </I18nProvider>
  );
}

// The signed-in person on the client and the ways that change it: spec §3 client-side user state
// (default unauthenticated with no user), §4 login or logout one at a time and automatic login,
// §7.2 login, §8 "Failed login or logout" and "Auto-login failure". docs/decisions/018.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { LoginFailureCode } from '../../shared/generated/schema-enums.ts';
import { type TrackedEvent, trackEvent } from './analytics/track.ts';
import {
  browserCredentialSource,
  type CredentialSource,
  reportAutoLoginFailure,
  storePassword,
  usablePassword,
} from './auto-login.ts';
import { GetUserDocument, LoginDocument, LogoutDocument } from './generated/documents.ts';
import { type Document, request as graphqlRequest } from './graphql.ts';
import { type ReportContext, reportError } from './report.ts';
import type { CurrentUser, SessionInfo } from './state.ts';

// The error-reporting dialog is needed only after a failure, so its code is fetched then (§8).
const ErrorReportDialog = lazy(() =>
  import('../components/error-report-dialog.tsx').then((module) => ({ default: module.ErrorReportDialog })),
);

export type AuthMethod = 'password' | 'auto' | 'logout';

export const IN_PROGRESS_MESSAGE = 'Another login or logout in progress';
export const PASSWORD_LOGIN_FAILED_MESSAGE = 'Failed to login with password';

// Why a login or logout did not succeed: the upstream's login failure, another one running, or a
// technical failure (network, server) whose details are in `authError`.
export type AuthFailureCode = LoginFailureCode | 'IN_PROGRESS' | 'TECHNICAL_ERROR';

export type AuthOutcome = { status: 'success' } | { status: 'failed'; code: AuthFailureCode; message: string };

// §8: the message shown for a failed login or logout and the HTTP status it came with, if any.
export interface AuthError {
  readonly message: string;
  readonly status: number | null;
}

// A failed password login (§8): the message is the failure code or "Failed to login with password".
export class LoginError extends Error {
  readonly code: AuthFailureCode;
  constructor(message: string, code: AuthFailureCode) {
    super(message);
    this.name = 'LoginError';
    this.code = code;
  }
}

// §3 client-side user state.
export interface ClientUserState {
  readonly isAuthenticated: boolean;
  readonly isImpersonated: boolean;
  readonly user: CurrentUser | null;
  readonly createdAt: string | null;
  readonly isTokenRecentlyRefreshed: boolean;
  readonly isSecondLayerAuthExpired: boolean;
}

// §4: a token counts as recently refreshed for a minute after it was issued (as the BFF judges it).
export const RECENT_REFRESH_WINDOW_MS = 60_000;

export const SIGNED_OUT_SESSION: SessionInfo = {
  isAuthenticated: false,
  issuedAt: null,
  isImpersonated: false,
  userType: null,
  secondLayerAuthenticationExpirationTime: null,
  hasAssumableAccess: false,
};

export function toUserState(user: CurrentUser | null, session: SessionInfo, now: number): ClientUserState {
  const issued = session.issuedAt ? Date.parse(session.issuedAt) : Number.NaN;
  const secondLayer = session.secondLayerAuthenticationExpirationTime
    ? Date.parse(session.secondLayerAuthenticationExpirationTime)
    : Number.NaN;
  return {
    isAuthenticated: session.isAuthenticated,
    isImpersonated: session.isAuthenticated && session.isImpersonated,
    user,
    createdAt: user && 'createdAt' in user ? user.createdAt : null,
    isTokenRecentlyRefreshed: session.isAuthenticated && now - issued >= 0 && now - issued <= RECENT_REFRESH_WINDOW_MS,
    // §4: expired once its expiry time has passed; a session without one has nothing to rely on.
    isSecondLayerAuthExpired: !(secondLayer > now),
  };
}

// §8: a server error (status 300 or above) speaks through its body's first error message; anything
// else through its own message. The status is kept either way.
export function toAuthError(error: unknown): AuthError {
  const status = (error as { status?: unknown } | null)?.status;
  const knownStatus = typeof status === 'number' ? status : null;
  if (knownStatus !== null && knownStatus >= 300) {
    const fromBody = (error as { result?: { errors?: { message?: unknown }[] } }).result?.errors?.[0]?.message;
    if (typeof fromBody === 'string' && fromBody !== '') return { message: fromBody, status: knownStatus };
  }
  return { message: error instanceof Error ? error.message : String(error), status: knownStatus };
}

export type RequestFunction = <TData, TVariables>(
  document: Document<TData, TVariables>,
  variables?: TVariables,
) => Promise<TData>;

export interface SessionContextValue extends ClientUserState {
  readonly authMethodInProgress: AuthMethod | null;
  // Some login or logout is running (the same as authMethodInProgress !== null).
  readonly busy: boolean;
  readonly authError: AuthError | null;
  clearAuthError(): void;
  // Resolves when signed in; throws a LoginError otherwise (§8).
  loginWithPassword(username: string, password: string): Promise<void>;
  // Never throws (§8): a failure is in the outcome and in authError.
  logout(): Promise<AuthOutcome>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const SUCCESS: AuthOutcome = { status: 'success' };
const TRACKING_CATEGORY = 'authentication';

class InProgressError extends Error {
  constructor() {
    super(IN_PROGRESS_MESSAGE);
  }
}

export interface SessionProviderProps {
  // What the server rendered the page with (web/lib/state.ts).
  readonly initialUser: CurrentUser | null;
  readonly initialSession?: SessionInfo;
  // The current route; the authentication error is cleared when it changes (§4).
  readonly pathname?: string;
  readonly onError?: (error: AuthError) => void;
  readonly onAfterLogin?: () => void;
  // Where automatic login reads a stored password; null turns it off. Default: the browser's store.
  readonly credentials?: CredentialSource | null;
  // The GraphQL transport, product-event tracker, error reporter and clock; tests replace them.
  readonly request?: RequestFunction;
  readonly track?: (event: TrackedEvent) => void;
  readonly report?: (error: unknown, context: ReportContext) => void;
  readonly now?: () => number;
  readonly children: ReactNode;
}

export function SessionProvider({
  initialUser,
  initialSession,
  pathname,
  onError,
  onAfterLogin,
  credentials,
  request = graphqlRequest,
  track = trackEvent,
  report = reportError,
  now = Date.now,
  children,
}: SessionProviderProps) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const [session, setSession] = useState<SessionInfo>(
    () =>
      initialSession ??
      (initialUser ? { ...SIGNED_OUT_SESSION, isAuthenticated: true, userType: initialUser.type } : SIGNED_OUT_SESSION),
  );
  const [authMethodInProgress, setAuthMethodInProgress] = useState<AuthMethod | null>(null);
  const [authError, setAuthError] = useState<AuthError | null>(null);
  const [reportable, setReportable] = useState<AuthError | null>(null);
  const running = useRef<AuthMethod | null>(null);
  const isAuthenticated = useRef(session.isAuthenticated);
  isAuthenticated.current = session.isAuthenticated;
  // Callbacks and injected functions change identity between renders; the actions read them here.
  const latest = useRef({ request, track, report, now, onError, onAfterLogin, credentials });
  latest.current = { request, track, report, now, onError, onAfterLogin, credentials };

  // §4: one login or logout at a time; the method is known while it runs and cleared at the end.
  const exclusive = useCallback(async (method: AuthMethod, work: () => Promise<AuthOutcome>) => {
    if (running.current) throw new InProgressError();
    running.current = method;
    setAuthMethodInProgress(method);
    try {
      return await work();
    } finally {
      running.current = null;
      setAuthMethodInProgress(null);
    }
  }, []);

  // §8 failed login or logout: stored, handed to the error callback, offered for reporting.
  const attempt = useCallback(
    async (method: AuthMethod, work: () => Promise<AuthOutcome>): Promise<AuthOutcome> => {
      try {
        return await exclusive(method, work);
      } catch (error) {
        if (error instanceof InProgressError) return { status: 'failed', code: 'IN_PROGRESS', message: error.message };
        const failure = toAuthError(error);
        setAuthError(failure);
        setReportable(failure);
        latest.current.onError?.(failure);
        return { status: 'failed', code: 'TECHNICAL_ERROR', message: failure.message };
      }
    },
    [exclusive],
  );

  // §7.2 login: on success the cached current user is replaced by a fresh getUser for the new
  // session, then the after-login handler runs.
  const signIn = useCallback(async (username: string, password: string): Promise<AuthOutcome> => {
    const { request, now } = latest.current;
    const { login } = await request(LoginDocument, { input: { username, password } });
    if (login.__typename === 'LoginFailed') return { status: 'failed', code: login.code, message: login.code };
    setUser(null);
    const { me } = await request(GetUserDocument);
    setUser(me ?? null);
    setSession({
      isAuthenticated: true,
      issuedAt: new Date(now()).toISOString(),
      isImpersonated: false,
      userType: me?.type ?? null,
      secondLayerAuthenticationExpirationTime: null,
      hasAssumableAccess: login.hasAssumableAccess,
    });
    latest.current.onAfterLogin?.();
    return SUCCESS;
  }, []);

  const loginWithPassword = useCallback(
    async (username: string, password: string) => {
      const { track } = latest.current;
      track({ category: TRACKING_CATEGORY, action: 'login_with_password' });
      const trimmed = username.trim();
      const outcome = await attempt('password', () => signIn(trimmed, password));
      if (outcome.status === 'success') {
        track({ category: TRACKING_CATEGORY, action: 'login_with_password_succeeded' });
        void storePassword(trimmed, password);
        return;
      }
      const error = new LoginError(
        outcome.code === 'TECHNICAL_ERROR' ? PASSWORD_LOGIN_FAILED_MESSAGE : outcome.message,
        outcome.code,
      );
      track({ category: TRACKING_CATEGORY, action: 'login_with_password_failed', label: error.message });
      throw error;
    },
    [attempt, signIn],
  );

  const logout = useCallback(
    () =>
      attempt('logout', async () => {
        await latest.current.request(LogoutDocument);
        setUser(null);
        setSession(SIGNED_OUT_SESSION);
        return SUCCESS;
      }),
    [attempt],
  );

  const clearAuthError = useCallback(() => setAuthError(null), []);

  // §4: the authentication error belongs to the page it happened on.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    setAuthError(null);
  }, [pathname]);

  // §4 automatic login, once per page load; §8: its failures are reported, never shown.
  const autoLoginStarted = useRef(false);
  useEffect(() => {
    if (autoLoginStarted.current) return;
    autoLoginStarted.current = true;
    const source = latest.current.credentials === undefined ? browserCredentialSource() : latest.current.credentials;
    if (!source || isAuthenticated.current) return;
    void (async () => {
      try {
        const stored = usablePassword(await source.get());
        // A person who signed in (or is signing in) meanwhile is not overridden.
        if (!stored || isAuthenticated.current || running.current) return;
        const outcome = await exclusive('auto', () => signIn(stored.username, stored.password));
        if (outcome.status === 'failed')
          reportAutoLoginFailure(new LoginError(outcome.message, outcome.code), latest.current.report);
      } catch (cause) {
        reportAutoLoginFailure(cause, latest.current.report);
      }
    })();
  }, [exclusive, signIn]);

  // Judged at every render: the two time-dependent answers (§4) use the clock of that moment.
  const value: SessionContextValue = {
    ...toUserState(user, session, now()),
    authMethodInProgress,
    busy: authMethodInProgress !== null,
    authError,
    clearAuthError,
    loginWithPassword,
    logout,
  };

  return (
    <SessionContext.Provider value={value}>
      {children}
      {reportable ? (
        <Suspense fallback={null}>
          <ErrorReportDialog error={reportable} onClose={() => setReportable(null)} report={report} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be inside a SessionProvider');
  return session;
}

export function displayName(user: CurrentUser): string {
  return `${user.firstName} ${user.lastName}`;
}

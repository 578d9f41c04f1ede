// The signed-in user on the client (spec §3 client-side user state, default unauthenticated) and
// the two actions that change it. One login or logout at a time (spec §4).
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import type { LoginFailureCode } from '../../shared/generated/schema-enums.ts';
import { GetUserDocument, LoginDocument, LogoutDocument } from '../generated/graphql.ts';
import { request } from './graphql.ts';
import type { CurrentUser } from './state.ts';

export type LoginOutcome = { ok: true } | { ok: false; code: LoginFailureCode | 'TECHNICAL_ERROR' | 'IN_PROGRESS' };

interface SessionState {
  readonly user: CurrentUser | null;
  readonly isAuthenticated: boolean;
  readonly busy: boolean;
  loginWithPassword(username: string, password: string): Promise<LoginOutcome>;
  logout(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ initialUser, children }: { initialUser: CurrentUser | null; children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(initialUser);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const exclusive = useCallback(async <T,>(work: () => Promise<T>, whenBusy: T): Promise<T> => {
    if (running.current) return whenBusy;
    running.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const loginWithPassword = useCallback(
    (username: string, password: string) =>
      exclusive<LoginOutcome>(
        async () => {
          try {
            const { login } = await request(LoginDocument, { input: { username: username.trim(), password } });
            if (login.__typename === 'LoginFailed') return { ok: false, code: login.code };
            const { me } = await request(GetUserDocument);
            setUser(me ?? null);
            return { ok: true };
          } catch {
            return { ok: false, code: 'TECHNICAL_ERROR' };
          }
        },
        { ok: false, code: 'IN_PROGRESS' },
      ),
    [exclusive],
  );

  const logout = useCallback(
    () =>
      exclusive(async () => {
        try {
          await request(LogoutDocument);
        } finally {
          // The BFF clears the cookie even when the upstream cannot be reached.
          setUser(null);
        }
      }, undefined),
    [exclusive],
  );

  const value = useMemo(
    () => ({ user, isAuthenticated: user !== null, busy, loginWithPassword, logout }),
    [user, busy, loginWithPassword, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be inside a SessionProvider');
  return session;
}

export function displayName(user: CurrentUser): string {
  return `${user.firstName} ${user.lastName}`;
}

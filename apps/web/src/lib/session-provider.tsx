import type { LoginBody, SessionUser, UserType } from '@pathshala/contracts';
import { MIN_SPLASH_MS, STORAGE_KEYS } from '@pathshala/contracts/plain';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { setAuthFailureHandler } from './api-client';
import { loadSession, loadStoredUser } from './session-loader';
import { takeRestoredSession } from './session-restore';
import { clearSessionStorage, getToken, hasStoredUser, setWelcomeFlag, welcomeDueOnRestore } from './storage';

export type SessionStatus = 'initialising' | 'signedIn' | 'signedOut';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set by a successful sign-in; the guards show the welcome screen while it is up. */
  showWelcome: boolean;
  login: (credentials: LoginBody) => Promise<SessionUser>;
  logout: () => Promise<void>;
  dismissWelcome: () => void;
  hasRole: (role: UserType) => boolean;
  hasAnyRole: (roles: readonly UserType[]) => boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  showWelcome: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, showWelcome: false };

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Shortest time the start-up splash stays up (spec: 2 s). */
  minSplashMs?: number;
}

/**
 * Holds who is signed in. On start it restores a stored session behind a splash of at least
 * `minSplashMs` (with none stored, it is signed out at once); when the API client gives up on a session (refresh failed) it signs out in place,
 * and the guards then send the user to /login.
 */
export function SessionProvider({ children, minSplashMs = MIN_SPLASH_MS }: SessionProviderProps) {
  // The splash covers restoring a stored session; with none stored, sign-in shows at once.
  const [state, setState] = useState<SessionState>(() => {
    if (getToken() && hasStoredUser()) return { status: 'initialising', user: null, showWelcome: false };
    clearSessionStorage(); // half a session (a token without its user) is none
    return SIGNED_OUT;
  });
  const restoring = state.status === 'initialising';
  // What the server told one person must never show to the next on a shared school computer: the
  // query cache is emptied whenever who is signed in changes (sign-in, sign-out, a session that ended,
  // another tab).
  const queryClient = useQueryClient();
  const signedInId = useRef<number | undefined>(undefined);
  useEffect(() => {
    signedInId.current = state.user?.id;
  });

  useEffect(
    () =>
      setAuthFailureHandler(() => {
        // Only a session that was on ends: a signed-out page's 401 must not empty the cache (its
        // queries would fetch again, answer 401 again, and go round).
        if (signedInId.current !== undefined) queryClient.clear();
        setState(SIGNED_OUT);
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!restoring) return;
    let cancelled = false;
    // The session's code not loading (offline before the app was ever cached) must not hold the splash
    // up for good: sign-in shows, and the stored session stays for the next start.
    const restored = takeRestoredSession().catch(() => null);
    Promise.all([restored, delay(minSplashMs)]).then(([user]) => {
      if (cancelled) return;
      // The first screen renders in slices behind the splash, so a slow phone stays responsive.
      startTransition(() =>
        setState(user ? { status: 'signedIn', user, showWelcome: welcomeDueOnRestore() } : SIGNED_OUT),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [minSplashMs, restoring]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = async (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.user && event.key !== STORAGE_KEYS.token) return;
      const { getStoredUser } = await loadStoredUser();
      const user = getToken() ? getStoredUser() : null; // a user without a token is no session
      if (user?.id !== signedInId.current) queryClient.clear();
      setState((current) => {
        if (current.status === 'initialising') return current;
        if (!user) return SIGNED_OUT;
        return { status: 'signedIn', user, showWelcome: current.showWelcome };
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const login = useCallback(
    async (credentials: LoginBody) => {
      const { signIn } = await loadSession();
      const user = await signIn(credentials);
      queryClient.clear();
      setState({ status: 'signedIn', user, showWelcome: true });
      return user;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      const { signOut } = await loadSession();
      await signOut();
    } finally {
      // Signed out on this device whatever happened: a shared school computer must never stay signed in.
      clearSessionStorage();
      queryClient.clear();
      setState(SIGNED_OUT);
    }
  }, [queryClient]);

  const dismissWelcome = useCallback(() => {
    setWelcomeFlag(false);
    setState((current) => ({ ...current, showWelcome: false }));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      login,
      logout,
      dismissWelcome,
      hasRole: (role) => state.user?.type === role,
      hasAnyRole: (roles) => !!state.user && roles.includes(state.user.type),
    }),
    [state, login, logout, dismissWelcome],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

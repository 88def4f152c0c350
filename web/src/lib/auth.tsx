// Auth state: loading, then signed out or signed in. Roles are fetched on sign-in
// or session restore, cleared on sign-out, and an empty list when the fetch fails (only logged).
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import type { AuthOnlyClient } from './supabase.ts';
import { toast } from './toast.ts';
import { api, ok } from './api.ts';

export type Role = 'organiser' | 'captain' | 'player';

export interface UserRole {
  userId?: string;
  role: Role;
  teamId?: number | null;
}

export interface AuthState {
  user: Pick<User, 'id' | 'email'> | null;
  session: Session | null;
  loading: boolean;
  roles: UserRole[];
  isOrganiser: boolean;
  /** Captain of some team, or of the given one. */
  isCaptain: (teamId?: number) => boolean;
  signOut: () => Promise<void>;
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
}

export const SIGN_OUT_FAILED = 'Could not reach the server to sign out. Check the connection and try again.';

/**
 * The API said this device's session has ended (web/src/lib/api.ts): forget it here, without asking
 * the server again, and say why the app now shows Sign In.
 */
export function endedSession(client: AuthOnlyClient, message: string): void {
  void client.auth.signOut({ scope: 'local' });
  toast({ title: 'Signed Out', description: message });
}

const AuthContext = createContext<AuthState | null>(null);

let currentToken: string | undefined;
/** The bearer token for /api: the user's access token when signed in. */
export const accessToken = () => currentToken;

/**
 * The user's roles: their grants, and a captaincy of each team that names them as its captain
 * (teams.captainUserId), which the database counts the same (is_captain_of() in
 * supabase/migrations/20261122001500_roles_helpers.sql).
 */
export async function fetchUserRoles(userId: string): Promise<UserRole[]> {
  const [rows, teams] = await Promise.all([
    ok(api['user-roles'][':userId'].$get({ param: { userId: encodeURIComponent(userId) } })),
    ok(api.teams.$get({ query: {} })),
  ]);
  const granted: UserRole[] = Array.isArray(rows) ? rows : [];
  const named = teams
    .filter((t) => t.captainUserId === userId)
    .filter((t) => !granted.some((r) => r.role === 'captain' && r.teamId === t.id))
    .map((t): UserRole => ({ role: 'captain', teamId: t.id }));
  return [...granted, ...named];
}

export function AuthProvider({
  client,
  anonKey,
  children,
}: {
  client: AuthOnlyClient;
  anonKey?: string;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [roles, setRoles] = useState<UserRole[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(() => {
    currentToken = anonKey;
    const loadRoles = (userId: string) => {
      fetchUserRoles(userId)
        .then(setRoles)
        .catch((error: unknown) => {
          console.warn('Failed to fetch user roles', error);
          setRoles([]);
        });
    };
    const { data } = client.auth.onAuthStateChange((event, next) => {
      currentToken = next?.access_token ?? anonKey;
      setSession(next);
      setLoading(false);
      if (event === 'SIGNED_OUT' || !next) setRoles([]);
      // Deferred: supabase-js holds a lock while it runs this callback.
      // TOKEN_REFRESHED too: roles granted meanwhile (an accepted invitation) show without a reload.
      else if (
        event === 'SIGNED_IN' ||
        event === 'INITIAL_SESSION' ||
        event === 'PASSWORD_RECOVERY' ||
        event === 'TOKEN_REFRESHED'
      )
        setTimeout(() => loadRoles(next.user.id));
    });
    return () => data.subscription.unsubscribe();
  }, [client, anonKey]);

  const signOut = useCallback(async () => {
    // supabase-js keeps the session when the server cannot be told (no network): say so, rather than
    // leave a Sign Out that seems to do nothing.
    const { error } = await client.auth.signOut();
    if (error) {
      toast({ title: 'Sign Out Failed', description: SIGN_OUT_FAILED, variant: 'destructive' });
    }
  }, [client]);

  const value = useMemo<AuthState>(() => {
    const user = session?.user ? { id: session.user.id, email: session.user.email } : null;
    return {
      user,
      session,
      loading,
      roles,
      isOrganiser: roles.some((r) => r.role === 'organiser'),
      isCaptain: (teamId) =>
        roles.some((r) => r.role === 'captain' && (teamId === undefined || r.teamId === teamId)),
      signOut,
      dialogOpen,
      setDialogOpen,
    };
  }, [session, loading, roles, signOut, dialogOpen]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For stories and tests: a fixed auth state with no backend. */
export function StaticAuthProvider({ value, children }: { value: Partial<AuthState>; children: ReactNode }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const full: AuthState = {
    user: null,
    session: null,
    loading: false,
    roles: [],
    isOrganiser: false,
    isCaptain: () => false,
    signOut: async () => {},
    dialogOpen,
    setDialogOpen,
    ...value,
  };
  return <AuthContext.Provider value={full}>{children}</AuthContext.Provider>;
}

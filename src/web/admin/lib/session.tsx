/**
 * The signed-in operator: the token in storage (`adminToken`) and `admin/me` (role, tenant,
 * tenants, second-factor state). Signing in stores the token; signing out (or a 401 from any call)
 * forgets it and every cached answer.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CallResponse } from '../../../contract/index.ts';
import { consoleApi, onSessionEnded } from './console-api.ts';
import { readAdminToken, writeAdminToken } from './console-storage.ts';

export type Me = CallResponse<'adminMe'>;

export interface Session {
  token: string | undefined;
  me: Me | undefined;
  /** `admin/me` is on its way for a stored token. */
  loading: boolean;
  signIn: (token: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export const ME_QUERY_KEY = ['adminMe'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | undefined>(() => readAdminToken());
  const queryClient = useQueryClient();
  const me = useQuery({
    queryKey: [...ME_QUERY_KEY, token],
    queryFn: ({ signal }) => consoleApi.call('adminMe', { signal }),
    enabled: token !== undefined,
    staleTime: 60_000,
    retry: false,
  });

  const signOut = useCallback(() => {
    writeAdminToken(undefined);
    setToken(undefined);
    queryClient.clear();
  }, [queryClient]);

  const signIn = useCallback(
    (next: string) => {
      queryClient.clear();
      writeAdminToken(next);
      setToken(next);
    },
    [queryClient],
  );

  useEffect(() => onSessionEnded(signOut), [signOut]);

  const value = useMemo<Session>(
    () => ({
      token,
      me: token === undefined ? undefined : me.data,
      loading: token !== undefined && me.isPending,
      signIn,
      signOut,
    }),
    [token, me.data, me.isPending, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The signed-in operator (inside the guarded layout only). */
export function useMe(): Me {
  const { me } = useSession();
  if (!me) throw new Error('useMe without a signed-in operator');
  return me;
}

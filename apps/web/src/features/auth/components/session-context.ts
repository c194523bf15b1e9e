import type { User } from '@billfold/contract';
import { createContext, useContext } from 'react';

/**
 * unknown: a public page, where the session is not checked; loading: being verified;
 * then authenticated (with the user) or anonymous.
 */
export type SessionStatus = 'unknown' | 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: User | null;
  /** Anonymous because a session of this browser ended (not because there never was one). */
  expired: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

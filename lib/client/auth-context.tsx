"use client";

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { bootstrapSession } from "./refresh";
import { getServerSession, getSession, markAnonymous, subscribeSession, type SessionState } from "./session-store";
import { REFRESH_TOKEN_KEY } from "./token-storage";

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getServerSession);

  useEffect(() => {
    void bootstrapSession();
  }, []);

  // Signing out in another tab removes the shared refresh token: follow it here too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === REFRESH_TOKEN_KEY && e.newValue === null) markAnonymous();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside SessionProvider");
  return session;
}

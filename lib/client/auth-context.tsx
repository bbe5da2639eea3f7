"use client";

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { getAuth, getServerAuth, markAnonymous, subscribeAuth, type AuthState } from "./auth-store";
import { bootstrapAuth } from "./refresh";
import { REFRESH_TOKEN_KEY } from "./token-storage";

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useSyncExternalStore(subscribeAuth, getAuth, getServerAuth);

  useEffect(() => {
    void bootstrapAuth();
  }, []);

  // Signing out in another tab removes the shared refresh token: follow it here too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === REFRESH_TOKEN_KEY && e.newValue === null) markAnonymous();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** Who is signed in on this tab: the status, the user and the access token. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside AuthProvider");
  return auth;
}

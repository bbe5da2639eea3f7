import { clearRefreshToken, writeRefreshToken } from "./token-storage";
import type { AuthResponse, UserDTO } from "./types";

// Module state so that non-React code (the request layer) and React (through the context) share
// one session. Each change replaces the snapshot object, as useSyncExternalStore requires.

export type SessionStatus = "loading" | "authenticated" | "anonymous";

export interface SessionState {
  status: SessionStatus;
  user: UserDTO | null;
  accessToken: string | null;
  /** True after the user signed out in this tab, so pages do not ask them to sign in again. */
  signedOut: boolean;
}

const LOADING: SessionState = { status: "loading", user: null, accessToken: null, signedOut: false };
const ANONYMOUS: SessionState = { status: "anonymous", user: null, accessToken: null, signedOut: false };

let state: SessionState = LOADING;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export const getSession = () => state;
export const getServerSession = () => LOADING;
export const getAccessToken = () => state.accessToken;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a fresh sign-in or refresh; the refresh token rotates every time, so always keep the new one. */
export function startSession(auth: AuthResponse): void {
  writeRefreshToken(auth.refreshToken);
  set({ status: "authenticated", user: auth.user, accessToken: auth.accessToken, signedOut: false });
}

export function updateSessionUser(user: UserDTO): void {
  if (state.status !== "authenticated") return;
  set({ ...state, user });
}

/** Forgets the session here and the refresh token on this device. */
export function clearSession(byUser = false): void {
  clearRefreshToken();
  set(byUser ? { ...ANONYMOUS, signedOut: true } : ANONYMOUS);
}

/** Signed out in this tab, but the stored refresh token stays so a later load can try again. */
export function markAnonymous(): void {
  set(ANONYMOUS);
}

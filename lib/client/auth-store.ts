import type { AuthResponse, UserDTO } from "./api-types";
import { clearRefreshToken, writeRefreshToken } from "./token-storage";

// Who is signed in, as module state so that non-React code (the request layer) and React (through
// the context) share one copy. Each change replaces the snapshot object, as useSyncExternalStore
// requires.

export type AuthStatus = "loading" | "authenticated" | "anonymous";

export interface AuthState {
  status: AuthStatus;
  user: UserDTO | null;
  accessToken: string | null;
  /** True after the user signed out in this tab, so pages do not ask them to sign in again. */
  signedOut: boolean;
}

const LOADING: AuthState = { status: "loading", user: null, accessToken: null, signedOut: false };
const ANONYMOUS: AuthState = { status: "anonymous", user: null, accessToken: null, signedOut: false };

let state: AuthState = LOADING;
const listeners = new Set<() => void>();

function set(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const getAuth = () => state;
export const getServerAuth = () => LOADING;
export const getAccessToken = () => state.accessToken;

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stores a fresh sign-in or refresh; the refresh token rotates every time, so always keep the new one. */
export function storeAuth(auth: AuthResponse): void {
  writeRefreshToken(auth.refreshToken);
  set({ status: "authenticated", user: auth.user, accessToken: auth.accessToken, signedOut: false });
}

export function updateAuthUser(user: UserDTO): void {
  if (state.status !== "authenticated") return;
  set({ ...state, user });
}

/** Forgets the sign-in here and the refresh token on this device. */
export function clearAuth(byUser = false): void {
  clearRefreshToken();
  set(byUser ? { ...ANONYMOUS, signedOut: true } : ANONYMOUS);
}

/** Signed out in this tab, but the stored refresh token stays so a later load can try again. */
export function markAnonymous(): void {
  set(ANONYMOUS);
}

// The refresh token survives reloads in localStorage; the access token never leaves memory.

const KEY = "sred.refreshToken";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Some privacy modes throw on access: the sign-in then lasts as long as the tab.
    return null;
  }
}

export const REFRESH_TOKEN_KEY = KEY;

export function readRefreshToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function writeRefreshToken(token: string): void {
  storage()?.setItem(KEY, token);
}

export function clearRefreshToken(): void {
  storage()?.removeItem(KEY);
}

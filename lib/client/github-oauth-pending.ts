// The OAuth dance leaves the app for GitHub and comes back to /integrations/github/callback, which
// must know the project the flow started from (exchange is a project route). The state and the
// project are kept in this tab's sessionStorage; the callback reads them once and forgets them.

const KEY = "sred.githubOAuth";
// Older than the server's state lifetime (10 minutes by default): useless, so ignored.
const MAX_AGE_MS = 30 * 60_000;

interface Pending {
  state: string;
  projectId: string;
  at: number;
}

export function rememberGithubOAuth(state: string, projectId: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ state, projectId, at: Date.now() } satisfies Pending));
  } catch {
    // Storage refused (private mode quota): the callback then explains that the flow was lost.
  }
}

/** The project of the flow whose state is `state`, or null; the entry is removed either way. */
export function takeGithubOAuth(state: string): string | null {
  let pending: Partial<Pending> | null = null;
  try {
    pending = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as Partial<Pending> | null;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!pending || pending.state !== state || typeof pending.projectId !== "string") return null;
  if (typeof pending.at !== "number" || Date.now() - pending.at > MAX_AGE_MS) return null;
  return pending.projectId;
}

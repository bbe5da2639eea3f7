// The target is resolved as the browser would resolve it, against a stand-in origin: the URL
// parser drops tabs and newlines, turns backslashes into slashes and removes dot segments, which
// string checks miss ("/\t/evil.example" is "//evil.example", another site).
const BASE = "https://app.invalid";

/**
 * Only same-site paths are followed after sign-in, so a crafted link cannot send users elsewhere.
 * Without one, users land on their projects: the next step of a claim, not the account page.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/projects"): string {
  if (!next) return fallback;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that still starts with two slashes would be read as another host once navigated to.
  if (url.origin !== BASE || !path.startsWith("/") || path.startsWith("//")) return fallback;
  return path;
}

// What the app's own server (scripts/server.ts) does to a request before Next sees it. Pure
// functions over raw header and URL strings, so they can be tested without a server.

/**
 * X-Forwarded-For with the connection's peer appended, as a proxy appends the address it received
 * from. Next only fills the header when a request arrives without one, so without this a client
 * could choose its own address by sending it.
 */
export function appendPeer(forwardedFor: string | string[] | undefined, peer: string | undefined): string | undefined {
  const sent = Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor?.trim();
  if (!peer) return sent || undefined;
  return sent ? `${sent}, ${peer}` : peer;
}

/** Whether the path of a request target holds a percent-escape that does not decode (%ZZ, cut UTF-8). */
export function hasMalformedEscape(target: string): boolean {
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  if (!path.includes("%")) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

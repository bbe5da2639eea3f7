import net from "node:net";
import { config } from "@/lib/config";
import { edgeAccessRequired, hasEdgeAccess } from "./edge-access";

// The client's address, for per-IP rate limits. Only addresses written by a party we trust count:
// - the peer of the TCP connection, which the app's server (scripts/server.ts) appends to
//   X-Forwarded-For as a proxy does (Next alone keeps a client's X-Forwarded-For as sent);
// - loopback hops (the browser proxy calling the backend, a reverse proxy on the same host);
// - TRUST_PROXY more hops, each a proxy that appends the address it received from;
// - CLIENT_IP_HEADER, a header the host sets itself and a client cannot (x-real-ip, ...);
// - the browser proxy's X-Sred-Client-Ip, when the request carries the edge-access credentials.
// Everything to the left of the trusted hops was written by the client and is ignored.

export const PROXY_CLIENT_IP_HEADER = "x-sred-client-ip";

function normalize(value: string | null | undefined): string | undefined {
  let ip = value?.trim();
  if (!ip) return undefined;
  // "[::1]:443" and "1.2.3.4:80" forms, as some proxies write them.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (ip.toLowerCase().startsWith("::ffff:") && net.isIPv4(ip.slice(7))) ip = ip.slice(7);
  return net.isIP(ip) ? ip : undefined;
}

const isLoopback = (ip: string) => ip === "::1" || (net.isIPv4(ip) && ip.startsWith("127."));

/** The client address from an X-Forwarded-For chain whose right end is the connection's peer. */
export function fromForwardedChain(header: string | null, trustedHops: number): string | undefined {
  const chain = (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  let i = chain.length - 1;
  while (i > 0 && isLoopback(normalize(chain[i]) ?? "")) i -= 1;
  i = Math.max(0, i - trustedHops);
  return normalize(chain[i]);
}

export function clientIp(req: Request): string {
  const vouched = edgeAccessRequired() && hasEdgeAccess(req) ? normalize(req.headers.get(PROXY_CLIENT_IP_HEADER)) : undefined;
  const hostSet = config.clientIpHeader ? normalize(req.headers.get(config.clientIpHeader)) : undefined;
  return vouched ?? hostSet ?? fromForwardedChain(req.headers.get("x-forwarded-for"), config.trustProxyHops) ?? "unknown";
}

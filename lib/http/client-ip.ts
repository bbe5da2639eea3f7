import crypto from "node:crypto";
import net from "node:net";
import { config } from "@/lib/config";
import { safeEqual } from "@/lib/crypto/digest";
import { getSecrets } from "@/lib/secrets";

// The client's address, for per-IP rate limits. Only addresses written by a party we trust count:
// - the peer of the TCP connection, which the app's server (scripts/server.ts) appends to
//   X-Forwarded-For as a proxy does (Next alone keeps a client's X-Forwarded-For as sent);
// - TRUST_PROXY more hops to its left, each a proxy that appends the address it received from;
// - CLIENT_IP_HEADER, a header the host sets itself and a client cannot (x-real-ip, ...);
// - the browser proxy's X-Sred-Client-Ip, when it carries a proof made with a key the proxy and
//   the backend share (the edge-access secret, else the app's own signing secret): the proxy
//   reaches the backend over loopback or through a host's edge, and vouches for the browser.
// Everything the client wrote itself is ignored.

export const PROXY_CLIENT_IP_HEADER = "x-sred-client-ip";
export const PROXY_PROOF_HEADER = "x-sred-client-ip-proof";

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

/** The client address from an X-Forwarded-For chain whose right end is the connection's peer. */
export function fromForwardedChain(header: string | null, trustedHops: number): string | undefined {
  const chain = (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return normalize(chain[Math.max(0, chain.length - 1 - trustedHops)]);
}

/** The proof the browser proxy sends with the address it vouches for. */
export function proxyProof(ip: string): string {
  const key = config.proxy.edgeClientSecret ?? Buffer.from(getSecrets().authSecret);
  return crypto.createHmac("sha256", key).update(`client-ip:${ip}`).digest("base64url");
}

function vouchedByProxy(req: Request): string | undefined {
  const ip = normalize(req.headers.get(PROXY_CLIENT_IP_HEADER));
  const proof = req.headers.get(PROXY_PROOF_HEADER);
  return ip && proof && safeEqual(proof, proxyProof(ip)) ? ip : undefined;
}

export function clientIp(req: Request): string {
  const hostSet = config.clientIpHeader ? normalize(req.headers.get(config.clientIpHeader)) : undefined;
  return (
    vouchedByProxy(req) ??
    hostSet ??
    fromForwardedChain(req.headers.get("x-forwarded-for"), config.trustProxyHops) ??
    "unknown"
  );
}

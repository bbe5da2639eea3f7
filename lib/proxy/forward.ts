import { config } from "@/lib/config";
import { clientIp, PROXY_CLIENT_IP_HEADER, PROXY_PROOF_HEADER, proxyProof } from "@/lib/http/client-ip";
import { EDGE_ID_HEADER, EDGE_SECRET_HEADER } from "@/lib/http/edge-access";
import { json } from "@/lib/http/responses";
import { errorFields, log } from "@/lib/log";

// The browser-facing proxy: /api/bff/api/v1/* → BACKEND_ORIGIN/api/v1/*, adding the edge-access
// credentials server-side. Its own errors are plain JSON, not the backend envelope.

const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
];

// Not hop-by-hop, but must not cross: fetch has already decoded the body, and the browser must
// not choose the edge credentials or the upstream host.
const REQUEST_DROP = new Set([
  ...HOP_BY_HOP,
  "host",
  "content-length",
  "accept-encoding",
  EDGE_ID_HEADER,
  EDGE_SECRET_HEADER,
  PROXY_CLIENT_IP_HEADER,
  PROXY_PROOF_HEADER,
]);
// Next adds its own Vary to every route response; the upstream's (also Next's) would repeat it.
const RESPONSE_DROP = new Set([...HOP_BY_HOP, "content-encoding", "content-length", "vary"]);

function connectionListed(headers: Headers): Set<string> {
  return new Set(
    (headers.get("connection") ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

function copyHeaders(from: Headers, drop: Set<string>): Headers {
  const listed = connectionListed(from);
  const out = new Headers();
  from.forEach((value, name) => {
    if (!drop.has(name) && !listed.has(name)) out.append(name, value);
  });
  return out;
}

export async function forward(req: Request, pathSegments: string[]): Promise<Response> {
  const { backendOrigin, edgeClientId, edgeClientSecret } = config.proxy;
  if (Boolean(edgeClientId) !== Boolean(edgeClientSecret)) {
    return json({ message: "Proxy misconfigured" }, 500);
  }
  const incoming = new URL(req.url);
  const path = pathSegments.map(encodeURIComponent).join("/");
  const upstreamUrl = `${backendOrigin}/api/v1/${path}${incoming.search}`;

  const headers = copyHeaders(req.headers, REQUEST_DROP);
  if (edgeClientId && edgeClientSecret) {
    headers.set(EDGE_ID_HEADER, edgeClientId);
    headers.set(EDGE_SECRET_HEADER, edgeClientSecret);
  }
  // The backend sees the proxy (over loopback, or a host's edge), not the browser: the proxy
  // vouches for the browser's address with a proof the client cannot make.
  const ip = clientIp(req);
  headers.set(PROXY_CLIENT_IP_HEADER, ip);
  headers.set(PROXY_PROOF_HEADER, proxyProof(ip));
  headers.set("x-forwarded-host", req.headers.get("x-forwarded-host") ?? incoming.host);
  headers.set("x-forwarded-proto", req.headers.get("x-forwarded-proto") ?? incoming.protocol.replace(":", ""));

  const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl, {
      method: req.method,
      headers,
      body: hasBody ? req.body : undefined,
      redirect: "manual",
      // Streams the request body through instead of buffering it.
      ...(hasBody ? { duplex: "half" } : {}),
      signal: req.signal,
    } as RequestInit);
  } catch (err) {
    log.warn("proxy upstream fetch failed", { upstream: backendOrigin, ...errorFields(err) });
    return json({ message: "Upstream fetch failed" }, 502);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: copyHeaders(upstream.headers, RESPONSE_DROP),
  });
}

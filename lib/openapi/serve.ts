import crypto from "node:crypto";
import { getOpenApiDocument } from "./document";

// The document as served: serialized and tagged once, public and cacheable. A client holding the
// current ETag gets 304.

let served: { body: string; etag: string } | undefined;

function serialized() {
  if (!served) {
    const body = JSON.stringify(getOpenApiDocument());
    served = { body, etag: `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
  }
  return served;
}

export function openApiResponse(req: Request): Response {
  const { body, etag } = serialized();
  const headers = { etag, "cache-control": "public, max-age=300" };
  const known = req.headers.get("if-none-match")?.split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (known?.includes(etag) || known?.includes("*")) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers: { ...headers, "content-type": "application/json" } });
}

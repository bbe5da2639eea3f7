import { NextResponse, type NextRequest } from "next/server";
import { config as settings } from "@/lib/config";
import { pageCsp } from "@/lib/http/security-headers";
import { uploadOrigins } from "@/lib/storage/origins";

// Pages only (see the matcher): each response gets a Content-Security-Policy with a fresh nonce.
// Next reads the nonce from the request's policy and puts it on the scripts it renders, which is
// why pages render per request (app/layout.tsx). Authorization is never decided here: every route
// handler authorizes on its own.

const connectSources = uploadOrigins();

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = pageCsp({ nonce, connectSources, development: settings.env === "development" });
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|icon.svg|favicon.ico).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};

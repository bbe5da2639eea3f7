import type { NextConfig } from "next";
import { API_CSP, COMMON_SECURITY_HEADERS } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
  // PGlite finds its WASM and data files relative to its own module: keep it out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
  // Pages get their Content-Security-Policy from proxy.ts (a nonce per response).
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
    ];
  },
};

export default nextConfig;

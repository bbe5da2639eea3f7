import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite finds its WASM and data files relative to its own module: keep it out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;

// The security headers of every answer. Pure values: next.config.ts reads the static ones at
// build time, and proxy.ts builds each page's Content-Security-Policy around a fresh nonce.

/** Sent with every page and API answer (next.config.ts). */
export const COMMON_SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // For browsers without CSP frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Browsers honour it only over HTTPS, so plain-HTTP development is unaffected.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
];

/** API answers are data, never documents: nothing may load or run from them, nor frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export interface PageCspOptions {
  nonce: string;
  /** Origins the page may send requests to besides its own: the upload URLs' store. */
  connectSources: string[];
  /** `next dev` evaluates code (React's call stacks) and talks to its HMR socket. */
  development: boolean;
}

/**
 * A page's policy: scripts only with this response's nonce (and what they load, 'strict-dynamic'),
 * no inline script, no plugins, no framing, images only from the app itself.
 */
export function pageCsp({ nonce, connectSources, development }: PageCspOptions): string {
  const script = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])];
  const connect = ["'self'", ...connectSources, ...(development ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(" ")}`,
    // React sets style attributes (progress bars, meters); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

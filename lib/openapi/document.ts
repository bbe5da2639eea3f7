import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { toRouteConfig, type Operation } from "./operation";
import { failureSchema, runResponseSchema } from "./responses";
import { adminOperations } from "./operations/admin";
import { adminBillingOperations } from "./operations/admin-billing";
import { authOperations } from "./operations/auth";
import { billingOperations } from "./operations/billing";
import { claimOperations, claimSchema } from "./operations/claims";
import { contactOperations } from "./operations/contact";
import { fileOperations } from "./operations/files";
import { githubOperations } from "./operations/github";
import { overviewOperations } from "./operations/overview";
import { serviceOperations } from "./operations/service";
import { workspaceOperations } from "./operations/workspace";

// The OpenAPI 3.1 document of /api/v1, generated from the zod schemas the routes parse with and
// the response schemas of ./responses. Served at /api/v1/openapi.json and rendered at /docs/api.

type OpenAPIObject = ReturnType<OpenApiGeneratorV31["generateDocument"]>;

export const operations: Operation[] = [
  ...authOperations,
  ...workspaceOperations,
  ...overviewOperations,
  ...claimOperations,
  ...fileOperations,
  ...githubOperations,
  ...serviceOperations,
  ...billingOperations,
  ...contactOperations,
  ...adminOperations,
  ...adminBillingOperations,
];

/** The tags in reading order, each with a line for the reference page. */
export const TAGS = [
  { name: "Auth", description: "Sign-in and account recovery. Public; raw JSON, text/plain sentences and booleans." },
  { name: "Account", description: "The caller's own account. Raw JSON and sentences; a missing token is a plain 401." },
  { name: "Projects", description: "One project per claim and fiscal year. Envelope." },
  { name: "Sessions", description: "A project's sessions (PRECHECK, T661 and its variants, LOGBOOK) and their history. Envelope." },
  { name: "Runs", description: "A prompt sent to the AI worker with the history and the selected evidence. Envelope." },
  { name: "Claims", description: "A project's T661 Part 2 record: versions, restore, DOCX and PDF export, field codes. Envelope." },
  { name: "Files", description: "Evidence files: presigned uploads, confirmation, indexing, signed download links, in-app Word previews (sanitized HTML) and Office-viewer previews for API clients. Envelope." },
  { name: "GitHub", description: "A project's GitHub repository: OAuth, repository and branch pickers, bind and unbind. Envelope; snake_case records." },
  { name: "Billing", description: "Plans, Stripe checkout and portal, expert review orders and quota usage. Envelope." },
  { name: "Screener", description: "The public pre-check. Envelope." },
  { name: "Contact", description: "The public contact form. A plain {success, message}, failures included." },
  { name: "Admin: invitations", description: "Invitation codes for REGISTRATION_MODE=invite. ADMIN only; raw JSON and a text/plain code." },
  { name: "Admin: users", description: "User administration and counts. ADMIN only; raw JSON; the last active ADMIN cannot be suspended or demoted." },
  { name: "Admin: quotas", description: "Per-tier limits and service-wide caps. ADMIN only; envelope." },
  { name: "Admin: billing", description: "Plans and the expert review offering with their Stripe price ids. ADMIN only; envelope." },
  { name: "Admin: expert reviews", description: "Every user's expert review orders: status moves, the project's files as a zip, the latest T661. ADMIN only; envelope, except the zip." },
  { name: "Worker (internal)", description: "The AI worker's task gateway, called by the backend. Raw JSON." },
  { name: "Health", description: "Public probes. Raw JSON." },
  { name: "Reference", description: "This document." },
];

// Paragraphs, one a line (the reference page shows each line as a paragraph).
const DESCRIPTION = [
  "The backend of SR&ED Workspace.",
  "Successful answers of most routes are the envelope `{success: true, data, message: null, timestamp}`; the auth, self-service, worker and health routes answer raw JSON, text/plain sentences or JSON booleans. Every failure is `{success: false, data: null, message, error: {code, details?}, timestamp}`, except the plain `401 {\"message\": \"Unauthorized\"}` of the self-service routes.",
  "Browsers call the same paths through the proxy at `/api/bff/api/v1/...`, which adds the edge-access headers.",
  "The docs/ folder of the repository says what this document cannot: the envelope and raw routes (api.md), error codes and the order of checks (errors.md), quotas and rate limits (limits.md), the worker contract (worker.md) and the file lifecycle (files.md).",
].join("\n");

function build(): OpenAPIObject {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The accessToken of an AuthResponse (15 minutes; valid only while its refresh family lives).",
  });
  registry.registerComponent("securitySchemes", "internalToken", {
    type: "apiKey",
    in: "header",
    name: "X-Internal-Token",
    description: "The worker's token (INTERNAL_TOKEN, generated into DATA_DIR by default).",
  });
  for (const [name, header] of [
    ["edgeAccessClientId", "Edge-Access-Client-Id"],
    ["edgeAccessClientSecret", "Edge-Access-Client-Secret"],
  ] as const) {
    registry.registerComponent("securitySchemes", name, {
      type: "apiKey",
      in: "header",
      name: header,
      description:
        "Required with its pair on the routes that list it only when EDGE_ACCESS_CLIENT_ID and EDGE_ACCESS_CLIENT_SECRET are set; the browser proxy adds both.",
    });
  }
  // Referenced by $ref from the error responses (see failureFor), so registered by name here.
  registry.register("Failure", failureSchema);
  registry.register("RunResponse", runResponseSchema);
  registry.register("ClaimRecord", claimSchema);
  for (const op of operations) if (!op.hidden) registry.registerPath(toRouteConfig(op));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: { title: "SR&ED Workspace API", version: "v1", description: DESCRIPTION },
    servers: [
      { url: "/", description: "The backend, on the app's own origin" },
      { url: "/api/bff", description: "The browser proxy: the same paths, with the edge-access headers added" },
    ],
    tags: TAGS,
  });
}

let document: OpenAPIObject | undefined;

/** The document, built on first use and kept for the life of the process. */
export function getOpenApiDocument(): OpenAPIObject {
  document ??= build();
  return document;
}

import { config } from "@/lib/config";
import { screenerBody } from "@/lib/screener/schemas";
import { err, type Operation } from "../operation";
import { billingProfileSchema, healthSchema, precheckOutput, taskEnvelopeDocSchema, taskResultDocSchema } from "../responses";
import { z } from "../zod";

// Billing, the public screener, the worker gateway, health and this document itself.

// The gateway's own cap on an envelope (lib/worker/gateway.ts, ENVELOPE_LIMIT_BYTES).
const ENVELOPE_LIMIT_BYTES = 8 * 1024 * 1024;

const health = (path: string, summary: string, extra: Partial<Operation> = {}): Operation => ({
  method: "get",
  path,
  tag: "Health",
  summary,
  auth: "none",
  wrapped: false,
  success: { status: 200, description: "UP", as: "json", schema: healthSchema },
  ...extra,
});

export const serviceOperations: Operation[] = [
  {
    method: "get",
    path: "/api/v1/billing/me",
    tag: "Billing",
    summary: "The caller's plan and quota usage",
    description: "Works without Stripe. subscriptionStatus and currentPeriodEnd are null until a first subscription; a canceled one keeps its last status.",
    auth: "bearer",
    wrapped: true,
    success: { status: 200, description: "The billing profile", schema: billingProfileSchema },
  },
  {
    method: "post",
    path: "/api/v1/screener",
    tag: "Screener",
    summary: "Public quick eligibility pre-check",
    description: "Runs a PRECHECK task with synthetic ids; nothing about the request is stored but the rate-limit counter.",
    auth: "none",
    wrapped: true,
    body: screenerBody,
    success: { status: 200, description: "The pre-check", schema: precheckOutput },
    errors: [err("WORKER_FAILED", "the worker failed or timed out")],
    rateLimits: [{ setting: "RATE_LIMIT_SCREENER_PER_IP", per: "per client address", rule: config.rateLimits.screenerPerIp }],
  },
  {
    method: "post",
    path: "/api/v1/task/process",
    tag: "Worker (internal)",
    summary: "The worker gateway: run one task",
    description: [
      "Called by the backend (WORKER_URL), not by clients. Raw JSON both ways; see docs/worker.md.",
      'An engine failure is still a 200, with status "failed" and the reason in markdown.',
    ].join("\n"),
    auth: "internal",
    wrapped: false,
    body: taskEnvelopeDocSchema,
    bodyLimit: ENVELOPE_LIMIT_BYTES,
    success: { status: 200, description: "The task's result", as: "json", schema: taskResultDocSchema },
    errors: [err("INTERNAL", "the gateway itself failed")],
  },
  health("/api/v1/health", "Worker health", {
    description: "checks.engine names the engine: builtin, or the configured model.",
  }),
  health("/api/v1/health/liveness", "The process answers"),
  health("/api/v1/health/readiness", "200 when the worker can take tasks, 503 otherwise", {
    otherResponses: { 503: { description: "DOWN: the worker's token or secrets cannot be read", schema: healthSchema } },
  }),
  {
    method: "get",
    path: "/api/v1/openapi.json",
    tag: "Reference",
    summary: "This OpenAPI 3.1 document",
    description: "Public and cacheable; built once per process from the settings it was started with.",
    auth: "none",
    wrapped: false,
    success: {
      status: 200,
      description: "The document (ETag; If-None-Match answers 304)",
      as: "json",
      schema: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
    },
  },
];

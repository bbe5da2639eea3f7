import { handleReadiness } from "@/lib/worker/gateway";

// GET /api/v1/health/readiness: 200 when the worker can take tasks, 503 otherwise
export const GET = handleReadiness;

export const dynamic = "force-dynamic";
